"""Client settings and where they are kept.

``Settings`` is the data; a store has ``load()`` and ``save(settings)``.  Until the storage
package keeps them on disk, ``MemorySettingsStore`` holds them for the session; the real
store plugs in through ``default_store``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Protocol

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
"""Animation speed name → multiplier of every animation's duration."""


@dataclass(frozen=True)
class Settings:
    player_name: str = "You"
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


def default_store() -> SettingsStore:
    """The store the app uses.  Memory until ``game.storage`` lands: wiring the persistent
    store is this one line."""
    return MemorySettingsStore()
