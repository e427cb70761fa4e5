"""Painting the Practice scene's panels: the table so far, the hand, the feedback with its
charts, and the deal being played out.

A mixin of ``PracticeScene`` (as ``TablePainter`` is of the table), so the scene module
keeps the flow and the input and this one the pictures.
"""

from __future__ import annotations

import pygame

from game.client.games import view_of
from game.client.practice.paint import (
    BEST,
    GOOD,
    YOURS,
    belote_table,
    distribution_chart,
    draw_cards,
)
from game.client.practice.parts import PracticeParts
from game.client.table.game_text import call_label
from game.client.table.paint import sorted_hand
from game.client.ui import assets
from game.client.ui.bidding import BidPanel
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    MIN_LABEL_PX,
    centred_lines,
    fit_size,
    panel,
    text,
)
from game.core.actions import Action, Kind
from game.core.belote.calls import BeloteKind
from game.core.partnership.calls import PartnershipKind
from game.core.phase import Phase
from game.core.state import TrickState
from game.i18n import N_, _, ngettext, number
from game.i18n.ai_reasons import because_text, percent
from game.i18n.seats import table_names
from game.i18n.terms import action_text
from game.practice import Feedback
from game.practice.playout import PlayOut
from game.practice.teacher import CallValue
from game.table.view import seat_view

ORDINALS = (N_("first"), N_("second"), N_("third"), N_("fourth"), N_("fifth"), N_("sixth"),
            N_("seventh"))


def seat_name(st: TrickState, seat: int) -> str:
    """"You", "Partner", "Left"… as the player sees the table of the core state ``st``."""
    n = st.players
    if seat == 0:
        return _("You")
    if n == 4:
        across = _("Partner") if len(st.scores) != st.players else _("Across")
        return {1: _("Left"), 2: across, 3: _("Right")}[seat]
    return table_names(n)[seat]  # as a table of n names them (never "Seat 3")


