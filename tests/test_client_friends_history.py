"""Issue 37: a match with friends in each person's history — a joined table files its
match from the seat's own view when the host closes it over (Statistics marks it, in the
player's language); a hosted table autosaves with its own seats (a friend's, a computer's
level) and the mark, and Resume puts them back; a joined table is never kept for Resume."""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path
from typing import Any

import pytest

from game.client.friends.host_screen import HostScreen
from game.client.friends.lobby import Lobby
from game.client.friends.seat_token import table_token
from game.client.friends.seat_words import OPEN
from game.client.history.statistics import StatisticsScene
from game.client.matches.session import HUMAN, MatchSession, MatchSetup
from game.core import create_game
from game.core.actions import DEAL
from game.core.phase import Phase
from game.core.record import replay_record
from game.i18n import set_language
from game.net.client import NetSeat
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost, token_digest
from tests.client_support import act, frames, make_app
from tests.net_support import CODE, LOOPBACK, PROGRAM, client


@pytest.fixture(autouse=True)
def _loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HostScreen, "listen_on", LOOPBACK)
    monkeypatch.setattr(HostScreen, "announce_to", (LOOPBACK, 9))
    yield
    set_language("en")


def take_turn(session: MatchSession, seat: int, deals: bool = True) -> bool:
    """Poll, then make ``seat``'s move if it has one: the next deal when one is scored
    (when ``deals``), else its first legal move.  True when it acted."""
    session.poll()
    if session.awaiting:
        return False
    view = session.views[seat]
    if view.phase is Phase.SCORED:
        if deals:
            act(session, DEAL, seat)
        return deals
    if view.to_play == seat and view.legal_actions():
        act(session, seat=seat)
        return True
    return False


def play_out(session: MatchSession, seat: int, seconds: float = 60) -> None:
    """Play ``seat`` (first legal move; the next deal when one is scored) until the table
    closes."""
    deadline = time.monotonic() + seconds
    while not session.ended:
        assert time.monotonic() < deadline, "the table never closed"
        if not take_turn(session, seat):
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
        app.matches.play_networked(session, None)
        play_out(session, 1)
        assert session.ended == "match_over" and session.closed_over
        assert app.storage.history.entries() == []  # filed by the app's next frame
        frames(app, 1)
        (entry,) = app.storage.history.entries()
        assert entry.with_friends and entry.seats == ("easy", HUMAN, "hard")
        assert entry.scores == host.state.scores and len(entry.deals) == 2
        assert replay_record(entry.record) == host.state  # rebuilt from what the seat saw
        # handed in twice: filed once (its id is its record's)
        app.matches.friends.file_joined(session)
        assert len(app.storage.history.entries()) == 1
        assert not app.matches.can_resume()  # a joined table is never kept for Resume
        scene = StatisticsScene(app)
        (row,) = scene.rows
        # a host that committed to nothing: its deals could not be verified (issue 46)
        assert row.with_friends and scene.row_text(row)[1].endswith(
            " · played with friends · deals not verified")
        set_language("ru")
        assert scene.row_text(row)[1].endswith(" · с друзьями · раздачи не проверены")
    finally:
        app.matches.friends.leave()
        seat.close()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


def seated(lobby: Lobby) -> int:
    deadline = time.monotonic() + 10
    while lobby.seat < 0:
        assert time.monotonic() < deadline and not lobby.trouble, lobby.trouble
        lobby.poll()
        time.sleep(0.01)
    return lobby.seat


def started(lobby: Lobby) -> MatchSession:
    deadline = time.monotonic() + 10
    while not lobby.ready:
        assert time.monotonic() < deadline and not lobby.trouble, lobby.trouble
        lobby.poll()
        time.sleep(0.01)
    return lobby.session()


