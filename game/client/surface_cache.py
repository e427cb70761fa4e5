"""Surfaces drawn once and kept, within a budget of bytes rather than a count.

The table scales card faces to many heights while cards fly and grow (in 6 px steps), and a
count-bounded cache of 1,024 faces at a large window held ~150 MB that only grew over a
match.  A byte budget keeps the recently drawn surfaces, whatever their size, and lets the
oldest go.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """A least-recently-used cache of surfaces holding at most ``budget`` bytes (always at
    least the newest one)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._items.get(key)
        if surface is not None:
            self._items.move_to_end(key)
            return surface
        surface = make()
        self._items[key] = surface
        self.bytes += surface_bytes(surface)
        while self.bytes > self.budget and len(self._items) > 1:
            _key, old = self._items.popitem(last=False)
            self.bytes -= surface_bytes(old)
        return surface

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0
