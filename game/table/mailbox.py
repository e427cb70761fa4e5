"""A seat's mailbox: what has arrived for one reader, taken all at once or waited for.

Every seat's end of a table reads its messages the same way, whatever carries them (a local
queue from the host, a socket's reader thread): the screen takes everything that has come
each frame and never waits; tests and autoplay wait a bounded time for the next one.
"""

from __future__ import annotations

import queue
from typing import Generic, TypeVar

T = TypeVar("T")


class Mailbox(Generic[T]):
    def __init__(self) -> None:
        self._queue: queue.Queue[T] = queue.Queue()

    def put(self, item: T) -> None:
        """Deliver ``item`` (from any thread)."""
        self._queue.put(item)

    def take_all(self) -> list[T]:
        """Everything that has arrived, oldest first (never waits)."""
        out: list[T] = []
        while True:
            try:
                out.append(self._queue.get_nowait())
            except queue.Empty:
                return out

    def wait(self, timeout: float) -> T | None:
        """The next item, waiting up to ``timeout`` seconds; None when none came."""
        try:
            return self._queue.get(timeout=timeout)
        except queue.Empty:
            return None
