"""Surfaces drawn once and kept, within a budget of bytes rather than a count.

The table scales card faces to many heights while cards fly and grow (in 6 px steps), and a
count-bounded cache of 1,024 faces at a large window held ~150 MB that only grew over a
match.  A byte budget keeps the recently drawn surfaces, whatever their size, and lets the
oldest go.

A budget alone still lets a match fill it: each Blackout deal has its own hand size, so its
own card heights, and the score sheet's panel grows a row a deal, so every deal left ~10 MB
of surfaces that no later frame drew until the budgets were full (issue 17, fault 12).
``sweep`` drops what was not drawn since the previous sweep; the app sweeps every cache a
few seconds apart (``game.client.ui.memory``), so the caches hold what the screen uses now.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

_caches: weakref.WeakSet[SurfaceCache] = weakref.WeakSet()


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """A least-recently-used cache of surfaces holding at most ``budget`` bytes (always at
    least the newest one)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._used: set[Hashable] = set()
        _caches.add(self)

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        self._used.add(key)
        surface = self._items.get(key)
        if surface is not None:
            self._items.move_to_end(key)
            return surface
        surface = make()
        self._items[key] = surface
        self.bytes += surface_bytes(surface)
        while self.bytes > self.budget and len(self._items) > 1:
            old_key, old = self._items.popitem(last=False)
            self.bytes -= surface_bytes(old)
            self._used.discard(old_key)
        return surface

    def sweep(self) -> int:
        """Drop the surfaces nobody asked for since the previous sweep; the bytes freed."""
        freed = 0
        for key in [k for k in self._items if k not in self._used]:
            freed += surface_bytes(self._items.pop(key))
        self.bytes -= freed
        self._used.clear()
        return freed

    def clear(self) -> None:
        self._items.clear()
        self._used.clear()
        self.bytes = 0


def sweep_all() -> int:
    """``sweep`` every surface cache; the bytes freed."""
    return sum(cache.sweep() for cache in list(_caches))
