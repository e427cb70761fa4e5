"""The player's finished matches as the statistics screen lists them, and what a row opens.

Plain data from the storage's history (``game.storage``): who won, the player's place and
score.  The list is read a page at a time (``HistoryPages``): a history of ten thousand
matches once froze the screen for seconds because every record was read and decoded on
each visit; now a record is read only when its match is opened (``opened``), and checked
first (``game.storage.match_check``), so a stored match that does not fit together shows
a reason instead of closing the game.  The words are the screen's; this module only
gathers.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.client.matches.session import HUMAN, MatchSetup
from game.i18n import _
from game.storage import StorageError
from game.storage.match_check import match_problem

log = logging.getLogger(__name__)


def unreadable_text() -> str:
    """Why a stored match cannot be opened when the storage could not read it (the
    storage's own words go to the log, never to the screen)."""
    return _("its record could not be read")

PAGE = 50
"""Matches read at once (a screen shows about ten)."""


@dataclass(frozen=True)
class HistoryRow:
    id: int
    game_id: str
    finished_at: str
    level: str
    """The computers' level ("mixed" when they differ)."""
    score: int | None
    """The player's (or the player's team's) final score; None: no human played."""
    won: bool | None
    deals: int
    seats: tuple[str, ...]
    has_record: bool
    human_seat: int | None
    placing: int | None = None
    """The player's side's place, 1 = first (ties share a place); None: unknown."""
    sides: int = 0
    """How many seats or teams were placed."""
    abandoned: bool = False
    """Left unfinished for another match (listed, marked; not in the figures)."""
    taken_back: int = 0
    """How many times the player took a move back (listed, marked)."""
    with_friends: bool = False
    """Played at a network table with friends (listed, marked)."""
    deals_verified: bool | None = None
    """Joined at a friend's table: its deals verified or not (None: not checked)."""


def row_of(summary: Any) -> HistoryRow:
    return HistoryRow(summary.id, summary.game_id, summary.finished_at, summary.level,
                      summary.score, summary.won, summary.deal_count, tuple(summary.seats),
                      summary.has_record, summary.human_seat, summary.placing, summary.sides,
                      summary.abandoned, summary.taken_back, summary.with_friends,
                      summary.deals_verified)


class HistoryPages:
    """The history as a list, newest first, read from the storage a page at a time."""
    def __init__(self, statistics: Any = None) -> None:
        self.statistics = statistics
        self.total = 0 if statistics is None else statistics.count_matches()
        self._pages: dict[int, list[HistoryRow]] = {}

    def __len__(self) -> int:
        return self.total

    def __getitem__(self, index: int) -> HistoryRow:
        if not 0 <= index < self.total:
            raise IndexError(index)
        page = index // PAGE
        if page not in self._pages:
            summaries = self.statistics.recent_matches(PAGE, offset=page * PAGE)
            self._pages[page] = [row_of(s) for s in summaries]
        rows = self._pages[page]
        if index - page * PAGE >= len(rows):  # the history shrank meanwhile
            raise IndexError(index)
        return rows[index - page * PAGE]

    def __iter__(self) -> Iterator[HistoryRow]:
        for index in range(self.total):
            try:
                yield self[index]
            except IndexError:
                return

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, list | HistoryPages) \
            else NotImplemented


@dataclass(frozen=True)
class OpenedMatch:
    """A stored match read and checked for Review or Replay."""
    record: dict[str, Any]
    setup: MatchSetup
    human_seat: int | None


def opened(storage: Any, row: HistoryRow) -> OpenedMatch | str:
    """The stored match of ``row`` with its record, or why it cannot be opened."""
    try:
        entry = storage.history.entry(row.id)
    except StorageError as exc:
        log.warning("a stored match could not be read: %s", exc)
        return unreadable_text()
    problem = match_problem(entry)
    if problem is not None:
        return problem
    if entry.record is None:
        return "its record was not kept"
    record = dict(entry.record)
    seed = record.get("seed")
    setup = MatchSetup(entry.game_id, dict(entry.options), tuple(entry.seats),
                       seed=seed if isinstance(seed, int) else None)
    return OpenedMatch(record, setup, entry.human_seat)


def replayable(row: HistoryRow) -> bool:
    """A match can be dealt again when its record is kept and a human sat at it."""
    return row.has_record and HUMAN in row.seats
