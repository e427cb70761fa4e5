"""The sample loop every search and the teacher share: bounded by work, the clock a safety cap.

A decision looks at sampled worlds one after another until it has seen ``most`` of them
(its level's work: samples or tree iterations), but always at least ``least`` (one, so a
deadline already past still gives a sound answer; the teacher asks for more).  The work,
not the clock, ends a decision: one seed and one observation give one decision on any
machine under any load (issue 38).  The ``deadline`` is only a safety cap: when the clock
passes it first, the loop stops early and counts a *cap hit* (``cap_hits``), which the
benchmarks report — a decision cut by the cap is the one that may differ between machines.
Written once so that every caller stops by the same rule.

>>> loop = SamplingLoop(3, deadline=None)
>>> [i for i in loop], loop.done
([0, 1, 2], 3)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

_hits = threading.local()


def cap_hits() -> int:
    """How many loops on this thread have stopped at their safety cap before their work was
    done (a running count: benchmarks read it before and after a decision)."""
    return int(getattr(_hits, "count", 0))


class SamplingLoop:
    """Iterate over world indices 0, 1, … ; ``done`` counts the worlds begun so far.

    ``deadline`` is a ``time.monotonic()`` instant (None: no clock, stop at ``most``).  A
    caller that stops early by its own rule (its choice is settled) breaks out of the loop;
    ``done`` then still counts the world it has just finished.  ``capped`` is True when the
    deadline ended the loop before ``most`` worlds.
    """

    __slots__ = ("capped", "deadline", "done", "least", "most")

    def __init__(self, most: int, deadline: float | None, least: int = 1) -> None:
        self.most = most
        self.deadline = deadline
        self.least = least
        self.done = 0
        self.capped = False

    def __iter__(self) -> Iterator[int]:
        while self.done < self.most and (
            self.done < self.least or self.deadline is None
            or time.monotonic() < self.deadline
        ):
            self.done += 1
            yield self.done - 1
        if self.done < self.most:
            self.capped = True
            _hits.count = cap_hits() + 1
