"""Hints say it as a player would (issue 21, defect 7): a card's value is what you should
score with it, not "worth about -10.0 points on average"."""

from __future__ import annotations

import pytest

from ai.reason import Reason, Why
from game import i18n
from game.i18n.ai_reasons import because_text


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def test_a_cards_value_is_what_you_should_score_with_it() -> None:
    reason = Reason(Why.CARD_VALUE, (("points", -10.04), ("deals", 12)))
    assert because_text(reason) == "with it you should score about -10.0"
    i18n.set_language("fr")
    assert because_text(reason) == "avec elle vous devriez marquer environ -10,0"


def test_the_hint_line_says_the_choice_once_then_why() -> None:
    from ai.reason import Cards
    from game.client.practice.suggestion import Suggestion
    from game.client.table.hint_text import hint_line
    from game.core.actions import bid
    from game.core.cards import parse_card

    reason = Reason(Why.SHOULD_WIN, (("cards", Cards((parse_card("AS"), parse_card("KH")))),),
                    (Reason(Why.OTHERS_BID, (("bids", 5), ("tricks", 6))),))
    line = hint_line(Suggestion(bid(2), reason), ("You", "West", "North", "East"))
    assert line == "Hint: bid 2 — your A♠ and K♥ should win; the others bid 5 of 6 tricks"
    assert hint_line(Suggestion(bid(0)), ()) == "Hint: bid 0"
