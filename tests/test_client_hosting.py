"""Hosting a table for friends (issue 37): nothing listens before ``open`` or after
``close``; a friend's lobby sees the seats fill; the host's Start gives both screens their
table, which plays a deal; the host's table holds neither the host nor its state; the
friend is told when the host leaves."""

from __future__ import annotations

import socket
import time
from typing import Any

from game.client.friends.hosting import Hosting, lan_address
from game.client.friends.lobby import Lobby
from game.core.phase import Phase
from game.net.seats import SeatPlan
from game.table.thinking import Thinker
from tests.client_support import act, frames, make_app, start
from tests.test_table_leaks import leaks

LOOPBACK = "127.0.0.1"
PROGRAM = "test-1"
NOWHERE = ("127.0.0.1", 9)  # the announcements go nowhere (discard port) in tests


def until(done: Any, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "never got there"
        time.sleep(0.01)


def refused(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(2)
        return sock.connect_ex((LOOPBACK, port)) != 0


def test_a_hosted_table_listens_only_while_open_and_plays_with_a_friend() -> None:
    hosting = Hosting("blackout", {}, [SeatPlan("person"), SeatPlan("open"),
                                       SeatPlan("computer", "easy")],
                      address=LOOPBACK, program=PROGRAM, takeover_level="easy",
                      announce_to=NOWHERE)  # no fixed seed: the friend's window contributes
    thinker = Thinker()
    friend: Lobby | None = None
    try:
        assert not hosting.listening and hosting.port == 0
        port = hosting.open()
        assert hosting.listening and len(hosting.code) >= 4
        assert [s.kind for s in hosting.seat_states()] == ["person", "open", "computer"]
        friend = Lobby(thinker, LOOPBACK, port, hosting.code, name="Ann", program=PROGRAM)
        until(lambda: hosting.seat_states()[1].kind == "person")
        assert hosting.seat_states()[1].name == "Ann"
        session = hosting.start(thinker)
        until(lambda: (friend.poll(), friend.ready)[1])
        theirs = friend.session()
        app = make_app()
        table = app.matches.table_for(session)
        app.stack.clear_to(table)
        walked = False
        deadline = time.monotonic() + 60
        while session.view.phase is not Phase.SCORED:
            assert time.monotonic() < deadline, "the deal never ended"
            frames(app)
            theirs.poll()
            for mine, seat in ((session, 0), (theirs, 1)):
                view = mine.view
                if not mine.awaiting and view.to_play == seat and view.legal_actions():
                    act(mine, seat=seat)
            if session.view.phase is Phase.PLAY and not walked:
                assert leaks(table, {0}) == []  # nor the host, its state or Ann's view
                walked = True
            time.sleep(0.002)
        assert walked and session.view.scores == hosting.host.state.scores
        hosting.close()
        assert not hosting.listening and refused(port)
        until(lambda: (theirs.poll(), theirs.ended)[1] != "")
        assert theirs.ended == "host_left"
        # a table nobody keeps to resume reveals its secret as it closes: checked
        assert [s.text for s in theirs.said] == ["Deals verified: the host could not choose them",
                                                 "The host left the table: the match is over"]
        assert theirs.deals_verdict is not None and theirs.deals_verdict.verified
    finally:
        hosting.close()
        if friend is not None:
            friend.close()
        thinker.close()


def test_the_machines_address_is_one_to_read_out() -> None:
    address = lan_address()
    assert socket.inet_aton(address) and not address.startswith("0.")


def test_the_window_host_listens_on_the_readmes_port_or_a_free_one_when_taken() -> None:
    """The README's firewall rules name the port the window's host listens on; when
    another program holds it, the table opens on a free port and says that one."""
    from pathlib import Path

    from game.client.friends.host_screen import HostScreen
    from game.net.server import DEFAULT_PORT

    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    assert f"localport={DEFAULT_PORT}" in readme and f"ufw allow {DEFAULT_PORT}/tcp" in readme
    assert HostScreen.port == DEFAULT_PORT
    plans = [SeatPlan("person"), SeatPlan("open"), SeatPlan("computer", "easy")]
    assert Hosting("blackout", {}, plans, announce_to=NOWHERE).host.settings.port \
        == DEFAULT_PORT
    with socket.socket() as holder:
        holder.bind((LOOPBACK, 0))
        holder.listen()
        taken = holder.getsockname()[1]
        hosting = Hosting("blackout", {}, plans, address=LOOPBACK, program=PROGRAM,
                          announce_to=NOWHERE, port=taken)
        try:
            port = hosting.open()
            assert port != taken and port == hosting.port and hosting.listening
            friend = Lobby(Thinker(), LOOPBACK, port, hosting.code, program=PROGRAM)
            until(lambda: (friend.poll(), friend.seat)[1] == 1)  # the port it says works
            friend.close()
            friend.thinker.close()
        finally:
            hosting.close()
    free = socket.socket()
    free.bind((LOOPBACK, 0))
    wanted = free.getsockname()[1]
    free.close()
    hosting = Hosting("blackout", {}, plans, address=LOOPBACK, program=PROGRAM,
                      announce_to=NOWHERE, port=wanted)
    try:
        assert hosting.open() == wanted
    finally:
        hosting.close()


def test_the_hosts_own_table_hears_the_friends_and_sees_who_sits_where() -> None:
    """The hosting player's seat is the table's own connection; what only the network
    knows (who sits where, what a friend said) reaches it through the host's relay, typed,
    and the session reads it like a joined seat's (issue 47)."""
    hosting = Hosting("blackout", {}, [SeatPlan("person"), SeatPlan("open"),
                                       SeatPlan("computer", "easy")],
                      address=LOOPBACK, program=PROGRAM, takeover_level="easy",
                      announce_to=NOWHERE)
    thinker = Thinker()
    try:
        port = hosting.open()
        friend = Lobby(thinker, LOOPBACK, port, hosting.code, name="Ann", program=PROGRAM)
        until(lambda: hosting.seat_states()[1].kind == "person")
        session = hosting.start(thinker)
        until(lambda: (friend.poll(), friend.ready)[1])
        theirs = friend.session()
        assert session.networked and theirs.networked
        theirs.say("well_played")
        until(lambda: (session.poll(), [q.phrase for q in session.quick])[1] == ["well_played"])
        assert [s.kind for s in session.seat_states] == ["person", "person", "computer"]
        assert session.seat_states[1].name == "Ann"
        theirs.close()
        until(lambda: (session.poll(), session.seat_states[1].kind)[1] == "lost")
    finally:
        hosting.close()
        thinker.close()


def test_a_table_of_this_screens_own_is_not_networked_and_says_nothing() -> None:
    session = start(make_app(), "blackout", players=3).session
    assert not session.networked
    session.say("well_played")  # nobody to say it to: nothing sent, nothing heard
    session.poll()
    assert list(session.quick) == []
    session.close()
