"""Where the client keeps the player's settings for a run.

There is one ``Settings`` (``game.storage.settings``: the fields and their checks); this
module adds only the stores the app talks to, each with ``load()`` and ``save(settings)``.
``StorageSettingsStore`` keeps them in the player's storage; ``MemorySettingsStore`` holds
them for one run (tests, demos).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.storage.database import StorageBusy
from game.storage.settings import SPEEDS, Settings

if TYPE_CHECKING:
    from game.storage import Storage

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

    A write the storage refuses leaves the settings in memory: the game goes on, and
    ``problem`` says why.  The write never waits for another program's write lock (the
    frame loop makes it): while the file is busy the settings stay ``pending`` and the app
    writes them by ``retry`` a few seconds later, as it does the autosave.
    """

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.problem = ""
        """Why the last write was refused (empty: it was kept)."""
        self.pending: Settings | None = None
        """Settings not written yet because the file was busy."""

    def load(self) -> Settings:
        return self.storage.settings_value

    def save(self, settings: Settings) -> None:
        self.storage.settings_value = settings
        self.pending = settings
        self.retry()

    @property
    def waiting(self) -> bool:
        return self.pending is not None

    def retry(self) -> None:
        """Write the pending settings, without waiting for a busy file."""
        settings = self.pending
        if settings is None:
            return
        try:
            with self.storage.database.waiting_at_most(0.0):
                self.storage.settings.save(settings)
            self.pending = None
            self.problem = ""
        except StorageBusy:
            pass  # kept in memory and pending: written at the next retry
        except Exception as exc:  # noqa: BLE001 - a refused write must never stop the game
            self.pending = None
            self.problem = str(exc)

    def keep(self, **changes: Any) -> None:
        stored, _notices = self.storage.settings.load()
        try:
            self.storage.settings.save(stored.with_(**changes))
            self.problem = ""
        except Exception as exc:  # noqa: BLE001 - a refused write must never stop the game
            self.problem = str(exc)


def open_store(persistent: bool = True) -> tuple[StorageSettingsStore, Storage]:
    """The settings store and the player's storage.

    ``persistent`` False (demos, tests) keeps everything in memory for this run.
    """
    from game.storage import Storage, open_storage

    storage = open_storage() if persistent else Storage.in_memory()
    return StorageSettingsStore(storage), storage
