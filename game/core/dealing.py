"""Seeded shuffles and deals: every deal is reproducible from an integer deal id.

A match seed fixes the first dealer and the id of each deal (``deal_id``), and a deal id
fixes the cards, so "Deal #123456" can be replayed on its own.  Only private
``random.Random`` instances are used, never the global generator.
"""

from __future__ import annotations

import random

from game.core.cards import Card, Hand, cards_of


def deal_id_for(match_seed: int, index: int) -> int:
    """The id of the ``index``-th deal (1-based) of the match with ``match_seed``."""
    return random.Random(f"trickbid/{match_seed}/deal/{index}").getrandbits(31)


def first_dealer(match_seed: int, players: int) -> int:
    """The first dealer, drawn by lot from the match seed."""
    return random.Random(f"trickbid/{match_seed}/dealer").randrange(players)


def shuffled(deck: Hand, deal_id: int) -> list[Card]:
    cards = list(cards_of(deck))
    random.Random(deal_id).shuffle(cards)
    return cards


def deal_out(
    deck: Hand, deal_id: int, players: int, hand_size: int, dealer: int
) -> tuple[tuple[Hand, ...], list[Card]]:
    """Deal ``hand_size`` cards one at a time from the seat left of the dealer.

    Returns the hands by seat and the undealt rest of the pack, top card first.
    """
    cards = shuffled(deck, deal_id)
    hands = [0] * players
    for k in range(players * hand_size):
        hands[(dealer + 1 + k) % players] |= 1 << cards[k]
    return tuple(hands), cards[players * hand_size:]
