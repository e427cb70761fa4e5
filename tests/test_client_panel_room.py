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


class _Room:
    """A play area of ``height`` at 1024×640's scale (what ``build_panel`` reads)."""

    def __init__(self, height: int) -> None:
        self.unit = 0.8
        self.play_area = pygame.Rect(0, 196, 1024, height)
        self.centre = self.play_area.center

    def font(self, base: float) -> int:
        return max(MIN_LABEL_PX, round(base * self.unit))


@pytest.mark.parametrize("height", [180, 204, 228])
def test_a_panel_too_tall_for_the_room_between_the_side_calls_stays_in_the_play_area(
        height: int) -> None:
    """Where even the compact panel is taller than the room between the side seats' calls,
    the panel covers those calls (the last resort), never runs out of the play area over
    North's call and the message line; where the compact one fits, it covers nothing."""
    from game.client.ui.bidding import build_panel
    from game.core import create_game
    from game.core.phase import Phase
    from game.table.view import seat_view

    pygame.init()
    state = create_game("bazar-belote").new_match(seed=21)
    while not (state.phase is Phase.BIDDING and state.to_play == 0):
        state = state.apply(state.legal_actions()[0])
    room = _Room(height)
    sides = [pygame.Rect(191, 196 + height // 3, 120, 24), pygame.Rect(713, 196 + height // 3, 120, 24)]
    panel = build_panel(seat_view(state, 0, 0), state.legal_actions(), room, keep_clear=sides)
    assert room.play_area.contains(panel.rect), (panel.rect, room.play_area)
    if height >= 204:
        assert not any(panel.rect.colliderect(r) for r in sides), panel.rect
