"""The join screen's seat before the match starts (issue 37): joining never blocks a frame,
the table's seats are listed, a refusal is said in words, Esc leaves the table, and the
host's Start turns the lobby into the table's session."""

from __future__ import annotations

import time
from typing import Any

from game.client.friends.lobby import Lobby
from game.core.phase import Phase
from game.net.seats import SeatPlan
from game.net.server import NetHost
from game.table.thinking import Thinker
from tests.client_support import act
from tests.net_support import CODE, LOOPBACK, PROGRAM, open_host


def hosted() -> NetHost:
    return open_host("blackout", [SeatPlan("computer", "easy"), SeatPlan("open"),
                                  SeatPlan("open")], seed=5, players=3, start_when_full=False)


def until(done: Any, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "never got there"
        time.sleep(0.01)


def lobby(host: NetHost, thinker: Thinker, **kwargs: Any) -> Lobby:
    kwargs.setdefault("code", CODE.lower())  # typed in any case
    return Lobby(thinker, LOOPBACK, host.port, program=PROGRAM, **kwargs)


def test_a_lobby_lists_the_seats_then_becomes_the_tables_session() -> None:
    host, thinker = hosted(), Thinker()
    ann = lobby(host, thinker, seat=2, name="Ann")
    try:
        def seated() -> bool:
            ann.poll()
            return len(ann.seats) == 3 and ann.seats[2].kind == "person"

        until(seated)
        assert ann.seat == 2 and ann.seats[2].name == "Ann"
        assert [s.kind for s in ann.seats] == ["computer", "open", "person"]
        assert not ann.ready
        host.start()

        def ready() -> bool:
            ann.poll()
            return ann.ready

        until(ready)
        session = ann.session()
        assert session.viewer == 2 and session.setup.game_id == "blackout"
        deadline = time.monotonic() + 60
        while session.view.phase is not Phase.SCORED:
            assert time.monotonic() < deadline
            session.poll()
            view = session.view
            if not session.awaiting and view.to_play == 2 and view.legal_actions():
                act(session, seat=2)
            time.sleep(0.002)
        assert session.view.scores == host.state.scores
        session.close()
    finally:
        ann.close()
        host.close()
        assert host.wait_closed(10)
        thinker.close()


def test_a_wrong_code_is_said_in_words_and_esc_leaves_the_table() -> None:
    host, thinker = hosted(), Thinker()
    try:
        wrong = lobby(host, thinker, code="NOPE")
        until(lambda: (wrong.poll(), wrong.trouble)[1] != "")
        assert wrong.trouble == "Wrong table code: ask the host for it again"
        assert wrong.closed
        bob = lobby(host, thinker, name="Bob")
        until(lambda: (bob.poll(), bob.seat)[1] == 1)
        until(lambda: host.seat_states()[1].kind == "person")
        bob.close()  # Esc: the connection ends; before the start the seat is open again
        until(lambda: host.seat_states()[1].kind == "open")
    finally:
        host.close()
        assert host.wait_closed(10)
        thinker.close()


def test_every_reason_the_host_refuses_a_seat_for_has_its_words() -> None:
    import re
    from pathlib import Path

    from game.i18n.net_words import HELLO_REFUSAL_WORDS as REFUSALS
    from game.i18n.net_words import hello_refusal_text as refusal_text
    from game.net import server

    source = Path(server.__file__).read_text(encoding="utf-8")
    refused = set(re.findall(r'self\._refuse\(conn, "(\w+)"\)', source))
    chosen = set(re.findall(r'return "(\w+)"', source))
    assert refused and chosen
    assert refused | chosen <= set(REFUSALS)
    fallback = refusal_text("no-such-reason")
    assert all(refusal_text(why) != fallback for why in refused | chosen)
