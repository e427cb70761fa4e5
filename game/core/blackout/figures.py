"""Blackout's figures of a scored deal: the hand size, trump and the total bid (blackout 7)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.blackout.rules import over_under
from game.core.result import Figures


@dataclass(frozen=True, slots=True)
class BlackoutFigures(Figures):
    """The deal's hand size, its trump suit (-1: no trump) and the sum of the bids."""

    hand_size: int
    trump: int
    total_bid: int

    @property
    def over_under(self) -> str:
        """blackout 7: "over", "under" or "even"."""
        return over_under(self.total_bid, self.hand_size)

    def details(self) -> tuple[tuple[str, str], ...]:
        return (
            ("hand_size", str(self.hand_size)),
            ("trump", "none" if self.trump < 0 else "SHDC"[self.trump]),
            ("over_under", self.over_under),
        )
