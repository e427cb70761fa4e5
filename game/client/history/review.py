"""The Review scene: a finished deal, all hands face up, stepped card by card.

Left/Right arrows (or the buttons) step one card backwards and forwards (a trick fills
card by card, as README and F1 say), Home/End jump to the hands as dealt and to the last
card, Page Up/Page Down to the match's other deals, Esc closes.  At each trick where the reviewed seat played, the
side panel shows its card against the strong AI's choice from the seat's own view at that
moment, with the expected result of both (computed on the practice worker; cached).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.client.games import game_title, view_of
from game.client.history.review_layout import SeatBox, seat_boxes, trick_slots
from game.client.history.review_words import (
    Line,
    call_lines,
    card_lines,
    view_lines,
)
from game.client.practice.paint import GOOD, draw_cards
from game.client.practice.worker import JobWorker
from game.client.scenes import Scene
from game.client.table.game_text import call_label, contract_text
from game.client.table.paint import sorted_hand
from game.client.ui import assets
from game.client.ui.button_layout import label_width
from game.client.ui.screen_frame import screen_frame, title_bar
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    Button,
    ButtonRow,
    fit_size,
    panel,
    px,
    readable,
    text,
)
from game.i18n import _, ngettext, number
from game.i18n.seats import table_names
from game.practice.position_view import VIEWS, PositionViews
from game.practice.review import CallAnalysis, CardAnalysis, DealReview, deal_count

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


class ReviewScene(Scene):
    def __init__(self, host: SceneHost, record: dict[str, Any], seat: int = 0,
                 deal: int | None = None, views: PositionViews = VIEWS,
                 names: tuple[str, ...] | None = None,
                 deal_records: Sequence[dict[str, Any]] = (),
                 known_calls: dict[int, CallAnalysis] | None = None,
                 deal_name: str | None = None) -> None:
        """``names``: the seats as the table that played the deal named them (default: the
        table's names counted from ``seat``, which is "You").  ``deal_records``: instead
        of a match's record, the records of its finished deals, one each (the table's, in
        a match still being played: no seed of the deals to come); ``deal`` then picks
        one (1-based) and PgUp/PgDn step through them.  ``known_calls``: calls already
        analysed, by number (practice's feedback: the review shows the same figures, not a
        second search's).  ``deal_name``: how the deal is called in the title (practice:
        "deal #926635598"; default: its number in the match)."""
        super().__init__(host)
        self.deal_records = list(deal_records)
        self.picked = 0
        """The deal shown, 1-based, among ``deal_records`` (0: a match's record)."""
        if self.deal_records:
            deal = max(1, min(len(self.deal_records), deal or len(self.deal_records)))
            self.picked = deal
            record, deal = self.deal_records[deal - 1], None
        self.record = record
        self.deals = len(self.deal_records) or deal_count(record)
        self.review = DealReview(record, seat, deal)
        self.seat = seat
        self.views = views
        self.names = names
        self.worker = JobWorker(self.host.thinker)
        self.analyses: dict[int, CardAnalysis | str] = {}
        self.view_seat: int | None = None
        """Whose view of the deal the side panel shows (V cycles), None: the analysis."""
        self.known_calls: dict[int, CallAnalysis] = dict(known_calls or {})
        self.deal_name = deal_name
        self.call_analyses: dict[int, CallAnalysis | str] = dict(self.known_calls)
        """The seat's calls (1-based) against the AI's, shown with the hands as dealt."""
        self.buttons = ButtonRow()
        self.cards_shown = 0
        """Cards of the trick at ``review.position`` on the table so far (← → step one)."""
        self._boxes_for: tuple[object, ...] = ()
        self._boxes: list[SeatBox] = []
        self._slots: dict[int, pygame.Rect] = {}
        self.resize(host.size)
        self.ask_all()

    def ask_all(self) -> None:
        """The calls first (the review opens on them), then every card in trick order, in
        the background, so stepping forwards finds the answers ready."""
        for nth in range(1, len(self.review.seat_calls()) + 1):
            if nth not in self.call_analyses:
                self._ask_call(nth)
        for trick_number, _card in self.review.seat_cards():
            self._ask(trick_number)

    def change_deal(self, step: int) -> None:
        """Review the record's previous or next deal (PgUp/PgDn): a match's every deal."""
        current = self.deal_index
        target = max(1, min(self.deals, current + step))
        if target == current:
            return
        try:
            if self.deal_records:
                review = DealReview(self.deal_records[target - 1], self.seat)
            else:
                review = DealReview(self.record, self.seat, target)
        except ValueError:
            return
        if not review.tricks_played:  # a deal thrown in or left unplayed: nothing to step
            return
        self.worker.close()
        self.worker = JobWorker(self.host.thinker)
        self.picked = target
        self.review = review
        self.cards_shown = 0
        self.known_calls.clear()  # they were the first deal's
        self.deal_name = None
        self.analyses.clear()
        self.call_analyses.clear()
        self.resize(self.host.size)
        self.ask_all()

    @property
    def deal_index(self) -> int:
        """The deal shown, 1-based, among the deals the review can step through."""
        return self.picked if self.deal_records else self.review.deal

    def _ask_call(self, number: int) -> None:
        review, views = self.review, self.views
        self.worker.submit(f"call {number}", lambda: review.analyse_call(number, views))

    def _ask(self, trick_number: int) -> None:
        review, views = self.review, self.views
        self.worker.submit(str(trick_number), lambda: review.analyse(trick_number, views))

    def total_loss(self) -> tuple[float, int] | None:
        """Points given up by the seat's cards against the AI's over the deal, and how many
        cards differed — once every card is analysed."""
        cards = [t for t, _ in self.review.seat_cards()]
        found = [self.analyses.get(t) for t in cards]
        if not all(isinstance(a, CardAnalysis) for a in found):
            return None
        done = [a for a in found if isinstance(a, CardAnalysis)]
        return sum(a.loss for a in done), sum(a.loss >= 0.05 for a in done)

    # ---------------------------------------------------------------- layout
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u, self.bar = title_bar(size)
        self.u = u
        m = round(14 * u)
        self.side = pygame.Rect(w - m - round(330 * u), self.bar.bottom + m, round(330 * u),
                                h - self.bar.bottom - 2 * m)
        self.table = pygame.Rect(m, self.bar.bottom + m, self.side.left - 2 * m,
                                 h - self.bar.bottom - 2 * m)
        self.buttons.clear()
        bh = round(38 * u)
        bw = round(140 * u)
        y = self.bar.centery - bh // 2
        x = w - m - bw
        self.buttons.add(Button(pygame.Rect(x, y, bw, bh), _("Close (Esc)"), self.close))
        x -= bw + m
        self.buttons.add(Button(pygame.Rect(x, y, bw, bh), _("Next ▶"), self.forward,
                                enabled=not self.at_end()))
        x -= bw + m
        self.buttons.add(Button(pygame.Rect(x, y, bw, bh), _("◀ Back"), self.back,
                                enabled=self.review.position > 0))
        label = _("Who knew what (V)")
        vw = label_width(label, max(10, int(bh * 0.45)), bw)
        x -= vw + m
        self.buttons.add(Button(pygame.Rect(x, y, vw, bh), label, self.cycle_view,
                                picked=self.view_seat is not None))
        self.bar_left = x
        if self.deals > 1:  # a match: its other deals, by mouse as by PgUp/PgDn
            half = (self.side.width - 3 * m) // 2
            y = self.side.bottom - bh - m
            self.buttons.add(Button(pygame.Rect(self.side.left + m, y, half, bh),
                                    _("◀ Deal (PgUp)"), lambda: self.change_deal(-1),
                                    enabled=self.deal_index > 1))
            self.buttons.add(Button(pygame.Rect(self.side.right - m - half, y, half, bh),
                                    _("Deal ▶ (PgDn)"), lambda: self.change_deal(1),
                                    enabled=self.deal_index < self.deals))

    # ------------------------------------------------------------------ flow
    def trick_size(self, position: int) -> int:
        """Cards in the trick of ``position`` (none at 0, the hands as dealt)."""
        return len(self.review.step(position).trick)

    def at_end(self) -> bool:
        r = self.review
        return r.position == r.last and self.cards_shown >= self.trick_size(r.last)

    def forward(self) -> None:
        """One card on: the next card of this trick, or the first of the next."""
        r = self.review
        if self.cards_shown < self.trick_size(r.position):
            self.cards_shown += 1
        elif r.position < r.last:
            r.forward()
            self.cards_shown = 1
        self.resize(self.host.size)

    def back(self) -> None:
        """One card back: the trick loses its last card; past its first, the trick before
        shows whole (before the first trick: the hands as dealt)."""
        r = self.review
        if self.cards_shown > 1:
            self.cards_shown -= 1
        elif r.position > 0:
            r.back()
            self.cards_shown = self.trick_size(r.position)
        self.resize(self.host.size)

    def to_start(self) -> None:
        """Home: the hands as dealt."""
        self.review.position = 0
        self.cards_shown = 0
        self.resize(self.host.size)

    def to_end(self) -> None:
        """End: the last card of the deal."""
        self.review.position = self.review.last
        self.cards_shown = self.trick_size(self.review.last)
        self.resize(self.host.size)

    def shown_step(self) -> Any:
        """What the table shows: the review's step, with the trick cut to the cards shown
        and those cards back in the hands that had not played them yet."""
        r = self.review
        full = r.step()
        if r.position == 0 or self.cards_shown >= len(full.trick):
            return full
        before = r.step(r.position - 1)
        hands = list(before.hands)
        for seat, card in full.trick[: self.cards_shown]:
            hands[seat] &= ~(1 << card)
        return dataclasses.replace(full, hands=tuple(hands),
                                   trick=full.trick[: self.cards_shown], winner=None,
                                   tricks=before.tricks)

    def cycle_view(self) -> None:
        """The next seat's view of the deal (the others first, then the analysis again)."""
        n = len(self.review.dealt)
        order = [(self.seat + k) % n for k in range(1, n)] + [self.seat]
        if self.view_seat is None:
            self.view_seat = order[0]
        else:
            i = order.index(self.view_seat)
            self.view_seat = order[i + 1] if i + 1 < len(order) else None
        self.resize(self.host.size)

    def close(self) -> None:
        self.worker.close()
        self.host.pop()

    def exit(self) -> None:
        self.worker.close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key == pygame.K_RIGHT:
                self.forward()
            elif event.key == pygame.K_LEFT:
                self.back()
            elif event.key == pygame.K_v:
                self.cycle_view()
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.change_deal(-1 if event.key == pygame.K_PAGEUP else 1)
            elif event.key == pygame.K_HOME:
                self.to_start()
            elif event.key == pygame.K_END:
                self.to_end()
            return
        self.buttons.handle(event)

    def update(self, dt: float) -> None:
        for done in self.worker.poll():
            result = done.result if done.error is None else f"{done.error}"
            if done.key.startswith("call "):
                self.call_analyses[int(done.key[5:])] = result
                continue
            self.analyses[int(done.key)] = result
        k = self.review.position
        played = {t for t, _ in self.review.seat_cards()}
        if k in played and k not in self.analyses and not self.worker.busy(str(k)):
            self._ask(k)

    def wake_in(self) -> float | None:
        """Every frame while an analysis is awaited (it shows when it comes)."""
        k = self.review.position
        wanted = k in {t for t, _ in self.review.seat_cards()} and k not in self.analyses
        return 0.0 if self.worker.busy() or wanted else None

    # ------------------------------------------------------------------ draw
    def seat_boxes(self) -> list[SeatBox]:
        """Each seat's hand box (``review_layout``), for this window and deal."""
        key = (self.table.size, self.seat, len(self.review.dealt))
        if self._boxes_for != key:
            most = max(hand.bit_count() for hand in self.review.dealt)
            self._boxes = seat_boxes(self.table, len(self.review.dealt), self.seat, most,
                                     self.u)
            self._slots = trick_slots(self.table, self._boxes, self.u)
            self._boxes_for = key
        return self._boxes

    def trick_slots(self) -> dict[int, pygame.Rect]:
        self.seat_boxes()
        return self._slots

    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        r = self.review
        if self.deal_name is not None:
            title = _("Review · {game} · {deal} · trick {number} of {total}").format(
                game=game_title(r.game.id), deal=self.deal_name, number=r.position,
                total=r.last)
        else:
            title = _("Review · {game} · deal {deal} · trick {number} of {total}").format(
                game=game_title(r.game.id), deal=r.final.deal_number, number=r.position,
                total=r.last)
        if self.deals > 1:
            title += " · " + _("deal {n} of {count} (PgUp/PgDn)").format(n=self.deal_index,
                                                                      count=self.deals)
        screen_frame(surface, self.bar, title, round(20 * u), round(16 * u),
                     room=self.bar_left - round(24 * u))
        step = self.shown_step()
        trump = r.final.trump
        calls = {s: a for s, a in r.calls}
        names = self.seat_names()
        for box in self.seat_boxes():
            seat, area, h = box.seat, box.rect, box.height
            cards = sorted_hand(step.hands[seat], trump, True, view_of(r.game).card_strength)
            draw_cards(surface, cards, area, h, self.host.settings.four_colour)
            name = names[seat]
            call = calls.get(seat)
            took = ngettext("{n} trick", "{n} tricks", step.tricks[seat]).format(
                n=step.tricks[seat])
            label = f"{name} · {call_label(call) if call else '—'} · {took}"
            colour = GOLD if seat == step.winner else INK
            shown, size = readable(label, px(15, u), area.width + round(20 * u), True)
            text(surface, shown, size, colour, bold=True,
                 center=(area.centerx, area.top - round(15 * u)))
        self.draw_trick(surface, step)
        self.draw_side(surface)
        for b in self.buttons.buttons:
            b.draw(surface)

    def draw_trick(self, surface: pygame.Surface, step: Any) -> None:
        u = self.u
        if not step.trick:
            text(surface, _("The hands as dealt — press → to play the first trick"),
                 round(17 * u), DIM_INK, center=self.table.center,
                 wrap=round(self.table.width * 0.3))
            return
        slots = self.trick_slots()
        for seat, card in step.trick:
            rect = slots[seat]
            image = assets.card_image(card, rect.height, self.host.settings.four_colour)
            surface.blit(image, rect)
            if seat == step.winner:
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=3, border_radius=6)

    def seat_names(self) -> tuple[str, ...]:
        """The seats as the table names them ("You", "West"…), counted from the reviewed
        seat, which is "You" (the table seats the player at 0 and names the others so)."""
        if self.names is not None:
            return self.names
        table = table_names(len(self.review.step().hands))
        return tuple(table[(s - self.seat) % len(table)] for s in range(len(table)))

    def draw_side(self, surface: pygame.Surface) -> None:
        u = self.u
        s = self.side
        panel(surface, s, alpha=170)
        x = s.left + round(14 * u)
        y = s.top + round(12 * u)
        wrap = s.width - round(28 * u)
        r = self.review
        k = r.position
        if self.view_seat == self.seat and self.names is None:  # "You": its own verb
            heading = _("What you could know")
        elif self.view_seat is not None:
            heading = _("What {name} could know").format(name=self.seat_names()[self.view_seat])
        elif k == 0 and r.seat_calls():
            heading = _("Your calls and the AI's")
        else:
            heading = _("Your card and the AI's")
        rect = text(surface, heading, fit_size(heading, round(18 * u), wrap, True), GOLD,
                    bold=True, topleft=(x, y))
        y = rect.bottom + round(10 * u)
        result = r.final.deal_result
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if self.view_seat is not None:
            lines = self.view_lines(self.view_seat)
        elif k == 0:
            lines += self.call_lines()
            lines.append((_("Step through the tricks with ← and →. At each of your cards the "
                            "strong AI says what it would have played, knowing only what you "
                            "knew then."), DIM_INK))
        else:
            mine = dict(r.seat_cards()).get(k)
            found = self.analyses.get(k)
            if mine is None:
                lines.append((_("You played no card to this trick."), DIM_INK))
            elif found is None:
                lines.append((_("The AI is looking at this trick…"), DIM_INK))
            elif isinstance(found, str):
                lines.append((_("Analysis failed: {error}").format(error=found), DIM_INK))
            else:
                lines += card_lines(found, self.seat_names())
        if self.at_end() and self.view_seat is None:
            total = self.total_loss()
            if total is not None:
                loss, differed = total
                lines.append(("", INK))
                lines.append((ngettext(
                    "Over the deal your cards gave up {points} points against the AI's "
                    "({n} card worse than its choice).",
                    "Over the deal your cards gave up {points} points against the AI's "
                    "({n} cards worse than its choice).", differed).format(
                        points=number(loss, ".1f"), n=differed), GOLD if differed else GOOD))
        if result is not None and self.at_end() and self.view_seat is None:
            lines.append(("", INK))
            names = self.seat_names()
            lines.append((_("Result: {contracts} — points {points}").format(
                contracts=", ".join(contract_text(c, names) for c in result.contracts),
                points=" / ".join(f"{p:+d}" for p in result.points)), INK))
        for label, colour in lines:
            rect = text(surface, label or " ", px(15, u), colour, wrap=wrap, topleft=(x, y))
            y = rect.bottom + round(8 * u)

    def view_lines(self, seat: int) -> list[Line]:
        """Seat ``seat``'s view at this position (``review_words.view_lines``)."""
        you = self.seat if self.names is None else None  # named seats: all alike
        return view_lines(self.review, seat, self.seat_names(), you)

    def call_lines(self) -> list[Line]:
        """The seat's calls beside the AI's (``review_words.call_lines``)."""
        return call_lines(self.review, self.call_analyses, self.seat_names())
