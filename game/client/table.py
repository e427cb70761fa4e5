"""The table scene: turns the core's events into animations and the player's input into
actions.

The session's queued steps ``(events, state)`` are taken one at a time when the previous
animations have finished: the shown state jumps to the step's state and sprites animate
what changed (dealing, cards to the trick, the trick to its winner, the turn-up flip, the
scores counting up).  Input is never blocked: a click during an animation completes it at
once and then acts.  Computer seats think on the worker thread; their answers are applied
after a short, adjustable pause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client import assets, game_text
from game.client.assets import card_image
from game.client.bidding import BidPanel, build_panel
from game.client.games import view_of
from game.client.hint_text import hint_line
from game.client.layout import BUTTON_PT, TableLayout, compute_layout
from game.client.match import MatchSession
from game.client.scenes import Scene
from game.client.sprites import CardSprite
from game.client.table_animation import Counter, TableAnimator
from game.client.table_paint import TablePainter, sorted_hand
from game.client.tween import Tweens
from game.client.widgets import DIM_INK, GOLD, RED, Button, ButtonRow
from game.core.actions import DEAL, PLAYS, Action, Kind, bid
from game.core.errors import IllegalActionError
from game.core.phase import Phase
from game.i18n import _
from game.i18n.reasons import reason_text
from game.i18n.terms import action_text, card_text

if TYPE_CHECKING:
    from game.client.app import App


class TableScene(Scene, TablePainter, TableAnimator):
    def __init__(self, app: App, session: MatchSession, autoplay_deals: int = 0) -> None:
        super().__init__(app)
        self.session = session
        self.tweens = Tweens()
        self.shown: Any = session.state
        self.layout = self.table_layout(app.size, session.state.players)
        self.sprites: list[CardSprite] = []
        self.hidden_trick: set[int] = set()
        self.trick_counts: tuple[int, ...] | None = None
        """Tricks shown while a won trick is still on its way to the winner."""
        self.deal_visible: list[int] | None = None
        self.turn_up_sprite: CardSprite | None = None
        self.score_counters = [Counter(s) for s in session.state.scores]
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.declared_cards: dict[int, tuple[int, ...]] = {}
        self.message: tuple[str, tuple[int, int, int]] | None = None
        self.message_until = 0.0
        self.bid_panel: BidPanel | None = None
        self.panel_key: tuple[int, int] | None = None
        self.panel_focus = -1
        self.pending_bid: Action | None = None
        self.pending_left = 0.0
        self.digits = ""
        self.digits_left = 0.0
        self.selected = -1
        self.hand_rect_of: dict[int, pygame.Rect] = {}
        self.ai_wait = 0.0
        self.sheet_shown_for = -1
        self.autoplay_deals = autoplay_deals
        self.deals_done = 0
        self.buttons = ButtonRow()
        self._make_buttons()
        self.warm_up()

    # ------------------------------------------------------------------ set-up
    def button_labels(self) -> dict[str, str]:
        """The table buttons' labels by layout name (the layout sizes them to fit)."""
        return {"hint": _("Hint (H)"), "scores": _("Scores"), "menu": _("Menu (Esc)")}

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
        for name in ("hint", "scores", "menu"):
            self.buttons.add(Button(rects[name], labels[name], actions[name],
                                    font_size=self.layout.font(BUTTON_PT)))

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self.table_layout(size, self.shown.players)
        self._make_buttons()
        self.panel_key = None
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

    # ---------------------------------------------------------------- pacing
    def accepting(self) -> bool:
        """True when the picture shows the latest state and nothing is moving."""
        return not self.tweens.busy and not self.session.steps

    def skip_animations(self) -> None:
        """Complete every animation and queued step now (the player acted)."""
        for _step in range(200):
            self.tweens.finish_all()
            if not self.session.steps:
                break
            self.take_step()
        self.tweens.finish_all()

    def update(self, dt: float) -> None:
        if self.app.notice:
            self.say(self.app.notice, RED, 8.0)
            self.app.notice = ""
        if self.session.notice:
            self.say(self.session.notice, RED, 8.0)
            self.session.notice = ""
        self.tweens.tick(dt)
        self.session.poll()
        now = self.tweens.time
        if self.message is not None and now > self.message_until:
            self.message = None
        self.bubbles = {s: b for s, b in self.bubbles.items() if b[1] > now}
        if self.session.hint is not None and self.hint_shown != self.session.version:
            _seat, suggestion = self.session.hint
            self.hint_shown = self.session.version
            self.say(hint_line(suggestion, self.session.names), (150, 220, 255), 8.0)
        if self.tweens.busy:
            return
        if self.session.steps:
            self.take_step()
            return
        self.sprites = [s for s in self.sprites if not s.done]
        state = self.shown
        if state.phase in (Phase.SCORED, Phase.OVER):
            if self.sheet_shown_for != self.session.version:
                self.sheet_shown_for = self.session.version
                self.deals_done += 1
                self.app.on_table_moment(self, "scores")
                from game.client.score_sheet import ScoreSheet

                self.app.stack.push(ScoreSheet(self.app, self))
            return
        self.follow_the_human(state.to_play)
        self.update_panel()
        if self.pending_bid is not None:
            self.pending_left -= dt
            if self.pending_left <= 0:
                self.send_pending_bid()
            return
        if self.digits:
            self.digits_left -= dt
            if self.digits_left <= 0:
                self.commit_digits()
        if state.phase is Phase.BIDDING:
            self.session.think_contra()
        if self.session.ai_to_play() is not None or self.session.contra_ready is not None:
            self.session.think()
            self.ai_wait += dt
            ready = self.session.ready is not None or self.session.contra_ready is not None
            if ready and self.ai_wait >= self.settings.ai_pause * min(1.0, self.speed):
                self.ai_wait = 0.0
                self.session.play_ready()

    hint_shown = -1

    # ------------------------------------------------------- events → sprites
    def take_step(self) -> None:
        events, state = self.session.steps.popleft()
        previous = self.shown
        self.shown = state
        self.panel_key = None
        self.selected = min(self.selected, len(self.hand_cards()) - 1)
        delay = 0.0
        for event in events:
            delay = self.animate_event(event, previous, delay)

    def follow_the_human(self, seat: int | None) -> None:
        """With several people at one screen, the bottom seat is whoever is to act."""
        session = self.session
        if seat is None or seat == session.viewer or not session.is_human(seat):
            return
        session.viewer = seat
        self.resize(self.layout.size)
        self.say(_("{name}'s turn: the screen turns to {name}").format(name=session.names[seat]),
                 GOLD, 4.0)

    # ---------------------------------------------------------------- queries
    def hand_cards(self) -> list[int]:
        state = self.shown
        hand = state.hands[self.session.viewer]
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
        notes = []
        hook = game_text.hook_note(self.shown)
        if hook:
            notes.append(hook)
        if self.pending_bid is not None:
            notes.append(_("Bidding {bid} in {seconds} s: pick another number to change it, "
                           "Enter to send now").format(
                bid=action_text(self.pending_bid), seconds=f"{max(0.0, self.pending_left):.1f}"))
        notes += view_of(self.shown).panel_notes(self.shown, self.session.viewer,
                                                 self.session.names)
        return notes

    def update_panel(self) -> None:
        """Build the bidding panel when the viewer (a human) is to call."""
        state = self.shown
        viewer = self.session.viewer
        legal = self.session.legal_for(viewer) if self.session.is_human(viewer) else ()
        wanted = bool(legal) and (state.phase is Phase.BIDDING or any(
            a.kind in (Kind.ANNOUNCE, Kind.SHOW) for a in legal))
        if not wanted:
            self.bid_panel = None
            self.panel_key = None
            return
        key = (self.session.version, len(self.panel_notes()))
        if self.panel_key == key and self.bid_panel is not None:
            return
        self.panel_key = key
        self.bid_panel = build_panel(state, legal, self.layout, self.settings.four_colour,
                                     self.panel_notes())
        if self.panel_focus >= len(self.bid_panel.buttons):
            self.panel_focus = -1

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
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
                    self.choose_call(b)
                    return
        for card in reversed(list(self.hand_rect_of)):
            if self.hand_rect_of[card].collidepoint(event.pos):
                self.choose_card(card)
                return

    def handle_key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_ESCAPE:
            self.open_menu()
            return
        if key == pygame.K_h:
            self.ask_hint()
            return
        if not self.accepting():
            self.skip_animations()
            self.update_panel()
        if self.bid_panel is not None:
            buttons = self.bid_panel.buttons
            if pygame.K_0 <= key <= pygame.K_9 or pygame.K_KP0 <= key <= pygame.K_KP9:
                digit = (key - pygame.K_0) if key <= pygame.K_9 else (key - pygame.K_KP0)
                self.digits += str(digit)
                self.digits_left = 0.7
                most = max((b.key.number for b in buttons if b.key.kind is Kind.BID), default=0)
                if int(self.digits) * 10 > most:
                    self.commit_digits()
                return
            if key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
                step = 1 if key in (pygame.K_RIGHT, pygame.K_DOWN) else -1
                self.panel_focus = (self.panel_focus + step) % len(buttons)
                return
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.pending_bid is not None:
                    self.send_pending_bid()
                elif 0 <= self.panel_focus < len(buttons):
                    self.choose_call(buttons[self.panel_focus])
                return
        cards = self.hand_cards()
        if key in (pygame.K_RIGHT, pygame.K_LEFT) and cards:
            step = 1 if key == pygame.K_RIGHT else -1
            self.selected = (self.selected + step) % len(cards)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and (
            0 <= self.selected < len(cards)
        ):
            self.choose_card(cards[self.selected])

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

    def choose_call(self, button: Button) -> None:
        action: Action = button.key
        viewer = self.session.viewer
        if not button.enabled:
            reason = self.session.refusal(action, viewer) or _("not possible now")
            self.say(f"{action_text(action)}: {reason}", RED, 6.0)
            self.app.sounds.play("refuse")
            return
        self.app.sounds.play("click")
        if view_of(self.shown).bid_may_change and self.settings.change_bid_seconds > 0:
            # blackout 8: the bid may still change until the next player bids.
            self.pending_bid = action
            self.pending_left = self.settings.change_bid_seconds
            self.panel_key = None
            return
        self.send(action, viewer)

    def send_pending_bid(self) -> None:
        action, self.pending_bid = self.pending_bid, None
        if action is not None:
            self.send(action, self.session.viewer)

    def choose_card(self, card: int) -> None:
        state = self.shown
        viewer = self.session.viewer
        if state.phase is not Phase.PLAY:
            self.say(_("Bidding first: choose your bid in the panel"), DIM_INK)
            return
        if state.to_play != viewer:
            who = self.session.names[state.to_play] if state.to_play is not None else "—"
            self.say(_("Wait for your turn: {name} is to play").format(name=who), DIM_INK)
            return
        reason = self.session.refusal(PLAYS[card], viewer)
        if reason is not None:
            self.say(_("{card} cannot be played: {reason}").format(card=card_text(card),
                                                                   reason=reason), RED, 6.0)
            self.app.sounds.play("refuse")
            return
        self.send(PLAYS[card], viewer)

    def send(self, action: Action, seat: int) -> None:
        out_of_turn = seat != self.shown.to_play
        try:
            self.session.apply(action, seat if out_of_turn else None)
        except IllegalActionError as exc:
            self.say(reason_text(exc, self.session.names), RED, 6.0)
            return
        self.ai_wait = 0.0
        self.panel_focus = -1

    def ask_hint(self) -> None:
        if self.session.ask_hint():
            self.say(_("Thinking about a hint…"), (150, 220, 255), 10.0)
        else:
            self.say(_("A hint is for your own turn"), DIM_INK)

    def show_scores(self) -> None:
        from game.client.score_sheet import ScoreSheet

        self.app.stack.push(ScoreSheet(self.app, self, between_deals=False))

    def open_menu(self) -> None:
        from game.client.menus import PauseMenu

        self.app.stack.push(PauseMenu(self.app, self))

    def next_deal(self) -> None:
        if self.shown.phase is Phase.SCORED and self.session.state.phase is Phase.SCORED:
            self.session.apply(DEAL)

    # ------------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface)
        for sprite in self.sprites:
            sprite.draw(surface, self.settings.four_colour)
        self.paint_panel(surface)
        self.paint_message(surface)
        self.buttons.draw(surface)


__all__ = ["TableScene", "bid"]
