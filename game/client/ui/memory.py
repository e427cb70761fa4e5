"""Giving memory back while a match runs.

Surfaces the screen stopped drawing are dropped from the caches every few seconds
(``surface_cache.sweep_all``).  Their pixels are freed with ``free()``, but glibc keeps freed
blocks of a fragmented heap mapped, so a long match's resident size still crept upwards
by a few MB a deal; ``malloc_trim`` hands those pages back to the system.  Elsewhere (macOS,
Windows, musl) the allocator returns large blocks by itself and there is nothing to call.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from functools import lru_cache
from typing import Any

from game.client.ui.surface_cache import sweep_all

SWEEP_SECONDS = 2.0
"""Seconds of frames between two sweeps: longer than any animation, so nothing the
screen draws in a loop is dropped and redrawn."""


@lru_cache(maxsize=1)
def _glibc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name or "libc.so.6")
        return libc if hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


def release_unused() -> int:
    """Drop the surfaces not drawn since the last call and return freed pages to the
    system; the bytes the caches let go."""
    freed = sweep_all()
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)
    return freed


class Sweeper:
    """Calls ``release_unused`` once every ``SWEEP_SECONDS`` of frames."""

    def __init__(self, seconds: float = SWEEP_SECONDS) -> None:
        self.seconds = seconds
        self._elapsed = 0.0

    def tick(self, dt: float) -> bool:
        """Count ``dt`` seconds; True when this tick swept."""
        self._elapsed += dt
        if self._elapsed < self.seconds:
            return False
        self._elapsed = 0.0
        release_unused()
        return True
