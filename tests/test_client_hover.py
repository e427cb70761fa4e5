"""Buttons light up under the mouse and show the keyboard's focus (issue 21, defect 4)."""

from __future__ import annotations

import pygame

from game.client.screens.menus import MainMenu
from game.client.ui.widgets import BUTTON, BUTTON_HOVER, GOLD
from tests.client_support import frames, key, make_app


def _fill(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    """The button's fill, read beside its label."""
    return tuple(surface.get_at((rect.left + 12, rect.centery)))[:3]


def _ring(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    return tuple(surface.get_at((rect.centerx, rect.top - 2)))[:3]


def _menu():
    app = make_app((1280, 800))
    app.main_menu()
    frames(app, 1)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    return app, menu


def test_a_main_menu_button_stays_lit_while_the_mouse_is_on_it() -> None:
    app, menu = _menu()
    settings = next(b for b in menu.buttons.buttons if b.label == "Settings")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=settings.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 3)  # it once lit for one frame only
    assert _fill(app.screen, settings.rect) == BUTTON_HOVER
    quit_button = next(b for b in menu.buttons.buttons if b.label == "Quit")
    assert _fill(app.screen, quit_button.rect) == BUTTON
    app.thinker.close()


def test_the_focus_follows_the_mouse_and_the_arrow_keys_with_a_ring() -> None:
    app, menu = _menu()
    live = [b for b in menu.buttons.buttons if b.enabled]
    assert _ring(app.screen, live[0].rect) == GOLD  # the first button has the focus
    key(pygame.K_DOWN)
    frames(app, 1)
    assert _ring(app.screen, live[1].rect) == GOLD
    assert _ring(app.screen, live[0].rect) != GOLD
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=live[3].rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    assert menu.focus == 3 and _ring(app.screen, live[3].rect) == GOLD
    app.thinker.close()


def test_form_action_buttons_show_the_focus_too() -> None:
    from game.client.screens.settings import SettingsScene

    app, _menu_scene = _menu()
    scene = SettingsScene(app)
    app.stack.push(scene)
    scene.form.focus = len(scene.form.rows)  # the Back button
    frames(app, 1)
    back = scene.form.actions[0]
    assert back.focused and _ring(app.screen, back.rect) == GOLD
    app.thinker.close()


def _lit(buttons) -> list:
    """The buttons a player sees lit: the mouse's fill or the keyboard's ring."""
    return [b for b in buttons if b.hover or b.focused]


def test_the_mouse_and_the_keys_never_light_two_menu_buttons() -> None:
    """Issue 40, item 18: ↓ under a still mouse moves the light, it does not add one."""
    app, menu = _menu()
    live = [b for b in menu.buttons.buttons if b.enabled]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=live[1].rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    assert _lit(menu.buttons.buttons) == [live[1]]
    key(pygame.K_DOWN)
    frames(app, 1)
    assert _lit(menu.buttons.buttons) == [live[2]]
    assert _fill(app.screen, live[1].rect) == BUTTON
    app.thinker.close()


def test_the_mouse_and_the_keys_never_light_two_form_buttons() -> None:
    from game.client.screens.settings import SettingsScene

    app, _menu_scene = _menu()
    scene = SettingsScene(app)
    app.stack.push(scene)
    frames(app, 1)
    form = scene.form
    third = form.rows[2].button
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=third.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    assert form.focus == 2 and [b for b in form.all_buttons() if b.hover] == [third]
    key(pygame.K_DOWN)
    frames(app, 1)
    assert form.focus == 3 and not any(b.hover for b in form.all_buttons())
    assert _ring(app.screen, form.rows[3].button.rect) == GOLD
    assert _ring(app.screen, third.rect) != GOLD
    app.thinker.close()
