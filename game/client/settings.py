"""Client settings and where they are kept.

``Settings`` is what the table reads; a store has ``load()`` and ``save(settings)``.
``StorageSettingsStore`` keeps them in the player's storage (``game.storage``, which has a
field for each); ``MemorySettingsStore`` holds them for one run (tests).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Protocol

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
"""Animation speed name → multiplier of every animation's duration."""


@dataclass(frozen=True)
class Settings:
    ai_level: str = "medium"
    speed: str = "normal"
    ai_pause: float = 0.6
    """Seconds between two computer actions, so a person can follow each card."""
    four_colour: bool = False
    sound: bool = True
    trump_last: bool = True
    """Sort the hand with the trump suit at the right end."""
    fullscreen: bool = False
    change_bid_seconds: float = 2.0
    """Blackout's "change my bid" window before a bid is sent (blackout 8)."""
    language: str = ""
    """``en``, ``ru``, ``fr`` or ``hy``; empty: the system's language (``game.i18n``)."""

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    def with_(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)


class SettingsStore(Protocol):
    def load(self) -> Settings: ...

    def save(self, settings: Settings) -> None: ...


class MemorySettingsStore:
    """Settings kept for this run only."""

    def __init__(self, settings: Settings | None = None) -> None:
        self._settings = settings or Settings()

    def load(self) -> Settings:
        return self._settings

    def save(self, settings: Settings) -> None:
        self._settings = settings


SPEED_IN_STORAGE = {"slow": 0.625, "normal": 1.0, "fast": 2.0, "instant": 0.0}
"""Speed names ↔ the storage's ``animation_speed`` (a pace: 2 is twice as fast, 0 instant)."""


class StorageSettingsStore:
    """Settings in the player's storage (``game.storage``).

    Every client setting has its field there (speed as a pace, deck colours as "two" or
    "four", the computer level as the level of the seats after the first).  A write the
    storage refuses leaves the settings in memory: the game goes on.
    """

    def __init__(self, storage: Any) -> None:
        self.storage = storage
        self._local = Settings()
        self.problem = ""
        """Why the last write was refused (empty: it was kept)."""

    def load(self) -> Settings:
        stored = self.storage.settings_value
        pace = float(stored.animation_speed)
        speed = min(SPEED_IN_STORAGE, key=lambda k: abs(SPEED_IN_STORAGE[k] - pace))
        levels = tuple(stored.ai_levels)
        level = levels[1] if len(levels) > 1 else self._local.ai_level
        self._local = self._local.with_(
            speed=speed, sound=bool(stored.sound_on), four_colour=stored.card_colours == "four",
            fullscreen=bool(stored.fullscreen), ai_level=str(level),
            language=str(getattr(stored, "language", "") or ""),
        )
        for name in ("trump_last", "ai_pause", "change_bid_seconds"):
            if hasattr(stored, name):  # the storage's fields for the table's own settings
                self._local = self._local.with_(**{name: getattr(stored, name)})
        return self._local

    def save(self, settings: Settings) -> None:
        self._local = settings
        current = self.storage.settings_value
        levels = tuple(current.ai_levels)
        extra = {name: getattr(settings, name)
                 for name in ("trump_last", "ai_pause", "change_bid_seconds")
                 if hasattr(current, name)}
        try:
            self.storage.change_settings(
                **extra,
                animation_speed=SPEED_IN_STORAGE.get(settings.speed, 1.0),
                sound_on=settings.sound,
                card_colours="four" if settings.four_colour else "two",
                fullscreen=settings.fullscreen,
                ai_levels=(levels[0] if levels else settings.ai_level,)
                + (settings.ai_level,) * max(1, len(levels) - 1),
                **({"language": settings.language} if settings.language else {}),
            )
        except Exception as exc:  # noqa: BLE001 - a refused write must never stop the game
            self.problem = str(exc)


def open_store(persistent: bool = True) -> tuple[SettingsStore, Any]:
    """The settings store and the player's storage.

    ``persistent`` False (demos, tests) keeps everything in memory for this run.
    """
    from game.storage import Storage, open_storage

    storage = open_storage() if persistent else Storage.in_memory()
    return StorageSettingsStore(storage), storage

