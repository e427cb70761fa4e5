"""The table's computer seats (issue 17, fault 9): only a game without an AI gets the
random stand-in, and the player is told; any other refusal of the AI is raised."""

from __future__ import annotations

import pytest

from ai import AIArgumentError, UnknownLevelError
from game.core import Game, create_game
from game.table.computers import FallbackAgent, make_agent
from game.table.thinking import Thinker


class NoSuchGame(Game):
    id = "no-such-game"


def test_a_bad_level_or_seat_is_raised_not_hidden_behind_random_moves() -> None:
    g = create_game("blackout")
    with pytest.raises(UnknownLevelError, match="hardd"):
        make_agent("hardd", g, 1, 5)
    with pytest.raises(AIArgumentError, match="seat must be 0..3, got int 9"):
        make_agent("easy", g, 9, 5)


def test_only_a_game_without_an_ai_gets_the_stand_in() -> None:
    assert isinstance(make_agent("easy", NoSuchGame(), 1, 5), FallbackAgent)
    assert not isinstance(make_agent("easy", create_game("blackout"), 1, 5), FallbackAgent)


def test_the_player_is_told_when_the_computer_seats_play_at_random(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import ai.registry
    from game.client.matches.session import MatchSession, MatchSetup

    thinker = Thinker()
    told = MatchSession(MatchSetup("blackout", {}, ("human", "easy", "easy", "easy"), seed=2),
                        thinker)
    assert told.notice == ""
    told.close()
    monkeypatch.delitem(ai.registry.GAME_AIS, "blackout")
    session = MatchSession(MatchSetup("blackout", {}, ("human", "easy", "easy", "easy"),
                                      seed=2), thinker)
    try:
        assert "Blackout has no computer player yet" in session.notice
        assert "random legal moves" in session.notice
        assert session.settle()  # the stand-ins play on to the player's turn
    finally:
        session.close()
        thinker.close()


def test_the_player_sees_a_plain_notice_when_a_computer_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import game.client.matches.session
    from tests.client_support import frames_until, make_app, start

    class Failing:
        def choose(self, observation, legal, deadline=None):
            raise RuntimeError("a bug in the computer")

    real = game.client.matches.session.make_agent
    monkeypatch.setattr(game.client.matches.session, "make_agent", lambda level, g, seat, seed: (
        Failing() if seat == 1 else real(level, g, seat, seed)))
    app = make_app()
    table = start(app, "blackout", seed=3, options={"deal_sequence": "descending",
                                                    "max_cards": 4})
    try:
        frames_until(app, lambda: table.message is not None
                     and "computer player failed" in table.message[0], 20.0)
        assert "West" in table.message[0] and "RuntimeError" not in table.message[0]
    finally:
        app.thinker.close()


def test_a_table_left_for_a_new_match_stops_its_host() -> None:
    """Each match runs its own host thread: one dropped for another match stops, one left
    for the menu (to resume) does not."""
    import threading
    import time

    from tests.client_support import frames, make_app, start

    def hosts() -> int:
        return sum(t.name == "table-host" and t.is_alive() for t in threading.enumerate())

    app = make_app()
    before = hosts()
    try:
        start(app, "blackout", seed=3)
        frames(app, 2)
        assert hosts() == before + 1
        app.main_menu()  # unfinished: kept for Resume
        frames(app, 2)
        assert hosts() == before + 1
        start(app, "blackout", seed=4)  # a new match replaces it
        frames(app, 2)
        deadline = time.monotonic() + 5.0
        while hosts() != before + 1 and time.monotonic() < deadline:
            frames(app, 1)
        assert hosts() == before + 1
    finally:
        app.matches.close_dropped(everything=True)
        app.thinker.close()
