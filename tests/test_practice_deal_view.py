"""The review's "who knew what" (issue 21, the AI's view of the deal): from a seat's
observation alone, the cards each other seat could hold — never excluding a card it does
hold, never naming one as known that it does not, and blind to the hidden cards."""

from __future__ import annotations

import random

import pytest

from game.core import create_game
from game.core.cards import SUIT_MASKS, parse_hand
from game.practice.deal_view import deal_view
from game.practice.review import DealReview
from tests.game_floors import GAME_IDS as REGISTERED
from tests.test_practice_engine import finished_record

GAMES = list(REGISTERED)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_real_card_is_among_those_a_seat_could_place(game_id: str) -> None:
    game = create_game(game_id)
    state = game.new_match(seed=11)
    rng = random.Random(5)
    checked = 0
    while state.legal_actions() and checked < 400:
        if state.phase == "play":
            for seat in range(state.players):
                view = deal_view(state.observation(seat), game.deck)
                assert view.could_hold[seat] == state.hands[seat]
                for other in range(state.players):
                    assert state.hands[other] & ~view.could_hold[other] == 0
                    assert view.known[other] & ~state.hands[other] == 0
                    assert view.cards_left[other] == state.hands[other].bit_count()
                    for suit in view.voids[other]:
                        assert state.hands[other] & SUIT_MASKS[suit] == 0
                checked += 1
        state = state.apply(rng.choice(state.legal_actions()))
    assert checked > 20


def test_a_seat_that_did_not_follow_is_known_void_and_played_cards_are_out() -> None:
    game = create_game("blackout", players=3)
    hands = [["AS", "KS"], ["QS", "2H"], ["3H", "4H"]]
    state = game.new_deal(hands=hands, dealer=2, turn_up="5C", deal_number=2)
    state = state.apply("bid 1").apply("bid 0").apply("bid 0")
    state = state.apply("play AS").apply("play QS").apply("play 3H")  # seat 2 shows no ♠
    view = deal_view(state.observation(0), game.deck)
    assert view.voids[2] == (0,)
    assert view.could_hold[2] & SUIT_MASKS[0] == 0
    assert view.could_hold[1] & parse_hand(["AS", "QS", "3H", "5C"]) == 0
    assert view.could_hold[1] & parse_hand(["2H", "4H"]) == parse_hand(["2H", "4H"])


def test_the_view_depends_on_the_observation_only() -> None:
    review = DealReview(finished_record("bazar-belote", 4), 0)
    obs = review.observation_at(2, 1)
    assert deal_view(obs, review.game.deck) == deal_view(obs, review.game.deck)
    assert obs.seat == 1 and len(obs.past_tricks) == 2


def test_the_review_reviews_each_call_beside_the_ais() -> None:
    from tests.rules_helpers import quick_views

    review = DealReview(finished_record("blackout", 6), 0)
    calls = review.seat_calls()
    assert calls and all(state.to_play == 0 for state, _call in calls)
    analysis = review.analyse_call(1, quick_views(8))
    assert analysis.played == calls[0][1]
    assert analysis.suggested in calls[0][0].legal_actions()
    assert analysis.cost is not None and analysis.cost >= 0
    with pytest.raises(ValueError, match="calls 1..1"):
        review.analyse_call(2)
