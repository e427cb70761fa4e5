"""Card backs and table colours the player picks in Settings, on every screen."""

from __future__ import annotations

import pytest

from game.client.ui import assets
from game.client.ui.card_backs import DESIGNS
from game.client.ui.looks import CLOTHS
from game.storage.settings import CARD_BACKS, TABLE_COLOURS
from tests.client_support import frames, make_app


@pytest.mark.parametrize("design", sorted(DESIGNS))
@pytest.mark.parametrize("height", [40, 96, 140, 333])
def test_each_drawn_back_is_a_card_opaque_inside_with_clear_corners(design: str,
                                                                     height: int) -> None:
    from game.client.ui import looks

    looks.use(design, "green")
    try:
        back = assets.card_image(None, height)
    finally:
        looks.use(CARD_BACKS[0], "green")
    w, h = back.get_size()
    assert (w, h) == assets.card_size(height)
    assert back.get_at((0, 0))[3] == 0 and back.get_at((w - 1, h - 1))[3] == 0
    edge = max(3, w // 10)
    assert {back.get_at((x, y))[3] for x in range(edge, w - edge, 3)
            for y in range(edge, h - edge, 3)} == {255}


def test_every_back_the_settings_offer_looks_different() -> None:
    app = make_app()
    pictures = set()
    for design in CARD_BACKS:
        app.save_settings(app.settings.with_(card_back=design))
        back = assets.card_image(None, 140)
        pictures.add(tuple(tuple(back.get_at((x, y))) for x in range(5, 95, 7)
                           for y in range(5, 135, 7)))
    assert len(pictures) == len(CARD_BACKS) >= 3
    app.save_settings(app.settings.with_(card_back=CARD_BACKS[0]))
    app.thinker.close()


def test_the_table_colour_is_the_cloth_of_every_screen() -> None:
    app = make_app((1280, 800))
    app.main_menu()
    seen = set()
    for colour in TABLE_COLOURS:
        app.save_settings(app.settings.with_(table_colour=colour))
        frames(app, 1)
        corner = tuple(app.screen.get_at((2, 2)))[:3]
        assert corner == CLOTHS[colour][0]  # the cloth's edge shade
        seen.add(corner)
    assert len(seen) == len(TABLE_COLOURS) >= 3
    app.save_settings(app.settings.with_(table_colour=TABLE_COLOURS[0]))
    app.thinker.close()