def test_a_hosted_match_resumes_at_its_table_and_a_friend_gets_his_seat_back(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Resume of a match hosted for friends opens its table again (address and code
    shown, listening) with its own seats; the friend who sat there comes back with his
    token and gets his seat (a stranger gets another); the match goes on where it was
    saved.  The save keeps only the digest of his token, never the token."""
    monkeypatch.setattr(HostScreen, "port", free_port())
    app = make_app()
    app.matches.last_setup = MatchSetup("blackout", {"players": 4}, (HUMAN, "easy", "easy", "easy"))
    sessions: list[Any] = []
    try:
        screen = HostScreen(app)
        app.stack.clear_to(screen)
        screen.seats = [HUMAN, OPEN, "hard", OPEN]
        screen.open_table()
        hosting = screen.hosting
        assert hosting is not None and hosting.port == HostScreen.port
        port, code = hosting.port, hosting.code
        token = table_token(LOOPBACK, port, code, folder=tmp_path)
        ann = Lobby(app.thinker, LOOPBACK, port, code, seat=3, name="Ann", token=token)
        assert seated(ann) == 3
        screen.begin()
        session, _hosting = app.matches.friends.current  # type: ignore[misc]
        theirs = started(ann)
        sessions.append(theirs)
        deadline = time.monotonic() + 30
        while app.storage.saves.hosted_table() is None \
                or theirs.view.version < 6:  # a few moves, Ann's among them
            assert time.monotonic() < deadline, "the hosted match was never autosaved"
            for mine, seat in ((session, 0), (theirs, 3)):
                take_turn(mine, seat, deals=seat == 0)
            app.autosaves.due()
            time.sleep(0.002)
        while app.storage.autosaver.pending or not app.autosaves.queued.empty():
            app.autosaves.due()
        assert tuple(app.storage.saves.seats()) == (HUMAN, "friend", "hard", "friend")
        kept = app.storage.saves.hosted_table()
        assert kept is not None and (kept.code, kept.port) == (code, port)
        assert kept.tokens[3] == token_digest(token) and kept.tokens[1] is None
        assert token not in json.dumps(app.storage.saves.record("autosave"))
        saved = app.storage.saves.load_state()
        assert len(saved.log) >= 6
        app.main_menu()  # the host leaves: the table closes for everyone, its save stays
        assert app.matches.friends.current is None and app.matches.can_resume()
        deadline = time.monotonic() + 10
        while not theirs.ended:
            assert time.monotonic() < deadline
            theirs.poll()
            time.sleep(0.01)
        assert theirs.ended == "host_left"

        app.matches.resume()
        screen = app.stack.top  # type: ignore[assignment]
        assert isinstance(screen, HostScreen) and screen.going_on
        hosting = screen.hosting
        assert hosting is not None and hosting.listening
        assert (hosting.port, hosting.code) == (port, code)  # the same token comes back
        assert [s.kind for s in hosting.seat_states()] == ["person", "open", "computer",
                                                            "open"]
        frames(app, 1)  # the open table draws: address and code
        stranger = Lobby(app.thinker, LOOPBACK, port, code, name="Bob",
                         token=table_token(LOOPBACK, port, code, folder=tmp_path / "b"))
        assert seated(stranger) == 1  # Ann's seat is kept for her
        ann = Lobby(app.thinker, LOOPBACK, port, code, name="Ann", token=token)
        assert seated(ann) == 3
        screen.begin()
        session, _hosting = app.matches.friends.current  # type: ignore[misc]
        theirs, bob = started(ann), started(stranger)
        sessions += [theirs, bob]
        # where the save left it: the same hands, trick and turn
        assert session.view.hand == saved.hands[0] and theirs.view.hand == saved.hands[3]
        assert session.view.to_play == saved.to_play and session.view.scores == saved.scores
        version = theirs.view.version
        deadline = time.monotonic() + 30
        while theirs.view.version < version + 4:  # the match goes on
            assert time.monotonic() < deadline, "the resumed match did not go on"
            for mine, seat in ((session, 0), (bob, 1), (theirs, 3)):
                take_turn(mine, seat, deals=seat == 0)
            time.sleep(0.002)
    finally:
        app.matches.friends.leave()
        for s in sessions:
            s.close()
        app.matches.close_dropped(everything=True)
        app.thinker.close()



def test_a_joined_table_closed_before_the_end_is_filed_abandoned_with_friends() -> None:
    """The host leaves mid-match: the friend's history keeps the match, marked abandoned
    and played with friends (no winners, out of the statistics' results), as a match left
    unfinished at this screen is; filed once."""
    game = create_game("blackout", players=3, max_cards=2)
    host = NetHost(game.new_match(seed=4),
                   [SeatPlan("computer", "easy"), SeatPlan("open"), SeatPlan("computer", "hard")],
                   HostSettings(program=PROGRAM, address=LOOPBACK, code=CODE,
                                start_when_full=False))
    host.open()
    app = make_app()
    seat = NetSeat(client(host, name="Ann"))
    try:
        assert seat.connect(10).seat == 1
        host.start()
        session = MatchSession.joined({1: seat}, app.thinker, timeout=10)
        app.matches.play_networked(session, None)
        deadline = time.monotonic() + 30
        while not session.view.results:  # a deal played, the next one under way
            assert time.monotonic() < deadline
            if not take_turn(session, 1):
                time.sleep(0.002)
        host.close("host_left")
        assert host.wait_closed(10)
        deadline = time.monotonic() + 10
        while not session.ended:
            assert time.monotonic() < deadline
            frames(app, 1)
            time.sleep(0.01)
        frames(app, 2)
        assert session.ended == "host_left" and not session.closed_over
        (entry,) = app.storage.history.entries()
        assert entry.abandoned and entry.with_friends and entry.winners == ()
        assert entry.seats == ("easy", HUMAN, "hard") and len(entry.deals) == 1
        app.matches.friends.leave()
        assert len(app.storage.history.entries()) == 1  # filed once
        scene = StatisticsScene(app)
        assert [r.abandoned for r in scene.rows] == [True]
    finally:
        app.matches.friends.leave()
        seat.close()
        host.close()
        app.thinker.close()
