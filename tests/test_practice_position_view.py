"""The hint and the review give one answer for one position (issue 21, defect 8): both ask
``game.practice.position_view.ai_view`` — one engine, one budget, one seed per position —
and the answer is kept per position."""

from __future__ import annotations

import random

import pytest

from game.client.matches.session import HUMAN, MatchSession, MatchSetup
from game.core.actions import Kind
from game.practice.position_view import VIEWS, ai_view, position_key, position_seed
from game.practice.review import DealReview
from tests.game_floors import GAME_IDS as REGISTERED


def hint_at_first_card(game_id: str, seed: int):
    """A match of people at one screen: the hint to seat 0 at its first card (from its own
    view), then the deal played to its end by random legal actions; the finished deal's
    record, as the referee sends it for the review."""
    import time

    from game.table.thinking import Thinker
    from tests.client_support import act

    setup = MatchSetup(game_id, {}, (HUMAN,) * 4, seed=seed)
    thinker = Thinker()
    session = MatchSession(setup, thinker)
    rng = random.Random(seed)
    try:
        view = session.view
        while not (view.to_play == 0 and any(a.kind is Kind.PLAY
                                              for a in view.legal_actions())):
            seat = view.to_play
            act(session, rng.choice(session.views[seat].legal_actions()), seat)
            view = session.view
        trick_number = len(view.past_tricks) + 1
        assert session.ask_hint()
        deadline = time.monotonic() + 120.0
        while session.hint is None and time.monotonic() < deadline:
            session.poll()
            time.sleep(0.01)
        assert session.hint is not None and not session.said
        hint = session.hint[1].action
        while view.deal_result is None:
            seat = view.to_play
            view = act(session, rng.choice(session.views[seat].legal_actions()), seat)
            view = session.view
        deadline = time.monotonic() + 10.0
        while 1 not in session.deal_records and time.monotonic() < deadline:
            session.poll()
            time.sleep(0.01)
        return hint, trick_number, session.deal_records[1]
    finally:
        session.close()
        thinker.close()


@pytest.mark.parametrize("game_id", REGISTERED)
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
