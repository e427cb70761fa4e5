"""Players' names as every screen writes them: one rule for shortening a name too long
to show whole, so the same friend reads the same way in a list, a sentence, the score
sheet and on his plate (``ui.names.fitted_name`` fits it to a plate's pixels), and a mark
after the name ("(computer)", a team) is never what is cut."""

from __future__ import annotations

NAME_SHOWN = 14
"""Characters of a name shown whole; a longer one is cut to this and ends in "…"."""

ELLIPSIS = "…"


def short_name(name: str, limit: int = NAME_SHOWN) -> str:
    """``name`` as lists and sentences show it: whole up to ``limit`` characters, else
    its first ones and "…" (spaces trimmed)."""
    name = " ".join(name.split())
    if len(name) <= limit:
        return name
    return name[: limit - 1].rstrip() + ELLIPSIS
