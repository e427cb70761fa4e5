"""Drawn surfaces are kept within a byte budget (issue 17, fault 12: memory over a match)."""

from __future__ import annotations

import pygame

from game.client.ui.surface_cache import SurfaceCache, surface_bytes


def test_the_oldest_surfaces_go_once_the_budget_is_spent() -> None:
    one = surface_bytes(pygame.Surface((100, 100), pygame.SRCALPHA))
    cache = SurfaceCache(budget=3 * one)
    made: list[int] = []

    def make(n: int):
        def draw() -> pygame.Surface:
            made.append(n)
            return pygame.Surface((100, 100), pygame.SRCALPHA)
        return draw

    for n in range(3):
        cache.get(n, make(n))
    cache.get(0, make(0))  # a hit: 0 is now the most recent
    cache.get(3, make(3))  # over budget: 1, the least recent, goes
    assert made == [0, 1, 2, 3] and len(cache) == 3 and cache.bytes == 3 * one
    cache.get(1, make(1))
    assert made[-1] == 1 and cache.bytes <= cache.budget


def test_a_surface_larger_than_the_budget_is_still_kept_alone() -> None:
    cache = SurfaceCache(budget=10)
    big = cache.get("big", lambda: pygame.Surface((50, 50)))
    assert cache.get("big", lambda: pygame.Surface((1, 1))) is big and len(cache) == 1


def test_a_sweep_drops_what_was_not_drawn_since_the_previous_sweep() -> None:
    cache = SurfaceCache(budget=10**9)
    for n in range(4):
        cache.get(n, lambda: pygame.Surface((10, 10)))
    cache.sweep()  # all four were drawn since the cache began: all stay
    assert len(cache) == 4
    kept = cache.get(2, lambda: pygame.Surface((1, 1)))
    freed = cache.sweep()
    assert len(cache) == 1 and freed == 3 * surface_bytes(kept)
    assert cache.bytes == surface_bytes(kept)
    assert cache.get(2, lambda: pygame.Surface((1, 1))) is kept


def test_the_app_sweeps_every_cache_a_few_seconds_of_frames_apart() -> None:
    from game.client.ui import memory

    cache = SurfaceCache(budget=10**9)
    cache.get("old", lambda: pygame.Surface((10, 10)))
    sweeper = memory.Sweeper(seconds=1.0)
    assert not any(sweeper.tick(0.25) for _ in range(3))
    assert sweeper.tick(0.25)  # one second: the first sweep keeps what was drawn
    assert len(cache) == 1
    for _ in range(4):
        sweeper.tick(0.25)  # a second without drawing "old": it goes
    assert len(cache) == 0


def test_a_whole_blackout_deal_sequence_keeps_the_face_cache_to_one_deal() -> None:
    """Card heights change from deal to deal (each deal has its own hand size): after a
    sweep, only the faces of the heights drawn since the previous one remain."""
    from game.client.ui import assets

    cache = assets._scaled_faces
    for height in (120, 126, 132):  # three deals, three hand sizes
        for card in range(52):
            assets.card_image(card, height)
        cache.sweep()
    heights = {key[3] for key in cache._items}
    assert heights == {132}
