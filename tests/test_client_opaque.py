"""Card faces and the pause panel are opaque: nothing beneath shows through
(issue 21, defect 13)."""

from __future__ import annotations

import pygame
import pytest

from game.client.screens.menus import PauseMenu
from game.client.ui import assets
from tests.client_support import frames, key, make_app, settle, start


@pytest.mark.parametrize("height", [64, 96, 120, 133, 160, 210, 280, 333])
@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("card", [0, 12, 25, 51, None])
def test_a_scaled_card_is_opaque_inside_and_clear_at_the_corners(
        height: int, four_colour: bool, card: int | None) -> None:
    face = assets.card_image(card, height, four_colour)
    w, h = face.get_size()
    edge = max(3, h // 30)
    inside = {face.get_at((x, y))[3] for x in range(edge, w - edge)
              for y in range(edge, h - edge)}
    assert inside == {255}
    assert face.get_at((0, 0))[3] < 128 and face.get_at((w - 1, h - 1))[3] < 128  # rounded


def test_the_pause_panel_hides_the_table_beneath_it() -> None:
    app = make_app((1280, 800))
    table = start(app, "blackout", seed=6)
    settle(app, table)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    pause = app.stack.top
    assert isinstance(pause, PauseMenu)
    buttons = pause.buttons.buttons
    column = buttons[0].rect.unionall([b.rect for b in buttons])
    # a strip of the panel beside the buttons, drawn over two different tables
    strip = pygame.Rect(column.right + 8, column.top, 20, column.height)
    first = [tuple(app.screen.get_at((strip.centerx, y))) for y in range(strip.top, strip.bottom, 7)]
    app.stack.scenes[0] = _blank(app)  # a white page instead of the table
    frames(app, 1)
    second = [tuple(app.screen.get_at((strip.centerx, y))) for y in range(strip.top, strip.bottom, 7)]
    assert first == second
    app.thinker.close()


def _blank(app):
    from game.client.scenes import Scene

    class White(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            surface.fill((255, 255, 255))

    return White(app)
