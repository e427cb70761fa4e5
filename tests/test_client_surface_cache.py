"""Drawn surfaces are kept within a byte budget (issue 17, fault 12: memory over a match)."""

from __future__ import annotations

import pygame

from game.client.surface_cache import SurfaceCache, surface_bytes


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
