"""Buttons sized to their labels and laid out in a centred row (score sheet, dialogs,
statistics), so a long word in any language is never squeezed into a fixed width."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.client.ui import assets
from game.client.ui.widgets import Button


def label_width(label: str, size: int, least: int = 0) -> int:
    """A button as wide as ``label`` needs at ``size`` (bold), with room on both sides;
    at least ``least``."""
    return max(least, int(assets.font(size, True).size(label)[0]) + 2 * size)


def row_width(labels: Sequence[str], size: int, least: int, gap: int) -> int:
    """The width of a row of such buttons."""
    return sum(label_width(label, size, least) for label in labels) + gap * (len(labels) - 1)


def centred_row(entries: Sequence[tuple[str, Callable[[], None]]], area: pygame.Rect, y: int,
                height: int, size: int, least: int, gap: int) -> list[Button]:
    """One button per (label, action), centred in ``area`` at ``y``; when they do not fit,
    they share ``area``'s width evenly (the labels then fit their font to it)."""
    widths = [label_width(label, size, least) for label, _fn in entries]
    total = sum(widths) + gap * (len(widths) - 1)
    if total > area.width - 2 * gap:
        each = (area.width - gap * (len(widths) + 1)) // len(widths)
        widths = [each] * len(widths)
        total = sum(widths) + gap * (len(widths) - 1)
    x = area.centerx - total // 2
    buttons = []
    for (label, fn), width in zip(entries, widths, strict=True):
        buttons.append(Button(pygame.Rect(x, y, width, height), label, fn, font_size=size))
        x += width + gap
    return buttons
