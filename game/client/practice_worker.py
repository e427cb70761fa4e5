"""Practice and review computations off the UI thread.

Mirrors the table's ``AIWorker``: one daemon thread runs submitted jobs in order; the scene
polls for finished ones each frame and keeps drawing and handling input meanwhile.  A job
is any function; its result (or the exception it raised) comes back under its key.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass
class Done:
    key: str
    result: Any = None
    error: BaseException | None = None


class JobWorker:
    def __init__(self) -> None:
        self._jobs: queue.Queue[tuple[str, Callable[[], Any]] | None] = queue.Queue()
        self._done: queue.Queue[Done] = queue.Queue()
        self.pending: set[str] = set()
        self._thread = threading.Thread(target=self._run, name="practice-worker", daemon=True)
        self._thread.start()

    def submit(self, key: str, job: Callable[[], Any]) -> None:
        self.pending.add(key)
        self._jobs.put((key, job))

    def poll(self) -> list[Done]:
        out: list[Done] = []
        while True:
            try:
                done = self._done.get_nowait()
            except queue.Empty:
                return out
            self.pending.discard(done.key)
            out.append(done)

    def busy(self, key: str | None = None) -> bool:
        return bool(self.pending) if key is None else key in self.pending

    def close(self) -> None:
        self._jobs.put(None)

    def _run(self) -> None:
        while True:
            item = self._jobs.get()
            if item is None:
                return
            key, job = item
            try:
                self._done.put(Done(key, job()))
            except Exception as exc:  # noqa: BLE001 - handed to the scene, which shows it
                self._done.put(Done(key, None, exc))
