"""The player's data: settings, saved games, history, statistics and practice history.

One SQLite file in the user data directory (see ``location``), opened so that a damaged
file or an unwritable place never stops the game (see ``database``)::

    from game.storage import open_storage
    storage = open_storage()            # or open_storage(path) / Storage.in_memory()
    for notice in storage.notices:      # plain words for the player, if anything happened
        show(notice.message)
    settings = storage.settings_value
    storage.autosaver.changed(state, seats)   # after every action; never waits
    storage.autosaver.finished(state, seats)  # the match is over: file it
    storage.saves.save_state(state)     # the same, waiting for the file (tools, tests)
    storage.finish_match(state, seats=["human", "hard", "hard", "hard"])
    storage.statistics.by_game_and_level("blackout")

Write failures raise ``StorageError`` (a plain-words message the client can show).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sqlite3
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.record import record_of
from game.storage.autosave import AutoSaver
from game.storage.clock import Clock, stamp, utc_now
from game.storage.database import (
    Database,
    Notice,
    StorageError,
    memory_copy,
    memory_database,
    open_database,
)
from game.storage.history import History, abandoned_entry, entry_of_state, insert_entry
from game.storage.instance_lock import InstanceLock, LockState
from game.storage.lessons import LessonProgress
from game.storage.location import database_path
from game.storage.match_entry import MatchEntry
from game.storage.practice import PracticeHistory
from game.storage.records import FinishedMatch, Record
from game.storage.saves import AUTOSAVE, SaveInfo, SaveStore
from game.storage.settings import Settings, SettingsError, SettingsStore, default_settings
from game.storage.statistics import GameStats, Statistics

if TYPE_CHECKING:
    from game.core.state import TrickState

__all__ = [
    "AUTOSAVE",
    "GameStats",
    "History",
    "MatchEntry",
    "Notice",
    "SaveInfo",
    "Settings",
    "SettingsError",
    "Storage",
    "StorageError",
    "open_storage",
]


class Storage:
    """Every store over one database, plus what the player must be told at start."""

    def __init__(
        self,
        database: Database,
        notices: Sequence[Notice] = (),
        clock: Clock = utc_now,
        env: Mapping[str, str] | None = None,
        lock: InstanceLock | None = None,
    ) -> None:
        self.database = database
        self.lock = lock
        """This session's hold on the data folder (None: in memory, or not ours)."""
        self.settings = SettingsStore(database, default_settings(env))
        self.saves = SaveStore(database, clock)
        self.history = History(database, clock)
        self.statistics = Statistics(database)
        self.practice = PracticeHistory(database, clock)
        self.lessons = LessonProgress(database, clock)
        self.saves.on_replaced = self._file_abandoned
        self.autosaver = AutoSaver(self)
        """The frame loop's autosave: never waits for the file (see ``autosave``)."""
        loaded, problems = self.settings.load()
        self.settings_value: Settings = loaded
        self.notices: tuple[Notice, ...] = tuple(notices) + problems + self._practice_notice()

    def _file_abandoned(self, conn: sqlite3.Connection, record: Record) -> None:
        """An unfinished match whose autosave a new match replaces: kept in the history,
        marked abandoned (inside the autosave's own write)."""

        entry = abandoned_entry(record, stamp(self.history.clock))
        if entry is None:
            return
        if conn.execute("SELECT 1 FROM matches WHERE uid = ?", (entry.uid,)).fetchone():
            return
        insert_entry(conn, entry)

    def _practice_notice(self) -> tuple[Notice, ...]:
        damaged = self.practice.damaged()
        if not damaged:
            return ()
        calls = "call is" if damaged == 1 else "calls are"
        return (Notice(
            "practice",
            f"{damaged} saved practice {calls} damaged and left out of your progress; they"
            " were kept as they are.",
        ),)

    @classmethod
    def in_memory(cls, clock: Clock = utc_now, env: Mapping[str, str] | None = None) -> Storage:
        """Nothing is kept after the session (tests; the client's last resort)."""
        return cls(memory_database(), (), clock, env)

    @property
    def persistent(self) -> bool:
        """False when running on an in-memory database: tell the player nothing is kept."""
        return not self.database.in_memory

    def change_settings(self, **changes: object) -> Settings:
        """Check and write ``changes``; the new settings (``SettingsError`` if invalid)."""
        self.settings_value = self.settings.update(self.settings_value, **changes)
        return self.settings_value

    def finish_match(
        self, state: TrickState, seats: Sequence[str], save_name: str | None = AUTOSAVE,
        taken_back: int = 0, with_friends: bool = False,
    ) -> int:
        """Move a finished match to the history: stored with its record, its count of
        take-backs and whether it was played with friends (a table on the network), and
        its save (``save_name``) deleted, in one transaction.  The match id."""

        names = [save_name] if save_name else []
        return self.history.record_match(
            state, seats, record=record_of(state), remove_saves=names, taken_back=taken_back,
            with_friends=with_friends,
        )

    def file_joined_match(self, view: FinishedMatch, seats: Sequence[str],
                          record: Record | None = None,
                          abandoned: bool = False,
                          deals_verified: bool | None = None) -> int:
        """File a match played at another computer's table (``trickbid join``, the Join
        screen): from the player's own last view of it (its results, scores and winners:
        what a seat is shown), marked as played with friends.  No save is touched (a
        joined table is never kept for Resume).  ``record``: the match's record when the
        seat could rebuild it (``game.net.joined_record``), so it can be reviewed and is
        filed once however often it is handed in; else none.  ``abandoned``: the table
        closed before the match ended (filed with its deals so far, no winners).
        ``deals_verified``: what the seat found when the host revealed its secret (the
        history marks it; None: nothing was checked)."""
        if abandoned:
            # the table closed before the match ended (the host left, the connection
            # broke): its deals so far, marked abandoned like a match left unfinished here


            entry = entry_of_state(view, seats, stamp(self.history.clock), record,
                                   with_friends=True, deals_verified=deals_verified)
            return self.history.add(dataclasses.replace(entry, winners=(), abandoned=True))
        return self.history.record_match(view, seats, record=record, with_friends=True,
                                         deals_verified=deals_verified)

    def retry(self) -> Notice | None:
        """Try once more, without waiting, whatever waits to be written (autosave, match
        filing, practice calls); what to tell the player, or None."""
        with contextlib.suppress(StorageError), self.database.waiting_at_most(0.0):
            self.practice.flush()
        return self.autosaver.retry()

    def unsaved(self) -> list[str]:
        """What is still waiting to be written, in plain words (empty: everything is)."""
        left = self.autosaver.unsaved()
        if self.practice.pending:
            n = len(self.practice.pending)
            left.append(f"{n} practice call" + ("" if n == 1 else "s"))
        return left

    def close(self) -> None:
        """Write anything still pending, then let go of the file and its lock."""
        self.autosaver.flush()
        with contextlib.suppress(StorageError):
            self.practice.flush()
        self.database.close()
        if self.lock is not None:
            self.lock.release()


