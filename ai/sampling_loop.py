"""The sample-until-deadline loop every search and the teacher share.

A decision looks at sampled worlds one after another until it has seen ``most`` of them or
its deadline has passed, whichever comes first, but always at least ``least`` (one, so a
deadline already past still gives a sound answer; the teacher asks for more).  Written
once so that every caller stops by the same rule.

>>> loop = SamplingLoop(3, deadline=None)
>>> [i for i in loop], loop.done
([0, 1, 2], 3)
"""

from __future__ import annotations

import time
from collections.abc import Iterator


class SamplingLoop:
    """Iterate over world indices 0, 1, … ; ``done`` counts the worlds begun so far.

    ``deadline`` is a ``time.monotonic()`` instant (None: no clock, stop at ``most``).  A
    caller that stops early by its own rule (its choice is settled) breaks out of the loop;
    ``done`` then still counts the world it has just finished.
    """

    __slots__ = ("deadline", "done", "least", "most")

    def __init__(self, most: int, deadline: float | None, least: int = 1) -> None:
        self.most = most
        self.deadline = deadline
        self.least = least
        self.done = 0

    def __iter__(self) -> Iterator[int]:
        while self.done < self.most and (
            self.done < self.least or self.deadline is None
            or time.monotonic() < self.deadline
        ):
            self.done += 1
            yield self.done - 1
