"""The host's own seat and a friend's seat through ``NetSeat`` (the client on its own
thread, with a local seat connection's methods): who sits where, quick messages, a deal
played by both to its end."""

from __future__ import annotations

import time

from game.core import create_game
from game.core.phase import Phase
from game.net.client import NetSeat
from game.net.protocol import Say, Seats
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost
from game.table.messages import Act, Update
from tests.net_support import CODE, LOOPBACK, PROGRAM, client


def first_move(view) -> Act | None:
    legal = view.legal_actions()
    return Act(legal[0], view.version) if legal else None


def test_the_hosts_seat_and_a_friends_seat_play_a_deal_and_talk():
    game = create_game("blackout", players=3)
    host = NetHost(game.new_match(seed=4),
                   [SeatPlan("person"), SeatPlan("open"), SeatPlan("computer", "easy")],
                   HostSettings(program=PROGRAM, address=LOOPBACK, code=CODE, deals=1))
    mine = host.connect(0)
    host.open()
    friend = NetSeat(client(host, name="Ann"))
    try:
        assert friend.connect(10).seat == 1
        friend.say("well_played")
        friend.say("thanks")  # a second phrase within the second is dropped
        seen: list = []
        last = {0: None, 1: None}
        end = time.monotonic() + 60
        while time.monotonic() < end and not host.wait_closed(0):
            for seat, inbox in ((0, mine.receive()), (1, friend.receive())):
                for message in inbox:
                    seen.append((seat, message))
                    if isinstance(message, Update):
                        last[seat] = message.view
                        move = first_move(message.view)
                        if move is not None:
                            (mine if seat == 0 else friend).send(move)
            time.sleep(0.005)
        assert host.wait_closed(10) and host.ended == "deals_done"
    finally:
        friend.close()
    assert last[0].phase is Phase.SCORED and last[1].phase is Phase.SCORED
    assert last[0].scores == last[1].scores == host.state.scores
    kinds = [m.seats for s, m in seen if s == 1 and isinstance(m, Seats)][-1]
    assert [k.kind for k in kinds] == ["person", "person", "computer"]
    assert kinds[1].name == "Ann"
    assert [m for s, m in seen if isinstance(m, Say)] == [Say("well_played", 1)]
    assert list(host.said) == [Say("well_played", 1)]
