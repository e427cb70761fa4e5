"""The exact search's shortcuts give what the plain search gives: the last trick counted
without playing it, and one card per run of equivalent cards found by stepping from card
to card (``ai.tricks.endgame``)."""

from __future__ import annotations

import random

from ai.blackout.model import BlackoutGoals, BlackoutModel
from ai.tricks.endgame import distinct_cards, in_last_trick, last_trick_values
from ai.tricks.simulator import Sim
from game.core import create_game
from game.core.cards import SUIT_MASKS


def _played_out(sim: Sim, goals: BlackoutGoals) -> list[float]:
    played = 0
    while sim.cards_left:
        sim.play(sim.legal_mask().bit_length() - 1)
        played += 1
    values = goals.values(sim)
    for _ in range(played):
        sim.undo()
    return values


def test_the_last_trick_is_counted_as_if_played_from_each_of_its_positions() -> None:
    rng = random.Random(38)
    g = create_game("blackout", players=4)
    model = BlackoutModel(g)
    checked = 0
    for _ in range(200):
        trump = rng.randrange(-1, 4)
        cards = rng.sample(range(52), 4 * rng.randint(1, 3))
        hands = [sum(1 << c for c in cards[s::4]) for s in range(4)]
        goals = BlackoutGoals(tuple(rng.randint(0, 3) for _ in range(4)), model, 3)
        sim = Sim(hands, trump, rng.randrange(4))
        while not in_last_trick(sim):  # play on to the last trick
            sim.play(sim.legal_mask().bit_length() - 1)
        for _ in range(rng.randint(0, 3)):  # and into it
            sim.play(sim.hands[sim.turn].bit_length() - 1)
        before = (list(sim.hands), list(sim.tricks), sim.turn, list(sim.trick))
        assert last_trick_values(sim, goals) == _played_out(sim, goals)
        assert (list(sim.hands), list(sim.tricks), sim.turn, list(sim.trick)) == before
        checked += 1
    assert checked == 200


def _runs_rank_by_rank(mine: int, live: int) -> list[int]:
    """The plain definition: walk every rank; a live card not ours ends a run."""
    out = []
    for suit_mask in SUIT_MASKS:
        in_run = False
        for c in range(52):
            if not suit_mask >> c & 1:
                continue
            if mine >> c & 1:
                if not in_run:
                    out.append(c)
                in_run = True
            elif live >> c & 1:
                in_run = False
    return out


def test_distinct_cards_agrees_with_walking_every_rank() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        mine = rng.getrandbits(52) & rng.getrandbits(52)
        live = mine | rng.getrandbits(52)
        assert distinct_cards(mine, live) == _runs_rank_by_rank(mine, live)
