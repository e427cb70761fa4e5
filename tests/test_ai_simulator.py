"""The internal simulator agrees with the rules core, and make/unmake are inverses."""

from __future__ import annotations

import random

import pytest

from ai.blackout.model import BlackoutGoals, BlackoutModel
from ai.tricks.endgame import distinct_cards, solve_each, solve_teams
from ai.tricks.goals import PlayGoals
from ai.tricks.simulator import NO_LEAD_RULE, NO_SPADE_LEAD, SPADES_BROKEN, Sim
from game.core import create_game
from game.core.actions import bid


def _random_deal_pair(rng: random.Random) -> tuple[object, Sim]:
    players = rng.choice((3, 4, 5, 6))
    g = create_game("blackout", players=players)
    size = rng.randint(1, len(g.schedule))  # type: ignore[attr-defined]
    s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(players), deal_number=size)
    while s.phase == "bidding":
        s = s.apply(rng.choice(s.legal_actions()))
    sim = Sim(list(s.hands), s.trump, s.to_play, lead_rule=NO_LEAD_RULE)
    return s, sim


def test_simulator_agrees_with_the_core_on_random_blackout_deals() -> None:
    rng = random.Random(4)
    for _ in range(60):
        s, sim = _random_deal_pair(rng)
        while not s.is_over:
            legal = s.legal_actions()
            mask = sim.legal_mask()
            assert sorted(a.card for a in legal) == [c for c in range(52) if mask >> c & 1]
            assert sim.turn == s.to_play
            a = rng.choice(legal)
            s = s.apply(a)
            sim.play(a.card)
            assert sim.tricks == list(s.tricks)
            assert sim.hands == list(s.hands)
        assert sim.over


@pytest.mark.parametrize("broken", [False, True])
def test_simulator_agrees_with_the_core_on_partnership_leads(broken: bool) -> None:
    """partnership 13 through the shared ``LEAD_BANS``: no spade lead from a hand with
    another suit (until a spade is played, with ``spades_must_be_broken``), in the core
    and in the simulator alike."""
    rng = random.Random(13)
    g = create_game("partnership-blackout", preset="pagat", spades_must_be_broken=broken)
    refused_leads = 0
    for _ in range(25):
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(4))
        while s.phase == "bidding":
            s = s.apply(rng.choice(s.legal_actions()))
        sim = Sim(list(s.hands), s.trump, s.to_play,
                  lead_rule=SPADES_BROKEN if broken else NO_SPADE_LEAD)
        while not s.is_over:
            legal = s.legal_actions()
            mask = sim.legal_mask()
            assert sorted(a.card for a in legal) == [c for c in range(52) if mask >> c & 1]
            refused_leads += not s.trick and mask != s.hands[s.to_play]
            a = rng.choice(legal)
            s = s.apply(a)
            sim.play(a.card)
    assert refused_leads > 10


def test_undo_restores_every_position() -> None:
    rng = random.Random(5)
    for _ in range(30):
        _, sim = _random_deal_pair(rng)
        snapshots = []
        while not sim.over:
            snapshots.append((list(sim.hands), sim.turn, list(sim.trick), list(sim.tricks)))
            mask = sim.legal_mask()
            cards = [c for c in range(52) if mask >> c & 1]
            sim.play(rng.choice(cards))
        while snapshots:
            sim.undo()
            assert (sim.hands, sim.turn, sim.trick, sim.tricks) == snapshots.pop()


def test_distinct_cards_merges_only_unseparated_runs() -> None:
    # hand 5S 6S 8S, live 7S elsewhere: 5S-6S one run, 8S another
    mine = 1 << 3 | 1 << 4 | 1 << 6
    live = mine | 1 << 5
    assert distinct_cards(mine, live) == [3, 6]
    # with 7S gone the three are equivalent
    assert distinct_cards(mine, mine) == [3]


class _MostTricks(PlayGoals):
    """Each seat values its own tricks: the solver must find the true optimum."""

    def wants(self, sim: Sim, seat: int) -> bool:
        return True

    def partner(self, seat: int) -> int | None:
        return None

    def values(self, sim: Sim) -> list[float]:
        return [float(t) for t in sim.tricks]


def _brute(sim: Sim, goals: PlayGoals | None = None) -> list[float]:
    if sim.over:
        return goals.values(sim) if goals else [float(t) for t in sim.tricks]
    seat = sim.turn
    best: list[float] | None = None
    mask = sim.legal_mask()
    for c in range(52):
        if mask >> c & 1:
            sim.play(c)
            v = _brute(sim, goals)
            sim.undo()
            if best is None or v[seat] > best[seat]:
                best = v
    assert best is not None
    return best


def test_exact_solver_matches_brute_force_for_the_seat_to_play() -> None:
    rng = random.Random(6)
    g = create_game("blackout", players=3)
    for _ in range(15):
        s = g.new_deal(seed=rng.randrange(10**6), deal_number=3)
        for _ in range(3):
            s = s.apply(bid(1))
        sim = Sim(list(s.hands), s.trump, s.to_play)
        seat = sim.turn
        assert solve_each(sim, _MostTricks(), {})[seat] == _brute(sim)[seat]


def test_exact_solver_stops_at_the_top_value_without_losing_points() -> None:
    """Once a card makes the seat's bid, the solver stops looking at its other cards: the
    seat's own points must still be the best brute force finds (only the tie-break may
    differ)."""
    rng = random.Random(11)
    g = create_game("blackout", players=4)
    model = BlackoutModel(g)
    cut = 0
    for _ in range(20):
        s = g.new_deal(seed=rng.randrange(10**6), deal_number=3)
        bids = tuple(rng.randint(0, 2) for _ in range(4))
        goals = BlackoutGoals(bids, model, 3)
        sim = Sim(list(s.hands), s.trump, s.to_play)
        seat = sim.turn
        fast, full = solve_each(sim, goals, {}), _brute(sim, goals)
        assert abs(fast[seat] - full[seat]) < 0.5
        cut += fast[seat] >= goals.top_value(seat)
    assert cut > 0


def test_alpha_beta_agrees_with_max_n_for_two_teams() -> None:
    from ai.partnership.model import PartnershipGoals, PartnershipModel
    from ai.tricks.simulator import NO_SPADE_LEAD
    from game.core.partnership.rules import Contract

    g = create_game("partnership-blackout")
    model = PartnershipModel(g)
    rng = random.Random(8)
    kinds = [Contract("number", 2), Contract("number", 3), Contract("zero"), Contract("board")]
    for _ in range(25):
        cards = list(range(52))
        rng.shuffle(cards)
        size = rng.randint(2, 3)
        hands = [0] * 4
        for i in range(4 * size):
            hands[i % 4] |= 1 << cards[i]
        goals = PartnershipGoals((rng.choice(kinds), rng.choice(kinds)), model, size, 0)
        sim = Sim(hands, 0, rng.randrange(4), lead_rule=NO_SPADE_LEAD)
        inf = float("inf")
        assert solve_teams(sim, goals, -inf, inf, {}) == solve_each(sim, goals, {})[0]
