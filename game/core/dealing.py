"""Seeded shuffles and deals: every deal is reproducible from an integer deal id.

A match seed fixes the first dealer and the id of each deal (``deal_id``), and a deal id
fixes the cards, so "Deal #123456" can be replayed on its own.  Only private
``random.Random`` instances are used, never the global generator.

Seeds and deal ids are the referee's secrets until the match is over: a seat that knew one
would deal every hand itself.  A short seed is also a secret a seat can *search* for (its
own hand tells it about 39 bits of a four-player deal), which is why a table with friends
draws a wide seed (``WIDE_SEED``) and every deal of it gets a 256-bit id.
"""

from __future__ import annotations

import random
from functools import lru_cache

from game.core.cards import Card, Hand, cards_of, parse_hand
from game.core.errors import OptionError

WIDE_SEED = 1 << 64
"""A match seed at least this large (in size) deals from 256-bit deal ids.  Smaller seeds keep
the 31-bit ids that every record and save made so far replays with, and that a person can
type ("Deal #123456")."""


def deal_id_for(match_seed: int, index: int) -> int:
    """The id of the ``index``-th deal (1-based) of the match with ``match_seed``."""
    bits = 256 if abs(match_seed) >= WIDE_SEED else 31
    return random.Random(f"trickbid/{match_seed}/deal/{index}").getrandbits(bits)


def first_dealer(match_seed: int, players: int) -> int:
    """The first dealer, drawn by lot from the match seed."""
    return random.Random(f"trickbid/{match_seed}/dealer").randrange(players)


_BIT: tuple[Hand, ...] = tuple(1 << c for c in range(52))
_SWAPS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(51, 0, -1))
"""For each step of a shuffle of up to 52 cards: the position, the range it draws from and
that range's bit length."""


@lru_cache(maxsize=16)
def _cards_in_order(deck: Hand) -> tuple[Card, ...]:
    return cards_of(deck)


def shuffled(deck: Hand, deal_id: int) -> list[Card]:
    """The cards of ``deck`` in the order ``random.Random(deal_id).shuffle`` leaves them.

    The same Fisher–Yates steps and the same draws from the generator as the standard
    library's ``shuffle`` (Python 3.11: a draw of ``k`` bits, redrawn while out of range),
    written out so the draws cost no method calls: every deal id keeps its cards (records
    and saved games replay), ``tests/test_dealing.py`` compares the two.
    """
    cards = list(_cards_in_order(deck))
    bits = random.Random(deal_id).getrandbits
    for i, n, k in _SWAPS[52 - len(cards):]:
        j = bits(k)
        while j >= n:
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def deal_out(
    deck: Hand, deal_id: int, players: int, hand_size: int, dealer: int
) -> tuple[tuple[Hand, ...], list[Card]]:
    """Deal ``hand_size`` cards one at a time from the seat left of the dealer.

    Returns the hands by seat and the undealt rest of the pack, top card first.
    """
    cards = shuffled(deck, deal_id)
    dealt = players * hand_size
    bit = _BIT.__getitem__
    by_turn = [sum(map(bit, cards[k:dealt:players])) for k in range(players)]
    # the k-th card goes to seat dealer + 1 + k: by seat, the turns start at ``rot``
    rot = (players - 1 - dealer) % players
    return tuple(by_turn[rot:] + by_turn[:rot]), cards[dealt:]


def explicit_hands(hands: object, players: int, deck: Hand) -> tuple[Hand, ...]:
    """Hands given as card texts by seat, checked: a list of lists of texts, right count,
    equal sizes, no card twice, every card from ``deck``."""
    if not isinstance(hands, (list, tuple)) or not all(
        isinstance(h, (list, tuple)) and all(isinstance(c, str) for c in h) for h in hands
    ):
        raise OptionError(
            f"hands must be {players} lists of card texts (e.g. [['AS', 'KH'], ...])"
        )
    masks = tuple(parse_hand(h) for h in hands)
    if len(masks) != players:
        raise OptionError(f"give {players} hands, got {len(masks)}")
    size = masks[0].bit_count()
    if size == 0 or any(m.bit_count() != size for m in masks):
        raise OptionError("every hand must hold the same number of cards (at least one)")
    union = 0
    for m in masks:
        if union & m:
            raise OptionError("a card is dealt to two hands")
        union |= m
    if union & ~deck:
        raise OptionError("a card in the hands is not in this game's deck")
    return masks
