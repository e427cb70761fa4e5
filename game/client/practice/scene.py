"""The Practice scene: a stream of seeded deals, the player's call, the teacher's feedback.

Phases: ``dealing`` (the next situation is being drawn), ``calling`` (the call panel),
``thinking`` (feedback computed on the practice worker, never on the UI thread),
``feedback`` (recommended call and reason, expected scores, the chart), ``playing`` and
``played`` (the deal played out by the AIs, with the verdict on the call; the Review
button opens the post-deal review of it).  Keys: digits + Enter bid in the Blackout games,
P plays it out, N deals the next, R reviews, G shows progress, Esc goes back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.client.games import game_title
from game.client.history.review import ReviewScene
from game.client.practice.panels import PracticePanels, seat_name
from game.client.practice.progress import ProgressScene
from game.client.practice.worker import JobWorker
from game.client.scenes import Scene
from game.client.ui.bidding import BidPanel, build_panel
from game.client.ui.button_layout import label_width
from game.client.ui.keys import DIGIT_VALUE, ENTER
from game.client.ui.screen_frame import screen_frame, title_bar
from game.client.ui.widgets import (
    GOLD,
    INK,
    MIN_LABEL_PX,
    RED,
    Button,
    ButtonRow,
    text,
)
from game.core.actions import PLAYS, Action, Kind, bid
from game.core.record import record_of
from game.i18n import _
from game.i18n.reasons import reason_text
from game.i18n.terms import action_text
from game.practice import Feedback, PracticeStream, Situation, feedback_for
from game.practice.feedback import SCREEN_TIME_LIMIT
from game.practice.playout import PlayOut
from game.practice.progress import Progress
from game.practice.review import CallAnalysis, DealReview
from game.table.view import seat_view

if TYPE_CHECKING:
    from game.client.scenes import SceneHost

__all__ = ["PracticeScene", "practice_progress"]


@dataclass
class PanelPlace:
    """What ``build_panel`` reads of a table layout: the scale, a centre, an area."""
    unit: float
    centre: tuple[int, int]
    play_area: pygame.Rect

    def font(self, base: float) -> int:
        """As ``TableLayout.font``: a size in pixels for ``base`` points at 1280×800."""
        return max(11, round(base * self.unit))


def practice_progress(host: SceneHost) -> Progress:
    """The player's practice history, in the program's storage (a run that keeps nothing,
    a demo or autoplay, gets a history for this run only)."""
    return Progress(host.practice_storage().practice)


class PracticeScene(Scene, PracticePanels):
    def __init__(self, host: SceneHost, game_id: str, drill: str = "deal", seed: int | None = None,
                 position: int | None = None, progress: Progress | None = None,
                 worlds: int | None = None, options: dict[str, Any] | None = None) -> None:
        super().__init__(host)

        self.game_id = game_id
        self.seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
        self.stream = PracticeStream(game_id, drill, seed=self.seed, position=position,
                                     options=options)
        self.drill = self.stream.drill
        self.worlds = worlds
        self._progress = progress
        self.worker = JobWorker(self.host.thinker)
        self.phase = "dealing"
        self.situation: Situation | None = None
        self.call: Action | None = None
        self.feedback: Feedback | None = None
        self.playout_state: Any = None
        self.playout: PlayOut | None = None
        self.step_wait = 0.0
        self.hand_cards: list[tuple[int, pygame.Rect]] = []
        self.verdict = ""
        self.message = ""
        self.digits = ""
        self.bid_panel: BidPanel | None = None
        self.buttons = ButtonRow()
        self.layout(host.size)
        self._next_deal()

    # ---------------------------------------------------------------- helpers
    @property
    def progress(self) -> Progress:
        if self._progress is None:
            self._progress = practice_progress(self.host)
        return self._progress

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        u, self.bar = title_bar(size)
        self.u = u
        m = round(14 * u)
        self.card_h = round(min(128 * u, h * 0.19))
        self.hand_area = pygame.Rect(m, h - self.card_h - m, w - 2 * m, self.card_h)
        body_top = self.bar.bottom + m
        body_bottom = self.hand_area.top - m
        self.info = pygame.Rect(m, body_top, round(380 * u), body_bottom - body_top)
        self.right = pygame.Rect(self.info.right + m, body_top, w - self.info.right - 2 * m,
                                 body_bottom - body_top)
        self._build_buttons()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout(size)

    def _build_buttons(self) -> None:
        u = self.u
        self.buttons.clear()
        bh = round(38 * u)
        bw = round(150 * u)
        gap = round(10 * u)
        size_px = max(MIN_LABEL_PX + 2, int(bh * 0.45))
        y = self.bar.centery - bh // 2
        x = self.bar.right - gap
        for label, action in ((_("Menu (Esc)"), self.back),
                              (_("Progress (G)"), self.show_progress)):
            width = label_width(label, size_px, bw)
            x -= width
            self.buttons.add(Button(pygame.Rect(x, y, width, bh), label, action,
                                    font_size=size_px))
            x -= gap
        row_y = self.right.bottom - bh - gap
        labels = [(_("Play it out (P)"), self.play_out, self.phase == "feedback"),
                  (_("Next deal (N)"), self._next_deal, self.phase in ("feedback", "played",
                                                                       "error")),
                  (_("Review (R)"), self.review, self.phase == "played")]
        if self.phase in ("dealing", "calling", "thinking"):
            labels = []
        elif self.phase == "playing":
            auto = self.playout is not None and self.playout.auto
            labels = [(_("Play my cards for me (A)"), self.auto_play, not auto)]
        x = self.right.left + gap
        wide = round(180 * u) if self.phase != "playing" else round(260 * u)
        for label, action, enabled in labels:  # each as wide as its words need
            width = label_width(label, size_px, wide)
            self.buttons.add(Button(pygame.Rect(x, row_y, width, bh), label, action,
                                    enabled=enabled, font_size=size_px))
            x += width + gap
        self.bid_panel = None
        if self.phase == "calling" and self.situation is not None:
            place = PanelPlace(u, self.right.center, self.right)
            notes = [_(self.drill.summary)]
            shown = seat_view(self.situation.state, self.situation.seat, 0)
            self.bid_panel = build_panel(shown, self.situation.legal, place,
                                         self.host.settings.four_colour, notes)

    # ----------------------------------------------------------------- flow
    def _next_deal(self) -> None:
        if self.phase in ("dealing", "thinking", "playing") and self.situation is not None:
            return
        self.phase = "dealing"
        self.call = self.feedback = self.playout_state = self.playout = None
        self.verdict = self.message = self.digits = ""
        self.worker.submit("situation", self.stream.next)
        self._build_buttons()

    def make_call(self, action: Action) -> None:
        sit = self.situation
        if self.phase != "calling" or sit is None:
            return
        if action not in sit.legal:
            refused = sit.state.refusal(action)
            self.message = (reason_text(refused) if refused is not None else
                            _("{call} is not possible here").format(call=action_text(action)))
            return
        self.call = action
        self.phase = "thinking"
        self.message = ""
        worlds = self.worlds
        self.worker.submit("feedback",
                           lambda: feedback_for(sit, action, worlds, time_limit=SCREEN_TIME_LIMIT))
        self._build_buttons()

    def play_out(self) -> None:
        """Play the deal out: the AIs take the other seats, the player plays his own cards
        (or lets the AI play them: A)."""
        if self.phase != "feedback" or self.situation is None or self.call is None:
            return
        self.phase = "playing"
        self.playout = PlayOut(self.situation, self.call, auto=False)
        self.step_wait = 0.0
        self._build_buttons()

    def auto_play(self) -> None:
        if self.playout is not None and self.phase == "playing":
            self.playout.auto = True
            self._build_buttons()

    def play_card(self, card: int) -> None:
        p = self.playout
        if p is None or not p.waiting:
            return
        action = PLAYS[card]
        if action not in p.state.legal_actions():
            refused = p.state.refusal(action)
            self.message = "" if refused is None else reason_text(refused)
            return
        self.message = ""
        p.step(action)
        self.step_wait = self.pause()

    def pause(self) -> float:
        """Seconds between two AI moves, so the player can follow each card."""
        return min(0.6, self.host.settings.ai_pause)

    def _pump(self, dt: float) -> None:
        p = self.playout
        if self.phase != "playing" or p is None or self.worker.busy("step"):
            return
        if p.done:
            self.playout_state, self.verdict = p.state, p.verdict
            self.phase = "played"
            self._build_buttons()
            return
        self.step_wait -= dt
        if p.waiting or self.step_wait > 0:
            return
        self.worker.submit("step", p.step)

    def review(self) -> None:
        if self.playout_state is None:
            return

        state = self.playout_state
        names = tuple(seat_name(state, s) for s in range(state.players))
        known: dict[int, CallAnalysis] = {}
        deal_name = None
        if self.situation is not None:
            deal_name = _("deal #{number}").format(number=self.situation.deal_id)
            if self.feedback is not None:
                known = drill_call_analysis(record_of(state), self.situation, self.feedback)
        self.host.push(ReviewScene(self.host, record_of(state), seat=0, names=names,
                                        known_calls=known, deal_name=deal_name))

    def show_progress(self) -> None:
        self.host.push(ProgressScene(self.host, self.progress, self.game_id,
                                          self.drill.name))

    def back(self) -> None:
        self.worker.close()
        self.host.pop()

    def exit(self) -> None:
        self.worker.close()

    def update(self, dt: float) -> None:
        for done in self.worker.poll():
            if done.error is not None:
                self.message = _("Something went wrong: {error}").format(error=done.error)
                if done.key == "situation":
                    self.phase = "error"
                elif done.key == "feedback":
                    self.phase = "calling"
                elif done.key == "step":
                    self.phase = "feedback"
            elif done.key == "situation":
                self.situation = done.result
                self.phase = "calling"
            elif done.key == "feedback":
                self.feedback = done.result
                self.phase = "feedback"
                try:
                    self.progress.record(done.result)
                except Exception as exc:  # noqa: BLE001 - storage trouble must not stop practice
                    self.message = _("Progress not saved: {error}").format(error=exc)
            elif done.key == "step":
                self.step_wait = self.pause()
                continue
            self._build_buttons()
        self._pump(dt)

    def wake_in(self) -> float | None:
        """Every frame while the worker deals, judges a call or plays the deal out."""
        return 0.0 if self.worker.busy() or self.phase == "playing" else None

    # ---------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if self.buttons.handle(event) is not None:
            return
        if self.phase == "playing" and event.type == pygame.MOUSEBUTTONDOWN \
                and event.button == 1:
            for card, rect in reversed(self.hand_cards):
                if rect.collidepoint(event.pos):
                    self.play_card(card)
                    return
        if self.bid_panel is not None and event.type == pygame.MOUSEBUTTONDOWN \
                and event.button == 1:
            for b in self.bid_panel.buttons:
                if b.contains(event.pos):
                    self.make_call(b.key)
                    return
        if self.bid_panel is not None and event.type == pygame.MOUSEMOTION:
            for b in self.bid_panel.buttons:
                b.hover = b.contains(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        k = event.key
        if k == pygame.K_ESCAPE:
            self.back()
        elif k == pygame.K_n:
            self._next_deal()
        elif k == pygame.K_p:
            self.play_out()
        elif k == pygame.K_r:
            self.review()
        elif k == pygame.K_g:
            self.show_progress()
        elif k == pygame.K_a:
            self.auto_play()
        elif self.phase == "calling" and self._bids_by_number():
            if k in DIGIT_VALUE:  # the number row or the keypad
                self.digits = (self.digits + str(DIGIT_VALUE[k]))[-2:]
            elif k == pygame.K_BACKSPACE:
                self.digits = self.digits[:-1]
            elif k in ENTER and self.digits:
                number, self.digits = int(self.digits), ""
                self.make_call(bid(number))

    # ----------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        title = _("Practice · {game} · {drill}").format(game=game_title(self.game_id),
                                                        drill=_(self.drill.title))
        if self.situation is not None:
            title += " · " + _("deal #{number}").format(number=self.situation.deal_id)
        screen_frame(surface, self.bar, title, round(20 * u), round(16 * u),
                     room=self.buttons.buttons[1].rect.left - round(30 * u))
        self.draw_info(surface)
        self.draw_hand(surface)
        if self.phase == "calling" and self.bid_panel is not None:
            self.draw_panel(surface, self.bid_panel)
            if self.digits:
                text(surface, _("bid {number}… (Enter)").format(number=self.digits),
                     round(18 * u), GOLD,
                     midtop=(self.bid_panel.rect.centerx, self.bid_panel.rect.bottom + 8))
        elif self.phase in ("dealing", "thinking"):
            label = (_("Dealing a deal of this drill…") if self.phase == "dealing" else
                     _("The teacher is playing your call out over many deals…"))
            text(surface, label, round(20 * u), INK, center=self.right.center)
        elif self.feedback is not None:
            self.draw_feedback(surface, self.feedback)
        for b in self.buttons.buttons:
            b.draw(surface)
        if self.message:
            text(surface, self.message, round(16 * u), RED, wrap=self.right.width - 20,
                 midtop=(self.right.centerx, self.right.top + round(4 * u)))

    def _bids_by_number(self) -> bool:
        """The calls include plain numbers (the Blackout games), so digits can bid."""
        sit = self.situation
        return sit is not None and any(a.kind is Kind.BID and a.suit < 0 for a in sit.legal)

    def action_top(self) -> int:
        """The top of the row of action buttons (Play it out, Next, Review)."""
        return self.right.bottom - round(48 * self.u)


def drill_call_analysis(record: dict[str, Any], situation: Situation,
                        feedback: Feedback) -> dict[int, CallAnalysis]:
    """The review's line for the drill's call, from the very feedback the player read (the
    review's own search sampled other worlds: 1.6 points given up here, 2.6 there, issue
    40); by the call's number among the seat's calls of the deal."""

    review = DealReview(record, situation.seat)
    asked = len(situation.state.calls)
    for number, (before, call) in enumerate(review.seat_calls(), start=1):
        if len(before.calls) == asked and call == feedback.call:
            return {number: CallAnalysis(
                number, feedback.call, feedback.best,
                feedback.value_of(feedback.call).expected,
                feedback.value_of(feedback.best).expected, feedback.reason)}
    return {}
