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

from game.client.friends.host_screen import HostScreen
from game.client.friends.join_screen import JoinScreen
from game.client.friends.lobby import Lobby
from game.client.friends.menu import FriendsMenu
from game.client.matches.session import HUMAN, MatchSetup
from game.client.screens.menus import MainMenu
from game.client.table.scene import TableScene
from game.core import create_game
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost
from game.net.version import program_version
from tests.client_support import click, frames, frames_until, key, make_app
from tests.net_support import ONE_FRIEND, open_host
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
    top = app.stack.top
    shown = (top.buttons.buttons if hasattr(top, "buttons") else
             top.open_buttons.buttons if getattr(top, "hosting", None) is not None else
             top.form.all_buttons())
    assert shown
    for b in shown:
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
        key(pygame.K_ESCAPE)  # the open table closes: back to the form, nothing listens
        frames(app, 1)
        assert app.stack.top is host and host.hosting is None and refused(port)
        key(pygame.K_ESCAPE)  # the form goes back
        frames(app, 1)
        assert isinstance(app.stack.top, FriendsMenu)
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
            assert not any(b.label.startswith("Address") for b in join.buttons.buttons)
        key(pygame.K_ESCAPE)
        frames(app, 1)
        assert isinstance(app.stack.top, FriendsMenu) and not join.finder.listening
    finally:
        app.matches.friends.leave()
        app.thinker.close()


def seat_rows(host: HostScreen) -> list[Any]:
    return host.form.rows[host.main_rows - host.players: host.main_rows]


def test_hosting_through_the_screens_listens_until_the_table_is_left() -> None:
    app = make_app((1024, 640))
    app.matches.last_setup = MatchSetup("blackout", {"players": 3}, (HUMAN, "easy", "easy"))
    friend: Lobby | None = None
    try:
        app.stack.clear_to(HostScreen(app))
        frames(app, 1)
        host = app.stack.top
        assert isinstance(host, HostScreen)
        assert host.seats == [HUMAN, "open", "open"]
        second = seat_rows(host)[1]
        click(second.button.rect.center)  # the second seat: from open to a computer
        frames(app, 1)
        assert host.seats[1] == "easy"
        assert seat_rows(host)[0].button.label == "You" and not seat_rows(host)[0].enabled
        click(host.form.actions[-1].rect.center)  # Open the table
        frames(app, 1)
        hosting = host.hosting
        assert hosting is not None and hosting.listening
        assert [s.kind for s in hosting.seat_states()] == ["person", "computer", "open"]
        friend = Lobby(app.thinker, LOOPBACK, hosting.port, hosting.code, name="Ann")
        frames_until(app, lambda: hosting.seat_states()[2].name == "Ann")
        frames(app, 1)
        start_button = host.open_buttons.buttons[-1]
        click(start_button.rect.center)
        frames_until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert app.matches.friends.current is not None and app.matches.friends.current[1] is hosting
        frames(app, 3)
        assert leaks(table, {0}) == []  # neither the host nor its state nor Ann's view
        port = hosting.port
        app.main_menu()  # leaving the table closes it for everyone
        assert not hosting.listening and refused(port) and app.matches.friends.current is None
        assert not app.matches.can_resume() or app.matches.last_table is None
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
        app.matches.friends.leave()
        app.thinker.close()


def test_the_host_form_is_new_games_and_refuses_bad_options_by_name() -> None:
    from game.client.screens.new_game import NewGameScene

    app = make_app((1024, 640))
    app.matches.last_setup = MatchSetup("blackout", {"players": 4}, (HUMAN, "easy", "easy", "easy"))
    try:
        host = HostScreen(app)
        app.stack.clear_to(host)
        frames(app, 1)
        plain = NewGameScene(app)
        labels = [r.label for r in host.form.rows[: host.main_rows - host.players]]
        # New game's rows, and the host's own rule for the table: hints or none
        assert labels == [r.label for r in plain.form.rows[: plain.main_rows - plain.players]
                          ] + ["Hints at this table"]
        host.toggle_advanced()  # every option of the game, as New game lists them
        assert [r.label for r in host.form.rows[host.main_rows:]] == (
            plain.toggle_advanced() or [r.label for r in plain.form.rows[plain.main_rows:]])
        host.set_option("max_cards", 14)  # more cards than four hands can hold
        host.start()  # "Open the table"
        assert host.hosting is None and "max_cards" in host.error
        frames(app, 1)  # the refusal is drawn
        host.set_option("max_cards", None)
        host.start()
        assert host.hosting is not None and host.hosting.listening
        assert app.matches.last_setup is not None and app.matches.last_setup.game_id == "blackout"
    finally:
        app.matches.friends.leave()
        if app.stack.top is not None:
            app.stack.top.exit()
        app.thinker.close()


