"""The table's layout from any seat (issue 37: a friend at a table on the network sits at
seat 1, 2 …, and the picture turns so that seat is at the bottom): the call panel's area is
the same as from seat 0, inside the window (it was laid below the window once)."""

from __future__ import annotations

import pygame
import pytest

from game.client.ui.layout import compute_layout


@pytest.mark.parametrize("players", range(3, 8))
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_play_area_is_the_same_from_every_seat(players: int, size: tuple[int, int]) -> None:
    first = compute_layout(size, players, 0, 120)
    window = pygame.Rect((0, 0), size)
    for viewer in range(players):
        lay = compute_layout(size, players, viewer, 120)
        assert window.contains(lay.play_area), (viewer, lay.play_area)
        assert lay.play_area == first.play_area, viewer
        assert lay.spot(viewer).angle == 270.0
