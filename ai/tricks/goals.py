"""What each seat plays for in one deal of plain tricks: the engine's objective.

Rollouts, exact search and bid simulation read a deal's goals, never the game: which seats
want the current trick, who partners whom, and each seat's value of a finished deal.
Each game of the engine derives its goals from an observation (``TrickModel.goals``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from ai.reason import Reason, Why
from ai.tricks.simulator import Sim

FREE, WIN, DUCK = 0, 1, 2
"""A seat's sure duty in the current trick (``PlayGoals.duty``): none, win it (every trick
left is needed), or lose it (one more trick breaks what is made)."""


class PlayGoals(ABC):
    """What each seat is playing for in this deal, read from one observation."""

    zero_sum = False
    """True for two teams (seats 0+2 v 1+3) whose values are opposite: exact search may
    then prune with alpha-beta."""

    @abstractmethod
    def wants(self, sim: Sim, seat: int) -> bool:
        """Whether ``seat`` wants to take the current trick (the rollout policy's intent)."""

    def partner(self, seat: int) -> int | None:
        return None

    def duty(self, sim: Sim, seat: int) -> int:
        """``WIN`` when ``seat`` (or its team) needs every trick left, so losing this one
        loses its contract whatever follows; ``DUCK`` when one more trick breaks a contract
        that is made now; else ``FREE``.  Read by the guard against absurd cards
        (``ai.tricks.absurd``), so it must hold for certain, never by judgement."""
        return FREE

    def top_value(self, seat: int) -> float:
        """A value that ``seat`` reaches only when its own points are the most it can score:
        exact search stops looking at a seat's other cards once one of them reaches it (the
        rest could only change the tie-break)."""
        return float("inf")

    def value_reason(self, seat: int, value: float, deals: int) -> Reason:
        """How a card's mean ``value`` for ``seat`` (over ``deals`` sampled deals) is told
        to the player: by default it is the seat's own points."""
        return Reason(Why.CARD_VALUE, (("points", value), ("deals", deals)))

    @abstractmethod
    def values(self, sim: Sim) -> list[float]:
        """Each seat's value of the finished deal in ``sim`` (its own or its team's points,
        tie-broken against the others so an indifferent seat still prefers to hurt them),
        read from the tricks taken (``sim.tricks``) alone: the exact search counts the last
        trick's winner without playing its cards (``ai.tricks.endgame``)."""
