"""A hint's words follow from the analysis that chose its move (issue 40, item 9): a
defender who scores nothing is not told what "you" score, a trump counted only for ruffing
is not named a winner, and a made bid is worded as a goal, not as an instruction that the
chosen card may contradict."""

from __future__ import annotations

import time

import pytest

from ai import create_agent
from ai.partnership.model import PartnershipGoals, PartnershipModel
from ai.reason import Reason, Why
from ai.tricks.estimate import card_win_chances, winners_reason
from game.core import create_game
from game.core.cards import parse_card
from game.core.partnership.rules import Contract
from game.i18n import set_language
from game.i18n.ai_reasons import TEMPLATES, because_text


def test_a_partnership_defender_is_told_the_other_teams_score_not_his_own() -> None:
    """partnership-blackout 10: the team that lost the auction scores 0; the card's value
    for it is the other team's points negated."""
    model = PartnershipModel(create_game("partnership-blackout"))
    goals = PartnershipGoals((Contract("number", 9), Contract("pass")), model, 13, eldest=0)
    defender = goals.value_reason(1, 3.9, 100)
    assert defender.code is Why.THEY_SCORE and defender.arg("points") == pytest.approx(-3.9)
    assert goals.value_reason(0, 3.9, 100).code is Why.CARD_VALUE
    both = PartnershipModel(create_game("partnership-blackout", auction_winner_only=False))
    both_goals = PartnershipGoals((Contract("number", 9), Contract("zero")), both, 13, eldest=0)
    assert both_goals.value_reason(1, 2.0, 100).code is Why.TEAM_MARGIN


def test_a_defenders_hint_in_play_never_says_what_you_score() -> None:
    """Play a classic Partnership deal out with hints for every seat: a seat whose team is
    not scored is never told "with it you should score"."""
    g = create_game("partnership-blackout")
    agents = [create_agent("medium", g, s, seed=40 + s) for s in range(4)]
    s = g.new_match(seed=40)
    defenders_told = 0
    for _ in range(80):
        if s.is_over:
            break
        seat = s.to_play
        if seat is None:
            s = s.apply("deal")
            continue
        d = agents[seat].choose(s.observation(seat), s.legal_actions(),
                                deadline=time.monotonic() + 0.05)
        codes = {c.code for c in d.reason.all_clauses()} if d.reason else set()
        if Why.WE_DEFEND in codes:
            assert Why.CARD_VALUE not in codes, d.reason
            defenders_told += Why.THEY_SCORE in codes
        s = s.apply(d.action)
    assert defenders_told > 0


def test_a_low_trump_counted_for_ruffing_is_not_named_a_winner() -> None:
    """practice: "your 9♥ and 3♥ should win" with the 3 of trumps: the count may add the
    3♥ for the void it trumps, the words name only cards that win on their own."""
    cards = [parse_card(c) for c in ("9H", "3H", "2C", "4C", "5C")]
    hand = sum(1 << c for c in cards)
    hearts = cards[0] // 13
    counted = dict(card_win_chances(hand, hearts, 4, 5))
    assert counted[cards[1]] >= 0.5  # the count takes the 3♥ for a ruff
    reason = winners_reason(hand, hearts, 4, 5)
    named = [c for clause in reason.all_clauses() if clause.code is Why.SHOULD_WIN
             for c in clause.arg("cards").ids]  # type: ignore[union-attr]
    assert cards[1] not in named
    assert any(clause.code is Why.VOID_MAY_RUFF for clause in reason.all_clauses())


@pytest.mark.parametrize("lang", ["en", "ru", "fr", "hy"])
def test_a_made_bid_is_worded_as_a_goal_not_a_duck(lang: str) -> None:
    """"votre contrat est fait : laissez passer" while the hint leads the 10♥: the words
    say what the seat plays for (no more tricks), whatever card the analysis picks."""
    set_language(lang)
    try:
        text = because_text(Reason(Why.BID_MADE))
        assert "laissez passer" not in text and "duck" not in text
        assert text and text != "…"
        for code in ("they_score", "team_margin"):
            assert code in TEMPLATES
    finally:
        set_language("en")

