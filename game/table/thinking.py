"""One way to think in the background: a standard executor whose futures can be cancelled.

Computer moves, hints, claim checks and practice feedback all run here, off the UI thread
and off the referee's.  Whoever asks keeps the future and the position it was asked for;
when the position is gone it cancels the future (a job not yet begun never runs) and drops
any answer that still arrives.  One worker: the jobs are CPU-bound Python, which a second
thread would only slow down, and answers then come in the order they were asked.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


class Thinker:
    """The background executor of one program (the app, a headless host)."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="thinking")
        self._closed = False

    def submit(self, job: Callable[..., T], *args: Any) -> Future[T]:
        """Run ``job(*args)`` in the background; once closed, a future already cancelled."""
        if not self._closed:
            try:
                return self._pool.submit(job, *args)
            except RuntimeError:  # closed meanwhile, by another thread
                pass
        future: Future[T] = Future()
        future.cancel()
        return future

    def close(self) -> None:
        """Run nothing more; a job already running finishes (every search is bounded)."""
        self._closed = True
        self._pool.shutdown(wait=False, cancel_futures=True)
