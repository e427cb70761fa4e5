"""Partnership Blackout's figures of a scored deal (partnership 10)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.result import Figures


@dataclass(frozen=True, slots=True)
class PartnershipFigures(Figures):
    """Each team's tricks and the auction's winner, as data for the score sheet."""

    team_tricks: tuple[int, int]
    auction_winner: int | None
    """The team that won the auction (partnership 10: with ``auction_winner_only`` only its
    contract counts); None when no team won it."""

    def details(self) -> tuple[tuple[str, str], ...]:
        return (
            ("team_tricks", f"{self.team_tricks[0]}-{self.team_tricks[1]}"),
            ("auction_winner", str(self.auction_winner)),
        )
