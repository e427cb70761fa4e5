"""What text the storage accepts from outside (a backup, a record): no control characters
and no lone surrogates.

A NUL in a stored name once made the statistics screen fail for good (pygame refuses to
draw it), and a lone surrogate cannot even be written to SQLite as UTF-8.  Such text never
comes from Trickbid itself, so import refuses it, naming where it was found.
"""

from __future__ import annotations

import unicodedata

MAX_DEPTH = 64
"""Deeper values than any record holds are refused rather than walked."""


def text_problem(value: str) -> str | None:
    """Why ``value`` cannot be stored as player-visible text, or None."""
    for ch in value:
        category = unicodedata.category(ch)
        if category == "Cs":
            return f"it holds a lone surrogate (U+{ord(ch):04X}), which is not text"
        if category == "Cc":
            return f"it holds a control character (U+{ord(ch):04X})"
    return None


def find_bad_text(value: object, where: str = "", depth: int = 0) -> str | None:
    """The first text in a JSON-like ``value`` (keys included) that ``text_problem``
    refuses, as "where: why"; None when all of it is fit."""
    if depth > MAX_DEPTH:
        return f"{where or 'the value'}: it is nested too deeply"
    if isinstance(value, str):
        why = text_problem(value)
        return None if why is None else f"{where or 'a text'}: {why}"
    if isinstance(value, dict):
        for key, item in value.items():
            at = f"{where}.{key}" if where else str(key)
            if isinstance(key, str) and (why := text_problem(key)) is not None:
                return f"{at!r} (a name): {why}"
            found = find_bad_text(item, at, depth + 1)
            if found is not None:
                return found
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            found = find_bad_text(item, f"{where}[{i}]", depth + 1)
            if found is not None:
                return found
    return None
