"""Buttons, text and panels: the few widgets the scenes share."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from game.client.ui import assets
from game.client.ui.looks import CLOTHS
from game.client.ui.surface_cache import SurfaceCache

Colour = tuple[int, int, int]

FELT_DARK, FELT = CLOTHS["green"]
"""The green table's shades (the button edges keep them whatever the cloth)."""
INK = (240, 240, 232)
DIM_INK = (170, 180, 170)
GOLD = (240, 200, 80)
RED = (220, 60, 60)
PANEL = (8, 40, 24)
BUTTON = (36, 110, 70)
BUTTON_HOVER = (52, 140, 92)
BUTTON_OFF = (58, 70, 62)
OFF_INK = (200, 208, 202)
"""A greyed button's label: still readable on ``BUTTON_OFF`` (contrast 6.3:1, above the
4.5:1 asked of body text; the grey fill says it does nothing): the join screen's seat rows
that only say who sits there are read, not pressed."""
BUTTON_PICKED = (190, 150, 40)
SUIT_COLOURS: tuple[Colour, ...] = ((20, 20, 20), (200, 20, 30), (200, 20, 30), (20, 20, 20))
SUIT_COLOURS_4: tuple[Colour, ...] = ((20, 20, 20), (200, 20, 30), (30, 70, 200), (20, 130, 40))


def text(
    surface: pygame.Surface,
    content: str,
    size: int,
    colour: Colour = INK,
    *,
    bold: bool = False,
    center: tuple[int, int] | None = None,
    topleft: tuple[int, int] | None = None,
    midleft: tuple[int, int] | None = None,
    topright: tuple[int, int] | None = None,
    midright: tuple[int, int] | None = None,
    midtop: tuple[int, int] | None = None,
    wrap: int = 0,
) -> pygame.Rect:
    """Draw ``content`` and return the rectangle it covers."""
    image = rendered(content, size, colour, bold, wrap)
    rect = image.get_rect()
    if center is not None:
        rect.center = center
    elif midleft is not None:
        rect.midleft = midleft
    elif topright is not None:
        rect.topright = topright
    elif midright is not None:
        rect.midright = midright
    elif midtop is not None:
        rect.midtop = midtop
    elif topleft is not None:
        rect.topleft = topleft
    surface.blit(image, rect)
    return rect


_labels = SurfaceCache(16 * 2**20)
_layers = SurfaceCache(16 * 2**20)


def drawable(content: str) -> str:
    """``content`` with what no font can draw replaced by U+FFFD: a NUL (pygame refuses
    the whole text: an imported name once broke Statistics for good) and lone surrogates
    (not text at all).  Other control characters are drawn as the font draws them."""
    if "\x00" not in content and (content.isascii() or not any(
        "\ud800" <= ch <= "\udfff" for ch in content
    )):
        return content
    return "".join("\ufffd" if ch == "\x00" or "\ud800" <= ch <= "\udfff" else ch
                   for ch in content)


def rendered(content: str, size: int, colour: Colour, bold: bool = False,
             wrap: int = 0) -> pygame.Surface:
    """A label's pixels, kept: the table redraws the same labels every frame.  Any text
    can be drawn (see ``drawable``)."""
    content = drawable(content)
    def render() -> pygame.Surface:
        f = assets.font(size, bold)
        if wrap:
            return f.render(content, True, colour, wraplength=wrap)
        return f.render(content, True, colour)

    return _labels.get((content, size, tuple(colour), bold, wrap), render)


@lru_cache(maxsize=4096)
def fit_size(content: str, size: int, width: int, bold: bool = False) -> int:
    """The largest font size ≤ ``size`` at which ``content`` fits ``width`` pixels."""
    content = drawable(content)
    while size > 8 and assets.font(size, bold).size(content)[0] > width:
        size -= 1
    return size


MIN_LABEL_PX = 12
"""No button label is drawn smaller than this (the layout tests check every screen)."""


def px(base: float, u: float) -> int:
    """A text size: ``base`` pixels at the 1280×800 reference scaled by ``u``, never below
    ``MIN_LABEL_PX`` (charts' legends and history lines were 10–11 px at 1024×640)."""
    return max(MIN_LABEL_PX, round(base * u))


def readable(content: str, size: int, width: int, bold: bool = False) -> tuple[str, int]:
    """``content`` and a size for ``width`` pixels: shrunk as ``fit_size`` does but never
    below ``MIN_LABEL_PX``; what still does not fit ends in "…" (a long status line at
    1024×640 in Armenian stays readable rather than becoming 9 px)."""
    px = max(min(size, MIN_LABEL_PX), fit_size(content, size, width, bold))
    f = assets.font(px, bold)
    if f.size(content)[0] <= width:
        return content, px
    cut = content
    while cut and f.size(cut.rstrip() + "…")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…", px


