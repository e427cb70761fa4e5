"""Drawing for the practice and review screens: hands, the trick-distribution chart, the
Belote success table and the progress chart.

Pure drawing of values computed by ``game.practice``; no state is kept here.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

import pygame

from game.client.ui import assets
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    RED,
    SUIT_COLOURS,
    SUIT_COLOURS_4,
    centred_lines,
    fit_size,
    panel,
    px,
    text,
    wrapped,
)
from game.core.cards import SUIT_SYMBOLS
from game.i18n import _, number
from game.i18n.ai_reasons import percent

YOURS = (90, 170, 250)
BEST = GOLD
GRID = (60, 100, 80)
GOOD = (80, 200, 120)


def draw_cards(surface: pygame.Surface, cards: Sequence[int], rect: pygame.Rect,
               height: int, four_colour: bool = False, dim: frozenset[int] = frozenset()
               ) -> list[pygame.Rect]:
    """Cards left to right, overlapping to fit ``rect`` (centred); their rectangles."""
    if not cards:
        return []
    w, h = assets.card_size(height)
    n = len(cards)
    step = w * 0.62 if n == 1 else min(w * 0.62, (rect.width - w) / (n - 1))
    step = max(step, 8)
    total = w + step * (n - 1)
    left = rect.centerx - total / 2
    out = []
    for i, c in enumerate(cards):
        r = pygame.Rect(round(left + i * step), rect.top, w, h)
        image = assets.card_image(c, h, four_colour)
        if c in dim:
            image = image.copy()
            image.fill((110, 110, 110), special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(image, r)
        out.append(r)
    return out


def distribution_chart(surface: pygame.Surface, rect: pygame.Rect, u: float, title: str,
                       series: Sequence[tuple[str, tuple[float, ...], tuple[int, int, int]]],
                       marks: dict[int, str] | None = None) -> None:
    """Grouped bars: P(t tricks) for t = 0..n, one bar per series in each group.

    ``marks`` labels some trick counts under the axis (the bids: "your bid", "best").
    """
    panel(surface, rect, alpha=150)
    pad = round(14 * u)
    text(surface, title, round(16 * u), INK, bold=True, topleft=(rect.left + pad, rect.top + pad))
    legend_x = rect.right - pad
    for label, _values, colour in reversed(series):
        r = text(surface, label, px(14, u), colour, topright=(legend_x, rect.top + pad))
        pygame.draw.rect(surface, colour, (r.left - round(18 * u), r.centery - round(6 * u),
                                           round(12 * u), round(12 * u)))
        legend_x = r.left - round(30 * u)
    # headroom under the title for the share written over the tallest bar
    top = rect.top + pad + round(30 * u) + assets.font(px(11, u)).get_height()
    left = rect.left + pad + round(40 * u)
    right = rect.right - pad
    if not series or not series[0][1]:
        return
    groups = len(series[0][1])
    gw = (right - left) / groups
    places = _mark_places(marks or {}, u, left, gw)
    lower = max((r.top for _m, r in places), default=0)  # room for a second line of marks
    bottom = rect.bottom - pad - round(40 * u) - lower
    peak = max(max(values) for _, values, _ in series)
    scale = max(0.1, min(1.0, (int(peak * 10) + 1) / 10))
    for k in range(0, 11, 2):
        frac = k / 10 * scale
        y = bottom - (bottom - top) * (k / 10)
        pygame.draw.line(surface, GRID, (left, round(y)), (right, round(y)), 1)
        text(surface, f"{frac:.0%}", px(12, u), DIM_INK, midright=(left - 4, round(y)))
    bw = max(2.0, gw * 0.8 / len(series))
    for t in range(groups):
        gx = left + t * gw + gw * 0.1
        for i, (_label, values, colour) in enumerate(series):
            p = values[t]
            hgt = (bottom - top) * p / scale
            bar = pygame.Rect(round(gx + i * bw), round(bottom - hgt), max(1, round(bw) - 1),
                              max(0, round(hgt)))
            pygame.draw.rect(surface, colour, bar)
            # a share over its bar only where the bar is as wide as its words
            if p >= 0.05 and bw >= assets.font(px(11, u)).size(f"{p:.0%}")[0]:
                text(surface, f"{p:.0%}", px(11, u), INK, center=midbottom_of(bar))
        text(surface, str(t), px(13, u), INK, midtop=(round(left + t * gw + gw / 2),
                                                            bottom + 4))
    for label, place in places:
        text(surface, label, px(11, u), GOLD,
             midtop=(place.centerx, bottom + round(20 * u) + place.top))
    pygame.draw.line(surface, INK, (left, bottom), (right, bottom), 1)


def _mark_places(marks: dict[int, str], u: float, left: float,
                 gw: float) -> list[tuple[str, pygame.Rect]]:
    """Each mark under its trick count, its top relative to the first line's; a mark that
    would overlap one already placed goes a line lower ("your bid" and "best bid" at
    neighbouring counts are wider than a group in every language but English)."""
    font = assets.font(px(11, u))
    placed: list[tuple[str, pygame.Rect]] = []
    for t in sorted(marks):
        rect = pygame.Rect((0, 0), font.size(marks[t]))
        rect.midtop = (round(left + t * gw + gw / 2), 0)
        while rect.collidelist([r for _m, r in placed]) >= 0:
            rect.top += rect.height
        placed.append((marks[t], rect))
    return placed


def midbottom_of(rect: pygame.Rect) -> tuple[int, int]:
    """Where a bar's value label goes: just above the bar (drawn centred there)."""
    return rect.centerx, rect.top - 8


