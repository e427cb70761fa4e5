"""Practice and review computations off the UI thread, through the app's one executor.

The scene submits a job under a key and polls for finished ones each frame, drawing and
handling input meanwhile; a job is any function, and its result (or the exception it
raised) comes back under its key.  ``cancel`` drops a key's job (not yet begun: never run;
running: its answer is thrown away), as when the scene moves on.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from game.table.thinking import Thinker


@dataclass
class Done:
    key: str
    result: Any = None
    error: BaseException | None = None


class JobWorker:
    def __init__(self, thinker: Thinker) -> None:
        self._thinker = thinker
        self._jobs: dict[str, Future[Any]] = {}

    @property
    def pending(self) -> set[str]:
        return set(self._jobs)

    def submit(self, key: str, job: Callable[[], Any]) -> None:
        self.cancel(key)
        self._jobs[key] = self._thinker.submit(job)

    def cancel(self, key: str) -> None:
        future = self._jobs.pop(key, None)
        if future is not None:
            future.cancel()

    def poll(self) -> list[Done]:
        out: list[Done] = []
        for key, future in list(self._jobs.items()):
            if not future.done():
                continue
            del self._jobs[key]
            if future.cancelled():
                continue
            error = future.exception()
            out.append(Done(key, None, error) if error is not None
                       else Done(key, future.result()))
        return out

    def busy(self, key: str | None = None) -> bool:
        return bool(self._jobs) if key is None else key in self._jobs

    def close(self) -> None:
        for key in list(self._jobs):
            self.cancel(key)
