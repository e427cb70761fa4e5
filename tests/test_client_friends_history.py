"""Issue 37: a match with friends in each person's history — a joined table files its
match from the seat's own view when the host closes it over (Statistics marks it, in the
player's language); a hosted table autosaves with its own seats (a friend's, a computer's
level) and the mark, and Resume puts them back; a joined table is never kept for Resume."""

from __future__ import annotations

import time

import pytest

from game.client.friends import OPEN, HostScreen
from game.client.match import HUMAN, MatchSession, MatchSetup
from game.client.statistics_scene import StatisticsScene
from game.core import create_game
from game.core.actions import DEAL
from game.core.phase import Phase
from game.core.record import replay_record
from game.i18n import set_language
from game.net.client import NetSeat
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost
from tests.client_support import act, frames, make_app
from tests.net_support import CODE, LOOPBACK, PROGRAM, client


@pytest.fixture(autouse=True)
def _loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HostScreen, "listen_on", LOOPBACK)
    monkeypatch.setattr(HostScreen, "announce_to", (LOOPBACK, 9))
    yield
    set_language("en")


def play_out(session: MatchSession, seat: int, seconds: float = 60) -> None:
    """Play ``seat`` (first legal move; the next deal when one is scored) until the table
    closes."""
    deadline = time.monotonic() + seconds
    while not session.ended:
        assert time.monotonic() < deadline, "the table never closed"
        session.poll()
        view = session.views[seat]
        if session.awaiting:
            time.sleep(0.002)
        elif view.phase is Phase.SCORED:
            act(session, DEAL, seat)
        elif view.to_play == seat and view.legal_actions():
            act(session, seat=seat)
        else:
            time.sleep(0.002)


def test_a_joined_table_files_its_match_marked_with_friends() -> None:
    game = create_game("blackout", players=3, max_cards=2)
    host = NetHost(game.new_match(seed=4),
                   [SeatPlan("computer", "easy"), SeatPlan("open"), SeatPlan("computer", "hard")],
                   HostSettings(program=PROGRAM, address=LOOPBACK, code=CODE))
    host.open()
    app = make_app()
    seat = NetSeat(client(host, name="Ann"))
    try:
        assert seat.connect(10).seat == 1
        session = MatchSession.joined({1: seat}, app.thinker, timeout=10)
        app.play_networked(session, None)
        play_out(session, 1)
        assert session.ended == "match_over" and session.closed_over
        assert app.storage.history.entries() == []  # filed by the app's next frame
        frames(app, 1)
        (entry,) = app.storage.history.entries()
        assert entry.with_friends and entry.seats == ("easy", HUMAN, "hard")
        assert entry.scores == host.state.scores and len(entry.deals) == 2
        assert replay_record(entry.record) == host.state  # rebuilt from what the seat saw
        app.file_joined(session)  # handed in twice: filed once (its id is its record's)
        assert len(app.storage.history.entries()) == 1
        assert not app.can_resume()  # a joined table is never kept for Resume
        scene = StatisticsScene(app)
        (row,) = scene.rows
        assert row.with_friends and scene.row_text(row)[1].endswith(" · played with friends")
        set_language("ru")
        assert scene.row_text(row)[1].endswith(" · с друзьями")
    finally:
        app.leave_network()
        seat.close()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()


def test_a_hosted_match_autosaves_its_own_seats_and_resumes_them() -> None:
    app = make_app()
    app.last_setup = MatchSetup("blackout", {"players": 4}, (HUMAN, "easy", "easy", "easy"))
    try:
        screen = HostScreen(app)
        app.stack.clear_to(screen)
        screen.seats = [HUMAN, OPEN, "hard", OPEN]
        screen.open_table()
        assert screen.hosting is not None
        screen.begin()  # nobody came: computers play the friends' seats
        session, hosting = app.network  # type: ignore[misc]
        assert hosting is not None  # filed by its autosave, with the true state
        deadline = time.monotonic() + 30
        while session.view.to_play != 0 or not session.view.legal_actions():
            assert time.monotonic() < deadline
            session.poll()
            time.sleep(0.002)
        act(session, seat=0)
        deadline = time.monotonic() + 10
        while app.storage.saves.seats() is None:
            assert time.monotonic() < deadline, "the hosted match was never autosaved"
            app.save_due()
            time.sleep(0.01)
        assert tuple(app.storage.saves.seats()) == (HUMAN, "friend", "hard", "friend")
        assert app.storage.saves.with_friends()
        app.main_menu()  # leaving closes the table for everyone; its save stays
        assert app.network is None and app.can_resume()
        app.settings = app.settings.with_(ai_level="medium")
        app.resume()
        resumed = app.stack.top.session  # type: ignore[attr-defined]
        assert resumed.setup.seats == (HUMAN, "medium", "hard", "medium")
        assert resumed.view.version == 0 and resumed.view.observation.phase is not Phase.OVER
    finally:
        app.leave_network()
        app.close_dropped(everything=True)
        app.thinker.close()


