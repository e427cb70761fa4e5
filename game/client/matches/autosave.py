"""The autosave of the matches at this screen, and the retries of saves that found the
player's file busy (a match's, the settings').

The table's host calls a match's saver on its own thread with each new state and the
match's count of take-backs; the save is done on the window's thread (``due``), through the
storage's ``autosaver``, which never waits for the file: while another program holds its
write lock the save is kept and retried at the next action and every ``RETRY_SECONDS``
(``retry``).  Trouble is told on the notice line by its code.
"""

from __future__ import annotations

import queue
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.phase import Phase

if TYPE_CHECKING:
    from game.client.matches.session import MatchSetup
    from game.client.notices import Notices
    from game.client.settings_in_use import SettingsInUse
    from game.storage import Storage

RETRY_SECONDS = 2.0
"""Seconds between two tries of an autosave that found the file busy."""


class Autosaves:
    def __init__(self, storage: Storage | None, settings: SettingsInUse,
                 notices: Notices) -> None:
        self.storage = storage
        self.settings = settings
        """The settings in use, whose store may wait for the file too."""
        self.notices = notices
        self.waited = 0.0
        """Seconds since the last retry, while something waits for the file."""
        self.queued: queue.Queue[Callable[[], None]] = queue.Queue()
        """Saves the table's host asks for, done on this thread (the store's)."""

    def saver_for(self, setup: MatchSetup,
                  with_friends: bool = False) -> Callable[..., None] | None:
        """Autosave after every action of a match with a human in it; file it at the end.

        ``with_friends``: a match hosted here for friends (its setup's seats are the
        table's: ``hosted_seats``), kept and filed marked so; its saver also takes the
        table (``Hosting.table_save``: code, port, the friends' token digests).
        """
        if self.storage is None or "human" not in setup.seats:
            return None
        saver = self.storage.autosaver
        seats = list(setup.seats)

        def save(state: Any, taken_back: int, table: Any) -> None:
            try:
                if state.phase is Phase.OVER:
                    problem = saver.finished(state, seats, taken_back, with_friends)
                else:
                    problem = saver.changed(state, seats, taken_back, with_friends, table)
            except Exception as exc:  # noqa: BLE001 - tell, keep playing
                self.notices.failed("save_failed", exc)
                return
            if problem is not None:
                self.notices.tell(problem)

        def due(state: Any, taken_back: int = 0, table: Any = None) -> None:
            self.queued.put(lambda: save(state, taken_back, table))

        return due

    def due(self) -> None:
        """Do the saves the table's host asked for since the last frame, in order."""
        while True:
            try:
                job = self.queued.get_nowait()
            except queue.Empty:
                return
            job()

    def waiting(self) -> bool:
        """An autosave or the settings wait for a busy file."""
        saver = None if self.storage is None else self.storage.autosaver
        return self.settings.store.waiting or (saver is not None and bool(saver.pending))

    def retry(self, dt: float) -> None:
        """Every ``RETRY_SECONDS`` while an autosave or the settings wait for a busy
        file: try them again, without waiting."""
        saver = None if self.storage is None else self.storage.autosaver
        autosave = saver is not None and bool(saver.pending)
        if not autosave and not self.settings.store.waiting:
            self.waited = 0.0
            return
        self.waited += dt
        if self.waited < RETRY_SECONDS:
            return
        self.waited = 0.0
        self.settings.store.retry()
        if saver is None or not autosave:
            return
        problem = saver.retry()
        if problem is not None:
            self.notices.tell(problem)

    def wake_in(self) -> float | None:
        """Seconds until the next retry, while something waits for the file."""
        return max(0.0, RETRY_SECONDS - self.waited) if self.waiting() else None
