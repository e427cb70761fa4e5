"""The call panel at the table: built when the player (a person) is to call, placed clear
of the calls just said, and the calls made from it — a click (with confirm before play,
two), a bid typed digit by digit, Enter on the chosen button, a bid that waits a moment
before it is sent (blackout 8: it may still change).

Owned by ``TableScene``; what is being chosen is the ``PlayerChoice``'s, the words go to
the ``MessageLine``, the calls to the session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.games import view_of
from game.client.ui.bidding import BidPanel, build_panel
from game.client.ui.widgets import DIM_INK, GOLD, RED, Button
from game.core.actions import Action, Kind
from game.core.belote.calls import BeloteKind
from game.core.phase import Phase
from game.i18n import _
from game.i18n.terms import action_text

if TYPE_CHECKING:
    from game.client.matches.session import MatchSession
    from game.client.table.choice import PlayerChoice
    from game.client.table.message import MessageLine
    from game.client.table.services import TableServices
    from game.client.ui.layout import TableLayout
    from game.core.observation import Observation
    from game.table.view import SeatView


class CallPanel:
    def __init__(self, session: MatchSession, services: TableServices, choice: PlayerChoice,
                 line: MessageLine) -> None:
        self.session = session
        self.services = services
        self.choice = choice
        self.line = line
        self.panel: BidPanel | None = None
        self.key: tuple[int, int] | None = None
        """The position and notes the panel was built for (rebuilt when they change)."""
        self.clear: set[int] = set()
        """The seats whose call bubbles the panel was placed to leave in view."""

    def forget(self) -> None:
        """Build the panel again at the next update (a new position, size or setting)."""
        self.key = None

    def notes(self, view: SeatView[Observation]) -> list[str]:
        """The game's notes under the calls, and the countdown of a bid about to go."""
        notes = view_of(view).panel_notes(view, self.session.viewer, self.session.names)
        pending = self.choice.pending_bid
        if pending is not None:
            notes.append(_("Bidding {bid} in {seconds} s: pick another number to change it, "
                           "Enter to send now").format(
                bid=action_text(pending), seconds=f"{max(0.0, self.choice.pending_left):.1f}"))
        return notes

    def update(self, view: SeatView[Observation], layout: TableLayout, calls: set[int],
               plates: list[pygame.Rect], four_colour: bool) -> None:
        """Build the panel when the viewer (a person) is to call; ``calls``: the seats whose
        bubbles it should leave in view, ``plates``: name plates to keep clear of."""
        viewer = self.session.viewer
        # ``wait`` (not now) is no button: a person waits by doing nothing
        legal = tuple(a for a in view.legal_actions() if a.kind is not Kind.WAIT) \
            if self.session.is_human(viewer) and not self.session.ended else ()
        wanted = bool(legal) and (view.phase is Phase.BIDDING or any(
            a.kind in (BeloteKind.ANNOUNCE, BeloteKind.SHOW) for a in legal))
        if not wanted:
            self.panel = None
            self.key = None
            return
        key = (view.version, len(self.notes(view)))
        if self.key == key and self.panel is not None and calls <= self.clear:
            return  # a call that fades keeps the panel where it is (no jump under the mouse)
        self.key = key
        self.clear = calls
        self.panel = build_panel(
            view, legal, layout, four_colour, self.notes(view),
            keep_clear=[s.bubble for s in layout.seats if s.seat in calls] + plates)
        if self.choice.panel_focus >= len(self.panel.buttons):
            self.choice.panel_focus = -1

    def button_of(self, action: Action) -> Button | None:
        buttons = self.panel.buttons if self.panel is not None else []
        return next((b for b in buttons if b.key == action), None)

    def tick(self, dt: float, view: SeatView[Observation]) -> None:
        """Count down a waiting bid (sent at 0) or typed digits (made into a bid)."""
        choice = self.choice
        if choice.pending_bid is not None:
            choice.pending_left -= dt
            if choice.pending_left <= 0:
                self.send_pending()
            return
        if choice.digits:
            choice.digits_left -= dt
            if choice.digits_left <= 0:
                self.commit_digits(view)

    def type_digit(self, digit: int, view: SeatView[Observation]) -> None:
        if self.panel is None:
            return
        self.choice.type_digit(digit)
        most = max((b.key.number for b in self.panel.buttons if b.key.kind is Kind.BID),
                   default=0)
        if int(self.choice.digits) * 10 > most:
            self.commit_digits(view)

    def commit_digits(self, view: SeatView[Observation]) -> None:
        text, self.choice.digits = self.choice.digits, ""
        if not text or self.panel is None:
            return
        number = int(text)
        for b in self.panel.buttons:
            if b.key.kind is Kind.BID and b.key.number == number and b.key.suit < 0:
                self.choose(b, view)
                return
        self.line.say(_("There is no bid {number} here").format(number=number), RED)

    def confirm(self, view: SeatView[Observation]) -> None:
        """Enter: send the waiting bid, or make the chosen call."""
        buttons = self.panel.buttons if self.panel is not None else []
        focus = self.choice.panel_focus
        if self.choice.pending_bid is not None:
            self.send_pending()
        elif 0 <= focus < len(buttons):
            self.choose(buttons[focus], view)
        else:
            self.line.say(_("Choose a call with the arrows or a digit, then press Enter"),
                          DIM_INK)

    def click(self, button: Button, view: SeatView[Observation]) -> None:
        """A click on a call: with confirm before play, the first one only picks it."""
        choice = self.choice
        if self.services.settings.confirm_play and button.enabled \
                and choice.armed_call != button.key:
            assert self.panel is not None
            choice.armed_call = button.key
            choice.panel_focus = self.panel.buttons.index(button)
            self.line.say(_("{call}: click it again or press Enter to make this call").format(
                call=action_text(button.key)), GOLD, 6.0)
            return
        self.choose(button, view)

    def choose(self, button: Button, view: SeatView[Observation]) -> None:
        action: Action = button.key
        self.choice.armed_call = None
        if not button.enabled:  # the referee answers with the rule that refuses it
            self.session.apply(action, self.session.viewer)
            self.services.sounds.play("refuse")
            return
        self.services.sounds.play("click")
        settings = self.services.settings
        if view_of(view).bid_may_change and settings.change_bid_seconds > 0:
            # blackout 8: the bid may still change until the next player bids.
            self.choice.pending_bid = action
            self.choice.pending_left = settings.change_bid_seconds
            self.key = None
            return
        self.send(action)

    def cancel_pending(self) -> bool:
        """Drop the bid counting down (U during the moment it may change); True if there
        was one.  The player chooses again from the panel."""
        action, self.choice.pending_bid = self.choice.pending_bid, None
        if action is None:
            return False
        self.key = None  # the countdown's note goes
        self.line.say(_("{bid} not sent: choose your bid again").format(
            bid=action_text(action)), DIM_INK)
        return True

    def send_pending(self) -> None:
        action, self.choice.pending_bid = self.choice.pending_bid, None
        if action is not None:
            self.send(action)

    def send(self, action: Action) -> None:
        self.choice.last_card_forced = False
        self.session.apply(action, self.session.viewer)
        self.choice.sent()
