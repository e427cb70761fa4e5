"""Bazar Belote's figures of a scored deal, as the score sheet reads them (bazar-belote 26–31)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.belote.auction import Contract
from game.core.cards import SUIT_LETTERS
from game.core.result import Figures


@dataclass(frozen=True, slots=True)
class BeloteFigures(Figures):
    """What a deal's score is made of, by team (index 0: seats 0+2, 1: seats 1+3).

    Data for the score sheet, which words it; ``details()`` keeps the text pairs the replay's
    JSON and the stored history have always carried ("card_points": "81/81", …).
    """

    contract: Contract
    """The contract played (its suit is trump)."""
    made: bool
    card_points: tuple[int, int]
    """Card points of each team's tricks, the last trick's 10 included (162 in all)."""
    combinations: tuple[int, int]
    """Combinations each team scores after the comparison of rule 18."""
    belote: tuple[int, int]
    raw: tuple[int, int]
    """bazar-belote 26: card points + scored combinations + Belote."""
    card_portion: tuple[int, int]
    """The card points in small points (rule 28; 25 for a side with every trick)."""

    def details(self) -> tuple[tuple[str, str], ...]:
        return (
            ("contract", str(self.contract)),
            ("trump", SUIT_LETTERS[self.contract.suit]),
            ("result", "made" if self.made else "failed"),
            ("card_points", _pair(self.card_points)),
            ("combinations", _pair(self.combinations)),
            ("belote", _pair(self.belote)),
            ("raw", _pair(self.raw)),
            ("card_portion", _pair(self.card_portion)),
        )


def _pair(p: tuple[int, int]) -> str:
    return f"{p[0]}/{p[1]}"
