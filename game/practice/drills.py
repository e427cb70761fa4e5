"""Drills: the hard bidding decisions, each defined by a test a situation must pass.

A drill is a predicate on the position at the player's call (``Drill.holds``) plus the
seating and options that make it possible (the hook drill turns the hook on and seats the
player as dealer).  The stream (``game.practice.situations``) deals seeded deals and keeps
only those that pass, so every situation a drill serves is provably of its kind — the tests
check the same predicate over many seeds.  ``deal`` in each game is the plain stream: any
deal, any position.  Each game's drills are in its own package (``game.practice.blackout.drills``
…), registered with its teacher.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from game.core.phase import Phase
from game.core.state import TrickState

S = TypeVar("S", bound=TrickState)
"""The game's state type (what a drill's predicate reads)."""

Predicate = Callable[[S, int], bool]
"""``holds(state, seat)``: the state has ``seat`` to call."""


@dataclass(frozen=True)
class Drill(Generic[S]):
    game_id: str
    name: str
    title: str
    summary: str
    """One line for the menu: what decision is practised."""
    holds: Predicate[S]
    positions: tuple[int, ...] | None = None
    """Calling positions allowed (0: first to speak; -1: the dealer); None: any."""
    options: dict[str, object] = field(default_factory=dict)
    """Options forced on the game for this drill (e.g. the hook)."""
    min_hand: int = 1
    """Blackout: the smallest hand size dealt in this drill."""

    @property
    def key(self) -> str:
        """``game/drill``, as stored in the practice history."""
        return f"{self.game_id}/{self.name}"


def to_call(state: TrickState, seat: int) -> bool:
    return bool(state.phase is Phase.BIDDING and state.to_play == seat)


def any_call(state: TrickState, seat: int) -> bool:
    return to_call(state, seat)
