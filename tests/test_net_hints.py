"""Hints if the host allows (issue 37): the host's rule travels in every seat's welcome,
and a table whose host turned hints off offers none to anyone at it, the host included."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.client.friends.host_screen import HostScreen
from game.client.friends.join_screen import JoinScreen
from game.client.friends.lobby import Lobby
from game.client.matches.session import HUMAN, MatchSetup
from game.client.table.scene import TableScene
from game.net.codec import DecodeError, Decoder
from game.net.protocol import Welcome, read_host_message, welcome_message
from game.net.seats import SeatPlan
from game.net.wire import MAX_MESSAGE, PROTOCOL, pack, unpack
from game.table.thinking import Thinker
from tests.client_support import click, frames, frames_until, key, make_app
from tests.net_support import CODE, LOOPBACK, ONE_FRIEND, PROGRAM, client, open_host, run

ROOT = Path(__file__).resolve().parent.parent


class CountingThinker(Thinker):
    """The app's executor, counting what is asked of it (a hint is one job)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def submit(self, job: Any, *args: Any) -> Future[Any]:
        self.asked += 1
        return super().submit(job, *args)


# ------------------------------------------------------------------ the wire
@pytest.mark.parametrize("hints", [True, False])
def test_a_welcome_carries_the_hosts_hints_rule_there_and_back(hints: bool) -> None:
    welcome = Welcome(2, 4, "0.1.0", hints, game="partnership-blackout")
    line = pack(welcome_message(welcome, PROTOCOL))
    assert read_host_message(unpack(line, MAX_MESSAGE), Decoder()) == welcome


def test_a_welcome_without_a_true_or_false_hints_rule_is_refused() -> None:
    base = {"t": "welcome", "protocol": PROTOCOL, "program": "x", "seat": 1, "players": 4}
    for odd in (base, base | {"hints": 1}, base | {"hints": "no"}, base | {"hints": None}):
        with pytest.raises(DecodeError):
            read_host_message(odd, Decoder())


def test_each_seat_is_told_the_hosts_rule_when_it_sits_down() -> None:
    for hints in (True, False):
        host = open_host("blackout", seats=[SeatPlan("open"), SeatPlan("open"),
                                            SeatPlan("computer", "easy"),
                                            SeatPlan("computer", "easy")],
                         start_when_full=False, hints=hints)
        try:
            assert [w.hints for w in run(_sit(client(host), client(host)), 20)] == [hints, hints]
        finally:
            host.close("host_left")
            assert host.wait_closed(10)


async def _sit(*seats: Any) -> Any:
    """Seat each client (``TableClient``) and leave; the welcome (of each, if several)."""
    welcomes = [await c.connect() for c in seats]
    for c in seats:
        await c.close(bye=True)
    return welcomes if len(seats) > 1 else welcomes[0]


