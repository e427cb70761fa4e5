"""The table scene: a client of the referee that owns its parts and carries out the
player's intents.

Everything the table shows comes from the seat's own views and events, which the
session queues as steps.  The scene is put together from parts it owns, each holding one
thing:

- ``TableAnimator`` (``animation``) takes the steps when the previous animations
  have finished: the shown view jumps to the step's view and sprites animate what
  changed (dealing, cards to the trick, the trick to its winner, the turn-up flip, the
  scores counting up);
- ``TablePainter`` (``paint``) draws a ``TableSnapshot`` of the screen;
- ``TableInput`` (``input``) turns keys and clicks into intents (``intents``), which
  ``dispatch`` carries out: a call through the ``CallPanel`` (``calls``), a card through
  ``CardPlay`` (``card_play``), a take-back, claim or hint through ``TableRequests``
  (``requests``, which also tells the referee's answers);
- ``PlayerActivity`` (``activity``) says what the player is doing (watching,
  calling, playing, claiming...); ``PlayerChoice`` (``choice``) holds the card
  or call being chosen; ``MessageLine`` (``message``) the words for the player.

The table's host paces the computers' moves (Settings), so a person can follow each
card and say Contra before the next call.  Input is never blocked: acting during an
animation completes it at once and then acts.  The table never holds the app: it gets
``TableServices``.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.client.games import view_of
from game.client.matches.session import MatchSession
from game.client.scenes import Scene
from game.client.settings import Settings
from game.client.table import intents
from game.client.table.activity import Activity, PlayerActivity, activity_of
from game.client.table.animation import TableAnimator
from game.client.table.buttons import make_buttons, table_layout
from game.client.table.calls import CallPanel
from game.client.table.card_play import CardPlay
from game.client.table.chat import TableChat
from game.client.table.choice import PlayerChoice
from game.client.table.claim_check import worth_asking
from game.client.table.hint_text import hint_line
from game.client.table.input import TableInput
from game.client.table.intents import PlayerIntent
from game.client.table.message import MessageLine
from game.client.table.paint import TablePainter, sorted_hand
from game.client.table.requests import HINT_BLUE, TableRequests
from game.client.table.services import Intent, Screen, TableServices
from game.client.table.snapshot import TableSnapshot, hand_rects
from game.client.ui.assets import card_image
from game.client.ui.bidding import BidPanel
from game.client.ui.tween import Tweens
from game.client.ui.widgets import GOLD, INK, RED, ButtonRow
from game.core.actions import DEAL, Action, Kind, bid
from game.core.observation import Observation
from game.core.phase import Phase
from game.i18n import _
from game.table.view import SeatView


class TableScene(Scene):
    def __init__(self, services: TableServices, size: tuple[int, int], session: MatchSession,
                 autoplay_deals: int = 0) -> None:
        """``services``: all the table may use of the program (``table_services``);
        ``size``: the window's, to lay the table out for."""
        self.services = services
        self.session = session
        self.layout = table_layout(size, session.view.players, session.viewer)
        clock = Tweens()
        self.line = MessageLine(clock)
        self.animator = TableAnimator(session, services, self.line, clock, self.layout)
        self.painter = TablePainter()
        self.input = TableInput()
        self.activity = PlayerActivity()
        self.choice = PlayerChoice()
        self.language = services.settings.language
        """The language the message line's words are in (issue 48, item 10: changed
        mid-deal, the old words stayed under the new score sheet)."""
        self.calls = CallPanel(session, services, self.choice, self.line)
        self.cards = CardPlay(session, services, self.choice, self.line)
        self.requests = TableRequests(session, services, self.activity, self.line,
                                      self.choice)
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
            bubbles={seat: words() for seat, (words, _until) in anim.bubbles.items()},
            declared=dict(anim.declared_cards), message=self.line.current,
            panel=self.bid_panel, panel_focus=choice.panel_focus,
            pending_bid=choice.pending_bid, panel_notes=tuple(self.calls.notes(anim.shown)),
            buttons=self.buttons, name_parts=session.name_parts)
        if drawn is not None and drawn.layout is self.layout:
            snap = dataclasses.replace(snap, hand=drawn.hand, hand_rects=drawn.hand_rects)
        return snap

    # ------------------------------------------------------------------ set-up
    def claim_up(self) -> bool:
        """The Claim button is up: the player's own card to play (whatever the cards:
        nothing hidden decides it)."""
        session = self.session
        return (self.activity.now is Activity.PLAYING and session.is_human(session.viewer)
                and worth_asking(self.shown, session.viewer))

    def _make_buttons(self) -> None:
        session = self.session
        make_buttons(self.buttons, self.layout, session.hints_allowed,
                     self.settings.undo and session.undo_allowed, session.can_undo(),
                     self.claim_up())

    def refresh_buttons(self) -> None:
        """Undo is live only with something to take back; Claim comes and goes with the
        player's turn to play."""
        for b in self.buttons.buttons:
            if b.key == "undo":
                b.enabled = self.choice.pending_bid is not None or (
                    self.accepting() and self.session.can_undo())
        claim_up = any(b.key == "claim" for b in self.buttons.buttons)
        undo_up = any(b.key == "undo" for b in self.buttons.buttons)
        if claim_up != self.claim_up() or undo_up != (self.settings.undo
                                                      and self.session.undo_allowed):
            self._make_buttons()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self.animator.layout = table_layout(size, self.shown.players, self.session.viewer)
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
        if self.settings.language != self.language:  # what was said, said in the old one
            self.language = self.settings.language
            self.line.current = None

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
            self.requests.tell(session.said.popleft())
        self.chat.update(self.animator.tweens.time)
        self.line.fade()
        if session.hint is not None and self.hint_shown != session.version:
            _seat, suggestion = session.hint
            self.hint_shown = session.version
            self.say(hint_line(suggestion, session.names), HINT_BLUE, 8.0)
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
        self.cards.turn(self.shown, dt, self.hand_cards(), self.playable_cards())
        self.select_hint()
        self.calls.tick(dt, self.shown)

    def select_hint(self) -> None:
        panel = self.calls.panel
        self.choice.select_hint(self.hint_action(), self.hand_cards(), self.playable_cards(),
                                [b.key for b in panel.buttons] if panel is not None else [])

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
        """Build the call panel when the viewer (a human) is to call, clear of every other
        seat's bubble place whether it has called yet or not: the panel keeps one place
        through the auction (issue 48, item 17: in Bazar Belote it moved between the
        first round, when not everyone had called, and the second)."""
        calls = {spot.seat for spot in self.layout.seats} - {self.session.viewer}
        self.calls.update(self.shown, self.layout, calls, self.layout.side_plates(),
                          self.settings.four_colour)

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
        match intent:
            case intents.OpenMenu():
                self.open_menu()
            case intents.AskHint():
                self.ask_hint()
            case intents.ShowScores():
                self.show_scores()
            case intents.ShowLastTrick(held=held):
                self.show_last_trick(held)
            case intents.TakeBack():
                self.undo()
            case intents.ClaimRest():
                self.claim()
            case intents.TypeDigit(digit=digit):
                self.calls.type_digit(digit, self.shown)
            case intents.MoveChoice(step=step, panel=True):
                choice.move_focus(step, len(self.bid_panel.buttons) if self.bid_panel else 0)
            case intents.MoveChoice(step=step):
                choice.move_card(step, len(self.hand_cards()))
            case intents.Confirm(panel=True):
                self.calls.confirm(self.shown)
            case intents.Confirm():
                self.cards.play_chosen(self.shown, self.hand_cards(), self.playable_cards())
            case intents.ClickCall(action=action):
                button = self.calls.button_of(action)
                if button is not None:
                    self.calls.click(button, self.shown)
            case intents.ClickCard(card=card, double=double):
                cards = self.hand_cards()
                if card in cards:
                    choice.selected = cards.index(card)
                self.choose_card(card, confirmed=double or choice.lifted == card)
            case intents.DropCard(card=card):
                self.choose_card(card, confirmed=True)

    def send_pending_bid(self) -> None:
        self.calls.send_pending()

    def choose_card(self, card: int, confirmed: bool = True) -> None:
        """Play ``card``; with confirm before play and not ``confirmed``, lift it first."""
        self.cards.choose(self.shown, card, confirmed)

    def send(self, action: Action, seat: int) -> None:
        self.cards.send(action, seat)

    # ------------------------------------------------------------- commands
    def undo(self) -> None:
        """U or Undo: a bid still counting down is not sent (it never reached the table,
        so this is no take-back and needs none allowed); otherwise the request."""
        if self.calls.cancel_pending():
            return
        self.requests.undo()

    def claim(self) -> None:
        self.requests.claim(self.settled_activity(), self.claim_up())

    def ask_hint(self) -> None:
        self.requests.ask_hint()

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
