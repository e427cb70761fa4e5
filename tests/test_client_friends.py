"""Play with friends on screen (issue 37): the menu, the host screen and the join screen
draw in every language at the smallest window; hosting through the screens listens only
until the table is left; joining by a typed address and code sits down and becomes the
table when the host starts."""

from __future__ import annotations

import socket
import time
from typing import Any

import pygame
import pytest

from game.client.friends import FriendsMenu, HostScreen, JoinScreen
from game.client.lobby import Lobby
from game.client.match import HUMAN, MatchSetup
from game.client.menus import MainMenu
from game.client.table import TableScene
from game.core import create_game
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost
from game.net.version import program_version
from tests.client_support import click, frames, frames_until, key, make_app
from tests.test_table_leaks import leaks

LANGUAGES = ["en", "ru", "fr", "hy"]
LOOPBACK = "127.0.0.1"


@pytest.fixture(autouse=True)
def _loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests' tables listen on loopback and announce to nobody (the discard port)."""
    monkeypatch.setattr(HostScreen, "listen_on", LOOPBACK)
    monkeypatch.setattr(HostScreen, "announce_to", (LOOPBACK, 9))


def refused(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(2)
        return sock.connect_ex((LOOPBACK, port)) != 0


def typed(value: str) -> None:
    for char in value:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=char,
                                             scancode=0))


def button(scene: Any, label: str) -> Any:
    return next(b for b in scene.buttons.buttons if b.label == label)


def in_view(app: Any) -> None:
    w, h = app.size
    for b in app.stack.top.buttons.buttons:
        assert pygame.Rect(0, 0, w, h).contains(b.rect), f"{b.label!r} leaves the window"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_friends_screen_draws_in_every_language(lang: str) -> None:
    app = make_app((1024, 640), language=lang)
    try:
        app.main_menu()
        frames(app, 1)
        menu = app.stack.top
        assert isinstance(menu, MainMenu)
        in_view(app)
        menu.friends()
        frames(app, 1)
        assert isinstance(app.stack.top, FriendsMenu)
        in_view(app)
        app.stack.top.host_table()
        frames(app, 1)
        host = app.stack.top
        assert isinstance(host, HostScreen)
        in_view(app)
        host.open_table()
        assert host.hosting is not None and host.hosting.listening
        port = host.hosting.port
        frames(app, 2)
        in_view(app)
        key(pygame.K_ESCAPE)  # back: the table stops listening
        frames(app, 1)
        assert isinstance(app.stack.top, FriendsMenu) and refused(port)
        app.stack.top.join()
        frames(app, 1)
        join = app.stack.top
        assert isinstance(join, JoinScreen)
        typed("127.0.0.1")
        frames(app, 1)
        join.join()  # no port: said in words
        frames(app, 1)
        assert join.trouble and join.lobby is None
        in_view(app)
        if lang != "en":  # the screens speak the player's language
            assert button(join, next(b.label for b in join.buttons.buttons)).label != (
                "Address: 127.0.0.1_")
    finally:
        app.leave_network()
        app.thinker.close()


def test_hosting_through_the_screens_listens_until_the_table_is_left() -> None:
    app = make_app((1024, 640))
    app.last_setup = MatchSetup("blackout", {"players": 3}, (HUMAN, "easy", "easy"))
    friend: Lobby | None = None
    try:
        app.stack.clear_to(HostScreen(app))
        frames(app, 1)
        host = app.stack.top
        assert isinstance(host, HostScreen)
        seats = len(host.plan)
        click(button(host, "Open for a friend").rect.center)  # the second seat: a computer
        frames(app, 1)
        assert host.plan[1] == "person" or host.plan[1].startswith("computer")
        click(button(host, "Open the table").rect.center)
        frames(app, 1)
        hosting = host.hosting
        assert hosting is not None and hosting.listening
        assert hosting.seat_states()[0].kind == "person"
        friend = Lobby(app.thinker, LOOPBACK, hosting.port, hosting.code, name="Ann")
        frames_until(app, lambda: any(b.label == "Ann" for b in host.buttons.buttons))
        assert len([b for b in host.buttons.buttons if not b.enabled]) == seats
        click(button(host, "Start").rect.center)
        frames_until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert app.network is not None and app.network[1] is hosting
        frames(app, 3)
        assert leaks(table, {0}) == []  # neither the host nor its state nor Ann's view
        port = hosting.port
        app.main_menu()  # leaving the table closes it for everyone
        assert not hosting.listening and refused(port) and app.network is None
        assert not app.can_resume() or app.last_table is None
        deadline = time.monotonic() + 10
        while friend.trouble == "" and time.monotonic() < deadline:
            friend.poll()
            if friend.ready:
                theirs = friend.session()
                while not theirs.ended and time.monotonic() < deadline:
                    theirs.poll()
                    time.sleep(0.01)
                assert theirs.ended == "host_left"
                theirs.close()
                break
            time.sleep(0.01)
        else:
            assert friend.trouble == "The host left the table: the match is over"
    finally:
        if friend is not None:
            friend.close()
        app.leave_network()
        app.thinker.close()


def test_joining_through_the_screen_by_address_and_code() -> None:
    game = create_game("blackout", players=3)
    host = NetHost(game.new_match(seed=8),
                   [SeatPlan("computer", "easy"), SeatPlan("open"), SeatPlan("computer", "easy")],
                   HostSettings(program=program_version(), address=LOOPBACK, code="ABCD",
                                level="easy", start_when_full=False))
    port = host.open()
    app = make_app((1024, 640))
    try:
        app.stack.clear_to(JoinScreen(app))
        frames(app, 1)
        typed(f"127.0.0.1:{port}")
        key(pygame.K_TAB)
        typed("abcd")
        key(pygame.K_TAB)
        key(pygame.K_RETURN)  # Join
        frames(app, 2)
        join = app.stack.top
        assert isinstance(join, JoinScreen) and join.lobby is not None, join.trouble
        frames_until(app, lambda: host.seat_states()[1].kind == "person")
        host.start()
        frames_until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert table.session.viewer == 1 and app.network is not None
        frames(app, 3)
        assert leaks(table, {1}) == []
        app.main_menu()  # the friend leaves: the host keeps the seat for the return
        frames_until(app, lambda: host.seat_states()[1].kind == "lost")
    finally:
        app.leave_network()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()


def test_esc_on_the_join_screen_leaves_the_table() -> None:
    game = create_game("blackout", players=3)
    host = NetHost(game.new_match(seed=8),
                   [SeatPlan("computer", "easy"), SeatPlan("open"), SeatPlan("computer", "easy")],
                   HostSettings(program=program_version(), address=LOOPBACK, code="ABCD",
                                level="easy", start_when_full=False))
    port = host.open()
    app = make_app((1024, 640))
    try:
        app.main_menu()
        join = JoinScreen(app)
        app.stack.push(join)
        join.fields = {"address": f"{LOOPBACK}:{port}", "code": "ABCD"}
        join.join()
        frames_until(app, lambda: host.seat_states()[1].kind == "person")
        frames(app, 2)
        in_view(app)  # the seats listed
        key(pygame.K_ESCAPE)
        frames(app, 1)
        assert isinstance(app.stack.top, MainMenu) and join.lobby is None
        frames_until(app, lambda: host.seat_states()[1].kind == "lost")
    finally:
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()
