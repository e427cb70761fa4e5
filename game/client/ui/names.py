"""A player's name with its marks fitted to a plate's pixels (``player_names`` holds the
rule every screen shortens names by): the name, never a mark, gives way."""

from __future__ import annotations

from game.client.player_names import ELLIPSIS, short_name
from game.client.ui import assets
from game.client.ui.widgets import MIN_LABEL_PX, fit_size


def fitted_name(name: str, marks: tuple[str, ...], size: int, width: int,
                bold: bool = False) -> tuple[str, int]:
    """``name`` followed by its ``marks`` in ``width`` pixels, and the size to draw it
    at: shrunk as far as a readable size, then the name (never a mark) shortened with
    "…" down to one letter."""
    tail = "".join("  " + mark for mark in marks)
    name = short_name(name)
    whole = name + tail
    px = max(min(size, MIN_LABEL_PX), fit_size(whole, size, width, bold))
    font = assets.font(px, bold)
    cut = name
    while len(cut) > 1 and font.size(cut + tail)[0] > width:
        cut = cut.rstrip(ELLIPSIS)[:-1].rstrip() + ELLIPSIS
    return cut + tail, px
