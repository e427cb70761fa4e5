"""Bidding panels: the buttons each game offers its human caller, greyed when illegal.

Every button carries its action; a greyed button is still clickable so the table can show
the core's reason for refusing it (the hook, the partner's suit, the ladder).  Legal
actions come from the core, never from a copy of the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.client import assets
from game.client.layout import TableLayout
from game.client.widgets import SUIT_COLOURS, SUIT_COLOURS_4, Button
from game.core.actions import BOARD, CONTRA, NIL, PASS, RECONTRA, ZERO, Action, Kind, bid, capot
from game.core.phase import Phase
from game.i18n import _
from game.i18n.terms import action_text


@dataclass
class BidPanel:
    title: str
    rect: pygame.Rect
    buttons: list[Button] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _rows_for(state: Any, legal: tuple[Action, ...]) -> tuple[str, list[list[Action]]]:
    game_id = state.game.id
    if state.phase is Phase.PLAY:
        # Belote's manual declarations (bazar-belote 20): before the card, or play on.
        extra = [a for a in legal if a.kind is not Kind.PLAY]
        if any(a.kind is Kind.ANNOUNCE for a in extra):
            return _("Announce your combination before your card (or just play a card)"), [extra]
        return _("Show your combination before your card (or just play a card)"), [extra]
    if game_id == "blackout":
        numbers = [bid(n) for n in range(state.hand_size + 1)]
        per_row = min(len(numbers), 9)
        return _("Your bid: how many tricks will you take?"), [
            numbers[i:i + per_row] for i in range(0, len(numbers), per_row)
        ]
    if game_id == "partnership-blackout":
        opts = state.game.options
        first: list[Action] = [PASS] if opts.allow_pass else []
        first += [ZERO if opts.zero_mode == "team" else NIL, BOARD]
        return _("Your call"), [first, [bid(n) for n in range(1, 7)],
                             [bid(n) for n in range(7, 13)]]
    # bazar-belote: the ladder × suit grid, Capot, then Pass / Contra / Recontra.
    biddable = sorted({a.number for a in legal if a.kind is Kind.BID})
    ladder_max = getattr(state.game.options, "ladder_max", 16)
    low = biddable[0] if biddable else ladder_max + 1
    columns = list(range(low, min(ladder_max, low + 8) + 1))
    rows = [[bid(n, s) for n in columns] + [capot(s)] for s in range(4)]
    rows.append([PASS, CONTRA, RECONTRA])
    return _("Your call: number × suit (the suit becomes trump)"), rows


def button_label(action: Action) -> str:
    return action_text(action)


def build_panel(
    state: Any, legal: tuple[Action, ...], layout: TableLayout, four_colour: bool = False,
    extra_notes: list[str] | None = None,
) -> BidPanel:
    """The panel for the caller's ``legal`` actions now, centred on the table."""
    title, rows = _rows_for(state, legal)
    u = layout.unit
    cell_h = round(44 * u)
    gap = round(8 * u)
    widest = max(len(r) for r in rows)
    cell_w = round(58 * u) if state.game.id != "bazar-belote" else round(62 * u)
    if state.game.id == "partnership-blackout":
        cell_w = round(70 * u)
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
