"""The autosave as the frame loop calls it: never waits for the file, never loses a match.

The client saves after every action on its UI thread.  A write that must wait for another
program's write lock (an import, a backup tool, a stuck process) used to wait SQLite's busy
timeout, 3 s, freezing the window, then fail.  ``AutoSaver`` writes with a zero wait
instead: when the file is busy the write stays pending and is retried at the next action
and, between actions, by ``retry`` every few seconds of the frame loop (only the newest
autosave is kept; a finished match is never dropped), and whatever is still pending is
written at exit, or by ``flush``.  An in-memory store has no one to wait
for, so nothing is ever pending there.

A write that fails because the file cannot be written now (a full disk, an I/O error:
``StorageUnwritable``) is kept pending the same way, never dropped: a match that ends while
the disk is full reaches the history as soon as space is freed, and ``unsaved`` says what
is still waiting when the player quits.
"""

from __future__ import annotations

import atexit
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from game.storage.database import (
    Database,
    Notice,
    StorageBusy,
    StorageError,
    StorageUnwritable,
)
from game.storage.saves import AUTOSAVE, SaveStore

if TYPE_CHECKING:
    from game.core.state import TrickState

BUSY_MESSAGE = (
    "Another program is writing to your saved data, so this game is not saved yet;"
    " Trickbid keeps trying after each move."
)
UNWRITABLE_MESSAGE = (
    "This game is not saved yet: {why} Trickbid keeps it and tries again every few"
    " seconds; free some space to keep it."
)


class _Store(Protocol):
    """What the saver needs of ``game.storage.Storage``."""

    database: Database
    saves: SaveStore

    def finish_match(self, state: TrickState, seats: Sequence[str],
                     save_name: str | None = AUTOSAVE, taken_back: int = 0,
                     with_friends: bool = False) -> int: ...


@dataclass(frozen=True, slots=True)
class _Job:
    finish: bool  # True: file the finished match in the history (and drop the autosave)
    state: TrickState
    seats: tuple[str, ...]
    taken_back: int = 0
    with_friends: bool = False
    table: Mapping[str, object] | None = None


class AutoSaver:
    """Autosaves and match filing for one storage, in the order they were asked for."""

    def __init__(self, storage: _Store) -> None:
        self.storage = storage
        self.pending: list[_Job] = []
        self._told_busy = False
        self._told_unwritable = False
        self._at_exit = False

    def changed(self, state: TrickState, seats: Sequence[str], taken_back: int = 0,
                with_friends: bool = False,
                table: Mapping[str, object] | None = None) -> Notice | None:
        """After an action: autosave ``state``.  What to tell the player, or None
        (``save_busy``: the file is busy, told once until a write goes through again;
        ``save_failed``: this save could not be written at all).  ``with_friends``: a
        match hosted on the network (kept with the save, filed with the match), and
        ``table`` what its table needs to open again (``SaveStore.save_state``)."""
        if self.pending and not self.pending[-1].finish:
            self.pending.pop()  # a newer autosave replaces one not yet written
        self.pending.append(_Job(False, state, tuple(seats), taken_back, with_friends,
                                 table))
        return self._write(0.0)

    def finished(self, state: TrickState, seats: Sequence[str], taken_back: int = 0,
                 with_friends: bool = False) -> Notice | None:
        """At the end of a match: file it in the history (and delete the autosave)."""
        if self.pending and not self.pending[-1].finish:
            self.pending.pop()  # the filing deletes the autosave anyway
        self.pending.append(_Job(True, state, tuple(seats), taken_back, with_friends))
        return self._write(0.0)

    def retry(self) -> Notice | None:
        """Try what is pending once more without waiting (the frame loop calls this while
        the player thinks, so a match is saved once the file is free even if no move
        follows); what to tell the player, as ``changed``."""
        return self._write(0.0)

    def flush(self, wait_s: float = 5.0) -> Notice | None:
        """Write what is pending, waiting up to ``wait_s`` for each write (exit, close)."""
        return self._write(wait_s)

    def _write(self, wait_s: float) -> Notice | None:
        if not self.pending:
            return None
        problem: Notice | None = None
        with self.storage.database.waiting_at_most(wait_s):
            while self.pending:
                job = self.pending[0]
                try:
                    if job.finish:
                        self.storage.finish_match(job.state, list(job.seats),
                                                  taken_back=job.taken_back,
                                                  with_friends=job.with_friends)
                    else:
                        self.storage.saves.save_state(job.state, seats=job.seats,
                                                      taken_back=job.taken_back,
                                                      with_friends=job.with_friends,
                                                      table=job.table)
                except StorageBusy:
                    self._exit_hook(True)
                    if self._told_busy:
                        return None
                    self._told_busy = True
                    return Notice("save_busy", BUSY_MESSAGE)
                except StorageUnwritable as exc:  # the disk: kept, tried again later
                    self._exit_hook(True)
                    if self._told_unwritable:
                        return None
                    self._told_unwritable = True
                    return Notice("save_pending", UNWRITABLE_MESSAGE.format(why=exc))
                except (StorageError, TypeError, ValueError, RecursionError) as exc:
                    # this one cannot be written: say so, go on with the next
                    problem = Notice("save_failed", _plain(exc))
                self.pending.pop(0)
        self._told_busy = self._told_unwritable = False
        self._exit_hook(False)
        return problem

    def unsaved(self) -> list[str]:
        """What is still waiting to be written, in plain words (empty: all saved)."""
        out = []
        for job in self.pending:
            out.append("a finished match (not yet in your history)" if job.finish
                       else "the match in progress (its latest moves)")
        return out

    def _flush_at_exit(self) -> None:
        """The last try at exit; what still cannot be written is named on stderr."""
        self.flush()
        left = self.unsaved()
        if left and sys.stderr is not None:
            print("Trickbid could not save " + " and ".join(left) + ".", file=sys.stderr)

    def _exit_hook(self, needed: bool) -> None:
        """Write what is pending when the program ends (only while something is)."""
        if needed and not self._at_exit:
            atexit.register(self._flush_at_exit)
        elif not needed and self._at_exit:
            atexit.unregister(self._flush_at_exit)
        self._at_exit = needed


def _plain(exc: BaseException) -> str:
    if isinstance(exc, StorageError):
        return str(exc)
    if isinstance(exc, RecursionError):
        return "This game could not be saved: its record is nested too deeply."
    return f"This game could not be saved ({exc})."
