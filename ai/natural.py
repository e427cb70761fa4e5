"""How a weaker level errs: a natural move near the best, never an absurd one.

People forgive a beginner "the wrong low card" or "one trick too many", not the card no
person would play (issue 38).  So easy and medium do not slip at random: they choose among
the *natural* moves — those whose searched value is within the level's tolerance of the
best (``Level.tolerance`` for cards, ``Level.bid_tolerance`` for calls) — by a seeded draw
weighted toward the better, so one seed gives one choice.  Cards the absurd-card guard
removes (``ai.tricks.absurd``, ``ai.belote.absurd``) are never among them, and a call strays
at most one step from the best (the caller says which calls are one step away).

>>> from game.core.actions import PLAYS
>>> import random
>>> evals = [(PLAYS[5], 10.0), (PLAYS[6], 9.8), (PLAYS[7], 2.0)]
>>> [a.card for a, _ in natural_moves(evals, 0.5)]
[5, 6]
>>> natural_choice(evals, 0.0, random.Random(1)) == PLAYS[5]
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.core.actions import Action

EDGE_WEIGHT = 0.25
"""A move at the edge of the tolerance is drawn this many times less often than the best
(weights fall linearly with the gap): a beginner's choice leans toward the better move."""


def natural_moves(
    evals: Sequence[tuple[Action, float]], tolerance: float,
    allowed: Callable[[Action], bool] = lambda a: True,
) -> list[tuple[Action, float]]:
    """The moves of ``evals`` (best first) within ``tolerance`` of the best, the best
    itself always among them, the others only where ``allowed``."""
    best, top = evals[0]
    return [(a, v) for a, v in evals
            if a == best or (v >= top - tolerance and allowed(a))]


def natural_choice(
    evals: Sequence[tuple[Action, float]], tolerance: float, rng: random.Random,
    allowed: Callable[[Action], bool] = lambda a: True,
) -> Action:
    """One of ``natural_moves``, drawn with ``rng`` (no draw when there is only one),
    weighted from 1 for the best down to ``EDGE_WEIGHT`` at the tolerance's edge (a move
    the caller ranks below the best though its value is higher — a habit's choice — weighs
    as much as the best)."""
    if tolerance <= 0:
        return evals[0][0]
    moves = natural_moves(evals, tolerance, allowed)
    if len(moves) == 1:
        return moves[0][0]
    top = moves[0][1]
    weights = [1.0 - (1.0 - EDGE_WEIGHT) * min(1.0, (top - v) / tolerance) for _, v in moves]
    x = rng.random() * sum(weights)
    for (action, _), w in zip(moves, weights):
        x -= w
        if x < 0:
            return action
    return moves[-1][0]


def chosen_first(
    evals: Sequence[tuple[Action, float]], action: Action,
) -> tuple[tuple[Action, float], ...]:
    """``evals`` with ``action`` moved to the front (a decision lists its choice first)."""
    return tuple(sorted(evals, key=lambda e: e[0] != action))
