"""The agent interface: levels, games, legality and reproducibility."""

from __future__ import annotations

import math
import random
import time

import pytest

from ai import LEVELS, Decision, create_agent
from ai.reason import Why, why
from ai.registry import level_for
from ai.tricks.endgame import distinct_cards
from game.core import create_game
from game.core.cards import DECK_52


def _play_deals(game_id: str, level: str, seed: int, decisions: int, **options: object) -> int:
    """Play agents of ``level`` in every seat from a seeded match; return decisions made."""
    g = create_game(game_id, **options)
    agents = [create_agent(level, g, s, seed=seed * 10 + s) for s in range(g.players)]
    s = g.new_match(seed=seed)
    made = 0
    while not s.is_over and made < decisions:
        seat = s.to_play
        if seat is None:
            s = s.apply("deal")
            continue
        legal = s.legal_actions()
        # a short deadline keeps the test fast; legality does not depend on thinking time
        d = agents[seat].choose(s.observation(seat), legal, deadline=time.monotonic() + 0.02)
        assert isinstance(d, Decision)
        assert d.action in legal, (level, d)
        assert d.reason
        assert all(a in legal for a, _ in d.evaluations)
        s = s.apply(d.action)
        made += 1
    return made


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_only_legal_actions_in_blackout(level: str) -> None:
    rng = random.Random(level)
    for _ in range(2):
        players = rng.choice((3, 4, 5))
        hook = rng.random() < 0.5
        made = _play_deals("blackout", level, rng.randrange(10**6), 40, players=players,
                           hook=hook, max_cards=4)
        assert made == 40


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("preset", ["classic", "pagat"])
def test_every_level_plays_only_legal_actions_in_partnership_blackout(
    level: str, preset: str
) -> None:
    seed = sum(map(ord, level + preset))
    made = _play_deals("partnership-blackout", level, seed, 20, preset=preset)
    assert made == 20


def test_unknown_level_names_the_valid_ones() -> None:
    g = create_game("blackout")
    with pytest.raises(ValueError, match="valid levels are random, easy, medium, hard, expert"):
        create_agent("grandmaster", g, 0, seed=1)


def test_unknown_game_names_the_valid_ones() -> None:
    from ai import NoAIError
    from game.core import Game

    class Other(Game):
        id = "no-such-game"

    with pytest.raises(NoAIError, match="no AI for game 'no-such-game': valid games are"):
        create_agent("easy", Other(), 0, seed=1)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_same_seed_same_decision(level: str) -> None:
    g = create_game("blackout", players=4)
    s = g.new_deal(seed=99, deal_number=5, dealer=3)
    for _ in range(9):  # bids, then a few cards
        seat = s.to_play
        a = create_agent(level, g, seat, seed=5).choose(
            s.observation(seat), s.legal_actions(), deadline=float("inf"))
        b = create_agent(level, g, seat, seed=5).choose(
            s.observation(seat), s.legal_actions(), deadline=float("inf"))
        assert a == b
        s = s.apply(a.action)


def test_agent_refuses_an_observation_of_another_seat() -> None:
    g = create_game("blackout")
    s = g.new_match(seed=1)
    agent = create_agent("easy", g, (s.to_play + 1) % 4, seed=1)
    with pytest.raises(ValueError, match="seat"):
        agent.choose(s.observation(s.to_play), s.legal_actions())


@pytest.mark.parametrize("game_id", ["blackout", "partnership-blackout"])
def test_a_past_deadline_still_gives_a_sound_answer_from_one_world(game_id: str) -> None:
    """The budget is honoured by checking the deadline between sampled worlds: with the
    deadline already past, the determinized search examines exactly one world, the tree
    search (Blackout's expert) one world per distinct card, so each is tried once."""
    g = create_game(game_id)
    s = g.new_deal(seed=31, dealer=0, deal_number=10) if game_id == "blackout" else \
        g.new_deal(seed=31, dealer=0)
    fast = [create_agent("medium", g, p, seed=p) for p in range(4)]
    while s.phase == "bidding":
        s = s.apply(fast[s.to_play].choose(s.observation(s.to_play), s.legal_actions()).action)
    while len(s.legal_actions()) < 2:
        s = s.apply(s.legal_actions()[0])
    seat = s.to_play
    obs = s.observation(seat)
    d = create_agent("expert", g, seat, seed=1).choose(obs, s.legal_actions(), deadline=0.0)
    assert d.action in s.legal_actions()
    worlds = 1
    if level_for("expert", game_id).iterations:
        live = DECK_52 & ~obs.played & ~(1 << obs.turn_up if obs.turn_up is not None else 0)
        for _, c in obs.trick:
            live |= 1 << c
        legal = sum(1 << a.card for a in s.legal_actions())
        worlds = len(distinct_cards(legal, live))
    assert worlds > 1 or game_id != "blackout"
    # the value as the seat is told it: its score, or (a Partnership defender who scores
    # nothing under partnership-blackout 10) the other team's
    value = d.evaluations[0][1]
    told = why(Why.CARD_VALUE, points=value, deals=worlds), \
        why(Why.THEY_SCORE, points=-value, deals=worlds)
    assert d.reason.all_clauses()[-1] in told, d.reason.describe()


