"""What a Blackout seat plays for in a trick, read from the game's scoring."""

from __future__ import annotations

from ai.blackout.model import BlackoutGoals, BlackoutModel
from ai.tricks.simulator import Sim
from game.core import create_game


def _sim_with_tricks(tricks: list[int]) -> Sim:
    return Sim([0, 0, 0, 0], 0, 0, tricks=tricks)


def test_under_basic_scoring_a_seat_over_its_bid_takes_every_trick_it_can() -> None:
    """Oh Hell's basic scoring pays a point a trick and 10 for the exact bid: short of the
    bid a seat wants the trick, on it it ducks (10 beats 1), over it every trick is a
    point again, so it wants them all."""
    model = BlackoutModel(create_game("blackout", players=4, scoring="basic"))
    goals = BlackoutGoals((1, 1, 1, 0), model, 5)
    sim = _sim_with_tricks([0, 1, 2, 3])
    assert [goals.wants(sim, s) for s in range(4)] == [True, False, True, True]


def test_under_default_scoring_a_broken_bid_does_not_chase_tricks() -> None:
    """Blackout's own scoring gives a missed bid the same points however far it misses
    (or fewer the further it misses): over its bid a seat never wants a trick."""
    for penalty in ("bid", "difference"):
        game = create_game("blackout", players=4, miss_penalty=penalty)
        goals = BlackoutGoals((1, 1, 1, 0), BlackoutModel(game), 5)
        sim = _sim_with_tricks([0, 1, 2, 3])
        assert [goals.wants(sim, s) for s in range(4)] == [True, False, False, False]
