"""A player's name with its marks fitted to a plate's pixels (``player_names`` holds the
rule every screen shortens names by): the name gives way first, never below a few
letters; then the last mark that says least (the team, which the plate's score line
says too) — never "(computer)", which is the first mark."""

from __future__ import annotations

from game.client.player_names import ELLIPSIS, short_name
from game.client.ui import assets
from game.client.ui.widgets import MIN_LABEL_PX, fit_size

LEAST_LETTERS = 4
"""Letters of a name a plate keeps before it gives up a mark."""


def fitted_name(name: str, marks: tuple[str, ...], size: int, width: int,
                bold: bool = False) -> tuple[str, int]:
    """``name`` followed by its ``marks`` in ``width`` pixels, and the size to draw it
    at: shrunk as far as a readable size, then the name shortened with "…" (down to
    ``LEAST_LETTERS``), then the last marks left out (the first one always stays)."""
    name = short_name(name)
    whole = name + "".join("  " + mark for mark in marks)
    px = max(min(size, MIN_LABEL_PX), fit_size(whole, size, width, bold))
    font = assets.font(px, bold)
    cut, tail = name, ""
    for kept in range(len(marks), 0, -1) if marks else (0,):  # the first mark stays
        tail = "".join("  " + mark for mark in marks[:kept])
        cut = name
        while font.size(cut + tail)[0] > width and len(cut.rstrip(ELLIPSIS)) > LEAST_LETTERS:
            cut = cut.rstrip(ELLIPSIS)[:-1].rstrip() + ELLIPSIS
        if font.size(cut + tail)[0] <= width:
            return cut + tail, px
    return cut + tail, px
