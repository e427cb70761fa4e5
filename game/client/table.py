"""The table scene: turns the core's events into animations and the player's input into
actions.

The table is a client of the referee (``game.table``): everything it shows comes from the
seat's own views and events, which the session queues as steps.  A step is taken when the
previous animations have finished: the shown view jumps to the step's view and sprites
animate what changed (dealing, cards to the trick, the trick to its winner, the turn-up
flip, the scores counting up).  The table's host paces the computers' moves (Settings), so
a person can follow each card and say Contra before the next call.  Input is never blocked: a click during an animation completes it at once and then acts.

The input itself (keys through ``keys``, clicks, drags, Undo, Claim) is ``TableInput``
(``table_input.py``); the claim's words are ``claim_check``'s, the last trick
``last_trick``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client import assets
from game.client.assets import card_image
from game.client.bidding import BidPanel, build_panel
from game.client.claim_check import awarded_text, refusal_text, worth_asking
from game.client.games import view_of
from game.client.hint_text import hint_line
from game.client.layout import BUTTON_PT, TableLayout, compute_layout
from game.client.match import MatchSession, Said
from game.client.scenes import Scene
from game.client.sprites import CardSprite
from game.client.table_animation import Counter, TableAnimator
from game.client.table_buttons import TwoLineButton, extra_button_rects
from game.client.table_chat import TableChat
from game.client.table_input import TableInput
from game.client.table_paint import TablePainter, sorted_hand
from game.client.table_services import Intent, Screen, TableServices
from game.client.tween import Tweens
from game.client.widgets import DIM_INK, GOLD, RED, Button, ButtonRow
from game.core.actions import DEAL, Action, Kind, bid
from game.core.observation import Observation
from game.core.phase import Phase
from game.i18n import _
from game.i18n.terms import action_text, card_text
from game.table.view import SeatView

if TYPE_CHECKING:
    from game.client.app import App

FORCED_PAUSE = 0.8
"""Seconds the only legal card stays lifted before it plays itself (auto-play)."""


class TableScene(TableInput, Scene, TablePainter, TableAnimator):
    def __init__(self, app: App, session: MatchSession, autoplay_deals: int = 0) -> None:
        """``app`` only lends the table its services (``table_services``): the table keeps
        no reference to it."""
        self.services: TableServices = app.table_services()
        self.session = session
        self.tweens = Tweens()
        self.shown: SeatView[Observation] = session.view
        self.layout = self.table_layout(app.size, session.view.players)
        self.sprites: list[CardSprite] = []
        self.hidden_trick: set[int] = set()
        self.trick_counts: tuple[int, ...] | None = None
        """Tricks shown while a won trick is still on its way to the winner."""
        self.deal_visible: list[int] | None = None
        self.turn_up_sprite: CardSprite | None = None
        self.score_counters = [Counter(s) for s in session.view.scores]
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.declared_cards: dict[int, tuple[int, ...]] = {}
        self.message: tuple[str, tuple[int, int, int]] | None = None
        self.message_until = 0.0
        self.bid_panel: BidPanel | None = None
        self.panel_key: tuple[int, int] | None = None
        self.panel_clear: set[int] = set()
        """The seats whose call bubbles the bid panel was placed to leave in view."""
        self.panel_focus = -1
        self.pending_bid: Action | None = None
        self.pending_left = 0.0
        self.digits = ""
        self.digits_left = 0.0
        self.selected = -1
        self.hand_rect_of: dict[int, pygame.Rect] = {}
        self.sheet_shown_for = -1
        self.autoplay_deals = autoplay_deals
        self.deals_done = 0
        self.lifted: int | None = None
        self.armed_call: Action | None = None
        self.press: tuple[int, tuple[int, int]] | None = None
        self.drag_pos: tuple[int, int] | None = None
        self.last_click: tuple[int, float] = (-1, -10.0)
        self.claim_shown = False
        """The Claim button is up (the player's own turn in the play)."""
        self.undo_asked = False
        """A take-back was asked for and its answer is not in yet."""
        self.forced_left: float | None = None
        """Seconds until the only legal card is played for the player (auto-play)."""
        self.turn_seen = -1
        """The view version of the player's turn last prepared (card preselected)."""
        self.buttons = ButtonRow()
        self._make_buttons()
        self.warm_up()
        self.chat = TableChat(session)  # a table with friends: quick messages, lost seats

    # ------------------------------------------------------------------ set-up
    def button_labels(self) -> dict[str, str]:
        """The table buttons' labels by layout name (the layout sizes them to fit)."""
        return {"hint": _("Hint (H)"), "scores": _("Scores (S)"), "menu": _("Menu (Esc)"),
                "last_trick": _("Last trick (L)"), "undo": _("Undo (U)"),
                "claim": _("Claim (C)")}

    def table_layout(self, size: tuple[int, int], players: int) -> TableLayout:
        px = max(11, round(BUTTON_PT * min(size[0] / 1280, size[1] / 800)))
        widest = max(assets.font(px, True).size(label)[0]
                     for label in self.button_labels().values())
        return compute_layout(size, players, self.session.viewer, widest)

    def _make_buttons(self) -> None:
        self.buttons.clear()
        rects = self.layout.buttons
        labels = self.button_labels()
        actions = {"hint": self.ask_hint, "scores": self.show_scores, "menu": self.open_menu}
        size = self.layout.font(BUTTON_PT)
        for name in ("hint", "scores", "menu"):
            self.buttons.add(Button(rects[name], labels[name], actions[name], font_size=size))
        extra = extra_button_rects(self.layout)
        self.buttons.add(TwoLineButton(extra["last_trick"], labels["last_trick"],
                                       self.show_last_trick, key="last_trick", font_size=size))
        if self.settings.undo and self.session.undo_allowed:
            self.buttons.add(TwoLineButton(extra["undo"], labels["undo"], self.undo, key="undo",
                                           enabled=self.session.can_undo(), font_size=size))
        if self.claim_shown:
            self.buttons.add(TwoLineButton(extra["claim"], labels["claim"], self.claim,
                                           key="claim", font_size=size))

    def refresh_buttons(self) -> None:
        """Undo is live only with something to take back; Claim is up on the player's own
        turn in the play (whatever the cards: nothing hidden decides it)."""
        for b in self.buttons.buttons:
            if b.key == "undo":
                b.enabled = self.accepting() and self.session.can_undo()
        session = self.session
        shown = (self.accepting() and session.is_human(session.viewer)
                 and worth_asking(self.shown, session.viewer))
        undo_up = any(b.key == "undo" for b in self.buttons.buttons)
        if shown != self.claim_shown or undo_up != (self.settings.undo
                                                    and self.session.undo_allowed):
            self.claim_shown = shown
            self._make_buttons()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self.table_layout(size, self.shown.players)
        self._make_buttons()
        self.panel_key = None
        if self.bid_panel is not None:
            # rebuilt at once for the new size, not once the table is still (issue 40: a
            # resize mid-auction left small labels in the old panel's buttons)
            self.bid_panel = None
            self.update_panel()
        self.warm_up()

    def warm_up(self) -> None:
        """Scale the card backs a deal flies through now, not during the first deal."""
        lay = self.layout
        for h in range(lay.small_h // 6 * 6, lay.card_h + 7, 6):
            card_image(None, h, False)

    def exit(self) -> None:
        pass

    def settings_changed(self) -> None:
        self.panel_key = None  # the bid panel draws suits in the deck's colours
        self._make_buttons()  # Undo comes and goes with its setting

    def handle(self, event: pygame.event.Event) -> None:
        if not self.chat.handle(event, self.layout):  # the quick messages' keys first
            TableInput.handle(self, event)

    # ---------------------------------------------------------------- pacing
    def accepting(self) -> bool:
        """True when the picture shows the latest position, nothing is moving and no
        request of the player's is waiting for the referee's answer."""
        return not (self.tweens.busy or self.session.steps or self.session.awaiting
                    or self.session.ended)  # a table that closed takes nothing more

    def skip_animations(self) -> None:
        """Complete every animation and queued step now (the player acted)."""
        for _step in range(200):
            self.tweens.finish_all()
            if not self.session.steps:
                break
            self.take_step()
        self.tweens.finish_all()

    def update(self, dt: float) -> None:
        while self.services.notices:
            self.say(self.services.notices.popleft(), RED, 8.0)
        if self.session.notice:
            self.say(self.session.notice, RED, 8.0)
            self.session.notice = ""
        self.tweens.tick(dt)
        self.session.poll()
        while self.session.said:
            self.tell(self.session.said.popleft())
        self.chat.update(self.tweens.time)
        now = self.tweens.time
        if self.message is not None and now > self.message_until:
            self.message = None
        self.bubbles = {s: b for s, b in self.bubbles.items() if b[1] > now}
        if self.session.hint is not None and self.hint_shown != self.session.version:
            _seat, suggestion = self.session.hint
            self.hint_shown = self.session.version
            self.say(hint_line(suggestion, self.session.names), (150, 220, 255), 8.0)
            self.hint_to_select = suggestion.action
        if self.tweens.busy:
            return
        if self.session.steps:
            self.take_step()
            return
        self.sprites = [s for s in self.sprites if not s.done]
        state = self.shown
        self.refresh_buttons()
        if state.phase in (Phase.SCORED, Phase.OVER):
            if self.sheet_shown_for != self.shown.version:
                self.sheet_shown_for = self.shown.version
                self.deals_done += 1
                self.services.ask(Intent(Screen.MOMENT, moment="scores"))
                self.services.ask(Intent(Screen.SCORES, between_deals=True))
            return
        self.follow_the_human(state.to_play)
        self.update_panel()
        self.players_turn(state, dt)
        self.select_hint()
        if self.pending_bid is not None:
            self.pending_left -= dt
            if self.pending_left <= 0:
                self.send_pending_bid()
            return
        if self.digits:
            self.digits_left -= dt
            if self.digits_left <= 0:
                self.commit_digits()

    hint_shown = -1
    hint_to_select: Action | None = None
    """The hinted card or call, made the keyboard's choice once it is on the screen (the
    call panel may be built a frame later): Enter then does what the hint says."""

    def select_hint(self) -> None:
        action, self.hint_to_select = self.hint_to_select, None
        if action is None or self.hint_action() != action:
            return  # the hint is gone (the position moved on): nothing to select
        if action.kind is Kind.PLAY:
            cards = self.hand_cards()
            if action.card in cards and action.card in self.playable_cards():
                self.selected = cards.index(action.card)
            else:
                self.hint_to_select = action  # the hand is not yet the player's to play
            return
        keys = [b.key for b in self.bid_panel.buttons] if self.bid_panel is not None else []
        if action in keys:
            self.panel_focus = keys.index(action)
            self.armed_call = None
        else:
            self.hint_to_select = action  # the panel is not built yet

    def tell(self, said: Said) -> None:
        """Show what the referee or a computer had to say about the player's request."""
        if said.claim is not None:
            claim = said.claim
            if claim.valid:
                self.say(awarded_text(claim.tricks_left), GOLD, 6.0)
            elif claim.seat == self.session.viewer:
                self.say(_("Claim refused: {reason}").format(
                    reason=refusal_text(claim.decided)), RED, 8.0)
                self.services.sounds.play("refuse")
            return
        action = said.refused
        if action is not None and action.kind is Kind.PLAY:
            text = _("{card} cannot be played: {reason}").format(
                card=card_text(action.card), reason=said.text)
        elif action is not None and action.kind is not Kind.DEAL:
            text = f"{action_text(action)}: {said.text}"
        else:
            text = said.text
        self.undo_asked = False
        self.say(text, RED, 6.0)

    def wake_in(self) -> float | None:
        """0 while anything moves or is awaited (an animation, a step, the referee's answer
        to the player, a hint, a bid's countdown, another seat to act, the score sheet
        due); else the seconds until the message or a call bubble fades; None: only input
        changes the table (the player is to act and nothing else is going on)."""
        session = self.session
        viewer = session.viewer
        view = self.shown
        others_to_act = view.phase in (Phase.BIDDING, Phase.PLAY) and not (
            view.to_play == viewer and session.is_human(viewer))
        busy = (self.tweens.busy or bool(session.steps) or session.awaiting
                or session.hint_pending or bool(session.said)
                or bool(self.services.notices or session.notice)
                or self.pending_bid is not None or bool(self.digits)
                or self.forced_left is not None or others_to_act
                or (view.phase in (Phase.SCORED, Phase.OVER)
                    and self.sheet_shown_for != view.version))
        if busy:
            return 0.0
        now = self.tweens.time
        ends = [until for _label, until in self.bubbles.values()]
        if self.message is not None:
            ends.append(self.message_until)
        if (chat := self.chat.wake_in(now)) is not None:
            ends.append(now + chat)
        return max(0.0, min(ends) - now) if ends else None

    def players_turn(self, state: Any, dt: float) -> None:
        """At the player's turn: a card is preselected so Enter plays it (defect 12), the
        only legal card plays itself after a visible pause (Settings), a claim that was
        waiting for its verdict goes on."""
        session = self.session
        viewer = session.viewer
        if state.to_play != viewer or not session.is_human(viewer):
            self.forced_left = None
            return
        if state.phase is not Phase.PLAY:
            return
        cards = self.hand_cards()
        if self.turn_seen != state.version:
            self.turn_seen = state.version
            self.preselect()
            forced = state.legal_actions()
            self.forced_left = None
            if self.settings.auto_play_forced and len(forced) == 1 \
                    and forced[0].kind is Kind.PLAY:
                self.forced_left = FORCED_PAUSE
                self.selected = cards.index(forced[0].card) if forced[0].card in cards else -1
                self.say(_("Your only card: {card}").format(card=card_text(forced[0].card)),
                         GOLD, FORCED_PAUSE + 0.5)
        if self.forced_left is not None:
            self.forced_left -= dt
            if self.forced_left <= 0:
                self.forced_left = None
                legal = state.legal_actions()
                if len(legal) == 1 and legal[0].kind is Kind.PLAY:
                    self.send(legal[0], viewer)

    def preselect(self) -> None:
        """Keep the chosen card if it may be played, else choose the first that may."""
        playable = self.playable_cards()
        cards = self.hand_cards()
        if not (0 <= self.selected < len(cards)) or cards[self.selected] not in playable:
            self.selected = next((i for i, c in enumerate(cards) if c in playable), -1)

    def picture_jumps_to(self, state: object) -> None:
        """Show ``state`` at once, with nothing in flight (after a take-back)."""
        assert isinstance(state, SeatView)
        self.tweens.finish_all()
        self.shown = state
        self.sprites.clear()
        self.hidden_trick.clear()
        self.trick_counts = None
        self.deal_visible = None
        self.turn_up_sprite = None
        self.bubbles.clear()
        self.declared_cards.clear()
        self.pending_bid = None
        self.digits = ""
        self.lifted = None
        self.armed_call = None
        self.press = None
        self.drag_pos = None
        self.panel_key = None
        self.panel_focus = -1
        self.turn_seen = -1
        self.score_counters = [Counter(s) for s in state.scores]
        self.refresh_buttons()

    # ------------------------------------------------------- events → sprites
    def take_step(self) -> None:
        step = self.session.steps.popleft()
        state = step.views[self.session.viewer]
        if not step.events:  # a take-back (or a seat joining): no animation
            self.picture_jumps_to(state)
            if self.undo_asked:
                self.undo_asked = False
                self.services.sounds.play("click")
                self.say(_("Taken back: your turn again"), GOLD, 3.0)
            return
        previous = self.shown
        self.shown = state
        self.panel_key = None
        self.bid_panel = None  # built again for the new position (``update_panel``)
        self.selected = min(self.selected, len(self.hand_cards()) - 1)
        delay = 0.0
        for event in step.events:
            delay = self.animate_event(event, previous, delay)

    def follow_the_human(self, seat: int | None) -> None:
        """With several people at one screen, the bottom seat is whoever is to act."""
        session = self.session
        if seat is None or not session.is_human(seat) or not session.follow(seat):
            return
        self.shown = session.view
        self.resize(self.layout.size)
        self.say(_("{name}'s turn: the screen turns to {name}").format(name=session.names[seat]),
                 GOLD, 4.0)

    # ---------------------------------------------------------------- queries
    def hand_cards(self) -> list[int]:
        state = self.shown
        hand = state.hand
        cards = sorted_hand(hand, state.trump, self.settings.trump_last,
                            view_of(state).card_strength)
        if self.deal_visible is not None:
            return cards[: self.deal_visible[self.session.viewer]]
        return cards

    def playable_cards(self) -> set[int]:
        state = self.shown
        if state.phase is not Phase.PLAY or state.to_play != self.session.viewer:
            return set()
        if not self.session.is_human(self.session.viewer) or not self.accepting():
            return set()
        return {a.card for a in state.legal_actions() if a.kind is Kind.PLAY}

    def hint_action(self) -> Action | None:
        if self.session.hint is None:
            return None
        return self.session.hint[1].action

    def hint_card(self) -> int | None:
        action = self.hint_action()
        return action.card if action is not None and action.kind is Kind.PLAY else None

    def panel_notes(self) -> list[str]:
        notes = view_of(self.shown).panel_notes(self.shown, self.session.viewer,
                                                self.session.names)
        if self.pending_bid is not None:
            notes.append(_("Bidding {bid} in {seconds} s: pick another number to change it, "
                           "Enter to send now").format(
                bid=action_text(self.pending_bid), seconds=f"{max(0.0, self.pending_left):.1f}"))
        return notes

    def update_panel(self) -> None:
        """Build the bidding panel when the viewer (a human) is to call."""
        state = self.shown
        viewer = self.session.viewer
        # ``wait`` (not now) is no button: a person waits by doing nothing
        legal = tuple(a for a in state.legal_actions() if a.kind is not Kind.WAIT) \
            if self.session.is_human(viewer) and not self.session.ended else ()
        wanted = bool(legal) and (state.phase is Phase.BIDDING or any(
            a.kind in (Kind.ANNOUNCE, Kind.SHOW) for a in legal))
        if not wanted:
            self.bid_panel = None
            self.panel_key = None
            return
        key = (self.shown.version, len(self.panel_notes()))
        calls = set(self.bubbles) - {viewer}
        if (self.panel_key == key and self.bid_panel is not None
                and calls <= self.panel_clear):
            return  # a call that fades keeps the panel where it is (no jump under the mouse)
        self.panel_key = key
        self.panel_clear = calls
        self.bid_panel = build_panel(
            state, legal, self.layout, self.settings.four_colour, self.panel_notes(),
            keep_clear=[s.bubble for s in self.layout.seats if s.seat in calls]
            + self.side_plates())
        if self.panel_focus >= len(self.bid_panel.buttons):
            self.panel_focus = -1

    def side_plates(self) -> list[pygame.Rect]:
        """The name plates beside the table (West's and East's at four): who has said what
        is read there, so the call panel keeps clear of them where it can (issue 40: the
        Bazar Belote panel hid both)."""
        lay = self.layout
        middle = lay.play_area.inflate(0, -lay.play_area.height // 3)
        return [s.plate for s in lay.seats if s.seat != self.session.viewer
                and s.plate.colliderect(middle)]

    def ask_hint(self) -> None:
        if self.session.ask_hint():
            self.say(_("Thinking about a hint…"), (150, 220, 255), 10.0)
        else:
            self.say(_("A hint is for your own turn"), DIM_INK)

    def show_scores(self) -> None:
        self.services.ask(Intent(Screen.SCORES))

    def show_last_trick(self, held: bool = False) -> None:
        self.services.ask(Intent(Screen.LAST_TRICK, held=held))

    def open_menu(self) -> None:
        self.services.ask(Intent(Screen.MENU))

    def back(self) -> None:
        self.open_menu()

    def next_deal(self) -> None:
        if self.shown.phase is Phase.SCORED and self.session.view.phase is Phase.SCORED:
            self.session.apply(DEAL)

    # ------------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface)
        for sprite in self.sprites:
            sprite.draw(surface, self.settings.four_colour)
        self.paint_panel(surface)
        self.paint_message(surface)
        self.buttons.draw(surface)
        self.chat.draw(surface, self.layout, self.tweens.time)
        if self.press is not None and self.drag_pos is not None:
            card = self.press[0]
            image = card_image(card, self.layout.card_h, self.settings.four_colour)
            surface.blit(image, image.get_rect(center=self.drag_pos))


__all__ = ["TableScene", "bid"]

