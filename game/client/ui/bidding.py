"""Bidding panels: the buttons each game offers its human caller, greyed when illegal.

Every button carries its action; a greyed button is still clickable so the table can show
the core's reason for refusing it (the hook, the partner's suit, the ladder).  Legal
actions come from the core, never from a copy of the rules; each game's rows are its view's
(``game.client.<game>``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from game.client.game_view import CallRows, Shown
from game.client.games import view_of
from game.client.ui import assets
from game.client.ui.widgets import (
    GOLD,
    MIN_LABEL_PX,
    SUIT_COLOURS,
    SUIT_COLOURS_4,
    Button,
    button_width,
    rendered,
)
from game.core.actions import Action, Kind
from game.core.belote.calls import BeloteKind
from game.core.partnership.calls import PartnershipKind
from game.core.phase import Phase
from game.i18n import _
from game.i18n.terms import action_text


@dataclass
class BidPanel:
    title: str
    rect: pygame.Rect
    buttons: list[Button] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    title_wrap: int = 0
    """The width the title wraps at, when it does not fit one line (0: one line)."""
    title_px: int = 0
    """The title's size when the panel chose it (a compact panel's smaller type); 0: the
    painter fits the title to the panel's width."""


class PanelArea(Protocol):
    """What ``build_panel`` reads of a layout: the scale, a centre, an area (the table's
    ``TableLayout``, or the Practice screen's right-hand panel)."""

    @property
    def unit(self) -> float: ...

    @property
    def centre(self) -> tuple[int, int]: ...

    @property
    def play_area(self) -> pygame.Rect: ...

    def font(self, base: float) -> int: ...


def _rows_for(state: Shown, legal: tuple[Action, ...]) -> CallRows:
    if state.phase == Phase.PLAY:
        # Belote's manual declarations (bazar-belote 20): before the card, or play on.
        extra = [a for a in legal if a.kind is not Kind.PLAY]
        if any(a.kind is BeloteKind.ANNOUNCE for a in extra):
            return _("Announce your combination before your card (or just play a card)"), [extra]
        return _("Show your combination before your card (or just play a card)"), [extra]
    return view_of(state).call_rows(state, legal)


def button_label(action: Action) -> str:
    return action_text(action)


def build_panel(
    state: Shown, legal: tuple[Action, ...], layout: PanelArea, four_colour: bool = False,
    extra_notes: list[str] | None = None, keep_clear: Sequence[pygame.Rect] = (),
) -> BidPanel:
    """The panel for the caller's ``legal`` actions now, centred on the table and clear of
    ``keep_clear`` (the other seats' call bubbles: the calls so far are what a bidder reads).
    Where a panel as wide as its calls cannot miss them, it narrows to the room between
    the side seats' bubbles, and its rows grow shorter when it is taller than that room;
    where even that is too tall it takes its compact shape (``compact_rows``, tighter
    buttons and gaps, a smaller title): Bazar Belote's grid at 1024×640 and 1280×800
    once spilled out of that room over North's call."""
    area = layout.play_area
    wide = _panel_in(state, legal, layout, area, area.height, four_colour, extra_notes)
    if not any(wide.rect.colliderect(r) for r in keep_clear):
        return wide
    for y in _tops(area, wide.rect.height, layout.centre[1]):
        rect = wide.rect.move(0, y - wide.rect.top)
        if not any(rect.colliderect(r) for r in keep_clear):
            return _moved(wide, y - wide.rect.top)
    room = _between(area, keep_clear)
    narrow = _panel_in(state, legal, layout, room, room.height, four_colour, extra_notes)
    if narrow.rect.height <= room.height:
        return narrow
    compact = _panel_in(state, legal, layout, room, room.height, four_colour, extra_notes,
                        compact=True)
    if compact.rect.height <= room.height:
        return compact
    # The last resort: over the side seats' calls, never out of the play area (a panel
    # taller than its room is centred on it, over North's call and the message line).
    if wide.rect.height <= area.height:
        return wide
    return min((narrow, compact, wide), key=lambda p: p.rect.height)