class PracticePanels(PracticeParts):
    """Mixin of ``PracticeScene``: the pictures."""

    def draw_panel(self, surface: pygame.Surface, p: BidPanel) -> None:
        u = self.u
        panel(surface, p.rect, alpha=210)
        text(surface, p.title, round(17 * u), GOLD, bold=True,
             midtop=(p.rect.centerx, p.rect.top + round(8 * u)))
        for b in p.buttons:
            b.draw(surface)
        y = p.buttons[-1].rect.bottom + round(12 * u) if p.buttons else p.rect.centery
        note_px = max(MIN_LABEL_PX, round(14 * u))
        for note in p.notes:
            y = centred_lines(surface, note, note_px, DIM_INK, p.rect.width - round(16 * u),
                              (p.rect.centerx, y)) + round(6 * u)

    def draw_info(self, surface: pygame.Surface) -> None:
        u = self.u
        r = self.info
        panel(surface, r, alpha=150)
        sit = self.situation
        x = r.left + round(14 * u)
        y = r.top + round(12 * u)
        size = max(MIN_LABEL_PX, round(16 * u))
        line = round(24 * u)
        if sit is None:
            text(surface, "…", size, DIM_INK, topleft=(x, y))
            return
        state = sit.state
        n = state.players
        pos = sit.position
        if pos == n - 1:
            first = _("You deal: you speak last")
        else:
            first = _("Dealer: {name} — you speak {ordinal}").format(
                name=seat_name(sit.state, state.dealer), ordinal=_(ORDINALS[pos]))
        rows: list[tuple[str, tuple[int, int, int]]] = [(first, INK)]
        names = tuple(seat_name(sit.state, s) for s in range(n))
        view = view_of(state.game)
        rows += [(words, GOLD if marked else INK)
                 for words, marked in view.situation_lines(seat_view(state, sit.seat, 0), names)]
        rows.append((_("Calls so far:"), DIM_INK))
        for seat, action in state.calls:
            rows.append(("   " + _("{label}: {value}").format(label=seat_name(sit.state, seat),
                                                       value=call_label(action)), INK))
        if not state.calls:
            rows.append(("   " + _("none — you open"), INK))
        for label, colour in rows:
            # A long line wraps under itself at the panel's size (it was fitted to the
            # width, down to 8 px in French and Armenian).
            rect = text(surface, label, size, colour, topleft=(x, y),
                        wrap=r.right - round(14 * u) - x)
            y = rect.bottom + line - assets.font(size).get_linesize()
        if view.shows_turn_up and state.turn_up is not None:
            h = round(min(110 * u, r.bottom - y - 36 * u))
            if h > 40:
                caption = text(surface, _("Turned up:"), size, DIM_INK,
                               topleft=(x, y + round(6 * u)))
                # The card sits after the label, however long the language makes it.
                left = max(x + round(110 * u), caption.right + round(12 * u))
                draw_cards(surface, [state.turn_up],
                           pygame.Rect(left, y + round(6 * u), h, h), h,
                           self.host.settings.four_colour)

    def draw_hand(self, surface: pygame.Surface) -> None:
        sit = self.situation
        if sit is None:
            return
        state = self.playout.state if self.playout is not None and self.phase == "playing" \
            else sit.state
        trump = state.trump
        hand = int(state.hands[sit.seat])
        cards = sorted_hand(hand, trump if trump >= 0 else -1, True,
                            view_of(state.game).card_strength)
        dim: frozenset[int] = frozenset()
        if self.playout is not None and self.phase == "playing":
            legal = {a.card for a in state.legal_actions()} if self.playout.waiting else set()
            dim = frozenset(c for c in cards if c not in legal)
        rects = draw_cards(surface, cards, self.hand_area, self.card_h,
                           self.host.settings.four_colour, dim)
        self.hand_cards = list(zip(cards, rects, strict=True))

    def draw_feedback(self, surface: pygame.Surface, fb: Feedback) -> None:
        u = self.u
        r = self.right
        panel(surface, r, alpha=120)
        x = r.left + round(16 * u)
        y = r.top + round(12 * u)
        mine = fb.value_of(fb.call)
        best = fb.value_of(fb.best)
        if fb.call == fb.best:
            head = _("Your call {call} is the teacher's call.").format(call=action_text(fb.call))
            colour = GOOD
        elif fb.exact:  # a tie: nothing given up
            head = _("Your call {call} scores as well as the teacher's {best}.").format(
                call=action_text(fb.call), best=action_text(fb.best))
            colour = GOOD
        else:
            head = _("Your call {call} — the teacher calls {best}: {points} points given up"
                     ).format(call=action_text(fb.call), best=action_text(fb.best),
                              points=number(fb.loss, ".1f"))
            colour = GOLD
        rect = text(surface, head, fit_size(head, round(20 * u), r.width - 32, True), colour,
                    bold=True, topleft=(x, y))
        y = rect.bottom + round(6 * u)
        exp = _("On average your call scores {mine}, the best {best}").format(
            mine=number(mine.expected, "+.1f"), best=number(best.expected, "+.1f"))
        if mine.success is not None:
            made = _("your contract made {percent}") if fb.value_of(fb.call).team_tricks \
                or fb.suit_points else _("your bid made {percent}")
            exp += " · " + made.format(percent=percent(mine.success))
        rect = text(surface, exp, fit_size(exp, round(16 * u), r.width - 32), INK,
                    topleft=(x, y))
        y = rect.bottom + round(6 * u)
        sit = self.situation
        names = () if sit is None else tuple(seat_name(sit.state, s) for s in range(sit.state.players))
        why = _("Why: {reason}").format(reason=because_text(fb.reason, names))
        rect = text(surface, why, round(15 * u), DIM_INK, wrap=r.width - 32, topleft=(x, y))
        y = rect.bottom + round(6 * u)
        others = " · ".join(f"{action_text(v.action)} {number(v.expected, '+.1f')}"
                            for v in fb.values[:6])
        best_calls = _("Best calls: {calls}").format(calls=others)
        rect = text(surface, best_calls, fit_size(best_calls, round(14 * u), r.width - 32),
                    DIM_INK, topleft=(x, y))
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
        elif fb.suit_points:  # Belote: chances per trump suit and level
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
            tricks = ngettext("{n} trick", "{n} tricks", took).format(n=took)
            parts.append(_("{label}: {value}").format(label=seat_name(sit.state, seat),
                                                      value=f"{label}, {tricks}"))
        line = " · ".join(parts)
        r = text(surface, line, fit_size(line, round(15 * u), rect.width - 28), INK,
                 topleft=(x, y))
        y = r.bottom + round(8 * u)
        if state.phase == Phase.BIDDING:
            text(surface, _("The auction goes on…"), round(16 * u), DIM_INK, topleft=(x, y))
            return
        trick = state.trick or (state.past_tricks[-1] if state.past_tricks else ())
        label = _("Trick on the table") if state.trick else _("Last trick")
        count = _("trick {number} of {total}").format(
            number=len(state.past_tricks) + (1 if state.trick else 0), total=state.hand_size)
        text(surface, f"{label} · {count}", round(15 * u), DIM_INK, topleft=(x, y))
        h = round(min(rect.height * 0.55, 120 * u))
        w = round(h * 0.72)
        gap = round(14 * u)
        total = len(trick) * (w + gap)
        left = rect.centerx - total // 2
        top = y + round(30 * u)
        winner = state.to_play if not state.trick and state.past_tricks else None
        for i, (seat, card) in enumerate(trick):
            cx = left + i * (w + gap)
            surface.blit(assets.card_image(card, h, self.host.settings.four_colour), (cx, top))
            if seat == winner:
                pygame.draw.rect(surface, GOLD, (cx - 3, top - 3, w + 6, h + 6), width=3,
                                 border_radius=6)
            text(surface, seat_name(sit.state, seat), round(14 * u), INK,
                 midtop=(cx + w // 2, top + h + round(4 * u)))
        if p.waiting:
            turn = _("Your turn: click a card (the dimmed ones may not be played)")
            text(surface, turn, fit_size(turn, round(17 * u), rect.width - 16, True), GOLD,
                 bold=True, center=(rect.centerx, rect.bottom - round(20 * u)))

    def _trick_chart(self, surface: pygame.Surface, rect: pygame.Rect, fb: Feedback) -> None:
        # the team's tricks decide Number, Board and Zero; a Nil is the caller's own count
        team = bool(fb.value_of(fb.call).team_tricks) and fb.call.kind is not PartnershipKind.NIL
        mine = fb.value_of(fb.call)
        best = fb.value_of(fb.best)

        def pick(v: CallValue) -> tuple[float, ...]:
            return v.team_tricks if team else v.tricks

        series = [(_("your call {call}").format(call=action_text(fb.call)), pick(mine), YOURS)]
        if fb.call != fb.best:
            series.append((_("best {call}").format(call=action_text(fb.best)), pick(best), BEST))
        marks: dict[int, str] = {}
        if not team:
            marks[fb.call.number] = _("your bid")
            if fb.call != fb.best:
                marks[fb.best.number] = _("best bid")
        title = (_("Your team's tricks in the deals the teacher tried") if team
                 else _("Your tricks in the deals the teacher tried"))
        distribution_chart(surface, rect, self.u, title, series, marks)

    def _belote_chart(self, surface: pygame.Surface, rect: pygame.Rect, fb: Feedback) -> None:
        def cell(a: Action) -> tuple[int, int] | None:
            if a.kind is Kind.BID:
                return a.suit, a.number - 8
            if a.kind is BeloteKind.CAPOT:
                return a.suit, 9
            return None

        possible = {c for v in fb.values if (c := cell(v.action)) is not None}
        belote_table(surface, rect, self.u, fb.suit_points, fb.extra, cell(fb.call),
                     cell(fb.best), possible, self.host.settings.four_colour)
