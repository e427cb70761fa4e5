"""Settings stored under the names of earlier Trickbids, read under today's names.

Before the client and the storage shared one ``Settings``, four choices were kept under
other names and shapes.  A player's choice is not lost: when today's key is absent, the
old row gives its value, which is then written under today's key; the old row stays in
the file as it was (no Trickbid writes it any more).  ``sort_order`` was never offered
on any screen and is left alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_PACES = {"slow": 0.625, "normal": 1.0, "fast": 2.0, "instant": 0.0}
"""Speed names ↔ the old ``animation_speed`` (a pace: 2 is twice as fast, 0 instant)."""


def _speed(pace: Any) -> str:
    value = float(pace)
    return min(_PACES, key=lambda name: abs(_PACES[name] - value))


def _four(colours: Any) -> bool:
    return bool(colours == "four")


def _level(levels: Any) -> Any:
    return levels[1]  # seat 0 was the player; the computers shared the next seats' level


LEGACY: dict[str, tuple[str, Callable[[Any], Any]]] = {
    "animation_speed": ("speed", _speed),
    "sound_on": ("sound", bool),
    "card_colours": ("four_colour", _four),
    "ai_levels": ("ai_level", _level),
}
"""Old key → (today's key, the old value as today's)."""
RETIRED = frozenset({"sort_order"})
"""Old keys that no longer hold a choice: ignored without a word."""
