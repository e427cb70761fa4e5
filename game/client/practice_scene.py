"""The Practice scene: a stream of seeded deals, the player's call, the teacher's feedback.

Phases: ``dealing`` (the next situation is being drawn), ``calling`` (the call panel),
``thinking`` (feedback computed on the practice worker, never on the UI thread),
``feedback`` (recommended call and reason, expected scores, the chart), ``playing`` and
``played`` (the deal played out by the AIs, with the verdict on the call; the Review
button opens the post-deal review of it).  Keys: digits + Enter bid in the Blackout games,
P plays it out, N deals the next, R reviews, G shows progress, Esc goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.client.bidding import BidPanel, build_panel
from game.client.game_text import call_label
from game.client.practice_paint import (
    BEST,
    GOOD,
    YOURS,
    belote_table,
    distribution_chart,
    draw_cards,
)
from game.client.practice_worker import JobWorker
from game.client.scenes import Scene
from game.client.table_paint import felt, sorted_hand
from game.client.widgets import DIM_INK, GOLD, INK, RED, Button, ButtonRow, fit_size, panel, text
from game.core.actions import PLAYS, Action, Kind, bid
from game.core.cards import SUIT_SYMBOLS, card_label
from game.core.errors import TrickbidError
from game.practice import Feedback, PracticeStream, Situation, feedback_for
from game.practice.feedback import SCREEN_TIME_LIMIT
from game.practice.playout import PlayOut
from game.practice.progress import Progress

if TYPE_CHECKING:
    from game.client.app import App

GAME_TITLES = {
    "blackout": "Blackout",
    "partnership-blackout": "Partnership Blackout",
    "bazar-belote": "Bazar Belote",
}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")


@dataclass
class PanelPlace:
    """What ``build_panel`` reads of a table layout: the scale, a centre, an area."""

    unit: float
    centre: tuple[int, int]
    play_area: pygame.Rect

    def font(self, base: float) -> int:
        """As ``TableLayout.font``: a size in pixels for ``base`` points at 1280×800."""
        return max(11, round(base * self.unit))


def practice_progress(app: App) -> Progress:
    """The player's practice history: the app's storage when it has one, else the
    storage package's own file (opened once per app)."""
    storage = getattr(app, "storage", None) or getattr(app, "practice_storage", None)
    if storage is None:
        from game.storage import open_storage

        storage = open_storage()
        app.practice_storage = storage  # type: ignore[attr-defined]
    return Progress(storage.practice)


def seat_name(situation: Situation | Any, seat: int) -> str:
    state = situation.state if isinstance(situation, Situation) else situation
    n = state.players
    if seat == 0:
        return "You"
    if n == 4:
        return {1: "Left", 2: "Partner", 3: "Right"}[seat] if state.game.id != "blackout" \
            else {1: "Left", 2: "Across", 3: "Right"}[seat]
    return f"Seat {seat}"


