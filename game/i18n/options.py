"""The rules options as the new-game screen names them, in the player's language.

The option fields come from the core's options dataclasses (names like ``zero_bid``); each
has a label in a player's words ("A missed bid costs"), a one-line explanation said when
its row is chosen, and each word-valued choice a wording — per option where one word means
different things ("none": a miss costs nothing, tricks above the bid count nothing).  The
identifiers never reach the screen.  Each game's words are in its descriptor
(``game/i18n/<package>.py``, listed in ``game/i18n/games.py``); the tables here are their
union.  A test checks that every field and choice of every game has its words.
"""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.i18n.games import merged

OPTION_LABELS: dict[str, str] = merged(lambda w: w.option_labels)
"""Option field → its label, every game's (``game/i18n/<package>.py``)."""

OPTION_NOTES: dict[str, str] = merged(lambda w: w.option_notes)
"""One line per option, said under the form when its row is chosen or under the mouse."""

CHOICE_WORDS: dict[str, str] = merged(lambda w: w.choice_words)
"""A word-valued choice → its words."""

OPTION_CHOICE_WORDS: dict[tuple[str, object], str] = merged(lambda w: w.option_choice_words)
"""Where one choice of one option needs its own words."""


def option_label(name: str) -> str:
    """The label of the option field ``name`` (its own name, spaced, if unknown)."""
    label = OPTION_LABELS.get(name)
    return _(label) if label else name.replace("_", " ")


def option_note(name: str) -> str:
    """The one-line explanation of option ``name`` ("" if it has none)."""
    note = OPTION_NOTES.get(name)
    return _(note) if note else ""


def option_value_text(value: Any) -> str:
    """An option value as the form shows it."""
    if value is None:
        return _("default")
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if isinstance(value, str) and value in CHOICE_WORDS:
        return _(CHOICE_WORDS[value])
    return str(value).replace("_", " ")


def option_choice_text(name: str, value: Any, usual: int | None = None) -> str:
    """Option ``name``'s value ``value`` in words: its own wording if it has one.

    ``usual``: the number a default value stands for at this table (Blackout's largest
    hand: 15 with 3 players, though 16 and 17 may be chosen), where the wording shows it."""
    words = OPTION_CHOICE_WORDS.get((name, value))
    if not words:
        return option_value_text(value)
    if "{n}" in words:
        return _(words).format(n=usual) if usual is not None else _("default")
    return _(words)
