"""Esc goes back or closes, never commits; quitting asks when a match is unfinished
(issue 21, defect 11)."""

from __future__ import annotations

import pygame

from game.client.screens.confirm import ConfirmDialog
from game.client.screens.menus import MainMenu, PauseMenu
from tests.client_support import click, frames, key, make_app, settle, start


def _esc(app) -> None:
    key(pygame.K_ESCAPE)
    frames(app, 2)


def test_esc_on_the_main_menu_asks_and_esc_again_stays() -> None:
    app = make_app()
    app.main_menu()
    frames(app, 1)
    _esc(app)
    assert isinstance(app.stack.top, ConfirmDialog) and app.running
    _esc(app)
    assert isinstance(app.stack.top, MainMenu) and app.running
    _esc(app)
    key(pygame.K_RETURN)  # the focus starts on "Stay": a hurried Enter never quits
    frames(app, 2)
    assert isinstance(app.stack.top, MainMenu) and app.running
    app.thinker.close()


def test_quit_without_a_match_quits_at_once() -> None:
    app = make_app()
    app.main_menu()
    frames(app, 1)
    menu = app.stack.top
    click(next(b for b in menu.buttons.buttons if b.label == "Quit").rect.center)
    frames(app, 2)
    assert not app.running
    app.thinker.close()


def test_quit_from_the_pause_menu_asks_while_the_match_is_unfinished() -> None:
    app = make_app()
    table = start(app, "blackout", seed=4)
    settle(app, table)
    _esc(app)
    pause = app.stack.top
    assert isinstance(pause, PauseMenu)
    click(next(b for b in pause.buttons.buttons if b.label == "Quit").rect.center)
    frames(app, 2)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and app.running
    assert "not saved" in dialog.detail  # this test's app keeps nothing
    click(dialog.buttons.buttons[0].rect.center)  # Stay
    frames(app, 2)
    assert app.stack.top is pause and app.running
    click(next(b for b in pause.buttons.buttons if b.label == "Quit").rect.center)
    frames(app, 2)
    click(app.stack.top.buttons.buttons[1].rect.center)  # Quit
    frames(app, 1)
    assert not app.running
    app.thinker.close()


def test_closing_the_window_asks_once_then_a_second_close_quits() -> None:
    app = make_app()
    table = start(app, "blackout", seed=4)
    settle(app, table)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(app, 1)
    assert isinstance(app.stack.top, ConfirmDialog) and app.running
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(app, 1)
    assert not app.running
    app.thinker.close()


def test_a_click_outside_the_question_closes_it_and_changes_nothing() -> None:
    app = make_app()
    table = start(app, "blackout", seed=4)
    settle(app, table)
    app.request_quit()
    frames(app, 1)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    click((5, 5))
    frames(app, 2)
    assert app.stack.top is table and app.running
    app.thinker.close()


def test_a_demo_never_asks() -> None:
    app = make_app()
    table = start(app, "blackout", seed=4)
    frames(app, 2)
    app.autoplay = 1
    assert table is app.stack.top
    app.request_quit()
    assert not app.running
    app.thinker.close()
