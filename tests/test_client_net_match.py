"""The table played over the network (issue 37): a ``MatchSession`` joined to a host on
another machine (here on loopback) through a ``NetSeat`` is the same table — the same
views, steps, requests and score sheet as a match at this screen, holding nothing of
another seat — and a host that leaves is said once, in words."""

from __future__ import annotations

import time

from game.client.matches.session import MatchSession
from game.client.table.score_sheet import ScoreSheet
from game.core import create_game
from game.core.phase import Phase
from game.net.client import NetSeat
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost
from game.table.thinking import Thinker
from tests.client_support import act, frames, make_app
from tests.net_support import CODE, LOOPBACK, ONE_FRIEND, PROGRAM, client, open_host
from tests.test_table_leaks import leaks


def hosted(seats: list[SeatPlan], seed: int = 3) -> NetHost:
    return open_host("blackout", seats, seed=seed, players=len(seats), start_when_full=False)


def test_a_joined_session_plays_a_deal_to_the_score_sheet() -> None:
    host = hosted(ONE_FRIEND)
    seat = NetSeat(client(host, name="Ann"))
    try:
        assert seat.connect(10).seat == 1
        host.start()
        session = MatchSession.joined({1: seat}, Thinker(), timeout=10)
        assert session.viewer == 1 and session.is_human(1) and not session.is_human(0)
        assert session.setup.game_id == "blackout" and session.setup.players == 3
        assert not session.undo_allowed  # other people at the table: no take-backs
        app = make_app()
        table = app.matches.table_for(session)
        app.stack.clear_to(table)
        moves = 0
        walked = False
        deadline = time.monotonic() + 60
        while not isinstance(app.stack.top, ScoreSheet):
            assert time.monotonic() < deadline, "the deal never reached the score sheet"
            frames(app)
            time.sleep(0.001)
            view = session.view
            if (app.stack.top is table and not session.awaiting and view.to_play == 1
                    and view.legal_actions()):
                act(session, seat=1)
                moves += 1
            if view.phase is Phase.PLAY and not walked:
                # mid-deal over the network: the screen holds its own seat's view only
                assert leaks(table, {1}) == []
                walked = True
        assert walked and moves >= 2  # a bid and at least one card, sent over the network
        assert session.view.phase is Phase.SCORED
        assert session.view.scores == host.state.scores
        assert not session.said  # nothing refused
        session.close()
    finally:
        seat.close()
        host.close("host_left")
        assert host.wait_closed(10)


def test_the_host_leaving_is_said_once() -> None:
    host = hosted([SeatPlan("open"), SeatPlan("computer", "easy"), SeatPlan("computer", "easy")])
    seat = NetSeat(client(host))
    try:
        seat.connect(10)
        host.start()
        session = MatchSession.joined({0: seat}, Thinker(), timeout=10)
        host.close("host_left")
        assert host.wait_closed(10)
        deadline = time.monotonic() + 10
        while not session.ended and time.monotonic() < deadline:
            session.poll()
            time.sleep(0.01)
        assert session.ended == "host_left"
        session.poll()
        assert [s.text for s in session.said] == ["The host left the table: the match is over"]
    finally:
        seat.close()


def test_a_table_whose_host_left_offers_no_action() -> None:
    """The bid panel offered at the player's turn goes when the host leaves, and nothing
    the player does sends a request to the closed table."""
    host = hosted([SeatPlan("open"), SeatPlan("computer", "easy"), SeatPlan("computer", "easy")],
                  seed=5)
    seat = NetSeat(client(host))
    app = make_app()
    try:
        seat.connect(10)
        host.start()
        session = MatchSession.joined({0: seat}, app.thinker, timeout=10)
        table = app.matches.table_for(session)
        app.stack.clear_to(table)
        deadline = time.monotonic() + 20
        while table.bid_panel is None:  # our call comes round
            assert time.monotonic() < deadline, "our call never came"
            frames(app)
            time.sleep(0.005)
        assert table.accepting()
        host.close("host_left")
        assert host.wait_closed(10)
        deadline = time.monotonic() + 10
        while not session.ended:
            assert time.monotonic() < deadline
            frames(app)
            time.sleep(0.01)
        frames(app, 3)
        assert table.bid_panel is None and not table.accepting()
        assert not table.playable_cards()
        table.send(session.view.legal_actions()[0], 0)  # a late key press: not sent
        assert not session.awaiting
    finally:
        app.matches.friends.leave()
        seat.close()
        app.thinker.close()


def test_a_friends_seat_a_computer_took_over_keeps_his_name_marked() -> None:
    from game.client.friends.seat_words import seat_state_text
    from game.i18n import set_language

    game = create_game("blackout", players=3)
    host = NetHost(game.new_match(seed=3),
                   [SeatPlan("open"), SeatPlan("open"), SeatPlan("computer", "easy")],
                   HostSettings(program=PROGRAM, address=LOOPBACK, code=CODE, level="easy",
                                start_when_full=False, takeover_after=0.2))
    host.open()
    mine, ann = NetSeat(client(host, seat=0)), NetSeat(client(host, seat=1, name="Ann"))
    app = make_app()
    try:
        mine.connect(10)
        ann.connect(10)
        host.start()
        session = MatchSession.joined({0: mine}, app.thinker, timeout=10)
        table = app.matches.table_for(session)
        app.stack.clear_to(table)
        frames(app, 2)
        assert session.names[1] == "Ann"
        ann.close()  # Ann's connection drops; a computer plays her seat
        deadline = time.monotonic() + 10
        while session.seat_states[1].kind != "computer" if session.seat_states else True:
            assert time.monotonic() < deadline, "the seat was never taken over"
            frames(app)
            time.sleep(0.01)
        frames(app, 2)  # the plate draws the marked name
        assert session.names[1] == "Ann (computer)"
        assert seat_state_text(session.seat_states[1]) == "Ann: a computer plays (Easy)"
        set_language("fr")
        assert session.names[1] == "Ann (ordinateur)"
    finally:
        set_language("en")
        app.matches.friends.leave()
        mine.close()
        host.close()
        app.thinker.close()