def wrapped(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``content`` broken at spaces into lines no wider than ``width`` at ``size`` (a
    word longer than the width keeps a line of its own)."""
    f = assets.font(size, bold)
    lines: list[str] = []
    for word in content.split():
        if lines and f.size(lines[-1] + " " + word)[0] <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


@lru_cache(maxsize=512)
def balanced(content: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """``content`` on as few lines as ``wrapped`` gives, but as even as they go: the
    narrowest width that needs no more lines.  A greedy wrap can leave one short word on
    a line of its own (issue 48, item 19: Armenian «են՝» under «Դուք և Հյուսիս
    ստանում»); this is for boxes redrawn every frame, hence the cache."""
    lines = wrapped(content, size, width, bold)
    if len(lines) < 2:
        return tuple(lines)
    best = lines
    step = max(2, width // 60)
    for narrower in range(width - step, width // 2, -step):
        tried = wrapped(content, size, narrower, bold)
        if len(tried) > len(lines):
            break
        best = tried
    return tuple(best)


def centred_lines(surface: pygame.Surface, content: str, size: int, colour: Colour,
                  width: int, midtop: tuple[int, int], bold: bool = False) -> int:
    """``content`` wrapped to ``width``, each line centred under ``midtop``; returns the
    bottom of the last line.  Used where a line would otherwise shrink below a readable
    size (the practice menu's drill summaries)."""
    return draw_lines(surface, wrapped(content, size, width, bold), size, colour, midtop, bold)


def draw_lines(surface: pygame.Surface, lines: list[str], size: int, colour: Colour,
               midtop: tuple[int, int], bold: bool = False) -> int:
    """``lines`` one under another, each centred under ``midtop``; returns the bottom of
    the last line."""
    x, y = midtop
    step = assets.font(size, bold).get_linesize()
    for line in lines:
        text(surface, line, size, colour, bold=bold, midtop=(x, y))
        y += step
    return y


def note_lines(content: str, size: int, width: int) -> tuple[list[str], int]:
    """How a note fits ``width``: one line when it does at a readable size (shrunk by at
    most two pixels), else lines wrapped at ``size`` (never below ``MIN_LABEL_PX``) — a
    level's note in Russian or Armenian at 1024×640 was shrunk to 8 px on one line."""
    one = fit_size(content, size, width)
    if one >= max(MIN_LABEL_PX, size - 2):
        return [content], one
    size = max(MIN_LABEL_PX, size)
    return wrapped(content, size, width), size


def note_text(surface: pygame.Surface, content: str, size: int, colour: Colour, width: int,
              center: tuple[int, int], upward: bool = False) -> None:
    """A note (a form's explanation of a row) laid out by ``note_lines``, its lines
    centred together on ``center`` — or, ``upward``, the last line where a one-line note
    would be and the others above it (where a line of its own sits just below)."""
    lines, size = note_lines(content, size, width)
    x, y = center
    step = assets.font(size).get_linesize()
    top = y - step // 2 - step * (len(lines) - 1) if upward else y - step * len(lines) // 2
    draw_lines(surface, lines, size, colour, (x, top))


def button_width(label: str, size: int) -> int:
    """The width of a button that shows ``label`` at ``size`` px (bold) with its margins:
    buttons are sized to their words in every language, never the words to the button."""
    return int(assets.font(size, True).size(label)[0]) + 2 * max(8, size)


def _panel_layer(size: tuple[int, int], alpha: int, colour: Colour,
                 radius: int) -> pygame.Surface:
    def draw() -> pygame.Surface:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
        return layer

    return _layers.get((size, alpha, tuple(colour), radius), draw)


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 200,
          colour: Colour = PANEL, radius: int = 10) -> None:
    """A translucent rounded panel (its layer is drawn once per size and kept)."""
    surface.blit(_panel_layer((rect.width, rect.height), alpha, colour, radius), rect)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard focus: a gold ring just outside ``rect``."""
    pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=2,
                     border_radius=max(6, rect.height // 5 + 3))


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    on_click: Callable[[], None] | None = None
    enabled: bool = True
    picked: bool = False
    colour: Colour | None = None
    """Label colour (suit colours in bidding panels)."""
    key: Any = None
    tooltip: str = ""
    hover: bool = False
    focused: bool = False
    """The keyboard's focus is here (Enter presses it): drawn as a gold ring."""
    font_size: int = 0
    pad: int = 4
    """Pixels kept clear of the label at each end (a form's cycle arrows sit there)."""
    data: dict[str, Any] = field(default_factory=dict)

    def draw(self, surface: pygame.Surface) -> None:
        if self.picked:
            fill = BUTTON_PICKED
        elif not self.enabled:
            fill = BUTTON_OFF
        elif self.hover:
            fill = BUTTON_HOVER
        else:
            fill = BUTTON
        radius = max(4, self.rect.height // 5)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, FELT_DARK, self.rect, width=2, border_radius=radius)
        if self.colour is not None and self.enabled:
            # A light face so red and black suit symbols read well.
            inner = self.rect.inflate(-6, -6)
            pygame.draw.rect(surface, (236, 236, 226) if not self.picked else (255, 236, 170),
                             inner, border_radius=max(3, radius - 2))
            ink = self.colour
        else:
            ink = INK if self.enabled else OFF_INK
        text(surface, self.label, self.label_px(), ink, bold=True, center=self.rect.center)
        if self.focused:
            focus_ring(surface, self.rect)

    def label_px(self) -> int:
        """The font size the label is drawn at: its own, shrunk only if it must fit."""
        size = self.font_size or max(10, int(self.rect.height * 0.45))
        return fit_size(self.label, size, self.rect.width - 2 * self.pad, bold=True)

    def contains(self, pos: tuple[int, int]) -> bool:
        return bool(self.rect.collidepoint(pos))


class ButtonRow:
    """Buttons that track the mouse and fire on a left click."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def clear(self) -> None:
        self.buttons.clear()

    def unhover(self) -> None:
        """The keyboard took over: no button stays lit under a mouse that has not moved,
        so the focus is the one lit button (issue 40, item 18)."""
        for b in self.buttons:
            b.hover = False

    def handle(self, event: pygame.event.Event) -> Button | None:
        """The button clicked by ``event`` (enabled or not), after firing it if enabled."""
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.contains(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.contains(event.pos):
                    if b.enabled and b.on_click is not None:
                        b.on_click()
                    return b
        return None

    def draw(self, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surface)
