"""The table's input (a mixin of ``TableScene``): keys through the ``keys`` table, clicks,
double-clicks and drags of cards, and the commands they give.

A card is played by a click (with Settings → confirm before play: a first click or Enter
lifts it, a second one plays it), a double click, or by dragging it onto the middle of
the table (dropped anywhere else it goes back).  Keys are looked up in ``keys.BINDINGS``,
so the help screen lists exactly what they do.  Input is never blocked: acting during an
animation completes it first.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.client import keys
from game.client.claim_check import worth_asking
from game.client.games import view_of
from game.client.table_parts import TableParts
from game.client.widgets import DIM_INK, GOLD, RED, Button
from game.core.actions import PLAYS, Action, Kind
from game.core.phase import Phase
from game.i18n import _
from game.i18n.terms import action_text, card_text

if TYPE_CHECKING:
    from game.client.widgets import ButtonRow

DRAG_START = 10
"""Pixels the mouse moves with a card held before it is a drag rather than a click."""
DOUBLE_CLICK = 0.4
"""Seconds between the two clicks of a double click."""


class TableInput(TableParts):
    """Mixin of ``TableScene``: input → actions."""

    buttons: ButtonRow
    lifted: int | None
    """The card a first click lifted (confirm before play); the next click or Enter plays it."""
    armed_call: Action | None
    press: tuple[int, tuple[int, int]] | None
    """The card under the mouse button, and where it was pressed."""
    drag_pos: tuple[int, int] | None
    """Where the dragged card is (None: no drag)."""
    last_click: tuple[int, float]
    undo_asked: bool

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if event.type == pygame.KEYUP:
            return
        if event.type == pygame.MOUSEMOTION and self.press is not None:
            card, start = self.press
            if self.drag_pos is not None or math.dist(start, event.pos) > DRAG_START:
                self.drag_pos = event.pos
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            self.release(event.pos)
            return
        clicked = self.buttons.handle(event)
        if clicked is not None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            if self.bid_panel is not None and event.type == pygame.MOUSEMOTION:
                for b in self.bid_panel.buttons:
                    b.hover = b.contains(event.pos)
            return
        if not self.accepting():
            self.skip_animations()
            self.update_panel()
        if self.bid_panel is not None:
            for b in self.bid_panel.buttons:
                if b.contains(event.pos):
                    self.click_call(b)
                    return
        for card in reversed(list(self.hand_rect_of)):
            if self.hand_rect_of[card].collidepoint(event.pos):
                self.press = (card, event.pos)
                self.drag_pos = None
                return

    def release(self, pos: tuple[int, int]) -> None:
        """The mouse button let go of a pressed card: a drop, a click or a double click."""
        assert self.press is not None
        card, _start = self.press
        dragged = self.drag_pos is not None
        self.press = None
        self.drag_pos = None
        if dragged:
            if self.drop_zone().collidepoint(pos):
                self.choose_card(card, confirmed=True)
            return
        now = self.tweens.time
        double = self.last_click[0] == card and now - self.last_click[1] <= DOUBLE_CLICK
        self.last_click = (card, now)
        cards = self.hand_cards()
        if card in cards:
            self.selected = cards.index(card)
        self.choose_card(card, confirmed=double or self.lifted == card)

    def drop_zone(self) -> pygame.Rect:
        """The middle of the table, where the trick is: a card dropped here is played."""
        lay = self.layout
        slots = [lay.spot(s).trick_slot for s in range(len(lay.seats))]
        zone = slots[0].unionall(slots[1:]) if slots else pygame.Rect(lay.centre, (0, 0))
        return zone.inflate(lay.card_w, lay.card_h // 2)

    def handle_key(self, event: pygame.event.Event) -> None:
        key = event.key
        command = keys.command_at("table", key)
        if command == "menu":
            self.open_menu()
            return
        if command == "hint":
            self.ask_hint()
            return
        if command == "scores":
            self.show_scores()
            return
        if command == "last_trick":
            self.show_last_trick(held=True)
            return
        if not self.accepting():
            self.skip_animations()
            self.update_panel()
        if command == "undo":
            self.undo()
            return
        if command == "claim":
            self.claim()
            return
        if self.bid_panel is not None and command in ("digit", "move", "move_panel", "play"):
            self.panel_key_command(command, key)
            return
        cards = self.hand_cards()
        if command == "move" and cards:
            step = 1 if key == pygame.K_RIGHT else -1
            self.selected = (self.selected + step) % len(cards)
            self.lifted = None
        elif command == "play":
            if not 0 <= self.selected < len(cards):
                self.preselect()  # the turn came this very frame (defect 12)
            if 0 <= self.selected < len(cards):
                card = cards[self.selected]
                self.choose_card(card, confirmed=self.lifted == card)
            else:
                self.say(_("Choose a card with ← →, then press Enter"), DIM_INK)

    def panel_key_command(self, command: str, key: int) -> None:
        assert self.bid_panel is not None
        buttons = self.bid_panel.buttons
        if command == "digit":
            self.digits += str(keys.DIGIT_VALUE[key])
            self.digits_left = 0.7
            most = max((b.key.number for b in buttons if b.key.kind is Kind.BID), default=0)
            if int(self.digits) * 10 > most:
                self.commit_digits()
        elif command in ("move", "move_panel"):
            step = 1 if key in (pygame.K_RIGHT, pygame.K_DOWN) else -1
            self.panel_focus = (self.panel_focus + step) % len(buttons)
            self.armed_call = None
        elif self.pending_bid is not None:
            self.send_pending_bid()
        elif 0 <= self.panel_focus < len(buttons):
            self.choose_call(buttons[self.panel_focus])
        else:
            self.say(_("Choose a call with the arrows or a digit, then press Enter"), DIM_INK)

    # ---------------------------------------------------------------- calls
    digits: str
    digits_left: float
    pending_left: float

    def commit_digits(self) -> None:
        text, self.digits = self.digits, ""
        if not text or self.bid_panel is None:
            return
        number = int(text)
        for b in self.bid_panel.buttons:
            if b.key.kind is Kind.BID and b.key.number == number and b.key.suit < 0:
                self.choose_call(b)
                return
        self.say(_("There is no bid {number} here").format(number=number), RED)

    def click_call(self, button: Button) -> None:
        """A click on a call: with confirm before play, the first one only picks it."""
        if self.settings.confirm_play and button.enabled and self.armed_call != button.key:
            assert self.bid_panel is not None
            self.armed_call = button.key
            self.panel_focus = self.bid_panel.buttons.index(button)
            self.say(_("{call}: click it again or press Enter to make this call").format(
                call=action_text(button.key)), GOLD, 6.0)
            return
        self.choose_call(button)

    def choose_call(self, button: Button) -> None:
        action: Action = button.key
        viewer = self.session.viewer
        self.armed_call = None
        if not button.enabled:  # the referee answers with the rule that refuses it
            self.session.apply(action, viewer)
            self.services.sounds.play("refuse")
            return
        self.services.sounds.play("click")
        if view_of(self.shown).bid_may_change and self.settings.change_bid_seconds > 0:
            # blackout 8: the bid may still change until the next player bids.
            self.pending_bid = action
            self.pending_left = self.settings.change_bid_seconds
            self.panel_key = None
            return
        self.send(action, viewer)

    panel_key: tuple[int, int] | None

    def send_pending_bid(self) -> None:
        action, self.pending_bid = self.pending_bid, None
        if action is not None:
            self.send(action, self.session.viewer)

    # ---------------------------------------------------------------- cards
    def choose_card(self, card: int, confirmed: bool = True) -> None:
        """Play ``card``; with confirm before play and not ``confirmed``, lift it first."""
        state = self.shown
        viewer = self.session.viewer
        if state.phase is not Phase.PLAY:
            self.say(_("Bidding first: choose your bid in the panel"), DIM_INK)
            return
        if state.to_play != viewer:
            who = self.session.names[state.to_play] if state.to_play is not None else "—"
            self.say(_("Wait for your turn: {name} is to play").format(name=who), DIM_INK)
            return
        if PLAYS[card] not in state.legal_actions():
            self.lifted = None  # the referee answers with the rule that refuses it
            self.session.apply(PLAYS[card], viewer)
            self.services.sounds.play("refuse")
            return
        if self.settings.confirm_play and not confirmed:
            self.lifted = card
            self.say(_("{card}: click it again or press Enter to play it").format(
                card=card_text(card)), GOLD, 6.0)
            return
        self.lifted = None
        self.send(PLAYS[card], viewer)


    def send(self, action: Action, seat: int) -> None:
        self.session.apply(action, seat)
        self.panel_focus = -1
        self.armed_call = None
        self.lifted = None

    # ------------------------------------------------------------- commands
    def undo(self) -> None:
        session = self.session
        if not self.settings.undo:
            self.say(_("Taking back is off in Settings (Take back a move)"), DIM_INK)
            return
        if not session.undo_allowed:
            self.say(_("Taking back is only for a game against computers"), DIM_INK)
            return
        if not session.can_undo():
            self.say(_("A call stays once you have seen cards you had not seen when you "
                       "made it") if session.view.call_kept else
                     _("Nothing to take back in this deal"), DIM_INK)
            return
        self.undo_asked = True
        session.undo()

    def claim(self) -> None:
        session = self.session
        if not worth_asking(self.shown, session.viewer) or not session.is_human(session.viewer):
            self.say(_("You may claim the rest on your own turn, with two cards or more left"),
                     DIM_INK)
            return
        session.claim()
        self.say(_("Checking your claim…"), DIM_INK, 10.0)

    def picture_jumps_to(self, state: object) -> None:
        raise NotImplementedError

    # the scene's own commands, answered by ``TableScene``
    def skip_animations(self) -> None:
        raise NotImplementedError

    def update_panel(self) -> None:
        raise NotImplementedError

    def open_menu(self) -> None:
        raise NotImplementedError

    def ask_hint(self) -> None:
        raise NotImplementedError

    def show_scores(self) -> None:
        raise NotImplementedError

    def show_last_trick(self, held: bool = False) -> None:
        raise NotImplementedError

    def preselect(self) -> None:
        raise NotImplementedError
