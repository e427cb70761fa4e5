"""The rollout policy's choices that the search relies on."""

from __future__ import annotations

from ai.tricks.policy import choose_card, sure_lead
from game.core.cards import parse_card


def _mask(*names: str) -> int:
    out = 0
    for name in names:
        out |= 1 << parse_card(name)
    return out


def test_a_player_who_wants_a_trick_leads_a_card_nobody_can_beat() -> None:
    hand = _mask("KS", "QH", "3D")
    others = _mask("AS", "JH", "4D", "9C")
    # spades trump: the ♠K can fall to the ♠A, the ♥Q is the best heart left
    assert sure_lead(hand, 0, others) == parse_card("QH")
    assert choose_card(hand, -1, -1, 0, True, False, others=others) == parse_card("QH")
    # when ♠A is gone, the top trump is the surer lead
    assert choose_card(hand, -1, -1, 0, True, False, others=others & ~_mask("AS")) == (
        parse_card("KS"))


def test_without_a_sure_card_the_highest_rank_is_led_and_a_ducker_leads_low() -> None:
    hand = _mask("KS", "QH", "3D")
    others = _mask("AS", "AH", "4D")
    assert sure_lead(hand, 0, others) == -1
    assert choose_card(hand, -1, -1, 0, True, False, others=others) == parse_card("KS")
    assert choose_card(hand, -1, -1, 0, False, False, others=others) == parse_card("3D")
