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
from game.core.phase import Phase
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
    if state.phase == Phase.PLAY:
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
    widest = max(len(r) for r in rows)
    cell_w = round(view_of(state).cell_width * u)
    inner_w = widest * cell_w + (widest - 1) * gap
    notes = list(extra_notes or [])
    title_h = round(34 * u)
    note_h = round(24 * u) * len(notes)
    note_font = assets.font(layout.font(14))
    widest_note = max((note_font.size(n)[0] for n in notes), default=0)
    width = max(inner_w + 2 * gap * 2, round(420 * u), widest_note + 4 * gap)
    width = min(width, layout.play_area.width - 2 * gap)
    height = title_h + len(rows) * (cell_h + gap) + note_h + gap * 3
    rect = pygame.Rect(0, 0, width, height)
    rect.center = layout.centre
    rect.clamp_ip(layout.play_area)
    panel = BidPanel(title, rect, notes=notes)
    colours = SUIT_COLOURS_4 if four_colour else SUIT_COLOURS
    y = rect.top + title_h + gap
    for row in rows:
        row_w = len(row) * cell_w + (len(row) - 1) * gap
        x = rect.centerx - row_w // 2
        for action in row:
            wide = action.kind in (Kind.PASS, Kind.ZERO, Kind.NIL, Kind.BOARD, Kind.CONTRA,
                                   Kind.RECONTRA)
            b = Button(
                pygame.Rect(x, y, cell_w, cell_h), button_label(action),
                enabled=action in legal, key=action,
                colour=colours[action.suit] if action.suit >= 0 else None,
                font_size=round((15 if wide else 18) * u) or 12,
            )
            panel.buttons.append(b)
            x += cell_w + gap
        y += cell_h + gap
    return panel
