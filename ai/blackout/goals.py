"""What each seat plays for in a deal of Blackout: its bid, read through the scoring."""

from __future__ import annotations

from typing import Protocol

from ai.tricks.goals import DUCK, FREE, WIN, PlayGoals
from ai.tricks.simulator import Sim


class SeatScoring(Protocol):
    """What the goals read of Blackout's model: a seat's points for its bid and the tricks
    it took (``BlackoutModel.points``, from the game's options)."""

    def points(self, bid: int, took: int, hand_size: int) -> int: ...


class BlackoutGoals(PlayGoals):
    def __init__(self, bids: tuple[int, ...], model: SeatScoring, hand_size: int) -> None:
        self.bids = bids
        self.model = model
        self.hand_size = hand_size
        self._top_values: list[float] | None = None
        self._values: dict[tuple[int, ...], list[float]] = {}
        self._wants = [
            [t < b or model.points(b, t + 1, hand_size) > model.points(b, t, hand_size)
             for t in range(hand_size + 1)]
            for b in bids
        ]

    def wants(self, sim: Sim, seat: int) -> bool:
        """Short of its bid a seat wants the trick; once there it ducks, unless one more
        trick scores more than the tricks it has (``scoring="basic"``: a bid already
        broken by one trick too many is worth a point a trick, so take them all).
        Read from the scoring (``model.points``), never assumed."""
        return self._wants[seat][min(sim.tricks[seat], self.hand_size)]

    def duty(self, sim: Sim, seat: int) -> int:
        """At ``seat``'s turn: short of the bid with no trick to spare, win; exactly at it,
        when the exact bid scores more than any count above it, duck (read from the
        scoring, never assumed)."""
        b, t = self.bids[seat], sim.tricks[seat]
        left = sim.hands[seat].bit_count()
        points = self.model.points
        hs = self.hand_size
        exact = points(b, b, hs)
        if t < b and b - t >= left and all(exact > points(b, x, hs) for x in range(b)):
            return WIN
        if t == b and all(exact > points(b, x, hs) for x in range(b + 1, hs + 1)):
            return DUCK
        return FREE

    def top_value(self, seat: int) -> float:
        if self._top_values is None:
            tops = [
                max(self.model.points(b, t, self.hand_size) for t in range(self.hand_size + 1))
                for b in self.bids
            ]
            n = len(tops)
            self._top_values = [
                top - 0.01 * (sum(tops) - top) / max(1, n - 1) for top in tops
            ]
        return self._top_values[seat]

    def values(self, sim: Sim) -> list[float]:
        """Each seat's value of the finished deal, which depends on the tricks taken alone:
        cached by them, since searches end thousands of deals a decision on the few
        different counts there are (the list returned is shared: read it, do not change
        it)."""
        key = tuple(sim.tricks)
        known = self._values.get(key)
        if known is None:
            known = self._values[key] = self._values_of(key)
        return known

    def _values_of(self, tricks: tuple[int, ...]) -> list[float]:
        pts = [self.model.points(b, t, self.hand_size) for b, t in zip(self.bids, tricks)]
        total = sum(pts)
        n = len(pts)
        # own points first; an indifferent seat prefers the others to miss (tiny weight:
        # a third of the others' mean made hard 0.67 ±0.62 points a deal worse against
        # ISMCTS, 37 paired deals, seed 1901 — the trees then spoil at their own cost;
        # the whole mean, for the searching seat only so the others still play for
        # themselves, is what the duplicate score pays, yet it changed nothing: -0.04
        # ±0.28 over 200 paired deals, the field's points and its own falling alike)
        return [p - 0.01 * (total - p) / max(1, n - 1) for p in pts]
