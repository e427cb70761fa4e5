"""What the deal review says beside the table: the seat's cards and calls against the
strong AI's, and what a seat could know at a position — lines of words and their colours,
for ``ReviewScene`` to draw.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.client.practice.paint import GOOD
from game.client.table.game_text import call_label
from game.client.ui.widgets import DIM_INK, GOLD, INK
from game.core.cards import SUIT_MASKS, SUIT_SYMBOLS, cards_of
from game.i18n import _, ngettext, number
from game.i18n.ai_reasons import because_text
from game.i18n.terms import action_text, rank_text
from game.practice.deal_view import deal_view
from game.practice.review import CallAnalysis, CardAnalysis, DealReview

Line = tuple[str, tuple[int, int, int]]
"""A line of the side panel: its words and their colour ("" spaces)."""


def card_lines(found: CardAnalysis, names: tuple[str, ...]) -> list[Line]:
    """The seat's card at a trick beside the strong AI's, what each was expected to bring,
    what the seat's gave up, why, and every card the AI weighed."""
    same = found.suggested == found.played or found.loss < 0.05
    lines: list[Line] = []
    lines.append((_("You played {card}: expected {points}").format(
        card=action_text(found.played), points=signed(found.played_value)), INK))
    lines.append((_("AI plays {card}: expected {points}").format(
        card=action_text(found.suggested), points=signed(found.suggested_value)),
        GOOD if same else GOLD))
    lines.append((_("As good as the AI's card.") if same else
                  _("{points} points given up by your card.").format(
                      points=number(found.loss, ".1f")),
                  GOOD if same else GOLD))
    lines.append((because_text(found.reason, names), DIM_INK))
    others = " · ".join(f"{action_text(a)} {signed(v)}" for a, v in found.evaluations[:6])
    lines.append((_("All cards: {cards}").format(cards=others), DIM_INK))
    return lines


def view_lines(review: DealReview, seat: int, names: tuple[str, ...],
               you: int | None = None) -> list[Line]:
    """Seat ``seat``'s view at this position: for each other seat the cards it could
    hold and the suits it has shown it lacks — all an AI in that seat ever sees.  The
    player's own seat ``you`` has its own sentence: "You" takes another verb form than a
    seat's name in French and Russian (issue 48, item 18)."""
    r = review
    view = deal_view(r.observation_at(r.position, seat), r.game.deck)
    lines: list[Line] = [
        (_("From its own hand, the cards played and the suits not followed; an AI in "
           "this seat sees nothing else."), DIM_INK)]
    for other in range(len(names)):
        if other == seat:
            continue
        left = ngettext("{n} card", "{n} cards", view.cards_left[other]).format(
            n=view.cards_left[other])
        cards = hand_by_suit(view.could_hold[other])
        if other == you:
            line = _("You ({left}) could hold: {cards}").format(left=left, cards=cards or "—")
        else:
            line = _("{name} ({left}) could hold: {cards}").format(
                name=names[other], left=left, cards=cards or "—")
        if view.voids[other]:
            line += " · " + _("no {suits}").format(
                suits=" ".join(SUIT_SYMBOLS[v] for v in view.voids[other]))
        lines.append((line, INK))
    return lines

def call_lines(review: DealReview, analyses: Mapping[int, CallAnalysis | str],
           names: tuple[str, ...]) -> list[Line]:
    """Each of the seat's calls beside the AI's call from the same position and what
    it cost ("" lines space them)."""
    lines: list[Line] = []
    for nth, (_state, call) in enumerate(review.seat_calls(), start=1):
        found = analyses.get(nth)
        mine = call_label(call)
        if found is None:
            lines.append((_("You: {mine} · AI: thinking…").format(mine=mine), DIM_INK))
            continue
        if isinstance(found, str):
            lines.append((_("Analysis failed: {error}").format(error=found), DIM_INK))
            continue
        cost = found.cost
        ai = call_label(found.suggested)
        if found.suggested == found.played or cost is not None and cost < 0.05:
            lines.append((_("You: {mine} · AI: the same").format(mine=mine), GOOD))
        elif cost is None:
            lines.append((_("You: {mine} · AI: {call} (yours not among the calls it "
                            "weighed)").format(mine=mine, call=ai), GOLD))
        else:
            lines.append((_("You: {mine} · AI: {call} — {points} points given up").format(
                mine=mine, call=ai, points=number(cost, ".1f")), GOLD))
        why = because_text(found.reason, names)
        if why:
            lines.append((why, DIM_INK))
    if lines:
        lines.append(("", INK))
    return lines


def hand_by_suit(mask: int) -> str:
    """"♠ A K 9 · ♥ 10 8": the cards of ``mask`` by suit, high first, in the language's
    rank letters."""
    groups = []
    for suit in range(4):
        ranks = [rank_text(c % 13) for c in reversed(cards_of(mask & SUIT_MASKS[suit]))]
        if ranks:
            groups.append(f"{SUIT_SYMBOLS[suit]} {' '.join(ranks)}")
    return " · ".join(groups)


def signed(value: float) -> str:
    """``+1.5``, ``-0.3`` (``+1,5`` in Russian and French); never ``-0.0``."""
    v = round(value, 1)
    return number(v + 0.0, "+.1f")
