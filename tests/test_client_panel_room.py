"""The call panel stays in its room through real auctions: clear of every other seat's
call bubble and of the message line, inside the play area, every call on a button of a
readable size.  Bazar Belote's grid at 1024×640 and 1280×800 narrowed to the room between
the side seats' calls was taller than that room and spilled over North's call ("10♣")
and plate, and under the play area."""

from __future__ import annotations

import random

import pygame
import pytest

from game.client.ui.widgets import MIN_LABEL_PX
from game.i18n import set_language
from tests.client_support import frames, make_app, settle, start

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
LANGUAGES = ["en", "ru", "fr", "hy"]
GAMES = ["blackout", "partnership-blackout", "bazar-belote"]
SEEDS = [21, 5]


def panels_of_an_auction(game_id: str, size: tuple[int, int], lang: str, seed: int):
    """Each call panel the player sees through the first deal's auction, with the table's
    layout and the calls the player could make (the player calls at random, by seed)."""
    app = make_app(size, language=lang)
    rng = random.Random(seed)
    try:
        table = start(app, game_id, seed=seed, level="easy")
        for _call in range(12):
            settle(app, table)
            if table.shown.phase != "bidding" or table.bid_panel is None:
                break
            frames(app, 2)
            legal = tuple(table.session.legal())
            yield table.layout, table.bid_panel, legal
            table.session.apply(rng.choice(legal), 0)
    finally:
        set_language("en")
        app.thinker.close()


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_call_panel_keeps_to_its_room_through_the_auction(game_id, lang, size, seed) -> None:
    seen = 0
    for layout, panel, legal in panels_of_an_auction(game_id, size, lang, seed):
        seen += 1
        rect = panel.rect
        for spot in (s for s in layout.seats if s.seat != 0):  # the player is seat 0
            assert not rect.colliderect(spot.bubble), (
                f"the panel {rect} covers seat {spot.seat}'s call at {spot.bubble}")
        assert not rect.colliderect(layout.message), f"the panel {rect} covers the message line"
        assert layout.play_area.contains(rect), f"the panel {rect} leaves {layout.play_area}"
        assert pygame.Rect((0, 0), size).contains(rect)
        for b in panel.buttons:
            assert rect.contains(b.rect), f"{b.label!r} leaves the panel"
            assert b.font_size >= MIN_LABEL_PX, f"{b.label!r} at {b.font_size} px"
        assert {b.key for b in panel.buttons} >= set(legal), "a legal call has no button"
    assert seen, "the player had no call to make"
