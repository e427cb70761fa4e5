"""Leaving a table with friends and its host leaving (issue 48, defects 1 and 3): the
friends are told at once, over whatever is shown, and offered the way back to the menu;
at a table with friends Esc says nothing pauses for the others, and leaving asks first,
saying what it does to them."""

from __future__ import annotations

import pygame

from game.client.friends.leaving import leaving_question
from game.client.friends.table_closed import needs_telling
from game.client.matches.session import MatchSession
from game.client.screens.confirm import ConfirmDialog
from game.client.screens.menus import MainMenu, PauseMenu
from game.client.table.scene import TableScene
from game.i18n import set_language
from game.net.client import NetSeat
from game.net.seats import SeatPlan
from tests.client_support import frames, frames_until, key, make_app
from tests.net_support import client, open_host

THREE = [SeatPlan("open"), SeatPlan("computer", "easy"), SeatPlan("computer", "easy")]


def test_the_host_leaving_tells_the_friend_at_once_and_offers_the_menu() -> None:
    set_language("en")
    host = open_host("blackout", THREE, seed=5, players=3, start_when_full=False)
    seat = NetSeat(client(host))
    app = make_app()
    try:
        seat.connect(10)
        host.start()
        session = MatchSession.joined({0: seat}, app.thinker, timeout=10)
        table = app.matches.play_networked(session, None)
        frames(app, 3)
        key(pygame.K_ESCAPE)  # the friend is in the menu when the host leaves
        frames(app, 1)
        assert isinstance(app.stack.top, PauseMenu)
        host.close("host_left")
        assert host.wait_closed(10)
        frames_until(app, lambda: isinstance(app.stack.top, ConfirmDialog))
        told = app.stack.top
        assert isinstance(told, ConfirmDialog)
        assert told.question == "The host left the table: the match is over"
        assert told.confirm_label == "Main menu"
        assert not needs_telling(session)  # told once
        frames(app, 5)
        assert app.stack.top is told
        key(pygame.K_RETURN)  # the lit answer is the way back
        frames(app, 1)
        assert isinstance(app.stack.top, MainMenu)
        assert table not in app.stack.scenes and app.matches.friends.current is None
    finally:
        app.matches.friends.leave()
        seat.close()
        app.thinker.close()


def test_esc_at_a_joined_table_says_it_does_not_pause_and_leaving_asks_first() -> None:
    set_language("en")
    host = open_host("blackout", THREE, seed=5, players=3, start_when_full=False)
    seat = NetSeat(client(host))
    app = make_app()
    try:
        seat.connect(10)
        host.start()
        session = MatchSession.joined({0: seat}, app.thinker, timeout=10)
        app.matches.play_networked(session, None)
        frames(app, 3)
        key(pygame.K_ESCAPE)
        frames(app, 1)
        menu = app.stack.top
        assert isinstance(menu, PauseMenu)
        assert menu.title != "Paused" and "goes on for the others" in menu.subtitle
        menu.main_menu()
        asked = app.stack.top
        assert isinstance(asked, ConfirmDialog) and asked.question == "Leave the table?"
        assert "your seat is kept" in asked.detail
        key(pygame.K_RETURN)  # the lit answer stays
        frames(app, 1)
        assert app.stack.top is menu and app.matches.friends.current is not None
        menu.main_menu()
        app.stack.top.confirm()  # type: ignore[union-attr]
        frames(app, 1)
        assert isinstance(app.stack.top, MainMenu) and app.matches.friends.current is None
    finally:
        app.matches.friends.leave()
        seat.close()
        host.close("host_left")
        app.thinker.close()


def test_the_host_is_told_that_leaving_ends_the_table_for_everyone() -> None:
    set_language("en")
    host = open_host("blackout", THREE, seed=5, players=3, start_when_full=False)
    seat = NetSeat(client(host))
    app = make_app()
    try:
        seat.connect(10)
        host.start()
        session = MatchSession.joined({0: seat}, app.thinker, timeout=10)
        table = app.matches.play_networked(session, None)
        app.matches.hosts_table = lambda: True  # type: ignore[method-assign]
        question = leaving_question(app, table, app.main_menu)
        assert question is not None
        assert question.question == "Close the table for everyone?"
        assert "ends for every friend" in question.detail
    finally:
        app.matches.friends.leave()
        seat.close()
        host.close("host_left")
        app.thinker.close()


def test_a_table_alone_still_pauses_and_leaves_without_a_question() -> None:
    from tests.client_support import start

    set_language("en")
    app = make_app()
    try:
        table = start(app, "blackout", players=3)
        assert isinstance(table, TableScene)
        key(pygame.K_ESCAPE)
        frames(app, 1)
        menu = app.stack.top
        assert isinstance(menu, PauseMenu) and menu.title == "Paused"
        menu.main_menu()
        assert isinstance(app.stack.top, MainMenu)
    finally:
        app.thinker.close()



def test_quitting_at_a_hosted_table_says_it_ends_the_table_for_everyone() -> None:
    from game.client.screens.quit_question import quit_question

    set_language("en")
    app = make_app()
    try:
        app.matches.hosts_table = lambda: True  # type: ignore[method-assign]
        asked = quit_question(app, app.quit, unfinished=True, ask=False)
        assert asked is not None and "ends the table for every friend" in asked.detail
    finally:
        app.thinker.close()
