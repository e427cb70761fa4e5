"""Where the table's own buttons go: Last trick, Undo and Claim, stacked above the layout's
column of buttons (Hint, Scores, Menu) at its width and height."""

from __future__ import annotations

import pygame

from game.client.layout import TableLayout

EXTRA_BUTTONS = ("last_trick", "undo", "claim")
"""Bottom to top above the Hint button."""


def extra_button_rects(layout: TableLayout) -> dict[str, pygame.Rect]:
    column = list(layout.buttons.values())
    top = min(column, key=lambda r: r.top)
    gap = max(4, round(10 * layout.unit))
    out = {}
    for i, name in enumerate(EXTRA_BUTTONS):
        out[name] = top.move(0, -(i + 1) * (top.height + gap))
    return out