def _tops(area: pygame.Rect, height: int, centre_y: int) -> list[int]:
    """The panel's possible tops in ``area``, nearest the centre first."""
    tops = range(area.top, area.bottom - height + 1, 4)
    return sorted(tops, key=lambda top: abs(top + height // 2 - centre_y))


def _moved(panel: BidPanel, dy: int) -> BidPanel:
    for b in panel.buttons:
        b.rect.move_ip(0, dy)
    panel.rect.move_ip(0, dy)
    return panel


def _between(area: pygame.Rect, keep_clear: Sequence[pygame.Rect]) -> pygame.Rect:
    """``area`` less the bubbles at its sides: from the inner edge of the left ones to the
    inner edge of the right ones (bubbles above or below the area do not narrow it)."""
    left, right = area.left, area.right
    for r in keep_clear:
        if r.bottom <= area.top or r.top >= area.bottom:
            continue
        if r.centerx < area.centerx:
            left = max(left, r.right + 1)
        else:
            right = min(right, r.left - 1)
    return pygame.Rect(left, area.top, max(1, right - left), area.height)


def _panel_in(
    state: Any, legal: tuple[Action, ...], layout: PanelArea, area: pygame.Rect,
    room_h: int, four_colour: bool, extra_notes: list[str] | None, compact: bool = False,
) -> BidPanel:
    """The panel in ``area``; ``compact``: the shape for a room too short for the usual
    one (``compact_rows``, buttons as wide as their words with narrow margins, smaller
    gaps, the title in a smaller type)."""
    title, rows = _rows_for(state, legal)
    u = layout.unit
    gap = max(3, round(5 * u)) if compact else round(8 * u)
    notes = list(extra_notes or [])
    title_h = round(34 * u)
    note_h = round(24 * u) * len(notes)
    cell_w = 0 if compact else round(view_of(state).cell_width * u)
    room = area.width - 6 * gap
    if compact:
        rows = compact_rows(rows)
    sized = [part for row in rows
             for part in _fitted_rows(row, cell_w, gap, u, room, compact)]
    rows = [[a for a, _w, _px in row] for row in sized]
    inner_w = max(sum(w for _a, w, _px in row) + (len(row) - 1) * gap for row in sized)
    note_font = assets.font(layout.font(14))
    widest_note = max((note_font.size(n)[0] for n in notes), default=0)
    title_w = assets.font(layout.font(19), True).size(title)[0]
    width = max(inner_w + 2 * gap * 2, round(420 * u), widest_note + 4 * gap, title_w + 4 * gap)
    width = min(width, area.width - 2 * gap)
    wrap = 0
    title_px = 0
    if compact:  # the title in the notes' type, on as many lines as it needs
        title_px = layout.font(14)
        if assets.font(title_px, True).size(title)[0] > width - 20:
            wrap = width - 20
        title_h = round(8 * u) + gap + rendered(title, title_px, GOLD, True, wrap).get_height()
    elif title_w > width - 20:  # a narrowed panel: the title takes two lines, full size
        wrap = width - 20
        title_h += assets.font(layout.font(19), True).get_linesize()
    # Rows as tall as the scale asks, shorter (never below a label's height) when the
    # panel would not fit the room.
    fixed = title_h + note_h + gap * 3 + len(rows) * gap
    cell_h = round(44 * u)
    if rows and fixed + len(rows) * cell_h > room_h:
        least = assets.font(MIN_LABEL_PX, True).get_linesize() + 6
        cell_h = max(least, (room_h - fixed) // len(rows))
    height = title_h + len(rows) * (cell_h + gap) + note_h + gap * 3
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (area.centerx, layout.centre[1])
    rect.clamp_ip(area)
    panel = BidPanel(title, rect, notes=notes, title_wrap=wrap, title_px=title_px)
    colours = SUIT_COLOURS_4 if four_colour else SUIT_COLOURS
    y = rect.top + title_h + gap
    for row in sized:
        row_w = sum(w for _a, w, _px in row) + (len(row) - 1) * gap
        x = rect.centerx - row_w // 2
        for action, w, px in row:
            b = Button(
                pygame.Rect(x, y, w, cell_h), button_label(action),
                enabled=action in legal, key=action,
                colour=colours[action.suit] if action.suit >= 0 else None,
                font_size=px,
            )
            panel.buttons.append(b)
            x += w + gap
        y += cell_h + gap
    return panel


WORD_KINDS = frozenset({Kind.PASS, PartnershipKind.ZERO, PartnershipKind.NIL, PartnershipKind.BOARD, BeloteKind.CAPOT, BeloteKind.CONTRA,
                        BeloteKind.RECONTRA})
"""Calls written as words (the others are numbers and suits): a smaller type."""


def compact_rows(rows: list[list[Action]]) -> list[list[Action]]:
    """``rows`` with the calls written as words taken out of the rows of numbers, onto a
    row of their own after them: Bazar Belote's four Capots leave the suits' rows, which
    keep their eight numbers on one line in a narrow panel."""
    out: list[list[Action]] = []
    words: list[Action] = []
    for row in rows:
        numbers = [a for a in row if a.kind not in WORD_KINDS]
        if not numbers or len(numbers) == len(row):
            if words:
                out.append(words)
                words = []
            out.append(row)
            continue
        out.append(numbers)
        words += [a for a in row if a.kind in WORD_KINDS]
    return out + [words] if words else out


def _fitted_rows(row: list[Action], cell_w: int, gap: int, u: float,
                 room: int, tight: bool = False) -> list[list[tuple[Action, int, int]]]:
    """``row`` sized (``_sized_row``), split in two (and again) while it is still wider
    than ``room`` at the smallest label: Bazar Belote's second round once drew a grid
    wider than its panel (issue 40)."""
    sized = _sized_row(row, cell_w, gap, u, room, tight)
    total = sum(w for _a, w, _px in sized) + (len(sized) - 1) * gap
    if total <= room or len(row) < 2:
        return [sized]
    half = (len(row) + 1) // 2
    return [*_fitted_rows(row[:half], cell_w, gap, u, room, tight),
            *_fitted_rows(row[half:], cell_w, gap, u, room, tight)]


def _sized_row(row: list[Action], cell_w: int, gap: int, u: float,
               room: int, tight: bool = False) -> list[tuple[Action, int, int]]:
    """Each call of a row with its button width and label size: a button is as wide as
    its words need (in every language), and only a row wider than ``room`` takes a smaller
    type, never below ``MIN_LABEL_PX``.  ``tight``: narrow margins, and every button of
    the row as wide as its widest (the compact panel's columns line up)."""
    shrink = 0
    while True:
        out = []
        for action in row:
            base = 15 if action.kind in WORD_KINDS else 18
            px = max(MIN_LABEL_PX, round(base * u) - shrink)
            label = button_label(action)
            w = assets.font(px, True).size(label)[0] + 2 * max(4, px // 3) if tight \
                else button_width(label, px)
            out.append((action, max(cell_w, w), px))
        if tight:
            widest = max(w for _a, w, _px in out)
            out = [(a, widest, px) for a, _w, px in out]
        total = sum(w for _a, w, _px in out) + (len(out) - 1) * gap
        if total <= room or all(px == MIN_LABEL_PX for _a, _w, px in out):
            return out
        shrink += 1
