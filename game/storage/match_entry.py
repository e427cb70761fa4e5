"""A finished match as the history stores it: plain data, the shape backups export too.

Its own module so that what checks a stored match (``match_check``) and the history that
files it (``history``) both name it without naming each other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.core.contract import ContractRecord
from game.storage.records import OptionValues, Record

HUMAN = "human"
FRIEND = "friend"
"""A seat a person played from another computer (a network table)."""


@dataclass(frozen=True, slots=True)
class DealEntry:
    """One scored deal (the fields of the core's ``DealResult``)."""

    deal_number: int
    dealer: int
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    thrown_in: bool = False
    contracts: tuple[ContractRecord | None, ...] = ()
    made: tuple[bool | None, ...] = ()
    details: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class MatchEntry:
    """One finished match: game, options, seats, final scores, winners and deals.

    ``winners`` index ``scores`` (seats, or teams in partnership games); empty when the
    game has no winner (a single deal).
    """

    uid: str
    game_id: str
    options: OptionValues
    seats: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    finished_at: str
    deals: tuple[DealEntry, ...]
    record: Record | None = None
    abandoned: bool = False
    """Left unfinished when another match took the autosave (``finished_at``: then)."""
    taken_back: int = 0
    """How many times the player took a move back in this match (0: never)."""
    with_friends: bool = False
    """Played at a network table with friends (hosted here or joined)."""
    deals_verified: bool | None = None
    """A match joined at a friend's table: its deals checked out against the host's
    revealed secret (``game.net.fairness``); None: nothing was checked."""

    @property
    def human_seat(self) -> int | None:
        return self.seats.index(HUMAN) if HUMAN in self.seats else None

    @property
    def level(self) -> str:
        """The AI level of the match: the common level of the AI seats, or "mixed"."""
        levels = {s for s in self.seats if s not in (HUMAN, FRIEND)}
        if not levels:
            return "none"
        return levels.pop() if len(levels) == 1 else "mixed"
