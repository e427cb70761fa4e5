"""The table's input: keys and the mouse turned into the player's intents
(``table_intents``), read against the picture on the screen (``TableSnapshot``).

A card is played by a click (with Settings → confirm before play: a first click or Enter
lifts it, a second one plays it), a double click, or by dragging it onto the middle of
the table (dropped anywhere else it goes back).  Keys are looked up in ``keys.BINDINGS``,
so the help screen lists exactly what they do.  ``TableInput`` keeps only the mouse's
story (the pressed card, the drag, the last click); what an intent does is the scene's.
"""

from __future__ import annotations

import math

import pygame

from game.client.table.intents import (
    BUTTON_INTENTS,
    AskHint,
    ClaimRest,
    ClickCall,
    ClickCard,
    Confirm,
    DropCard,
    MoveChoice,
    OpenMenu,
    PlayerIntent,
    ShowLastTrick,
    ShowScores,
    TakeBack,
    TypeDigit,
)
from game.client.table.snapshot import TableSnapshot
from game.client.ui import keys
from game.client.ui.layout import TableLayout
from game.client.ui.widgets import ButtonRow

DRAG_START = 10
"""Pixels the mouse moves with a card held before it is a drag rather than a click."""
DOUBLE_CLICK = 0.4
"""Seconds between the two clicks of a double click."""

KEY_INTENTS: dict[str, PlayerIntent] = {
    "menu": OpenMenu(), "hint": AskHint(), "scores": ShowScores(),
    "last_trick": ShowLastTrick(held=True), "undo": TakeBack(), "claim": ClaimRest(),
}
"""Table keys that mean the same whatever the position."""
LOOKING = frozenset({"menu", "hint", "scores", "last_trick"})
"""Commands that only look or ask: the rest act on the position, which first catches up."""


def drop_zone(layout: TableLayout) -> pygame.Rect:
    """The middle of the table, where the trick is: a card dropped here is played."""
    slots = [layout.spot(s).trick_slot for s in range(len(layout.seats))]
    zone = slots[0].unionall(slots[1:]) if slots else pygame.Rect(layout.centre, (0, 0))
    return zone.inflate(layout.card_w, layout.card_h // 2)


def key_intent(key: int, snap: TableSnapshot) -> PlayerIntent | None:
    """What ``key`` means at the table pictured by ``snap``: arrows, digits and Enter go
    to the call panel while it is up, else to the hand."""
    command = keys.command_at("table", key)
    if command in KEY_INTENTS:
        return KEY_INTENTS[command]
    forward = key in (pygame.K_RIGHT, pygame.K_DOWN)
    if snap.panel is not None:
        if command == "digit":
            return TypeDigit(keys.DIGIT_VALUE[key])
        if command in ("move", "move_panel"):
            return MoveChoice(1 if forward else -1, panel=True)
        if command == "play":
            return Confirm(panel=True)
    if command == "move":
        return MoveChoice(1 if key == pygame.K_RIGHT else -1)
    if command == "play":
        return Confirm()
    return None


class TableInput:
    """Events → intents; owned by ``TableScene``."""

    def __init__(self) -> None:
        self.press: tuple[int, tuple[int, int]] | None = None
        """The card under the mouse button, and where it was pressed."""
        self.drag_pos: tuple[int, int] | None = None
        """Where the dragged card is (None: no drag)."""
        self.last_click: tuple[int, float] = (-1, -10.0)
        """The card last clicked and when (a double click is two on the same card)."""

    @property
    def dragged(self) -> tuple[int, tuple[int, int]] | None:
        """The card being dragged and where (drawn under the mouse, not in the hand)."""
        if self.press is None or self.drag_pos is None:
            return None
        return self.press[0], self.drag_pos

    def forget(self) -> None:
        """The picture jumped: a card held by the mouse goes back to the hand."""
        self.press = None
        self.drag_pos = None

    def acts(self, event: pygame.event.Event, buttons: ButtonRow) -> bool:
        """``event`` acts on the position (a card, a call, a take-back), which must first
        catch up with every animation: a key other than those that only look, or a left
        click off the table's buttons."""
        if event.type == pygame.KEYDOWN:
            return keys.command_at("table", event.key) not in LOOKING
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return not any(b.contains(event.pos) for b in buttons.buttons)
        return False

    def read(self, event: pygame.event.Event, snap: TableSnapshot,
             now: float) -> PlayerIntent | None:
        """The intent of ``event`` (None: nothing yet, or nothing meant); ``now``: the
        picture's clock, for double clicks."""
        if event.type == pygame.KEYDOWN:
            return key_intent(event.key, snap)
        if event.type == pygame.KEYUP:
            return None
        if event.type == pygame.MOUSEMOTION and self.press is not None:
            _card, start = self.press
            if self.drag_pos is not None or math.dist(start, event.pos) > DRAG_START:
                self.drag_pos = event.pos
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            return self.release(event.pos, snap, now)
        clicked = snap.buttons.handle(event)
        if clicked is not None:
            return BUTTON_INTENTS.get(clicked.key) if clicked.enabled else None
        if event.type == pygame.MOUSEMOTION and snap.panel is not None:
            for b in snap.panel.buttons:
                b.hover = b.contains(event.pos)
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return None
        if snap.panel is not None:
            for b in snap.panel.buttons:
                if b.contains(event.pos):
                    return ClickCall(b.key)
        for card, rect in reversed(list(zip(snap.hand, snap.hand_rects, strict=True))):
            if rect.collidepoint(event.pos):
                self.press = (card, event.pos)
                self.drag_pos = None
                return None
        return None

    def release(self, pos: tuple[int, int], snap: TableSnapshot,
                now: float) -> PlayerIntent | None:
        """The mouse button let go of a pressed card: a drop, a click or a double click."""
        assert self.press is not None
        card, _start = self.press
        dragged = self.drag_pos is not None
        self.forget()
        if dragged:
            return DropCard(card) if drop_zone(snap.layout).collidepoint(pos) else None
        double = self.last_click[0] == card and now - self.last_click[1] <= DOUBLE_CLICK
        self.last_click = (card, now)
        return ClickCard(card, double)
