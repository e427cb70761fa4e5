"""What a Bazar Belote player says when declaring: the kind of combination and its size.

Data, not text (issue 41): the event and the observation carry it, each screen words it in
its language, and its text form (``"sequence-4"``, ``"four-J"``, ``"belote"``) serves
records and logs.  Shared by the events and the game, so it sits beside them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.core.cards import RANK_NAMES


class CombinationKind(StrEnum):
    """What a declaration is: a sequence, four of a kind, or the Belote (rules 15, 16, 19)."""

    SEQUENCE = "sequence"
    FOUR = "four"
    BELOTE = "belote"


@dataclass(frozen=True, slots=True)
class Announcement:
    """What is said at the announcement (rule 20): the kind and its size — a sequence's
    length, a four's rank — never the cards.  Its text form (``"sequence-4"``, ``"four-J"``,
    ``"belote"``) is for records and logs; screens word it from the data."""

    kind: CombinationKind
    size: int = 0

    def __str__(self) -> str:
        if self.kind is CombinationKind.FOUR:
            return f"four-{RANK_NAMES[self.size]}"
        if self.kind is CombinationKind.SEQUENCE:
            return f"sequence-{self.size}"
        return str(self.kind)


BELOTE = Announcement(CombinationKind.BELOTE)
"""The Belote's own declaration (rule 19)."""