def test_the_headless_host_with_no_hints_tells_its_seats_so() -> None:
    host = subprocess.Popen(
        [sys.executable, "-m", "game", "host", "--game", "blackout", "--players", "3",
         "--seats", "open,easy,easy", "--port", "0", "--address", LOOPBACK, "--code", CODE,
         "--no-announce", "--no-hints", "--headless"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        port = json.loads(host.stdout.readline())["listening"]
        from game.net.client import TableClient
        from game.net.version import program_version

        welcome = run(_sit(TableClient(LOOPBACK, port, CODE, program_version())), 20)
        assert welcome.hints is False and welcome.seat == 0
    finally:
        host.terminate()
        host.communicate(timeout=30)


# ------------------------------------------------------------------ the joined table
def _my_turn(table: TableScene) -> bool:
    session = table.session
    view = session.view
    return (view.to_play == session.viewer and bool(view.legal_actions())
            and not session.awaiting and table.accepting())


@pytest.mark.parametrize("hints", [True, False])
def test_a_joined_table_offers_hints_only_when_the_host_allows(hints: bool) -> None:
    """Hints off: no Hint button, and H at the player's own turn asks the computer nothing
    and says why; hints on (the same table otherwise): the button is there and H asks."""
    host = open_host("blackout", ONE_FRIEND, seed=8, players=3, start_when_full=False,
                     hints=hints)
    port = host.port
    thinker = CountingThinker()
    lobby = Lobby(thinker, LOOPBACK, port, CODE, name="Ann", program=PROGRAM)
    app = make_app()
    try:
        deadline = time.monotonic() + 20
        while lobby.seat < 0:
            assert time.monotonic() < deadline and not lobby.trouble, lobby.trouble
            lobby.poll()
            time.sleep(0.01)
        assert lobby.hints is hints
        host.start()
        while not lobby.ready:
            assert time.monotonic() < deadline, "the match never started"
            lobby.poll()
            time.sleep(0.01)
        session = lobby.session()
        assert session.hints_allowed is hints
        table = app.matches.table_for(session)
        app.stack.clear_to(table)
        frames_until(app, lambda: _my_turn(table), 30)
        assert any(b.key == "hint" for b in table.buttons.buttons) is hints
        asked = thinker.asked
        key(pygame.K_h)
        frames(app, 1)
        if hints:
            assert thinker.asked == asked + 1 and (session.hint_pending or session.hint)
        else:
            assert thinker.asked == asked and not session.hint_pending
            assert session.hint is None and not session.ask_hint()
            assert table.message is not None
            assert table.message[0] == "The host turned hints off at this table"
        session.close()
    finally:
        lobby.close()
        app.matches.friends.leave()
        host.close("host_left")
        assert host.wait_closed(10)
        app.thinker.close()
        thinker.close()


# ------------------------------------------------------------------ the host's screen
@pytest.fixture()
def _loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HostScreen, "listen_on", LOOPBACK)
    monkeypatch.setattr(HostScreen, "announce_to", (LOOPBACK, 9))


def test_the_host_screens_row_turns_hints_off_for_everyone_the_host_too(_loopback: Any) -> None:
    app = make_app((1024, 640))
    app.matches.last_setup = MatchSetup("blackout", {"players": 3}, (HUMAN, "easy", "easy"))
    friend: Lobby | None = None
    hosting = None
    try:
        app.stack.clear_to(HostScreen(app))
        frames(app, 1)
        host = app.stack.top
        assert isinstance(host, HostScreen) and host.hints
        row = next(r for r in host.form.rows if r.label == "Hints at this table")
        assert row.button.label == "Allowed"
        click(row.button.rect.center)
        frames(app, 1)
        row = next(r for r in host.form.rows if r.label == "Hints at this table")
        assert not host.hints and row.button.label == "Not allowed"
        click(host.form.actions[-1].rect.center)  # Open the table
        frames(app, 1)
        hosting = host.hosting
        assert hosting is not None and hosting.host.settings.hints is False
        assert hosting.table_save()["hints"] is False  # a resumed table keeps the rule
        friend = Lobby(app.thinker, LOOPBACK, hosting.port, hosting.code, name="Ann")
        frames_until(app, lambda: (friend.poll(), friend.seat >= 0)[1])
        assert friend.hints is False
        mine = hosting.start(app.thinker)
        assert mine.hints_allowed is False and not mine.ask_hint()
        mine.close()
    finally:
        if friend is not None:
            friend.close()
        if hosting is not None:
            hosting.close()
        app.matches.friends.leave()
        app.thinker.close()


def test_the_join_screen_says_the_tables_hints_rule_once_seated() -> None:
    host = open_host("blackout", ONE_FRIEND, seed=8, players=3, start_when_full=False,
                     hints=False)
    port = host.port
    app = make_app((1024, 640))
    try:
        join = JoinScreen(app)
        app.stack.clear_to(join)
        join.finder.stop()
        join.lobby = Lobby(app.thinker, LOOPBACK, port, CODE, name="Ann", program=PROGRAM)
        rule = "Hints at this table: not allowed (the host turned them off)"
        frames_until(app, lambda: any(b.label == rule for b in join.buttons.buttons))
        assert not next(b for b in join.buttons.buttons if b.label == rule).enabled
    finally:
        app.matches.friends.leave()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()
