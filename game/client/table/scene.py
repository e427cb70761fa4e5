"""The table scene: a client of the referee that owns its parts and carries out the
player's intents.

Everything the table shows comes from the seat's own views and events, which the
session queues as steps.  The scene is put together from parts it owns, each holding one
thing:

- ``TableAnimator`` (``table_animation``) takes the steps when the previous animations
  have finished: the shown view jumps to the step's view and sprites animate what
  changed (dealing, cards to the trick, the trick to its winner, the turn-up flip, the
  scores counting up);
- ``TablePainter`` (``table_paint``) draws a ``TableSnapshot`` of the screen;
- ``TableInput`` (``table_input``) turns keys and clicks into intents
  (``table_intents``), which ``dispatch`` carries out;
- ``PlayerActivity`` (``table_activity``) says what the player is doing (watching,
  calling, playing, claiming...); ``PlayerChoice`` (``table_choice``) holds the card
  or call being chosen; ``MessageLine`` (``table_message``) the words for the player.

The table's host paces the computers' moves (Settings), so a person can follow each
card and say Contra before the next call.  Input is never blocked: acting during an
animation completes it at once and then acts.  The table never holds the app: it gets
``TableServices``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.client.games import view_of
from game.client.matches.session import MatchSession, Said
from game.client.scenes import Scene
from game.client.settings import Settings
from game.client.table.activity import Activity, PlayerActivity, activity_of
from game.client.table.animation import TableAnimator
from game.client.table.bidding import BidPanel
from game.client.table.buttons import TwoLineButton, extra_button_rects
from game.client.table.calls import CallPanel
from game.client.table.chat import TableChat
from game.client.table.choice import PlayerChoice
from game.client.table.claim_check import awarded_text, refusal_text, worth_asking
from game.client.table.hint_text import hint_line
from game.client.table.input import TableInput
from game.client.table.intents import (
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
from game.client.table.message import MessageLine
from game.client.table.paint import TablePainter, sorted_hand
from game.client.table.services import Intent, Screen, TableServices
from game.client.table.snapshot import TableSnapshot, hand_rects
from game.client.ui import assets
from game.client.ui.assets import card_image
from game.client.ui.layout import BUTTON_PT, TableLayout, compute_layout
from game.client.ui.tween import Tweens
from game.client.ui.widgets import DIM_INK, GOLD, INK, RED, Button, ButtonRow
from game.core.actions import DEAL, PLAYS, Action, Kind, bid
from game.core.observation import Observation
from game.core.phase import Phase
from game.i18n import _
from game.i18n.terms import action_text, card_text
from game.table.view import SeatView

FORCED_PAUSE = 0.8
"""Seconds the only legal card stays lifted before it plays itself (auto-play)."""


class TableScene(Scene):
    def __init__(self, services: TableServices, size: tuple[int, int], session: MatchSession,
                 autoplay_deals: int = 0) -> None:
        """``services``: all the table may use of the program (``table_services``);
        ``size``: the window's, to lay the table out for."""
        self.services = services
        self.session = session
        self.layout = self.table_layout(size, session.view.players)
        clock = Tweens()
        self.line = MessageLine(clock)
        self.animator = TableAnimator(session, services, self.line, clock, self.layout)
        self.painter = TablePainter()
        self.input = TableInput()
        self.activity = PlayerActivity()
        self.choice = PlayerChoice()
        self.calls = CallPanel(session, services, self.choice, self.line)
        self.drawn: TableSnapshot | None = None
        """The picture last drawn: the cards are clicked where the player saw them."""
        self.sheet_shown_for = -1
        self.hint_shown = -1
        self.autoplay_deals = autoplay_deals
        self.deals_done = 0
        self.buttons = ButtonRow()
        self._make_buttons()
        self.warm_up()
        self.chat = TableChat(session)  # a table with friends: quick messages, lost seats

    # ------------------------------------------------------------ the parts
    @property
    def shown(self) -> SeatView[Observation]:
        """The seat's view the picture shows (the animator's: it lags while cards move)."""
        return self.animator.shown

    @shown.setter
    def shown(self, view: SeatView[Observation]) -> None:
        self.animator.shown = view

    @property
    def bid_panel(self) -> BidPanel | None:
        """The call panel, while the player is to call."""
        return self.calls.panel

    @property
    def settings(self) -> Settings:
        return self.services.settings

    @property
    def message(self) -> tuple[str, tuple[int, int, int]] | None:
        return self.line.current

    @property
    def hand_rect_of(self) -> dict[int, pygame.Rect]:
        """Where the viewer's cards were last drawn."""
        return self.drawn.hand_rect_of() if self.drawn is not None else {}

    def say(self, label: str, colour: tuple[int, int, int] = INK,
            seconds: float = 4.0) -> None:
        self.line.say(label, colour, seconds)

    def snapshot(self, drawn: TableSnapshot | None = None) -> TableSnapshot:
        """The screen now, for the painter and the input; with ``drawn``, the hand as it
        was last drawn (a click lands on the card the player saw there)."""
        session, anim, choice = self.session, self.animator, self.choice
        cards = tuple(self.hand_cards())
        playable = frozenset(self.playable_cards())
        accepting = self.accepting()
        if self.bid_panel is not None:  # the bid about to go is drawn picked
            for b in self.bid_panel.buttons:
                b.picked = choice.pending_bid is not None and b.key == choice.pending_bid
        snap = TableSnapshot(
            view=anim.shown, layout=self.layout, activity=self.activity.now,
            accepting=accepting, title=session.title, names=session.names,
            seat_names=session.seat_names, viewer=session.viewer,
            humans=frozenset(session.humans), four_colour=self.settings.four_colour,
            hand=cards, hand_rects=hand_rects(self.layout, cards, playable, choice.lifted),
            playable=playable, selected=choice.selected, hint=self.hint_action(),
            dragged=self.input.dragged, sprites=tuple(anim.sprites),
            hidden_trick=frozenset(anim.hidden_trick), trick_counts=anim.trick_counts,
            deal_visible=None if anim.deal_visible is None else tuple(anim.deal_visible),
            turn_up_flying=anim.turn_up_sprite is not None,
            scores=tuple(c.value for c in anim.score_counters),
            bubbles={seat: label for seat, (label, _until) in anim.bubbles.items()},
            declared=dict(anim.declared_cards), message=self.line.current,
            panel=self.bid_panel, panel_focus=choice.panel_focus,
            pending_bid=choice.pending_bid, panel_notes=tuple(self.calls.notes(anim.shown)),
            buttons=self.buttons)
        if drawn is not None and drawn.layout is self.layout:
            snap = dataclasses.replace(snap, hand=drawn.hand, hand_rects=drawn.hand_rects)
        return snap

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

    def claim_up(self) -> bool:
        """The Claim button is up: the player's own card to play (whatever the cards:
        nothing hidden decides it)."""
        session = self.session
        return (self.activity.now is Activity.PLAYING and session.is_human(session.viewer)
                and worth_asking(self.shown, session.viewer))

    def _make_buttons(self) -> None:
        """The table's buttons; each asks for what its key names (``table_intents``)."""
        self.buttons.clear()
        rects = self.layout.buttons
        labels = self.button_labels()
        size = self.layout.font(BUTTON_PT)
        hints = self.session.hints_allowed
        for name in ("hint", "scores", "menu") if hints else ("scores", "menu"):
            self.buttons.add(Button(rects[name], labels[name], key=name, font_size=size))
        extra = extra_button_rects(self.layout, hint=hints)
        self.buttons.add(TwoLineButton(extra["last_trick"], labels["last_trick"],
                                       key="last_trick", font_size=size))
        if self.settings.undo and self.session.undo_allowed:
            self.buttons.add(TwoLineButton(extra["undo"], labels["undo"], key="undo",
                                           enabled=self.session.can_undo(), font_size=size))
        if self.claim_up():
            self.buttons.add(TwoLineButton(extra["claim"], labels["claim"], key="claim",
                                           font_size=size))

    def refresh_buttons(self) -> None:
        """Undo is live only with something to take back; Claim comes and goes with the
        player's turn to play."""
        for b in self.buttons.buttons:
            if b.key == "undo":
                b.enabled = self.accepting() and self.session.can_undo()
        claim_up = any(b.key == "claim" for b in self.buttons.buttons)
        undo_up = any(b.key == "undo" for b in self.buttons.buttons)
        if claim_up != self.claim_up() or undo_up != (self.settings.undo
                                                      and self.session.undo_allowed):
            self._make_buttons()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self.animator.layout = self.table_layout(size, self.shown.players)
        self._make_buttons()
        self.calls.forget()
        if self.calls.panel is not None:
            # rebuilt at once for the new size, not once the table is still (issue 40: a
            # resize mid-auction left small labels in the old panel's buttons)
            self.calls.panel = None
            self.update_panel()
        self.warm_up()

    def warm_up(self) -> None:
        """Scale the card backs a deal flies through now, not during the first deal."""
        lay = self.layout
        for h in range(lay.small_h // 6 * 6, lay.card_h + 7, 6):
            card_image(None, h, False)

    def enter(self) -> None:
        self.activity.resume()  # the menu closed (or the table came back)

    def exit(self) -> None:
        pass

    def settings_changed(self) -> None:
        self.calls.forget()  # the call panel draws suits in the deck's colours
        self._make_buttons()  # Undo comes and goes with its setting

    # ---------------------------------------------------------------- pacing
    def accepting(self) -> bool:
        """True when the picture shows the latest position, nothing is moving and no
        request of the player's is waiting for the referee's answer."""
        return not (self.animator.busy or self.session.steps or self.session.awaiting
                    or self.session.ended)  # a table that closed takes nothing more

    def skip_animations(self) -> None:
        """Complete every animation and queued step now (the player acted)."""
        tweens = self.animator.tweens
        for _step in range(200):
            tweens.finish_all()
            if not self.session.steps:
                break
            self.take_step()
        tweens.finish_all()

    def settled_activity(self) -> Activity:
        """What the player is doing in the position the (still) picture shows."""
        view, session = self.shown, self.session
        viewer = session.viewer
        if self.animator.busy or session.steps:
            return Activity.WATCHING
        mine = session.is_human(viewer) and self.accepting()
        calls = mine and view.phase is Phase.BIDDING and any(
            a.kind is not Kind.WAIT for a in view.legal_actions())
        return activity_of(view.phase is Phase.OVER, view.phase is Phase.SCORED, calls,
                           mine and view.phase is Phase.PLAY and view.to_play == viewer)

    def update(self, dt: float) -> None:
        session = self.session
        while self.services.notices:
            self.say(self.services.notices.popleft(), RED, 8.0)
        if session.notice:
            self.say(session.notice, RED, 8.0)
            session.notice = ""
        self.animator.tick(dt)
        session.poll()
        while session.said:
            self.tell(session.said.popleft())
        self.chat.update(self.animator.tweens.time)
        self.line.fade()
        if session.hint is not None and self.hint_shown != session.version:
            _seat, suggestion = session.hint
            self.hint_shown = session.version
            self.say(hint_line(suggestion, session.names), (150, 220, 255), 8.0)
            self.choice.hint_to_select = suggestion.action
        try:
            self.follow_the_position(dt)
        finally:
            self.activity.settle(self.settled_activity())

    def follow_the_position(self, dt: float) -> None:
        """Take the next step once the picture is still; at the player's turn, prepare
        the choice; at a deal's end, ask for the score sheet."""
        if self.animator.busy:
            return
        if self.session.steps:
            self.take_step()
            return
        state = self.shown
        self.activity.settle(self.settled_activity())  # before the buttons: Claim follows it
        self.refresh_buttons()
        if state.phase in (Phase.SCORED, Phase.OVER):
            if self.sheet_shown_for != state.version:
                self.sheet_shown_for = state.version
                self.deals_done += 1
                self.services.ask(Intent(Screen.MOMENT, moment="scores"))
                self.services.ask(Intent(Screen.SCORES, between_deals=True))
            return
        self.follow_the_human(state.to_play)
        self.update_panel()
        self.players_turn(self.shown, dt)
        self.select_hint()
        self.calls.tick(dt, self.shown)

    def select_hint(self) -> None:
        panel = self.calls.panel
        self.choice.select_hint(self.hint_action(), self.hand_cards(), self.playable_cards(),
                                [b.key for b in panel.buttons] if panel is not None else [])

    def tell(self, said: Said) -> None:
        """Show what the referee or a computer had to say about the player's request."""
        if said.claim is not None:
            self.activity.answered()
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
        self.activity.answered()  # a refusal (or the table closed): nothing more to await
        self.say(text, GOLD if said.fine else RED, 6.0)

    def wake_in(self) -> float | None:
        """0 while anything moves or is awaited (an animation, a step, the referee's answer
        to the player, a hint, a bid's countdown, another seat to act, the score sheet
        due); else the seconds until the message or a call bubble fades; None: only input
        changes the table (the player is to act and nothing else is going on)."""
        session = self.session
        viewer = session.viewer
        view = self.shown
        choice = self.choice
        others_to_act = view.phase in (Phase.BIDDING, Phase.PLAY) and not (
            view.to_play == viewer and session.is_human(viewer))
        busy = (self.animator.busy or bool(session.steps) or session.awaiting
                or session.hint_pending or bool(session.said)
                or bool(self.services.notices or session.notice)
                or choice.pending_bid is not None or bool(choice.digits)
                or choice.forced_left is not None or others_to_act
                or (view.phase in (Phase.SCORED, Phase.OVER)
                    and self.sheet_shown_for != view.version))
        if busy:
            return 0.0
        now = self.animator.tweens.time
        ends = [until - now for _label, until in self.animator.bubbles.values()]
        fades = self.line.fades_in()
        if fades is not None:
            ends.append(fades)
        if (chat := self.chat.wake_in(now)) is not None:
            ends.append(chat)
        return max(0.0, min(ends)) if ends else None

    def players_turn(self, state: Any, dt: float) -> None:
        """At the player's turn: a card is preselected so Enter plays it (defect 12), the
        only legal card plays itself after a visible pause (Settings)."""
        session = self.session
        viewer = session.viewer
        choice = self.choice
        if state.to_play != viewer or not session.is_human(viewer):
            choice.forced_left = None
            return
        if state.phase is not Phase.PLAY:
            return
        cards = self.hand_cards()
        if choice.turn_seen != state.version:
            choice.turn_seen = state.version
            self.preselect()
            forced = state.legal_actions()
            choice.forced_left = None
            if self.settings.auto_play_forced and len(forced) == 1 \
                    and forced[0].kind is Kind.PLAY:
                choice.forced_left = FORCED_PAUSE
                choice.selected = cards.index(forced[0].card) if forced[0].card in cards else -1
                self.say(_("Your only card: {card}").format(card=card_text(forced[0].card)),
                         GOLD, FORCED_PAUSE + 0.5)
        if choice.forced_left is not None:
            choice.forced_left -= dt
            if choice.forced_left <= 0:
                choice.forced_left = None
                legal = state.legal_actions()
                if len(legal) == 1 and legal[0].kind is Kind.PLAY:
                    self.send(legal[0], viewer)

    def preselect(self) -> None:
        self.choice.preselect(self.hand_cards(), self.playable_cards())

    # ------------------------------------------------------- steps → sprites
    def take_step(self) -> None:
        """Hand the session's next step to the animator; a jump (a take-back) forgets the
        choice made on the old picture."""
        step = self.session.steps.popleft()
        awaited = self.activity.now
        if self.animator.take(step, self.hand_rect_of, self.session.viewer):
            if awaited is Activity.CLAIMING:
                self.activity.answered()  # granted, or the position moved on under it
            self.calls.panel = None  # built again for the new position (``update_panel``)
            self.calls.forget()
            self.choice.selected = min(self.choice.selected, len(self.hand_cards()) - 1)
            return
        self.activity.jumped()
        self.choice.forget()
        self.input.forget()
        self.calls.forget()
        self.refresh_buttons()
        if awaited is Activity.TAKING_BACK:
            self.services.sounds.play("click")
            self.say(_("Taken back: your turn again"), GOLD, 3.0)

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
        cards = sorted_hand(state.hand, state.trump, self.settings.trump_last,
                            view_of(state).card_strength)
        visible = self.animator.deal_visible
        if visible is not None:
            return cards[: visible[self.session.viewer]]
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

    def panel_notes(self) -> list[str]:
        return self.calls.notes(self.shown)

    def update_panel(self) -> None:
        """Build the call panel when the viewer (a human) is to call."""
        calls = set(self.animator.bubbles) - {self.session.viewer}
        self.calls.update(self.shown, self.layout, calls, self.side_plates(),
                          self.settings.four_colour)

    def side_plates(self) -> list[pygame.Rect]:
        """The name plates beside the table (West's and East's at four): who has said what
        is read there, so the call panel keeps clear of them where it can (issue 40: the
        Bazar Belote panel hid both)."""
        lay = self.layout
        middle = lay.play_area.inflate(0, -lay.play_area.height // 3)
        return [s.plate for s in lay.seats if s.seat != self.session.viewer
                and s.plate.colliderect(middle)]

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        """Read ``event`` as an intent (``TableInput``) and carry it out; an event that
        acts on the position first completes every animation.  The quick messages' keys
        and menu (a table with friends) see it first."""
        if self.chat.handle(event, self.layout):
            return
        if self.input.acts(event, self.buttons) and not self.accepting():
            self.skip_animations()
            self.update_panel()
        intent = self.input.read(event, self.snapshot(self.drawn), self.animator.tweens.time)
        if intent is not None:
            self.dispatch(intent)

    def dispatch(self, intent: PlayerIntent) -> None:
        """Carry out what the player asked for."""
        choice = self.choice
        if isinstance(intent, OpenMenu):
            self.open_menu()
        elif isinstance(intent, AskHint):
            self.ask_hint()
        elif isinstance(intent, ShowScores):
            self.show_scores()
        elif isinstance(intent, ShowLastTrick):
            self.show_last_trick(intent.held)
        elif isinstance(intent, TakeBack):
            self.undo()
        elif isinstance(intent, ClaimRest):
            self.claim()
        elif isinstance(intent, TypeDigit):
            self.calls.type_digit(intent.digit, self.shown)
        elif isinstance(intent, MoveChoice) and intent.panel:
            choice.move_focus(intent.step, len(self.bid_panel.buttons) if self.bid_panel else 0)
        elif isinstance(intent, MoveChoice):
            choice.move_card(intent.step, len(self.hand_cards()))
        elif isinstance(intent, Confirm) and intent.panel:
            self.calls.confirm(self.shown)
        elif isinstance(intent, Confirm):
            self.play_chosen()
        elif isinstance(intent, ClickCall):
            button = self.calls.button_of(intent.action)
            if button is not None:
                self.calls.click(button, self.shown)
        elif isinstance(intent, ClickCard):
            cards = self.hand_cards()
            if intent.card in cards:
                choice.selected = cards.index(intent.card)
            self.choose_card(intent.card, confirmed=intent.double or choice.lifted == intent.card)
        elif isinstance(intent, DropCard):
            self.choose_card(intent.card, confirmed=True)

    def send_pending_bid(self) -> None:
        self.calls.send_pending()

    # ---------------------------------------------------------------- cards
    def play_chosen(self) -> None:
        """Enter: play the chosen card (with confirm before play, lift it first)."""
        cards = self.hand_cards()
        choice = self.choice
        if not 0 <= choice.selected < len(cards):
            self.preselect()  # the turn came this very frame (defect 12)
        if 0 <= choice.selected < len(cards):
            card = cards[choice.selected]
            self.choose_card(card, confirmed=choice.lifted == card)
        else:
            self.say(_("Choose a card with ← →, then press Enter"), DIM_INK)

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
            self.choice.lifted = None  # the referee answers with the rule that refuses it
            self.session.apply(PLAYS[card], viewer)
            self.services.sounds.play("refuse")
            return
        if self.settings.confirm_play and not confirmed:
            self.choice.lifted = card
            self.say(_("{card}: click it again or press Enter to play it").format(
                card=card_text(card)), GOLD, 6.0)
            return
        self.choice.lifted = None
        self.send(PLAYS[card], viewer)

    def send(self, action: Action, seat: int) -> None:
        self.session.apply(action, seat)
        self.choice.sent()

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
        if self.activity.asked(Activity.TAKING_BACK):
            session.undo()

    def claim(self) -> None:
        session = self.session
        self.activity.settle(self.settled_activity())
        if not self.claim_up() or not self.activity.asked(Activity.CLAIMING):
            self.say(_("You may claim the rest on your own turn, with two cards or more left"),
                     DIM_INK)
            return
        session.claim()
        self.say(_("Checking your claim…"), DIM_INK, 10.0)

    def ask_hint(self) -> None:
        if not self.session.hints_allowed:
            self.say(_("The host turned hints off at this table"), DIM_INK)
        elif self.session.ask_hint():
            self.say(_("Thinking about a hint…"), (150, 220, 255), 10.0)
        else:
            self.say(_("A hint is for your own turn"), DIM_INK)

    def show_scores(self) -> None:
        self.services.ask(Intent(Screen.SCORES))

    def show_last_trick(self, held: bool = False) -> None:
        self.services.ask(Intent(Screen.LAST_TRICK, held=held))

    def open_menu(self) -> None:
        self.activity.pause()
        self.services.ask(Intent(Screen.MENU))

    def back(self) -> None:
        self.open_menu()

    def next_deal(self) -> None:
        if self.shown.phase is Phase.SCORED and self.session.view.phase is Phase.SCORED:
            self.session.apply(DEAL)

    # ------------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = self.snapshot()
        self.painter.paint(surface, self.drawn)
        self.chat.draw(surface, self.layout, self.animator.tweens.time)


__all__ = ["TableScene", "bid"]
