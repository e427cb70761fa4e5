"""Bidding panels: the buttons each game offers its human caller, greyed when illegal.

Every button carries its action; a greyed button is still clickable so the table can show
the core's reason for refusing it (the hook, the partner's suit, the ladder).  Legal
actions come from the core, never from a copy of the rules; each game's rows are its view's
(``game.client.<game>``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from game.client import assets
from game.client.game_view import CallRows
from game.client.games import view_of
from game.client.widgets import SUIT_COLOURS, SUIT_COLOURS_4, Button
from game.core.actions import Action, Kind
from game.i18n import _
from game.i18n.terms import action_text


@dataclass
class BidPanel:
    title: str
    rect: pygame.Rect
    buttons: list[Button] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


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


def _rows_for(state: Any, legal: tuple[Action, ...]) -> CallRows:
    if state.phase == "play":
        # Belote's manual declarations (bazar-belote 20): before the card, or play on.
        extra = [a for a in legal if a.kind is not Kind.PLAY]
        if any(a.kind is Kind.ANNOUNCE for a in extra):
            return _("Announce your combination before your card (or just play a card)"), [extra]
        return _("Show your combination before your card (or just play a card)"), [extra]
    return view_of(state).call_rows(state, legal)


def button_label(action: Action) -> str:
    return action_text(action)


def build_panel(
    state: Any, legal: tuple[Action, ...], layout: PanelArea, four_colour: bool = False,
    extra_notes: list[str] | None = None,
) -> BidPanel:
    """The panel for the caller's ``legal`` actions now, centred on the table."""
    title, rows = _rows_for(state, legal)
    u = layout.unit
    cell_h = round(44 * u)
    gap = round(8 * u)
    cell_w = round(view_of(state).cell_width * u)
    room = layout.play_area.width - 6 * gap
    sized = [_sized_row(row, cell_w, gap, u, room) for row in rows]
    inner_w = max(sum(w for _a, w, _px in row) + (len(row) - 1) * gap for row in sized)
    notes = list(extra_notes or [])
    title_h = round(34 * u)
    note_h = round(24 * u) * len(notes)
    note_font = assets.font(layout.font(14))
    widest_note = max((note_font.size(n)[0] for n in notes), default=0)
    title_w = assets.font(layout.font(19), True).size(title)[0]
    width = max(inner_w + 2 * gap * 2, round(420 * u), widest_note + 4 * gap, title_w + 4 * gap)
    width = min(width, layout.play_area.width - 2 * gap)
    height = title_h + len(rows) * (cell_h + gap) + note_h + gap * 3
    rect = pygame.Rect(0, 0, width, height)
    rect.center = layout.centre
    rect.clamp_ip(layout.play_area)
    panel = BidPanel(title, rect, notes=notes)
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


WORD_KINDS = frozenset({Kind.PASS, Kind.ZERO, Kind.NIL, Kind.BOARD, Kind.CAPOT, Kind.CONTRA,
                        Kind.RECONTRA})
"""Calls written as words (the others are numbers and suits): a smaller type."""


def _sized_row(row: list[Action], cell_w: int, gap: int, u: float,
               room: int) -> list[tuple[Action, int, int]]:
    """Each call of a row with its button width and label size: a button is as wide as
    its words need (in every language), and only a row wider than ``room`` takes a smaller
    type, never below ``MIN_LABEL_PX``."""
    from game.client.widgets import MIN_LABEL_PX, button_width

    shrink = 0
    while True:
        out = []
        for action in row:
            base = 15 if action.kind in WORD_KINDS else 18
            px = max(MIN_LABEL_PX, round(base * u) - shrink)
            out.append((action, max(cell_w, button_width(button_label(action), px)), px))
        total = sum(w for _a, w, _px in out) + (len(out) - 1) * gap
        if total <= room or all(px == MIN_LABEL_PX for _a, _w, px in out):
            return out
        shrink += 1
