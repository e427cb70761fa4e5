"""The tables announced on this network, while the join screen looks for them.

``TableFinder`` listens for the hosts' announcements (``game.net.discovery``) on a thread
of its own, in short windows so that ``stop`` ends it at once: nothing listens unless the
join screen is up and showing its list.  A table not heard from for ``FORGET_AFTER``
seconds leaves the list, which keeps a bounded number (``discovery.TableList``: a flood
of spoofed announcements cannot grow it or slow the screen).  Discovery is often
blocked; the screen always offers a typed address too.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Any

from game.net.discovery import DISCOVERY_PORT, TableList, listen

WINDOW = 0.25
"""Seconds of one listening window (the longest ``stop`` waits)."""


@dataclass(frozen=True)
class FoundTable:
    """A table as its host announces it (never its code)."""

    address: str
    port: int
    game: str
    host: str
    free: int
    seats: int


class TableFinder:
    """Listens while started; ``tables()`` is what it heard lately."""

    def __init__(self, port: int = DISCOVERY_PORT) -> None:
        self.port = port
        self._heard = TableList()
        self._shown: tuple[int, list[FoundTable]] = (-1, [])
        """The list last made for the screen and the ``changes`` it was made at."""
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.failed = False
        """Listening is not possible here (the port is refused): only typed addresses."""

    @property
    def listening(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        if self.listening:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="table-finder", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop listening (waits for the current window to end)."""
        self._stop.set()
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(WINDOW * 8)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                found = listen(WINDOW, self.port)
            except OSError:
                self.failed = True
                return
            self.heard(found, time.monotonic())

    def heard(self, found: list[dict[str, Any]], now: float) -> None:
        """Announcements read at ``now`` (the listener's; tests give their own)."""
        with self._lock:
            for table in found:
                self._heard.heard(table, now)

    def tables(self, now: float | None = None) -> list[FoundTable]:
        """The tables heard within ``FORGET_AFTER`` seconds, by host and address (at most
        ``discovery.MAX_TABLES``; made again only when the list changed)."""
        now = time.monotonic() if now is None else now
        with self._lock:
            heard = self._heard.tables(now)
            if self._shown[0] != self._heard.changes:
                self._shown = (self._heard.changes, [
                    FoundTable(t["address"], t["port"], t["game"], t["host"], t["free"],
                               t["seats"]) for t in heard])
            return list(self._shown[1])