def open_storage(
    directory: str | os.PathLike[str] | None = None,
    clock: Clock = utc_now,
    env: Mapping[str, str] | None = None,
) -> Storage:
    """The player's storage; never raises for a bad file or place (see ``notices``).

    A second Trickbid on the same folder (another process holds its lock, see
    ``instance_lock``) plays on an in-memory copy and is told that nothing is saved: it
    never writes, moves aside or upgrades the file the first one is using.
    """
    path = database_path(directory)
    lock = InstanceLock.acquire(path.parent)
    if lock.state is LockState.TAKEN:
        notice = Notice(
            "second_window",
            "Trickbid is already open in another window with your saved data"
            f" ({path.parent}). This window plays on a copy and saves nothing: no saved"
            " games, settings or history. Close it and play in the other window to keep"
            " your games.",
        )
        return Storage(_copy_or_empty(path), (notice,), clock, env)
    database, notices = open_database(directory, now=clock)
    held = lock if lock.state is LockState.HELD else None
    try:
        return Storage(database, notices, clock, env, held)
    except StorageError as exc:  # a file that opened but cannot even be read
        database.close()
        notice = Notice("damaged", f"{exc} This session starts with default settings.")
        return Storage(memory_database(), (*notices, notice), clock, env, held)


def _copy_or_empty(path: Path) -> Database:
    try:
        return memory_copy(path)
    except (OSError, sqlite3.Error):
        return memory_database()