def suit_ink(suit: int, four_colour: bool) -> tuple[int, int, int]:
    """A suit symbol's colour on the dark panel: the deck's red (and, four-colour, blue and
    green) suits in their colour, black ones in ink."""
    colours = SUIT_COLOURS_4 if four_colour else SUIT_COLOURS
    return INK if colours[suit] == SUIT_COLOURS[0] else colours[suit]


def belote_table(surface: pygame.Surface, rect: pygame.Rect, u: float,
                 suit_points: Sequence[tuple[int, tuple[float, ...]]],
                 mean_points: Sequence[tuple[str, str]], highlight: tuple[int, int] | None,
                 best: tuple[int, int] | None, possible: Collection[tuple[int, int]] | None = None,
                 four_colour: bool = False) -> None:
    """Success chance of a contract per trump suit (rows) and level 8..16, Capot (columns).

    ``highlight`` is the player's (suit, column), ``best`` the teacher's; a cell outside
    ``possible`` (a bid the auction no longer allows) is greyed and shows no chance.  The
    suits wear the deck's colours (four-colour deck: blue diamonds, green clubs).
    """
    panel(surface, rect, alpha=150)
    pad = round(12 * u)
    title = _("Chance your team makes it, per trump suit and level")
    text(surface, title, fit_size(title, round(16 * u), rect.width - 2 * pad, True), INK,
         bold=True, topleft=(rect.left + pad, rect.top + pad))
    columns = [str(n) for n in range(8, 17)] + [_("Capot"), _("avg pts")]
    top = rect.top + pad + round(34 * u)
    left = rect.left + pad + round(34 * u)
    cw = (rect.right - pad - left) / len(columns)
    rh = (rect.bottom - pad - top) / 5
    head_px = px(13, u)
    for i, label in enumerate(columns):
        # a head wider than its column takes two lines ("միջ. միավ.")
        lines = len(wrapped(label, head_px, round(cw) - 4))
        high = lines * assets.font(head_px).get_linesize()
        centred_lines(surface, label, head_px, DIM_INK, round(cw) - 4,
                      (round(left + i * cw + cw / 2), round(top + rh / 2 - high / 2)))
    for row, (suit, chances) in enumerate(suit_points):
        y = top + (row + 1) * rh
        text(surface, SUIT_SYMBOLS[suit], round(20 * u), suit_ink(suit, four_colour),
             bold=True, center=(rect.left + pad + round(14 * u), round(y + rh / 2)))
        for col, p in enumerate(chances):
            cell = pygame.Rect(round(left + col * cw) + 1, round(y) + 1, round(cw) - 2,
                               round(rh) - 2)
            if possible is not None and (suit, col) not in possible:
                pygame.draw.rect(surface, (44, 52, 48), cell, border_radius=3)
                text(surface, "—", px(12, u), (110, 118, 112), center=cell.center)
                continue
            shade = (round(40 + 30 * (1 - p)), round(60 + 140 * p), round(50 + 40 * p))
            pygame.draw.rect(surface, shade, cell, border_radius=3)
            if highlight == (suit, col):
                pygame.draw.rect(surface, YOURS, cell, width=3, border_radius=3)
            if best == (suit, col):
                pygame.draw.rect(surface, BEST, cell.inflate(-6, -6), width=2, border_radius=3)
            text(surface, f"{p:.0%}", px(12, u), INK, center=cell.center)
        cell = pygame.Rect(round(left + len(chances) * cw), round(y), round(cw), round(rh))
        text(surface, mean_points[suit][1], px(13, u), INK, center=cell.center)


