"""The hint and the review give one answer for one position (issue 21, defect 8): both ask
``game.practice.position_view.ai_view`` — one engine, one budget, one seed per position —
and the answer is kept per position."""

from __future__ import annotations

import random

import pytest

from game.client.match import HUMAN, MatchSession, MatchSetup
from game.core.actions import Kind
from game.core.record import record_of
from game.practice.position_view import VIEWS, ai_view, position_key, position_seed
from game.practice.review import DealReview


def hint_at_first_card(game_id: str, seed: int):
    """A match where seat 0 is the human: the hint at its first card, then the deal
    played to its end by random legal actions."""
    players = 4
    setup = MatchSetup(game_id, {}, (HUMAN,) + ("easy",) * (players - 1), seed=seed)
    session = MatchSession(setup)
    rng = random.Random(seed)
    try:
        state = session.state
        while not (state.to_play == 0 and any(a.kind is Kind.PLAY
                                               for a in state.legal_actions())):
            state = session.apply(rng.choice(state.legal_actions()))
        trick_number = len(state.past_tricks) + 1
        assert session.ask_hint()
        answer = session.worker.wait(120.0)
        assert answer is not None and not answer.error, answer
        hint = answer.suggestion.action
        while state.deal_result is None:
            state = session.apply(rng.choice(state.legal_actions()))
        return hint, trick_number, record_of(state)
    finally:
        session.close()


@pytest.mark.parametrize("game_id", ["bazar-belote", "blackout", "partnership-blackout"])
def test_the_hint_and_the_review_name_the_same_card(game_id: str) -> None:
    hint, trick_number, record = hint_at_first_card(game_id, 3)
    VIEWS._answers.clear()  # recomputed, not remembered: the same answer again
    analysis = DealReview(record, 0).analyse(trick_number)
    assert analysis.suggested == hint


def test_a_position_is_answered_once_and_seeded_from_itself() -> None:
    from game.core import create_game

    game = create_game("bazar-belote")
    state = game.new_match(seed=9)
    rng = random.Random(2)
    while state.phase != "play":
        state = state.apply(rng.choice(state.legal_actions()))
    obs, legal = state.observation(state.to_play), state.legal_actions()
    first = ai_view(game, obs, legal)
    assert ai_view(game, obs, legal) is first  # kept
    key = position_key(obs, legal)
    assert position_seed(key) == position_seed(position_key(state.observation(state.to_play),
                                                            state.legal_actions()))
    assert "0x" not in key  # no object addresses: the same text in every run
