"""Deals are reproducible: the written-out shuffle matches the standard library's, card for
card, and a deal id keeps the cards it has always had (saved games replay on them)."""

import random

import pytest

from game.core.cards import DECK_32, DECK_52, cards_of, hand_names
from game.core.dealing import deal_out, shuffled


@pytest.mark.parametrize("deck", [DECK_52, DECK_32], ids=["52 cards", "32 cards"])
def test_the_shuffle_is_the_standard_librarys(deck):
    for deal_id in list(range(300)) + [-5, 2**31 - 1, 2**62 + 12345]:
        expected = list(cards_of(deck))
        random.Random(deal_id).shuffle(expected)
        assert shuffled(deck, deal_id) == expected, deal_id


def test_cards_go_round_one_at_a_time_from_the_dealers_left():
    for players, size, dealer in ((4, 12, 0), (4, 13, 3), (3, 15, 1), (7, 7, 6), (5, 1, 2)):
        order = shuffled(DECK_52, 99)
        hands, rest = deal_out(DECK_52, 99, players, size, dealer)
        expected = [0] * players
        for k in range(players * size):
            expected[(dealer + 1 + k) % players] |= 1 << order[k]
        assert hands == tuple(expected)
        assert rest == order[players * size:]


def test_a_deal_id_keeps_its_cards():
    hands, rest = deal_out(DECK_52, 123456, 4, 13, 0)
    # seat 1 of deal id 123456, as the engine has always dealt it (before the shuffle was
    # written out)
    assert hand_names(hands[1]) == [
        "3S", "6S", "9S", "QS", "10H", "JH", "QH", "2D", "8D", "JD", "AD", "4C", "9C",
    ]
    assert len(rest) == 0
