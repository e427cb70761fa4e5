"""The Belote simulator agrees with the rules core: legal cards, tricks, points, scores."""

from __future__ import annotations

import random
from typing import Any

from ai.belote.search import combos_by_team, solve_margin, terms_for
from ai.belote.simulator import BeloteSim, DealTerms, bits, contract_policy_card
from game.core import create_game
from game.core.actions import PLAYS, Kind
from game.core.belote.calls import BeloteKind


def _auctioned(rng: random.Random, g: Any) -> Any:
    """A random deal whose auction ended in a contract (random bids, contras, recontras)."""
    while True:
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(4))
        while s.phase == "bidding":
            legal = s.legal_actions()
            if s.contract is None:
                bids = [a for a in legal if a.kind is Kind.BID][:8]
                s = s.apply(rng.choice(bids))
            elif rng.random() < 0.1 and s.contra_seats():
                s = s.apply("contra", seat=rng.choice(s.contra_seats()))
            else:
                quiet = [a for a in legal if a.kind in (Kind.PASS, BeloteKind.RECONTRA)]
                s = s.apply(rng.choice(quiet + [quiet[0]] * 3))
        if s.phase == "play":
            return s


def test_simulator_agrees_with_the_core_on_random_deals() -> None:
    g = create_game("bazar-belote")
    rng = random.Random(11)
    for _ in range(60):
        s = _auctioned(rng, g)
        sim = BeloteSim(list(s.hands), s.trump, s.to_play)
        while s.phase == "play":
            mask = sim.legal_mask()
            assert sorted(a.card for a in s.legal_actions()) == bits(mask)
            assert sim.turn == s.to_play
            action = rng.choice(s.legal_actions())
            s = s.apply(action)
            sim.play(action.card)
            assert sim.hands == list(s.hands)
        assert tuple(sim.points) == s.card_points()
        assert sum(sim.points) == 162


def test_simulated_score_is_the_cores_deal_score() -> None:
    """The search's objective is the deal's real scoring: contract, multipliers, capot,
    combinations and Belote, compared with the core's result on played-out deals."""
    g = create_game("bazar-belote")
    rng = random.Random(12)
    for _ in range(60):
        s = _auctioned(rng, g)
        dealt = list(s.hands)
        eldest = (s.dealer + 1) % 4
        terms = terms_for(s.contract, dealt, eldest, g.options)
        sim = BeloteSim(dealt, s.trump, s.to_play)
        while s.phase == "play":
            card = contract_policy_card(sim, terms.team) if rng.random() < 0.7 else \
                rng.choice(bits(sim.legal_mask()))
            s = s.apply(PLAYS[card])
            sim.play(card)
        assert s.deal_result is not None
        assert terms.score(sim.points, sim.tricks) == s.deal_result.points


def test_combinations_by_team_follow_rule_18() -> None:
    g = create_game("bazar-belote")
    # seat 0: tierce ♦Q-K-A; seat 1: fifty ♠7-8-9-10 — only the fifty counts (example 11)
    s = g.new_deal(hands=[
        ["QD", "KD", "AD", "7H", "9C", "JS", "8D", "KC"],
        ["7S", "8S", "9S", "10S", "7C", "AH", "10H", "QC"],
        ["JH", "QH", "KH", "AS", "10D", "8C", "9H", "QS"],
        ["KS", "7D", "9D", "JD", "10C", "JC", "AC", "8H"],
    ], dealer=3)
    # seat 2's J-Q-K♥ tierce does not count either: the fifty ranks first
    assert combos_by_team(list(s.hands), 1, 0) == (0, 50)


def test_undo_restores_every_position() -> None:
    g = create_game("bazar-belote")
    rng = random.Random(13)
    for _ in range(20):
        s = _auctioned(rng, g)
        sim = BeloteSim(list(s.hands), s.trump, s.to_play)
        snaps = []
        while sim.cards_left:
            snaps.append((list(sim.hands), sim.turn, list(sim.trick), list(sim.points),
                          list(sim.tricks), sim.unplayed))
            sim.play(rng.choice(bits(sim.legal_mask())))
        while snaps:
            sim.undo()
            assert (list(sim.hands), sim.turn, list(sim.trick), list(sim.points),
                    list(sim.tricks), sim.unplayed) == snaps.pop()


def _minimax(sim: BeloteSim, terms: DealTerms) -> float:
    if not sim.cards_left:
        return terms.margin(sim)
    values = []
    for c in bits(sim.legal_mask()):
        sim.play(c)
        values.append(_minimax(sim, terms))
        sim.undo()
    return max(values) if sim.turn % 2 == 0 else min(values)


def test_exact_solver_matches_plain_minimax_on_endgames() -> None:
    g = create_game("bazar-belote")
    rng = random.Random(14)
    for _ in range(25):
        s = _auctioned(rng, g)
        while len(s.past_tricks) < 6:
            s = s.apply(rng.choice(s.legal_actions()))
        t = s.tricks
        terms = terms_for(s.contract, list(s.hands), (s.dealer + 1) % 4, g.options)
        sim = BeloteSim(list(s.hands), s.trump, s.to_play, points=list(s.card_points()),
                        tricks=[t[0] + t[2], t[1] + t[3]])
        assert solve_margin(sim, terms, -1e9, 1e9) == _minimax(sim, terms)
