"""One window for the session: resizes and F11 never remake it, every scene takes the
window's size, a small window shows the whole picture, a saved window is made to fit
(issue 21, defects 1 and 2)."""

from __future__ import annotations

import pygame
import pytest

from game.client.screens.menus import MainMenu, PauseMenu
from game.client.ui.window import sane_geometry
from tests.client_support import click, frames, make_app, resize_window, settle, start


@pytest.fixture
def set_mode_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """Every ``set_mode`` the game makes from now on (a test's own resizes excluded)."""
    calls: list[tuple[int, int]] = []
    real = pygame.display.set_mode

    def counted(size=(0, 0), flags=0, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(tuple(size))
        return real(size, flags, *args, **kwargs)

    monkeypatch.setattr("game.client.ui.window.pygame.display.set_mode", counted)
    return calls


def test_resize_events_never_remake_the_window(set_mode_calls) -> None:
    app = make_app((1280, 800))
    app.main_menu()
    set_mode_calls.clear()
    for w, h in [(1280, 800), (1024, 640), (1920, 1080)] * 5:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
        pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h))
    frames(app, 3)
    assert set_mode_calls == []
    # the event's size is not trusted: the window is still what it is
    assert app.size == (1280, 800) == app.screen.get_size()
    app.thinker.close()


def test_f11_round_trips_switch_the_same_window(set_mode_calls) -> None:
    app = make_app((1280, 800))
    handle = app.window._handle
    assert handle is not None
    set_mode_calls.clear()
    for _round in range(3):
        app.toggle_fullscreen()
        assert app.fullscreen
        app.toggle_fullscreen()
        assert not app.fullscreen and app.size == (1280, 800)
    assert set_mode_calls == []
    assert app.window._display_window().id == handle.id  # the window it opened with
    app.thinker.close()


def test_f11_lays_every_scene_out_at_the_full_screen_size_and_back() -> None:
    """Defect 1: scenes took app.size, which F11 never updated; the pause title and its
    buttons were placed for two different sizes."""
    app = make_app((1280, 800))
    table = start(app, "blackout", seed=3)
    settle(app, table)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b", scancode=41))
    frames(app, 2)
    pause = app.stack.top
    assert isinstance(pause, PauseMenu)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                         unicode="", scancode=68))
    frames(app, 2)
    full = pygame.display.get_surface().get_size()
    assert app.fullscreen and full != (1280, 800)
    assert app.size == full == app.screen.get_size()
    assert table.layout.size == full
    assert {b.rect.centerx for b in pause.buttons.buttons} == {full[0] // 2}
    assert app.settings.fullscreen is True  # kept for the next start
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                         unicode="", scancode=68))
    frames(app, 2)
    assert not app.fullscreen
    assert app.size == (1280, 800) == table.layout.size
    assert {b.rect.centerx for b in pause.buttons.buttons} == {640}
    app.thinker.close()


def test_a_window_below_the_minimum_shows_the_whole_picture_and_clicks_land() -> None:
    app = make_app((1280, 800))
    app.main_menu()
    frames(app, 1)
    resize_window(app, (800, 500))
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    assert app.size == (1024, 640) == app.screen.get_size()
    window = pygame.display.get_surface()
    assert window.get_size() == (800, 500)
    # the picture fills the window's width, scaled by 800/1024 (letterboxed in height)
    settings = next(b for b in menu.buttons.buttons if b.label == "Settings")
    x, y = settings.rect.center
    scale = 800 / 1024
    top = (500 - round(640 * scale)) // 2
    click((round(x * scale), round(y * scale) + top))
    frames(app, 2)
    assert type(app.stack.top).__name__ == "SettingsScene"
    app.thinker.close()


@pytest.mark.parametrize(("size", "position", "screens", "fitted"), [
    ((1280, 800), (100, 50), [(1920, 1080)], ((1280, 800), (100, 50))),
    ((3840, 2160), (0, 0), [(1920, 1080)], ((1904, 1000), (0, 0))),
    # issue 48, item 16: the whole screen asked for, in a window: its frame's room is kept
    ((1920, 1080), None, [(1920, 1080)], ((1904, 1000), None)),
    ((1904, 1000), None, [(1920, 1080)], ((1904, 1000), None)),
    ((1280, 800), (5000, -300), [(1920, 1080)], ((1280, 800), (640, 0))),
    ((1280, 800), (-2000, 900), [(1366, 768), (1920, 1080)], ((1280, 800), (0, 280))),
    ((1280, 800), None, [(1024, 768)], ((1008, 688), None)),
    ((1280, 800), (20000, 20000), [], ((1280, 800), (20000, 20000))),
])
def test_a_saved_window_is_made_to_fit_the_largest_screen(size, position, screens,
                                                           fitted) -> None:
    assert sane_geometry(size, position, screens) == fitted


def test_the_window_is_kept_for_the_next_start() -> None:
    app = make_app((1024, 640))
    resize_window(app, (1500, 900))
    app.keep_window()
    assert app.settings.window_size == (1500, 900)
    stored, _ = app.storage.settings.load()  # what the next start reads
    assert stored.window_size == (1500, 900)
    app.thinker.close()


def test_a_window_the_system_made_tiny_is_kept_at_the_smallest_size_taken() -> None:
    app = make_app((1024, 640))
    resize_window(app, (300, 200))
    app.keep_window()
    assert app.settings.window_size == (640, 480)
    assert app.notices.current is None
    app.thinker.close()


def test_the_settings_row_follows_f11() -> None:
    from game.client.screens.settings import SettingsScene

    app = make_app((1280, 800))
    app.main_menu()
    scene = SettingsScene(app)
    app.stack.push(scene)
    row = next(r for r in scene.form.rows if r.label == "Full screen (F11)")
    assert row.value is False
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                         unicode="", scancode=68))
    frames(app, 1)
    row = next(r for r in scene.form.rows if r.label == "Full screen (F11)")
    assert row.value is True
    row.step(1)  # and the row switches it back
    frames(app, 1)
    assert not app.fullscreen and app.size == (1280, 800)
    app.thinker.close()


def test_a_size_asked_for_opens_a_window_even_after_f11(tmp_path, monkeypatch) -> None:
    """Issue 48, item 16: after F11 had been used once, ``--size 1280x800`` still opened
    full screen; the kept choice stays for a start without a size."""
    from game.client.app import App

    monkeypatch.setenv("TRICKBID_DATA_DIR", str(tmp_path))
    first = make_app((1280, 800), persistent=True)
    first.toggle_fullscreen()
    assert first.fullscreen and first.settings.fullscreen is True
    first.thinker.close()
    sized = App((1280, 800), persistent=True)  # as ``--size 1280x800``
    try:
        assert sized.settings.fullscreen is True  # it was kept
        assert not sized.fullscreen and sized.size == (1280, 800)
    finally:
        sized.thinker.close()
    plain = App(None, persistent=True)
    try:
        assert plain.fullscreen
    finally:
        plain.thinker.close()
