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
