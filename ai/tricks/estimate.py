"""A trick estimate from one hand: how many tricks these cards should take.

It reasons card by card, the way a player counts: a card takes a trick when the higher cards
of its suit that are out are few enough for the cards above it to absorb (a binomial over
the unseen cards, so it scales with hand size and players), side-suit winners fade when a
round of the suit is likely to be ruffed, and low trumps count for voids and short suits.
The table's line in ``ai.tricks.calibration`` then corrects the raw sum, so the estimate
means "tricks the policy really takes" at this table.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

from ai.reason import Cards, Reason, Suits, Why, because, why
from ai.tricks.calibration import apply, line_for
from game.core.cards import SUIT_MASKS, Card, Hand


@lru_cache(maxsize=4096)
def _binom_cdf(k: int, n: int, p: float) -> float:
    """P(Binomial(n, p) <= k)."""
    if k < 0:
        return 0.0
    if k >= n:
        return 1.0
    return sum(comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k + 1))


def _suit_cards(hand: Hand, suit: int) -> list[Card]:
    """The hand's cards of ``suit``, highest first."""
    mask = hand & SUIT_MASKS[suit]
    out = []
    while mask:
        top = mask.bit_length() - 1
        out.append(top)
        mask ^= 1 << top
    return out


def card_win_chances(
    hand: Hand, trump: int, players: int, hand_size: int, leads_first: bool = True,
    unseen_out: Hand = 0, ruffs: bool = True,
) -> list[tuple[Card, float]]:
    """Each card's chance of taking a trick (before calibration).

    ``unseen_out`` marks cards known not to be in play (the turned-up card), which
    therefore cannot beat ours.  ``ruffs``: low trumps also count for the voids and short
    suits they may trump (the count does; naming a card that wins on its own does not).
    """
    short = _short_suits(hand, trump, hand_size) if ruffs else 0
    out: list[tuple[Card, float]] = []
    for suit in range(4):
        out.extend(_suit_chances(hand & SUIT_MASKS[suit], suit, trump, players, hand_size,
                                 leads_first, unseen_out, short if suit == trump else 0))
    return out


def _short_suits(hand: Hand, trump: int, hand_size: int) -> int:
    """How many low trumps may count for ruffs: a side suit's missing cards below two
    each, when the hand holds a trump and three cards or more (0: none)."""
    if trump < 0 or hand_size < 3 or not hand & SUIT_MASKS[trump]:
        return 0
    short = 0
    for s in range(4):
        if s != trump:
            short += max(0, 2 - (hand & SUIT_MASKS[s]).bit_count())
    return short


@lru_cache(maxsize=65536)
def _suit_chances(
    mine: Hand, suit: int, trump: int, players: int, hand_size: int, leads_first: bool,
    unseen_out: Hand, short: int,
) -> tuple[tuple[Card, float], ...]:
    """The chances of one suit's cards ``mine`` (highest first); in the trump suit, the
    first ``short`` trumps that would not win on their own count for ruffs.

    A card's chance depends only on its own suit's holding, the table and (a trump) on
    how short the side suits are, so it is cached by suit: the searches weigh thousands of
    sampled hands a decision by their estimate (bid evidence), and the suits of those
    hands repeat far more than whole hands do."""
    unseen = 52 - hand_size - unseen_out.bit_count()
    q = min(1.0, (players - 1) * hand_size / max(1, unseen))
    per_suit = hand_size / 4
    # chance that one opponent holds a trump at all
    opp_trump = 1 - (1 - 0.25) ** hand_size if trump >= 0 else 0.0
    out = []
    top = SUIT_MASKS[suit]
    for depth, card in enumerate(_suit_cards(mine, suit)):
        above = top & ~((2 << card) - 1)  # the cards of the suit above this one
        higher = (above & ~mine & ~unseen_out).bit_count()
        p = _binom_cdf(depth, higher, q)
        if suit != trump:
            # round depth+1 of the suit: an opponent may be out of it and ruff
            void_p = _binom_cdf(depth, hand_size, 0.25) if per_suit > 0 else 1.0
            survive = (1 - void_p * opp_trump) ** (players - 1)
            p *= survive
            if not leads_first and hand_size <= 3:
                # a side card wins only when its suit is led; with few cards we rarely
                # get the lead to lead it ourselves
                p *= 0.35 + 0.2 * hand_size
        out.append((card, p))
    for i, (card, p) in enumerate(out):
        if short and p < 0.5:  # a spare trump, for a void or short suit
            out[i] = (card, p + (1 - p) * 0.55)
            short -= 1
    return tuple(out)


def raw_tricks(
    hand: Hand, trump: int, players: int, hand_size: int, leads_first: bool = True,
    unseen_out: Hand = 0,
) -> float:
    """The card-by-card count before its table's line: what the calibration is fitted on.
    (The chances are added one by one in card order, as ``sum`` over
    ``card_win_chances`` would, without building that list.)"""
    short = _short_suits(hand, trump, hand_size)
    total: float = 0
    for suit in range(4):
        for _, p in _suit_chances(hand & SUIT_MASKS[suit], suit, trump, players, hand_size,
                                  leads_first, unseen_out, short if suit == trump else 0):
            total += p
    return total


@lru_cache(maxsize=65536)
def estimate_tricks(
    hand: Hand, trump: int, players: int, hand_size: int, leads_first: bool = True,
    unseen_out: Hand = 0,
) -> float:
    """Calibrated expected tricks for ``hand`` (a float, 0..hand_size).  Cached: sampling
    asks for the same hands' estimates many times as bid evidence."""
    raw = raw_tricks(hand, trump, players, hand_size, leads_first, unseen_out)
    return apply(line_for(players, hand_size, trump >= 0), raw, hand_size)


def winners_reason(
    hand: Hand, trump: int, players: int, hand_size: int, leads_first: bool = True,
    unseen_out: Hand = 0, limit: int = 3,
) -> Reason:
    """"♥A and ♠K should win; ♣ void may ruff" — the cards the estimate counts on.  A low
    trump counted only for the suits it may trump is not named a winner (the 3 of trumps
    does not win a trick by itself): the void clause says it."""
    chances = card_win_chances(hand, trump, players, hand_size, leads_first, unseen_out,
                               ruffs=False)
    good = sorted((c for c, p in chances if p >= 0.5), key=lambda c: -(c % 13))[:limit]
    parts = [why(Why.SHOULD_WIN, cards=Cards(tuple(good))) if good else
             why(Why.NO_SURE_WINNERS)]
    if trump >= 0 and hand & SUIT_MASKS[trump] and hand_size >= 3:
        voids = [s for s in range(4) if s != trump and not hand & SUIT_MASKS[s]]
        if voids:
            parts.append(why(Why.VOID_MAY_RUFF, suits=Suits(tuple(voids))))
    return because(*parts)
