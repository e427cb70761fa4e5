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


def _blackout_first_card(seed: int):  # type: ignore[no-untyped-def]
    """A 4-player Blackout deal of five cards at its first card with a choice of cards."""
    from game.core import create_game

    game = create_game("blackout", players=4)
    state = game.new_deal(seed=seed, dealer=0, deal_number=5)
    rng = random.Random(seed)
    while not (state.phase == "play" and len(state.legal_actions()) > 1):
        state = state.apply(rng.choice(state.legal_actions()))
    return game, state


@pytest.mark.parametrize("game_id", REGISTERED)
def test_the_adviser_deals_its_worlds_as_the_games_strongest_level(game_id: str) -> None:
    """Issue 49: hints and the review read the table as the strongest computer does — in
    Blackout by the learned card-location model — with the adviser's own work."""
    from ai import LEVELS
    from ai.registry import level_for
    from game.practice.position_view import ADVISER, adviser_for

    strongest = level_for(LEVELS[-1], game_id)
    adviser = adviser_for(game_id)
    assert adviser.locations == strongest.locations
    assert (adviser.samples, adviser.bid_samples) == (ADVISER.samples, ADVISER.bid_samples)
    if game_id == "blackout":
        assert adviser.locations == "model"


def test_a_blackout_hint_searches_worlds_dealt_by_the_location_model(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The agent behind a Blackout hint is made with the location model's worlds, and its
    answer is that agent's (its values differ from the uniform worlds' on this position)."""
    import dataclasses

    from ai import create_agent
    from game.practice import position_view
    from game.practice.position_view import ADVISER, PositionViews

    made = []

    def recording(level, game, seat, seed):  # type: ignore[no-untyped-def]
        made.append(level)
        return create_agent(level, game, seat, seed)

    monkeypatch.setattr(position_view, "create_agent", recording)
    quick = dataclasses.replace(ADVISER, samples=24, bid_samples=24)
    game, state = _blackout_first_card(5)
    obs, legal = state.observation(state.to_play), state.legal_actions()
    answer = PositionViews(quick).view(game, obs, legal)
    assert [lv.locations for lv in made] == ["model"] and made[0].samples == 24
    seed = position_seed(position_key(obs, legal))
    uniform = create_agent(quick, game, obs.seat, seed).choose(obs, legal, deadline=None)
    located = create_agent(made[0], game, obs.seat, seed).choose(obs, legal, deadline=None)
    assert answer.evaluations == located.evaluations
    assert uniform.evaluations != located.evaluations


def test_the_blackout_teacher_deals_its_worlds_by_the_location_model(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The practice teacher's worlds for a call are placed as the hint's are."""
    from ai.blackout.model import BlackoutModel
    from game.practice import PracticeStream, feedback_for

    asked = []
    real = BlackoutModel.constraints

    def recording(self, obs, level):  # type: ignore[no-untyped-def]
        asked.append(level.locations)
        return real(self, obs, level)

    monkeypatch.setattr(BlackoutModel, "constraints", recording)
    situation = PracticeStream("blackout", "deal", seed=7).next()
    feedback_for(situation, situation.legal[0], worlds=8)
    assert asked == ["model"]