class PracticeScene(Scene):
    def __init__(self, app: App, game_id: str, drill: str = "deal", seed: int | None = None,
                 position: int | None = None, progress: Progress | None = None,
                 worlds: int | None = None) -> None:
        super().__init__(app)
        import random

        self.game_id = game_id
        self.seed = seed if seed is not None else random.SystemRandom().randrange(10**9)
        self.stream = PracticeStream(game_id, drill, seed=self.seed, position=position)
        self.drill = self.stream.drill
        self.worlds = worlds
        self._progress = progress
        self.worker = JobWorker()
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
        self.layout(app.size)
        self._next_deal()

    # ---------------------------------------------------------------- helpers
    @property
    def progress(self) -> Progress:
        if self._progress is None:
            self._progress = practice_progress(self.app)
        return self._progress

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 800)
        m = round(14 * u)
        self.bar = pygame.Rect(0, 0, w, round(52 * u))
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
        x = self.bar.right - gap - bw
        y = self.bar.centery - bh // 2
        self.buttons.add(Button(pygame.Rect(x, y, bw, bh), "Menu (Esc)", self.back))
        x -= bw + gap
        self.buttons.add(Button(pygame.Rect(x, y, bw, bh), "Progress (G)", self.show_progress))
        row_y = self.right.bottom - bh - gap
        labels = [("Play it out (P)", self.play_out, self.phase == "feedback"),
                  ("Next deal (N)", self._next_deal, self.phase in ("feedback", "played",
                                                                    "error")),
                  ("Review (R)", self.review, self.phase == "played")]
        if self.phase in ("dealing", "calling", "thinking"):
            labels = []
        elif self.phase == "playing":
            auto = self.playout is not None and self.playout.auto
            labels = [("Play my cards for me (A)", self.auto_play, not auto)]
        x = self.right.left + gap
        wide = round(180 * u) if self.phase != "playing" else round(260 * u)
        for label, action, enabled in labels:
            self.buttons.add(Button(pygame.Rect(x, row_y, wide, bh), label, action,
                                    enabled=enabled))
            x += wide + gap
        self.bid_panel = None
        if self.phase == "calling" and self.situation is not None:
            place = PanelPlace(u, self.right.center, self.right)
            notes = [self.drill.summary]
            self.bid_panel = build_panel(self.situation.state, self.situation.legal, place,
                                         self.app.settings.four_colour, notes)

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
            try:
                sit.state.apply(action)
                self.message = f"{action.label()} is not possible here"
            except TrickbidError as exc:
                self.message = str(exc)
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
            try:
                p.state.apply(action)
            except TrickbidError as exc:
                self.message = str(exc)
            return
        self.message = ""
        p.step(action)
        self.step_wait = self.pause()

    def pause(self) -> float:
        """Seconds between two AI moves, so the player can follow each card."""
        return min(0.6, float(getattr(self.app.settings, "ai_pause", 0.4)))

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
        from game.client.review_scene import ReviewScene
        from game.core.record import record_of

        self.app.stack.push(ReviewScene(self.app, record_of(self.playout_state), seat=0))

    def show_progress(self) -> None:
        from game.client.practice_progress import ProgressScene

        self.app.stack.push(ProgressScene(self.app, self.progress, self.game_id,
                                          self.drill.name))

    def back(self) -> None:
        self.worker.close()
        self.app.stack.pop()

    def exit(self) -> None:
        self.worker.close()

    def update(self, dt: float) -> None:
        for done in self.worker.poll():
            if done.error is not None:
                self.message = f"Something went wrong: {done.error}"
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
                    self.message = f"Progress not saved: {exc}"
            elif done.key == "step":
                self.step_wait = self.pause()
                continue
            self._build_buttons()
        self._pump(dt)

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
        elif self.phase == "calling" and self.game_id != "bazar-belote":
            if pygame.K_0 <= k <= pygame.K_9:
                self.digits = (self.digits + chr(k))[-2:]
            elif k == pygame.K_BACKSPACE:
                self.digits = self.digits[:-1]
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.digits:
                number, self.digits = int(self.digits), ""
                self.make_call(bid(number))

    # ----------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        u = self.u
        panel(surface, self.bar, alpha=170, radius=0)
        title = f"Practice · {GAME_TITLES[self.game_id]} · {self.drill.title}"
        if self.situation is not None:
            title += f" · deal #{self.situation.deal_id}"
        room = self.buttons.buttons[1].rect.left - round(30 * u)
        text(surface, title, fit_size(title, round(20 * u), room, True), GOLD, bold=True,
             midleft=(round(16 * u), self.bar.centery))
        self.draw_info(surface)
        self.draw_hand(surface)
        if self.phase == "calling" and self.bid_panel is not None:
            self.draw_panel(surface, self.bid_panel)
            if self.digits:
                text(surface, f"bid {self.digits}… (Enter)", round(18 * u), GOLD,
                     midtop=(self.bid_panel.rect.centerx, self.bid_panel.rect.bottom + 8))
        elif self.phase in ("dealing", "thinking"):
            label = ("Dealing a deal of this drill…" if self.phase == "dealing" else
                     "The teacher is playing your call out over many deals…")
            text(surface, label, round(20 * u), INK, center=self.right.center)
        elif self.feedback is not None:
            self.draw_feedback(surface, self.feedback)
        for b in self.buttons.buttons:
            b.draw(surface)
        if self.message:
            text(surface, self.message, round(16 * u), RED, wrap=self.right.width - 20,
                 midtop=(self.right.centerx, self.right.top + round(4 * u)))

    def action_top(self) -> int:
        """The top of the row of action buttons (Play it out, Next, Review)."""
        return self.right.bottom - round(48 * self.u)

    def draw_panel(self, surface: pygame.Surface, p: BidPanel) -> None:
        u = self.u
        panel(surface, p.rect, alpha=210)
        text(surface, p.title, round(17 * u), GOLD, bold=True,
             midtop=(p.rect.centerx, p.rect.top + round(8 * u)))
        for b in p.buttons:
            b.draw(surface)
        y = p.buttons[-1].rect.bottom + round(12 * u) if p.buttons else p.rect.centery
        for note in p.notes:
            text(surface, note, round(14 * u), DIM_INK, midtop=(p.rect.centerx, y))
            y += round(22 * u)

    def draw_info(self, surface: pygame.Surface) -> None:
        u = self.u
        r = self.info
        panel(surface, r, alpha=150)
        sit = self.situation
        x = r.left + round(14 * u)
        y = r.top + round(12 * u)
        size = round(16 * u)
        line = round(24 * u)
        if sit is None:
            text(surface, "…", size, DIM_INK, topleft=(x, y))
            return
        state = sit.state
        n = state.players
        pos = sit.position
        if pos == n - 1:
            first = "You deal: you speak last"
        else:
            first = f"Dealer: {seat_name(sit, state.dealer)} — you speak {ORDINALS[pos]}"
        rows: list[tuple[str, tuple[int, int, int]]] = [(first, INK)]
        if self.game_id == "blackout":
            trump = "no trump" if state.trump < 0 else f"trump {SUIT_SYMBOLS[state.trump]}"
            rows.append((f"{n} players · {state.hand_size} cards each · {trump}", INK))
            forbidden = state.forbidden_bid()
            if forbidden is not None:
                rows.append(((f"Hook: you may not bid {forbidden} (the bids would total "
                             f"{state.hand_size})"), GOLD))
        elif self.game_id == "partnership-blackout":
            rows.append(("Spades are trump · partners add their numbers", INK))
        else:
            contract = state.contract
            rows.append(("Standing bid: " + ("none" if contract is None else
                                             str(contract).replace("seat ", "")), INK))
        rows.append(("Calls so far:", DIM_INK))
        for seat, action in state.calls:
            rows.append((f"   {seat_name(sit, seat)}: {action.label()}", INK))
        if not state.calls:
            rows.append(("   none — you open", INK))
        for label, colour in rows:
            rect = text(surface, label, fit_size(label, size, r.width - 28 * u), colour,
                        topleft=(x, y))
            y = rect.bottom + line - rect.height
        if self.game_id == "blackout" and state.turn_up is not None:
            h = round(min(110 * u, r.bottom - y - 36 * u))
            if h > 40:
                text(surface, "Turned up:", size, DIM_INK, topleft=(x, y + round(6 * u)))
                draw_cards(surface, [state.turn_up],
                           pygame.Rect(x + round(110 * u), y + round(6 * u), h, h), h,
                           self.app.settings.four_colour)

    def draw_hand(self, surface: pygame.Surface) -> None:
        sit = self.situation
        if sit is None:
            return
        state = self.playout.state if self.playout is not None and self.phase == "playing" \
            else sit.state
        trump = state.trump
        hand = int(state.hands[sit.seat])
        cards = sorted_hand(hand, trump if trump >= 0 else -1, True)
        dim: frozenset[int] = frozenset()
        if self.playout is not None and self.phase == "playing":
            legal = {a.card for a in state.legal_actions()} if self.playout.waiting else set()
            dim = frozenset(c for c in cards if c not in legal)
        rects = draw_cards(surface, cards, self.hand_area, self.card_h,
                           self.app.settings.four_colour, dim)
        self.hand_cards = list(zip(cards, rects, strict=True))

    def draw_feedback(self, surface: pygame.Surface, fb: Feedback) -> None:
        u = self.u
        r = self.right
        panel(surface, r, alpha=120)
        x = r.left + round(16 * u)
        y = r.top + round(12 * u)
        mine = fb.value_of(fb.call)
        best = fb.value_of(fb.best)
        if fb.exact:
            head = f"Your call {fb.call.label()} is the teacher's call."
            colour = GOOD
        else:
            head = (f"Your call {fb.call.label()} — the teacher calls {fb.best.label()}:"
                    f" {fb.loss:.1f} points given up")
            colour = GOLD
        rect = text(surface, head, fit_size(head, round(20 * u), r.width - 32, True), colour,
                    bold=True, topleft=(x, y))
        y = rect.bottom + round(6 * u)
        exp = (f"Expected score: your call {mine.expected:+.1f}, best {best.expected:+.1f}"
               f" ({fb.worlds} simulated deals, {fb.seconds:.1f} s)")
        if mine.success is not None:
            what = "bid" if fb.game_id == "blackout" else "contract"
            exp += f" · your {what} made {mine.success:.0%}"
        rect = text(surface, exp, fit_size(exp, round(16 * u), r.width - 32), INK,
                    topleft=(x, y))
        y = rect.bottom + round(6 * u)
        rect = text(surface, "Why: " + fb.reason, round(15 * u), DIM_INK, wrap=r.width - 32,
                    topleft=(x, y))
        y = rect.bottom + round(6 * u)
        others = " · ".join(f"{v.action.label()} {v.expected:+.1f}" for v in fb.values[:6])
        rect = text(surface, "Best calls: " + others, fit_size("Best calls: " + others,
                    round(14 * u), r.width - 32), DIM_INK, topleft=(x, y))
        y = rect.bottom + round(8 * u)
        bottom = self.action_top() - round(8 * u)
        if self.verdict:
            strip = pygame.Rect(r.left + 8, bottom - round(34 * u), r.width - 16, round(30 * u))
            panel(surface, strip, alpha=220, colour=(60, 50, 10))
            text(surface, self.verdict, fit_size(self.verdict, round(17 * u), strip.width - 16,
                                                 True), GOLD, bold=True, center=strip.center)
            bottom = strip.top - round(6 * u)
        chart = pygame.Rect(r.left + 8, y, r.width - 16, max(40, bottom - y))
        if self.phase == "playing" and self.playout is not None:
            self._play_view(surface, chart, self.playout)
        elif fb.game_id == "bazar-belote":
            self._belote_chart(surface, chart, fb)
        else:
            self._trick_chart(surface, chart, fb)

    def _play_view(self, surface: pygame.Surface, rect: pygame.Rect, p: PlayOut) -> None:
        """The deal being played: calls or contract, tricks taken, the trick on the table."""
        u = self.u
        panel(surface, rect, alpha=150)
        state = p.state
        sit = p.situation
        x = rect.left + round(14 * u)
        y = rect.top + round(10 * u)
        n = state.players
        calls = {s: a for s, a in state.calls}
        parts = []
        for seat in range(n):
            call = calls.get(seat)
            label = "—" if call is None else call_label(call)
            took = state.tricks[seat]
            parts.append(f"{seat_name(sit, seat)}: {label}, {took} trick{'' if took == 1 else 's'}")
        line = " · ".join(parts)
        r = text(surface, line, fit_size(line, round(15 * u), rect.width - 28), INK,
                 topleft=(x, y))
        y = r.bottom + round(8 * u)
        if state.phase == "bidding":
            text(surface, "The auction goes on…", round(16 * u), DIM_INK, topleft=(x, y))
            return
        trick = state.trick or (state.past_tricks[-1] if state.past_tricks else ())
        label = "Trick on the table" if state.trick else "Last trick"
        text(surface, f"{label} · trick {len(state.past_tricks) + (1 if state.trick else 0)}"
             f" of {state.hand_size}", round(15 * u), DIM_INK, topleft=(x, y))
        h = round(min(rect.height * 0.55, 120 * u))
        w = round(h * 0.72)
        gap = round(14 * u)
        total = len(trick) * (w + gap)
        left = rect.centerx - total // 2
        top = y + round(30 * u)
        from game.client import assets

        winner = state.to_play if not state.trick and state.past_tricks else None
        for i, (seat, card) in enumerate(trick):
            cx = left + i * (w + gap)
            surface.blit(assets.card_image(card, h, self.app.settings.four_colour), (cx, top))
            if seat == winner:
                pygame.draw.rect(surface, GOLD, (cx - 3, top - 3, w + 6, h + 6), width=3,
                                 border_radius=6)
            text(surface, seat_name(sit, seat), round(14 * u), INK,
                 midtop=(cx + w // 2, top + h + round(4 * u)))
        if p.waiting:
            text(surface, "Your turn: click a card (the dimmed ones may not be played)",
                 round(17 * u), GOLD, bold=True, center=(rect.centerx,
                                                         rect.bottom - round(20 * u)))

    def _trick_chart(self, surface: pygame.Surface, rect: pygame.Rect, fb: Feedback) -> None:
        # the team's tricks decide Number, Board and Zero; a Nil is the caller's own count
        team = fb.game_id == "partnership-blackout" and fb.call.kind is not Kind.NIL
        mine = fb.value_of(fb.call)
        best = fb.value_of(fb.best)
        pick = (lambda v: v.team_tricks) if team else (lambda v: v.tricks)
        series = [(f"your call {fb.call.label()}", pick(mine), YOURS)]
        if not fb.exact:
            series.append((f"best {fb.best.label()}", pick(best), BEST))
        marks: dict[int, str] = {}
        if not team:
            marks[fb.call.number] = "your bid"
            if not fb.exact:
                marks[fb.best.number] = "best bid"
        title = ("Your team's tricks over the simulated deals" if team
                 else "Your tricks over the simulated deals")
        distribution_chart(surface, rect, self.u, title, series, marks)

    def _belote_chart(self, surface: pygame.Surface, rect: pygame.Rect, fb: Feedback) -> None:
        def cell(a: Action) -> tuple[int, int] | None:
            if a.kind is Kind.BID:
                return a.suit, a.number - 8
            if a.kind is Kind.CAPOT:
                return a.suit, 9
            return None

        belote_table(surface, rect, self.u, fb.suit_points, fb.extra, cell(fb.call),
                     cell(fb.best))


def card_text(cards: list[int]) -> str:
    return " ".join(card_label(c) for c in cards)