def test_partners_are_said_by_seat_and_follow_the_hosts_own_seat() -> None:
    app = make_app((1024, 640))
    app.matches.last_setup = MatchSetup("partnership-blackout", {}, (HUMAN, "easy", "easy", "easy"))
    try:
        host = HostScreen(app)
        app.stack.clear_to(host)
        frames(app, 1)
        labels = [r.label for r in seat_rows(host)]
        assert labels == ["Seat 1 · partner of seat 3", "Seat 2 · partner of seat 4",
                          "Seat 3 · your partner", "Seat 4 · partner of seat 2"]
        host.set_seat(1, HUMAN)  # the host moves to seat 2: seat 1 is open again
        assert host.seats == ["open", HUMAN, "open", "open"]
        assert [r.label for r in seat_rows(host)][3] == "Seat 4 · your partner"
        host.set_game("blackout")  # each for himself: no partners
        assert all("partner" not in r.label for r in seat_rows(host))
    finally:
        app.thinker.close()


def test_joining_through_the_screen_by_address_and_code() -> None:
    host = open_host("blackout", ONE_FRIEND, seed=8, players=3, program=program_version(),
                     code="ABCD", start_when_full=False)
    port = host.port
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
        assert table.session.viewer == 1 and app.matches.friends.current is not None
        frames(app, 3)
        assert leaks(table, {1}) == []
        app.main_menu()  # the friend leaves: the host keeps the seat for the return
        frames_until(app, lambda: host.seat_states()[1].kind == "lost")
    finally:
        app.matches.friends.leave()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()


def test_esc_on_the_join_screen_leaves_the_table() -> None:
    host = open_host("blackout", ONE_FRIEND, seed=8, players=3, program=program_version(),
                     code="ABCD", start_when_full=False)
    port = host.port
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
        # before the start nothing is at stake: the seat left is open again
        frames_until(app, lambda: host.seat_states()[1].kind == "open")
    finally:
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


def test_the_join_screen_lists_an_announced_table_and_sits_at_the_chosen_seat(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from game.net.discovery import Announcer

    heard_on = free_udp_port()
    monkeypatch.setattr(JoinScreen, "discovery_port", heard_on)
    game = create_game("partnership-blackout")
    host = NetHost(game.new_match(seed=8),
                   [SeatPlan("computer", "easy"), SeatPlan("open"), SeatPlan("open"),
                    SeatPlan("computer", "easy")],
                   HostSettings(program=program_version(), address=LOOPBACK, code="WXYZ",
                                level="easy", start_when_full=False))
    port = host.open()
    announcer = Announcer("partnership-blackout", port, host.seat_states,
                          target=(LOOPBACK, heard_on))  # a real announcement, on loopback
    announcer.start()
    app = make_app((1024, 640))
    try:
        app.main_menu()
        join = JoinScreen(app)
        app.stack.push(join)
        frames_until(app, lambda: bool(join.found))
        assert join.finder.listening
        row = button(join, "Partnership Blackout · at " + socket.gethostname()[:40]
                     + " · 2 of 4 seats free")
        click(row.rect.center)  # chosen with the mouse: the address is filled in
        frames(app, 1)
        assert join.fields["address"] == f"{LOOPBACK}:{port}" and join.typing == "code"
        typed("wxyz")
        key(pygame.K_RETURN)  # the focus went to the code: Enter on it joins (issue 48)
        frames(app, 1)
        assert join.lobby is not None, join.trouble
        assert not join.finder.listening  # the list is gone: nothing listens
        frames_until(app, lambda: join.lobby is not None and join.lobby.seat == 1
                     and len(join.lobby.seats) == 4)
        labels = [b.label for b in join.buttons.buttons]
        assert labels[1] == "Seat 2 · You · partner of seat 4"
        assert labels[2] == "Seat 3 · Open: choose it to sit here · partner of seat 1"
        assert labels[3] == "Seat 4 · Computer (Easy) · your partner"
        click(join.buttons.buttons[2].rect.center)  # sit at seat 3 instead
        frames_until(app, lambda: [s.kind for s in host.seat_states()]
                     == ["computer", "open", "person", "computer"])
        frames_until(app, lambda: join.lobby is not None and join.lobby.seat == 2)
        frames_until(app, lambda: any(  # the table's word of the move arrives next
            b.label == "Seat 4 · Computer (Easy) · partner of seat 2"
            for b in join.buttons.buttons))
        host.start()
        frames_until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert table.session.viewer == 2 and table.session.names[2] == "You"
        assert table.chat.active
    finally:
        announcer.stop()
        app.matches.friends.leave()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()


def _luminance(colour: tuple[int, ...]) -> float:
    parts = [v / 255 for v in colour[:3]]
    r, g, b = (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in parts)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_a_greyed_row_is_readable() -> None:
    """The join screen's seat rows that only say who sits there are greyed buttons: their
    label, as drawn, stands out of the grey at least 4.5:1 (body text's contrast)."""
    from game.client.ui.widgets import BUTTON_OFF, Button

    make_app().thinker.close()  # fonts
    surface = pygame.Surface((400, 60))
    button = Button(pygame.Rect(0, 0, 400, 60), "Seat 3 · Computer (Easy)", enabled=False)
    button.draw(surface)
    inside = [surface.get_at((x, y)) for x in range(10, 390) for y in range(12, 48)]
    ink = max(inside, key=lambda c: _luminance(tuple(c)))
    ratio = (_luminance(tuple(ink)) + 0.05) / (_luminance(BUTTON_OFF) + 0.05)
    assert ratio >= 4.5, ratio
