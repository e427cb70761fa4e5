"""Seats, their card backs, their calls and the trick, at 3 to 7 players: nothing a
player must read or count is covered (issue 21, defect 17: at seven players the J♥ of a
trick was hidden, plates covered the card backs and call bubbles covered cards)."""

from __future__ import annotations

import pygame
import pytest

from game.client.ui.layout import compute_layout

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (1024, 768), (3840, 2160)]


def _index_corners(card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a card prints its rank and suit: top left, and bottom right upside down."""
    w, h = max(1, card.width * 30 // 100), max(1, card.height * 28 // 100)
    return (pygame.Rect(card.left, card.top, w, h),
            pygame.Rect(card.right - w, card.bottom - h, w, h))


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("players", range(3, 8))
def test_every_trick_card_keeps_an_index_corner_in_view(size, players) -> None:
    lay = compute_layout(size, players)
    slots = [s.trick_slot for s in lay.seats]
    for i, card in enumerate(slots):
        others = slots[:i] + slots[i + 1:]
        seen = [c for c in _index_corners(card) if not any(c.colliderect(o) for o in others)]
        assert seen, f"seat {i}'s trick card is hidden whatever the order of play"
        assert lay.play_area.top <= card.top and card.bottom <= lay.message.top


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("players", range(3, 8))
def test_plates_and_call_bubbles_leave_every_card_in_view(size, players) -> None:
    lay = compute_layout(size, players)
    others = lay.seats[1:]
    backs = {s.seat: pygame.Rect(s.fan.left, s.fan.top, s.fan.width, lay.small_h)
             for s in others}
    screen = pygame.Rect((0, 0), size)
    for s in others:
        for seat, fan in backs.items():
            assert not s.plate.colliderect(fan), f"plate {s.seat} covers seat {seat}'s backs"
            assert not s.bubble.colliderect(fan), f"bubble {s.seat} covers seat {seat}'s backs"
        for t in lay.seats:
            assert not s.bubble.colliderect(t.trick_slot), f"bubble {s.seat} on a trick card"
            if t is not s:
                assert not s.bubble.colliderect(t.plate), f"bubble {s.seat} on plate {t.seat}"
                assert not s.plate.colliderect(t.plate)
            assert not s.plate.colliderect(t.trick_slot)
        assert screen.contains(s.bubble) and not s.bubble.colliderect(lay.trump_box)


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("players", range(3, 8))
def test_the_bid_panel_area_is_below_the_seats_across_the_top(size, players) -> None:
    lay = compute_layout(size, players)
    for s in lay.seats[1:]:
        if s.bubble.width == s.plate.width:  # said under the plate: a seat at the top
            assert s.bubble.bottom <= lay.play_area.top