def test_partnership_levels_differ_in_reading_the_scoring() -> None:
    """Where both teams' contracts are scored (partnership-blackout 10, the pagat way) any
    made number scores +10 (partnership-blackout 16): medium calls its count, as
    most players do, hard a trick under it, expert the smallest number; on the same hands
    each calls no more than the level below, and the per-game settings apply."""
    from ai.partnership.levels import HARD_CUSHION
    from ai.registry import level_for

    g = create_game("partnership-blackout", auction_winner_only=False)
    assert level_for("medium", g.id).call_below == 0
    assert level_for("hard", g.id).call_below == HARD_CUSHION > 0
    assert level_for("expert", g.id).call_below == math.inf
    assert level_for("medium", "blackout").call_below == math.inf
    rng = random.Random(4)
    numbers: dict[str, list[int]] = {"medium": [], "hard": [], "expert": []}
    for i in range(12):
        s = g.new_deal(seed=rng.randrange(10**6), dealer=i % 4, deal_number=1)
        obs, legal = s.observation(s.to_play), s.legal_actions()
        calls = {}
        for level in numbers:
            agent = create_agent(level, g, s.to_play, seed=i)
            calls[level] = agent.choose(obs, legal, deadline=time.monotonic() + 0.05).action
        if all(a.kind.name == "BID" for a in calls.values()):
            for level, a in calls.items():
                numbers[level].append(a.number)
    assert len(numbers["expert"]) >= 8 and set(numbers["expert"]) == {1}
    for medium, hard, expert in zip(*numbers.values(), strict=True):
        assert medium >= hard >= expert
    assert sum(numbers["medium"]) > sum(numbers["hard"]) > sum(numbers["expert"])


@pytest.mark.parametrize("game_id", ["blackout", "partnership-blackout"])
def test_each_level_looks_more_than_the_one_below(game_id: str) -> None:
    """The levels are one design with more looking at each step (the strength that buys
    is measured by bench/tournament.py, not here)."""
    from ai.registry import level_for

    medium, hard, expert = (level_for(n, game_id) for n in ("medium", "hard", "expert"))
    assert medium.samples < hard.samples < expert.samples
    assert medium.bid_samples < hard.bid_samples < expert.bid_samples
    assert medium.budget < hard.budget < expert.budget
    assert not medium.evidence and hard.evidence and expert.evidence


def test_no_calling_habit_where_only_the_auction_winner_scores() -> None:
    """With ``auction_winner_only`` a number called under the hand loses the auction, so
    hard's cushion does not apply there: it calls what the same search without the habit
    calls, and on some hands more than it would in Classic scoring; medium's honest count
    is no cushion and stays."""
    import dataclasses

    from ai.registry import level_for

    g = create_game("partnership-blackout")  # partnership 10: the classic default
    classic = create_game("partnership-blackout", auction_winner_only=False)
    hard = level_for("hard", g.id)
    no_habit = dataclasses.replace(hard, call_below=math.inf)
    rng = random.Random(9)
    higher = 0
    for i in range(10):
        seed = rng.randrange(10**6)
        s = g.new_deal(seed=seed, dealer=i % 4, deal_number=1)
        c = classic.new_deal(seed=seed, dealer=i % 4, deal_number=1)
        obs, legal = s.observation(s.to_play), s.legal_actions()
        far = time.monotonic() + 60.0
        called = create_agent(hard, g, s.to_play, seed=i).choose(obs, legal, far).action
        plain = create_agent(no_habit, g, s.to_play, seed=i).choose(obs, legal, far).action
        assert called == plain
        usual = create_agent(hard, classic, c.to_play, seed=i).choose(
            c.observation(c.to_play), c.legal_actions(), far).action
        higher += called.kind.name == usual.kind.name == "BID" and called.number > usual.number
        honest = create_agent("medium", g, s.to_play, seed=i).choose(obs, legal, far).action
        counted = create_agent("medium", classic, c.to_play, seed=i).choose(
            c.observation(c.to_play), c.legal_actions(), far).action
        if honest.kind.name == counted.kind.name == "BID":
            assert honest == counted  # the honest count is kept: it is no cushion
    assert higher >= 1


def test_partnership_defenders_play_to_set_the_auction_winner() -> None:
    """partnership-blackout 10: the team that lost the auction scores 0 whatever it takes,
    so in play it wants tricks against a number or Board and ducks against a Zero; the
    winners play for their own contract alone."""
    from ai.partnership.model import PartnershipGoals, PartnershipModel
    from ai.tricks.simulator import Sim
    from game.core.partnership.rules import Contract

    model = PartnershipModel(create_game("partnership-blackout"))
    number, zero = Contract("number", 9), Contract("zero")
    deal = create_game("partnership-blackout").new_deal(seed=5, dealer=3)
    sim = Sim(list(deal.hands), trump=0, turn=0)
    declare = PartnershipGoals((number, zero), model, 13, eldest=0)
    assert declare.scored == (True, False)
    assert declare.wants(sim, 1) and declare.wants(sim, 3)  # set the 9
    assert declare.wants(sim, 0)  # and A need not duck to break B's Zero
    against_zero = PartnershipGoals((Contract("pass"), zero), model, 13, eldest=0)
    assert against_zero.scored == (False, True)
    assert not against_zero.wants(sim, 0) and not against_zero.wants(sim, 1)
    both = PartnershipModel(create_game("partnership-blackout", auction_winner_only=False))
    both_scored = PartnershipGoals((number, zero), both, 13, eldest=0)
    assert not both_scored.wants(sim, 0)  # B's Zero counts there: A ducks to make it win