LOSS_SHOWN_MAX = 10_000.0
"""The chart's loss axis ends here whatever is stored (the storage's own ceiling)."""


def chart_values(rates: Sequence[float], losses: Sequence[float]
                 ) -> tuple[list[float], list[float | None]]:
    """What the chart can draw: rates clamped to 0..1 (0 when not a number), losses
    clamped to 0..``LOSS_SHOWN_MAX`` (None, no point drawn, when not a number), so an
    extreme or damaged figure never breaks the drawing."""
    def rate(value: float) -> float:
        return min(1.0, max(0.0, value)) if _number(value) else 0.0

    def loss(value: float) -> float | None:
        return min(LOSS_SHOWN_MAX, max(0.0, value)) if _number(value) else None

    return [rate(r) for r in rates], [loss(v) for v in losses]


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not math.isnan(value)


CHART_SLOTS = 12
"""The fewest bar places the progress chart divides its width into."""


def progress_chart(surface: pygame.Surface, rect: pygame.Rect, u: float, title: str,
                   labels: Sequence[str], rates: Sequence[float], losses: Sequence[float],
                   days: Sequence[str] = ()) -> None:
    """Exact-call rate (bars, left axis 0–100%) and average loss (line, right axis).

    A few points keep narrow bars from the left (room for ``CHART_SLOTS``), so one call is
    not one bar across the chart; ``days`` date the points: each new day is written
    under its first point."""
    panel(surface, rect, alpha=150)
    pad = round(14 * u)
    text(surface, title, round(17 * u), INK, bold=True, topleft=(rect.left + pad, rect.top + pad))
    # The legend from the right, each entry after the one before's marker (the fixed
    # places overlapped in French and Armenian).
    r = text(surface, _("avg. points lost"), px(13, u), RED,
             topright=(rect.right - pad, rect.top + pad))
    pygame.draw.line(surface, RED, (r.left - round(20 * u), r.centery), (r.left - 4, r.centery), 3)
    r = text(surface, _("exact calls"), px(13, u), YOURS,
             topright=(r.left - round(20 * u) - round(18 * u), rect.top + pad))
    pygame.draw.rect(surface, YOURS, (r.left - round(16 * u), r.centery - 5, round(11 * u), 10))
    top = rect.top + pad + round(36 * u)
    step = assets.font(px(11, u)).get_linesize()  # the call numbers, the days beneath
    bottom = rect.bottom - pad - 2 * step - 4
    left = rect.left + pad + round(44 * u)
    right = rect.right - pad - round(44 * u)
    if not labels:
        empty = _("No practice yet: your results appear here after your first calls.")
        text(surface, empty, fit_size(empty, px(15, u), rect.width - 2 * pad), DIM_INK,
             center=rect.center)
        return
    rates, shown = chart_values(rates, losses)
    top_loss = max(1.0, max((v for v in shown if v is not None), default=0.0) * 1.15)
    for k in range(5):
        y = round(bottom - (bottom - top) * k / 4)
        pygame.draw.line(surface, GRID, (left, y), (right, y), 1)
        text(surface, percent(k / 4), px(12, u), DIM_INK, midright=(left - 4, y))
        text(surface, number(top_loss * k / 4, ".1f"), px(12, u), RED,
             midleft=(right + 4, y))
    n = len(labels)
    gw = (right - left) / max(n, CHART_SLOTS)
    points = []
    every = max(1, n // 12)
    for i in range(n):
        x = left + i * gw
        hgt = (bottom - top) * rates[i]
        pygame.draw.rect(surface, YOURS, (round(x + gw * 0.15), round(bottom - hgt),
                                          max(1, round(gw * 0.7)), round(hgt)))
        loss = shown[i]
        if loss is not None:
            points.append((round(x + gw / 2), round(bottom - (bottom - top) * loss / top_loss)))
        if i % every == 0 and labels[i] != (days[i] if i < len(days) else ""):
            text(surface, labels[i], px(11, u), DIM_INK, midtop=(round(x + gw / 2),
                                                                      bottom + 4))
        if i < len(days) and days[i] and (i == 0 or days[i] != days[i - 1]):
            text(surface, days[i], px(11, u), INK, midtop=(round(x + gw / 2),
                                                                bottom + 4 + step))
    if len(points) > 1:
        pygame.draw.lines(surface, RED, False, points, 3)
    for p in points:
        pygame.draw.circle(surface, RED, p, max(3, round(4 * u)))
    pygame.draw.line(surface, INK, (left, bottom), (right, bottom), 1)
