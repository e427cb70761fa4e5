"""The table layout re-flows from 1024×640 to 3840×2160 with no overlapping text."""

from __future__ import annotations

import itertools

import pytest

from tests import client_support  # noqa: F401  (headless SDL before pygame)

import pygame  # isort: skip

from game.client.ui.layout import compute_layout  # isort: skip

SIZES = [(1024, 640), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1600, 1200),
         (1920, 1080), (2560, 1440), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_no_text_overlaps_and_everything_is_inside(size: tuple[int, int], players: int) -> None:
    window = pygame.Rect((0, 0), size)
    for viewer in (0, players - 1):
        lay = compute_layout(size, players, viewer)
        named = list(lay.text_rects().items())
        named += [(f"trick{s.seat}", s.trick_slot) for s in lay.seats]
        for name, rect in named:
            assert window.contains(rect), f"{name} {rect} leaves the {size} window"
        for (a, ra), (b, rb) in itertools.combinations(named, 2):
            if a.startswith("trick") and b.startswith("trick"):
                continue  # cards of one trick may overlap like cards on a table
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}, {players}p"


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_seventeen_cards_fit_in_the_hand_area(size: tuple[int, int]) -> None:
    lay = compute_layout(size, 3)
    rects = lay.hand_rects(17, frozenset(range(17)))
    assert rects[0].left >= lay.hand_area.left
    assert rects[-1].right <= lay.hand_area.right + 1
    assert all(r.top >= lay.hand_area.top for r in rects)
    # each card shows at least its corner index
    assert rects[1].left - rects[0].left >= lay.card_w * 0.2


def test_cards_and_fonts_grow_with_the_window() -> None:
    small, big = compute_layout((1024, 640), 4), compute_layout((3840, 2160), 4)
    assert big.card_h > 2.5 * small.card_h
    assert big.font(16) > 2.5 * small.font(16)


def test_seats_run_clockwise_from_the_viewer() -> None:
    lay = compute_layout((1280, 800), 4, viewer=2)
    assert lay.spot(2).angle == 270.0  # the viewer at the bottom
    left, top, right = lay.spot(3), lay.spot(0), lay.spot(1)
    assert left.plate.centerx < top.plate.centerx < right.plate.centerx
    assert top.plate.centery < left.plate.centery


def test_hand_order_alternates_colours_with_trump_last_and_belote_strength() -> None:
    from game.client.games import view_of
    from game.client.table.paint import sorted_hand
    from game.core.cards import card_name, parse_hand

    hand = parse_hand(["AS", "2S", "KH", "3D", "10C", "JH"])
    names = [card_name(c) for c in sorted_hand(hand, trump=0, trump_last=True)]
    assert names == ["JH", "KH", "10C", "3D", "2S", "AS"]  # ♥ ♣ ♦ then trump ♠
    belote = parse_hand(["JH", "9H", "AH", "7H", "10S", "AS", "JS"])
    names = [card_name(c) for c in sorted_hand(belote, trump=1, trump_last=True,
                                                      strength=view_of("bazar-belote").card_strength)]
    assert names == ["JS", "10S", "AS", "7H", "AH", "9H", "JH"]


def test_resizing_the_window_reflows_the_table() -> None:
    from tests.client_support import frames, make_app, resize_window, start

    app = make_app((1024, 640))
    table = start(app, "blackout", players=5, seed=2)
    frames(app, 2)
    resize_window(app, (1920, 1080))
    frames(app, 2)
    assert app.screen.get_size() == (1920, 1080)
    assert table.layout.size == (1920, 1080)
    assert table.buttons.buttons[0].rect.right <= 1920
    resize_window(app, (500, 300))  # below the minimum: drawn at 1024×640, scaled down
    assert app.screen.get_size() == (1024, 640)
