"""The heuristic card policy: win a trick when you want one, duck when you do not.

Used three ways: by rollouts inside search (every simulated player), by the ``easy`` level
directly, and as the fallback when a decision has no time at all.  It sees only the cards a
player could see (its legal cards and the trick), so it is fair to use on observations.
"""

from __future__ import annotations

from ai.simulator import beats
from game.core.cards import Card, Hand


def _strength(card: Card, trump: int) -> int:
    """Rank, trumps above every other suit (for choosing which card to lead or dump)."""
    return card % 13 + (13 if card // 13 == trump else 0)


def _cards(mask: Hand) -> list[Card]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def choose_card(
    legal: Hand,
    trick: list[tuple[int, Card]],
    trump: int,
    want: bool,
    last: bool,
    partner_winning: bool = False,
) -> Card:
    """The card a sensible player plays: ``want`` says whether it wants this trick.

    ``last`` is True for the trick's last card; ``partner_winning`` (partnership games)
    makes a player who wants the trick keep its high cards when its partner already wins.
    """
    cards = _cards(legal)
    if len(cards) == 1:
        return cards[0]
    if not trick:
        if want:
            return max(cards, key=lambda c: (c % 13, c // 13 == trump))
        return min(cards, key=lambda c: _strength(c, trump))
    best = trick[0][1]
    for _, c in trick[1:]:
        if beats(c, best, trump):
            best = c
    winners = [c for c in cards if beats(c, best, trump)]
    losers = [c for c in cards if not beats(c, best, trump)]
    if want and partner_winning:
        want = False if losers else want
        if losers:
            return min(losers, key=lambda c: _strength(c, trump))
    if want:
        if winners:
            led = trick[0][1] // 13
            same = [c for c in winners if c // 13 == led]
            if last:
                return min(winners, key=lambda c: _strength(c, trump))
            if same:
                return max(same)
            return min(winners, key=lambda c: _strength(c, trump))
        return min(cards, key=lambda c: _strength(c, trump))
    if losers:
        return max(losers, key=lambda c: _strength(c, trump))
    if last:
        return max(winners, key=lambda c: _strength(c, trump))
    return min(winners, key=lambda c: _strength(c, trump))
