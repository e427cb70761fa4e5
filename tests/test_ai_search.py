"""How the search values a position: policy play, then exact play of the last cards."""

from __future__ import annotations

import dataclasses
import random

from ai.blackout.model import BlackoutGoals, BlackoutModel
from ai.levels import level_named
from ai.tricks.endgame import solve_each
from ai.tricks.playout import play_out
from ai.tricks.search import finish
from ai.tricks.simulator import Sim
from game.core import create_game


def _positions(count: int, size: int) -> list[tuple[Sim, BlackoutGoals]]:
    g = create_game("blackout", players=4)
    model = BlackoutModel(g)
    rng = random.Random(21)
    out = []
    for _ in range(count):
        s = g.new_deal(seed=rng.randrange(10**6), deal_number=size)
        bids = tuple(rng.randint(0, 2) for _ in range(4))
        out.append((Sim(list(s.hands), s.trump, s.to_play), BlackoutGoals(bids, model, size)))
    return out


def policy_ending(sim: Sim, goals: BlackoutGoals) -> list[float]:
    """The deal's values with the policy playing every card left (no noise, no exact part)."""
    return play_out(sim, goals, random.Random(0), 0.0)


def test_finish_solves_exactly_when_few_cards_remain_and_rolls_out_otherwise() -> None:
    level = level_named("expert")
    rng = random.Random(1)
    for sim, goals in _positions(8, 3):
        before = (list(sim.hands), sim.turn, list(sim.tricks))
        assert finish(sim, goals, level, rng, {}) == solve_each(sim, goals, {})
        no_exact = dataclasses.replace(level, exact_cards=0)
        assert finish(sim, goals, no_exact, rng, {}) == policy_ending(sim, goals)
        assert (list(sim.hands), sim.turn, list(sim.tricks)) == before


def test_finish_plays_the_policy_down_to_the_exact_part() -> None:
    """From 5 cards a hand the policy plays 8 cards, then the last 12 are solved: the
    values differ from the policy's own ending in some deals (the exact part is used) and
    the position is left as it was."""
    level = dataclasses.replace(level_named("expert"), exact_cards=12)
    rng = random.Random(2)
    differ = 0
    for sim, goals in _positions(20, 5):
        exact, policy = finish(sim, goals, level, rng, {}), policy_ending(sim, goals)
        differ += exact != policy
        assert sim.cards_left == 20
    assert differ > 0


def test_the_trees_play_out_solves_the_last_cards_when_asked() -> None:
    """``play_out`` with ``exact`` plays the policy down to that many cards and solves the
    rest: from 3 cards a hand with 12 it is the exact value, with 0 the policy's own
    ending, and with 8 (from 5 cards a hand) the policy's for the first 12 cards then
    exact, which differs from the policy's ending in some deals; the position is restored."""
    rng = random.Random(3)
    for sim, goals in _positions(8, 3):
        assert play_out(sim, goals, rng, 0.0, 12) == solve_each(sim, goals, {})
        assert play_out(sim, goals, rng, 0.0, 0) == policy_ending(sim, goals)
    level = dataclasses.replace(level_named("expert"), exact_cards=8)
    differ = 0
    for sim, goals in _positions(20, 5):
        value = play_out(sim, goals, rng, 0.0, 8)
        assert value == finish(sim, goals, level, rng, {})
        differ += value != policy_ending(sim, goals)
        assert sim.cards_left == 20
    assert differ > 0
