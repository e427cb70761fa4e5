"""A form of labelled rows whose value buttons cycle through choices (new game, settings).

Mouse: click a value to step forward, right-click to step back.  Keyboard: up/down pick a
row, left/right change it, Enter presses buttons.  Each value button shows small arrows at
its ends (the cue that it cycles), and a row's ``note`` (its one-line explanation) is what
``note_shown`` gives for the row under the mouse or, else, the focused one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from game.client.ui import assets
from game.client.ui.widgets import (
    DIM_INK,
    INK,
    MIN_LABEL_PX,
    Button,
    drawable,
    focus_ring,
    readable,
    text,
    wrapped,
)

Colour = tuple[int, int, int]


@dataclass
class Row:
    label: str
    values: Sequence[Any]
    index: int
    on_change: Callable[[Any], None]
    show: Callable[[Any], str] = str
    note: str = ""
    enabled: bool = True
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    button: Button | None = None

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def step(self, by: int) -> None:
        if not self.enabled or not self.values:
            return
        self.index = (self.index + by) % len(self.values)
        self.on_change(self.value)


class Form:
    def __init__(self) -> None:
        self.rows: list[Row] = []
        self.actions: list[Button] = []
        self.focus = 0

    def clear(self) -> None:
        self.rows.clear()
        self.actions.clear()

    def add(self, label: str, values: Sequence[Any], current: Any,
            on_change: Callable[[Any], None], show: Callable[[Any], str] = str,
            note: str = "", enabled: bool = True) -> Row:
        values = list(values)
        if current not in values:
            values.insert(0, current)
        row = Row(label, values, values.index(current), on_change, show, note, enabled)
        self.rows.append(row)
        return row

    def place(self, area: pygame.Rect, row_h: int, label_w: int, gap: int) -> int:
        """Lay the rows out top-down in ``area`` (wrapping to a second column if needed);
        returns the bottom of the lowest row.  When a row's longest value would not fit
        its button at ``MIN_LABEL_PX``, the labels give up width (they wrap onto two
        lines when drawn) rather than the value shrinking below it (issue 48, item 14:
        Armenian values at 11 px, at 1024×640)."""
        x, y = area.left, area.top
        col_w = area.width
        need = max((value_width(row) for row in self.rows), default=0) + 2 * (
            cue_width(row_h - 4) + 4) + 4
        if col_w - label_w - gap < need:
            label_w = max(col_w * 2 // 5, col_w - gap - need)
        bottom = y
        for row in self.rows:
            if y + row_h > area.bottom:
                x += col_w // 2
                y = area.top
            row.rect = pygame.Rect(x, y, col_w, row_h)
            value_rect = pygame.Rect(x + label_w, y + 2, max(80, col_w - label_w - gap),
                                     row_h - 4)
            row.button = Button(value_rect, row.show(row.value), enabled=row.enabled)
            if row.enabled and len(row.values) > 1:
                row.button.pad = cue_width(value_rect.height) + 4
            y += row_h + gap // 2
            bottom = max(bottom, y)
        return bottom

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used."""
        if event.type == pygame.MOUSEMOTION:  # the focus follows the mouse: one lit button
            for i, b in enumerate(self.all_buttons()):
                b.hover = b.contains(event.pos)
                if b.hover and b.enabled:
                    self.focus = i
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for i, row in enumerate(self.rows):
                if row.button is not None and row.button.contains(event.pos):
                    self.focus = i
                    row.step(1 if event.button == 1 else -1)
                    return True
            for b in self.actions:
                if b.contains(event.pos) and event.button == 1:
                    if b.enabled and b.on_click is not None:
                        b.on_click()
                    return True
            return False
        if event.type == pygame.KEYDOWN and self.rows:
            count = len(self.rows) + len(self.actions)
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % count
                self.unhover()
            elif event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % count
                self.unhover()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus < len(self.rows):
                self.rows[self.focus].step(1 if event.key == pygame.K_RIGHT else -1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.focus < len(self.rows):
                    self.rows[self.focus].step(1)
                else:
                    b = self.actions[self.focus - len(self.rows)]
                    if b.enabled and b.on_click is not None:
                        b.on_click()
            else:
                return False
            return True
        return False

    def note_shown(self) -> str:
        """The explanation of the row under the mouse, else of the focused row."""
        for row in self.rows:
            if row.button is not None and row.button.hover:
                return row.note
        return self.rows[self.focus].note if self.focus < len(self.rows) else ""

    def unhover(self) -> None:
        """The keyboard moved the focus: the button under a still mouse goes dark."""
        for b in self.all_buttons():
            b.hover = False

    def all_buttons(self) -> list[Button]:
        return [r.button for r in self.rows if r.button is not None] + self.actions

    def label_sizes(self, size: int) -> dict[int, int]:
        """One label size per column (by its left edge): the largest at which every label
        of the column fits its space on one line or two, never below ``MIN_LABEL_PX``
        (issue 48, item 15: the host form's seat labels in French came in three sizes)."""
        sizes: dict[int, int] = {}
        for row in self.rows:
            if row.button is None:
                continue
            best = label_fit(row.label, size, label_width(row), row.rect.height)
            left = row.rect.left
            sizes[left] = min(sizes.get(left, best), best)
        return sizes

    def draw(self, surface: pygame.Surface, size: int) -> None:
        sizes = self.label_sizes(size)
        for i, row in enumerate(self.rows):
            if row.button is None:
                continue
            colour = INK if row.enabled else DIM_INK
            draw_label(surface, row, sizes[row.rect.left], colour)
            row.button.label = row.show(row.value)
            row.button.font_size = size
            row.button.draw(surface)
            if row.enabled and len(row.values) > 1:
                cycle_cue(surface, row.button.rect, INK)
            if i == self.focus:
                focus_ring(surface, row.button.rect)
        for j, b in enumerate(self.actions):
            b.focused = self.focus == len(self.rows) + j
            b.draw(surface)


def value_width(row: Row) -> int:
    """The width of the row's widest value at ``MIN_LABEL_PX`` (bold, as buttons draw)."""
    f = assets.font(MIN_LABEL_PX, True)
    return max((f.size(drawable(row.show(v)))[0] for v in row.values), default=0)


def label_width(row: Row) -> int:
    assert row.button is not None
    return row.button.rect.left - row.rect.left - 8


@lru_cache(maxsize=1024)
def label_fit(label: str, size: int, width: int, height: int) -> int:
    """The size for ``label`` in ``width``: on one line when that is at most two pixels
    smaller than ``size`` (as a note's), else the largest size (≥ ``MIN_LABEL_PX``) at
    which it fits on one line or on two lines within ``height``."""
    least = max(MIN_LABEL_PX, size - 2)
    font_fits = [px for px in range(size, least - 1, -1)
                 if assets.font(px).size(drawable(label))[0] <= width]
    if font_fits:
        return font_fits[0]
    for px in range(size, MIN_LABEL_PX - 1, -1):
        if label_lines(label, px, width, height) is not None:
            return px
    return min(size, MIN_LABEL_PX)


@lru_cache(maxsize=1024)
def label_lines(label: str, px: int, width: int, height: int) -> tuple[str, ...] | None:
    """``label`` as drawn at ``px`` in ``width``: one line, two lines that fit ``height``,
    or None."""
    f = assets.font(px)
    if f.size(drawable(label))[0] <= width:
        return (label,)
    lines = wrapped(label, px, width)
    if len(lines) == 2 and 2 * f.get_linesize() <= height + 4 and all(
            f.size(drawable(line))[0] <= width for line in lines):
        return tuple(lines)
    return None


def draw_label(surface: pygame.Surface, row: Row, px: int, colour: Colour) -> None:
    """The row's label at ``px``, on two lines where one does not fit, else shortened."""
    width = label_width(row)
    lines = label_lines(row.label, px, width, row.rect.height)
    if lines is None:
        lines = (readable(row.label, px, width)[0],)
    step = assets.font(px).get_linesize()
    y = row.rect.centery - step * (len(lines) - 1) // 2
    for line in lines:
        text(surface, line, px, colour, midleft=(row.rect.left, y))
        y += step


def cue_width(height: int) -> int:
    """Pixels from a value button's end to the inner tip of its arrow."""
    h = max(6, height // 4)
    return max(4, h // 2) + max(4, h * 2 // 3)


def cycle_cue(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """Small ◂ ▸ triangles inside both ends of ``rect``: the value steps either way."""
    h = max(6, rect.height // 4)
    w = max(4, h * 2 // 3)
    y = rect.centery
    left = rect.left + max(4, h // 2)
    right = rect.right - max(4, h // 2)
    pygame.draw.polygon(surface, colour, [(left, y), (left + w, y - h // 2),
                                          (left + w, y + h // 2)])
    pygame.draw.polygon(surface, colour, [(right, y), (right - w, y - h // 2),
                                          (right - w, y + h // 2)])
