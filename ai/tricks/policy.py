"""The heuristic card policy: win a trick when you want one, duck when you do not.

Used two ways: by rollouts inside search (every simulated player), and alone by a level
that samples no world.  It sees only the cards a
player could see (its legal cards and the trick so far), so it is fair to use on
observations.  Written on bitmasks because rollouts call it for every simulated card.
"""

from __future__ import annotations

from game.core.cards import SUIT_MASKS, Card, Hand


def _low(mask: Hand) -> Card:
    return (mask & -mask).bit_length() - 1


def _high(mask: Hand) -> Card:
    return mask.bit_length() - 1


def lowest(mask: Hand, trump: int) -> Card:
    """The weakest card: the lowest rank outside trump, else the lowest trump."""
    best = -1
    best_rank = 99
    for suit in range(4):
        if suit == trump:
            continue
        m = mask & SUIT_MASKS[suit]
        if m:
            c = _low(m)
            if c % 13 < best_rank:
                best, best_rank = c, c % 13
    if best >= 0:
        return best
    return _low(mask)


def highest(mask: Hand, trump: int) -> Card:
    """The strongest card: the highest trump, else the highest rank of any suit."""
    if trump >= 0:
        t = mask & SUIT_MASKS[trump]
        if t:
            return _high(t)
    best = -1
    best_rank = -1
    for suit in range(4):
        m = mask & SUIT_MASKS[suit]
        if m:
            c = _high(m)
            if c % 13 > best_rank:
                best, best_rank = c, c % 13
    return best


def highest_rank_lead(mask: Hand, trump: int) -> Card:
    """The highest-ranked card, a trump among equals (a lead meant to win)."""
    best = -1
    key = -1
    for suit in range(4):
        m = mask & SUIT_MASKS[suit]
        if m:
            c = _high(m)
            k = 2 * (c % 13) + (suit == trump)
            if k > key:
                best, key = c, k
    return best


def sure_lead(mask: Hand, trump: int, others: Hand) -> Card:
    """The card of ``mask`` to lead for a sure trick: one above every card of its suit that
    the others may hold (``others``), a trump first, else the highest; -1 when none is."""
    sure = 0
    for suit_mask in SUIT_MASKS:
        m = mask & suit_mask
        if m and _high(m) >= (others & suit_mask).bit_length():
            sure |= 1 << _high(m)
    if not sure:
        return -1
    trumps = sure & SUIT_MASKS[trump] if trump >= 0 else 0
    return _high(trumps) if trumps else highest_rank_lead(sure, trump)


def beating(legal: Hand, best: Card, trump: int) -> Hand:
    """The cards of ``legal`` that would beat ``best``, the card now winning the trick."""
    suit = best // 13
    above = legal & SUIT_MASKS[suit] & ~((2 << best) - 1)
    if suit != trump and trump >= 0:
        above |= legal & SUIT_MASKS[trump]
    return above


def choose_card(
    legal: Hand,
    best: Card,
    led: int,
    trump: int,
    want: bool,
    last: bool,
    partner_winning: bool = False,
    others: Hand = 0,
) -> Card:
    """The card a sensible player plays: ``want`` says whether it wants this trick.

    ``best`` is the card winning the trick so far (-1 when leading) and ``led`` the suit
    led; ``last`` is True for the trick's last card; ``partner_winning`` (partnership
    games) makes a player who wants the trick keep its high cards while its partner wins.
    ``others`` (needed when leading) holds the cards the other players may have: a player
    who wants a trick leads a card none of them can beat in its suit when it has one.
    """
    if legal & (legal - 1) == 0:
        return _low(legal)
    if best < 0:
        if not want:
            return lowest(legal, trump)
        sure = sure_lead(legal, trump, others)
        return sure if sure >= 0 else highest_rank_lead(legal, trump)
    winners = beating(legal, best, trump)
    losers = legal & ~winners
    if want and partner_winning and losers:
        return lowest(losers, trump)
    if want:
        if winners:
            if last:
                return lowest(winners, trump)
            same = winners & SUIT_MASKS[led]
            if same:
                return _high(same)
            return lowest(winners, trump)
        return lowest(legal, trump)
    if losers:
        return highest(losers, trump)
    if last:
        return highest(winners, trump)
    return lowest(winners, trump)
