"""Where the client keeps the player's settings for a run.

There is one ``Settings`` (``game.storage.settings``: the fields and their checks); this
module adds only the stores the app talks to, each with ``load()`` and ``save(settings)``.
``StorageSettingsStore`` keeps them in the player's storage; ``MemorySettingsStore`` holds
them for one run (tests, demos).
"""

from __future__ import annotations

import atexit
import sys
from typing import Any, Protocol

from game.storage import Storage, open_storage
from game.storage.database import StorageBusy, StorageUnwritable
from game.storage.settings import SPEEDS, Settings

__all__ = ["SPEEDS", "MemorySettingsStore", "Settings", "SettingsStore",
           "StorageSettingsStore", "open_store"]


class SettingsStore(Protocol):
    def load(self) -> Settings: ...

    def save(self, settings: Settings) -> None: ...

    def keep(self, **changes: Any) -> None:
        """Store ``changes`` alone: every other setting stays as it is stored."""

    @property
    def waiting(self) -> bool:
        """Settings wait to be written (the file was busy)."""

    def retry(self) -> None:
        """Write what waits, without waiting for the file."""


class MemorySettingsStore:
    """Settings kept for this run only."""

    def __init__(self, settings: Settings | None = None) -> None:
        self._settings = settings or Settings()

    def load(self) -> Settings:
        return self._settings

    def save(self, settings: Settings) -> None:
        self._settings = settings

    def keep(self, **changes: Any) -> None:
        self._settings = self._settings.with_(**changes)

    @property
    def waiting(self) -> bool:
        return False

    def retry(self) -> None:
        """Nothing to write: memory is never busy."""


class StorageSettingsStore:
    """Settings in the player's storage (``game.storage``).

    A write never waits for the file on the UI thread: while another program holds its
    write lock (a long import, a backup tool) or the disk is full, the settings stay
    pending in memory and are written by ``retry`` (the frame loop calls it every few
    seconds), and whatever still waits when the program ends is written then, waiting
    for the file with the window already closed (``flush``).  F11 during an import used
    to freeze the window for 3 s and its choice was then lost.  A write the storage
    refuses (a bad value) leaves the settings in memory and ``problem`` says why.
    """

    EXIT_WAIT_S = 10.0
    """How long the last write at exit waits for another program's lock."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.problem = ""
        """Why the last write was refused (empty: it was kept)."""
        self.pending: Settings | None = None
        """Settings not written yet (the file was busy or the disk full)."""
        self.pending_changes: dict[str, Any] = {}
        """Single settings (the window's) not written yet, written alone."""
        self._at_exit = False

    def load(self) -> Settings:
        return self.storage.settings_value

    def save(self, settings: Settings) -> None:
        self.storage.settings_value = settings
        self.pending = settings
        self.pending_changes.clear()  # the whole settings hold them
        self.retry()

    def keep(self, **changes: Any) -> None:
        self.storage.settings_value = self.storage.settings_value.with_(**changes)
        self.pending_changes.update(changes)
        self.retry()

    @property
    def waiting(self) -> bool:
        return self.pending is not None or bool(self.pending_changes)

    def retry(self) -> None:
        """Write what is pending, without waiting for a busy file."""
        self._write(0.0)

    def flush(self, wait_s: float | None = None) -> list[str]:
        """Write what is pending, waiting up to ``wait_s`` (default ``EXIT_WAIT_S``) for
        the file; the names of the settings that still could not be written."""
        self._write(self.EXIT_WAIT_S if wait_s is None else wait_s)
        names = sorted(self.pending_changes)
        if self.pending is not None:
            names = ["all settings"]
        return names

    def _write(self, wait_s: float) -> None:
        if not self.waiting:
            return
        try:
            with self.storage.database.waiting_at_most(wait_s):
                if self.pending is not None:
                    self.storage.settings.save(self.pending)
                    self.pending = None
                if self.pending_changes:
                    self.storage.settings.write_values(self.pending_changes)
                    self.pending_changes.clear()
            self.problem = ""
        except (StorageBusy, StorageUnwritable):
            pass  # kept in memory and pending: written at the next retry or at exit
        except Exception as exc:  # noqa: BLE001 - a refused write must never stop the game
            self.pending = None
            self.pending_changes.clear()
            self.problem = str(exc)
        self._exit_hook()

    def _exit_hook(self) -> None:
        """While something waits, the program's end writes it (see ``flush``)."""
        if self.waiting and not self._at_exit:
            atexit.register(self._flush_at_exit)
            self._at_exit = True
        elif not self.waiting and self._at_exit:
            atexit.unregister(self._flush_at_exit)
            self._at_exit = False

    def _flush_at_exit(self) -> None:
        left = self.flush()
        if left and sys.stderr is not None:
            print("Trickbid could not save your settings (" + ", ".join(left) + "): the"
                  " saved data stayed busy or the disk full.", file=sys.stderr)


def open_store(persistent: bool = True) -> tuple[StorageSettingsStore, Storage]:
    """The settings store and the player's storage.

    ``persistent`` False (demos, tests) keeps everything in memory for this run.
    """
    storage = open_storage() if persistent else Storage.in_memory()
    return StorageSettingsStore(storage), storage
