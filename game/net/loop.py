"""The program's one network loop for its seats at tables on other machines.

A window may hold more than one connection at once (a seat being left while another is
taken, two seats of one player); each used to start an event loop of its own, stopped
while its tasks still ran and never closed.  ``NetLoop`` is one asyncio loop on one
thread with a clear life: started on first use, every coroutine given to it a task it
keeps, and at the end (``shutdown``, run at exit too) every task let finish for a moment,
then cancelled and awaited, the async generators and the default executor shut down, and
the loop closed on its own thread.  After a shutdown the next use starts a new loop.

Nothing here waits on the caller's side except ``shutdown`` (bounded): the window's
thread hands work over with ``submit`` and ``call_soon`` and goes on drawing.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")

SETTLE = 1.0
"""Seconds the tasks still running at a shutdown get to finish (a ``bye`` on its way)
before they are cancelled."""


class LoopClosed(RuntimeError):
    """Work handed to a loop that has shut down (the program is ending)."""


class NetLoop:
    """One asyncio loop on a thread of its own (daemon: it never keeps a program up)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _started(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None or self._thread is None or not self._thread.is_alive():
                loop = asyncio.new_event_loop()
                ready = threading.Event()
                thread = threading.Thread(target=self._run, args=(loop, ready),
                                          name="table-network", daemon=True)
                thread.start()
                ready.wait(5)
                self._loop, self._thread = loop, thread
            return self._loop

    @staticmethod
    def _run(loop: asyncio.AbstractEventLoop, ready: threading.Event) -> None:
        asyncio.set_event_loop(loop)
        loop.call_soon(ready.set)
        try:
            loop.run_forever()
        finally:
            loop.close()

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` as a task of the loop; its result (or its error) arrives in the
        future, which ``cancel()`` cancels on the loop.  ``LoopClosed`` (and the coroutine
        closed, never left un-awaited) if the loop is shutting down."""
        loop = self._started()
        try:
            return asyncio.run_coroutine_threadsafe(coro, loop)
        except RuntimeError:  # closed between the two lines: the program is ending
            coro.close()
            raise LoopClosed("the network loop has shut down") from None

    def call_soon(self, callback: Callable[..., object], *args: Any) -> None:
        """``callback(*args)`` on the loop's thread (dropped if it is no longer running)."""
        loop = self._loop
        if loop is not None and self.running:
            with contextlib.suppress(RuntimeError):  # closing meanwhile: nothing to do
                loop.call_soon_threadsafe(callback, *args)

    def shutdown(self, timeout: float = 5.0) -> bool:
        """Let the tasks finish (``SETTLE`` seconds), cancel and await the rest, close the
        loop; True once its thread has ended (within ``timeout`` seconds)."""
        with self._lock:
            loop, thread = self._loop, self._thread
            self._loop = self._thread = None
        if loop is None or thread is None:
            return True
        if thread.is_alive():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(_drain(loop), loop)
            thread.join(timeout)
        return not thread.is_alive()


async def _drain(loop: asyncio.AbstractEventLoop) -> None:
    """Every other task finished, or cancelled and awaited (again, should one go on: a
    cancellation can be lost in ``wait_for``), for at most ``3 * SETTLE`` seconds; then the
    loop stops (its thread closes it)."""
    me = asyncio.current_task()
    deadline = loop.time() + 3 * SETTLE
    wait = SETTLE
    seen: set[asyncio.Task[Any]] = set()
    try:
        while loop.time() < deadline:
            tasks = {t for t in asyncio.all_tasks() if t is not me}
            if not tasks:
                break
            seen |= tasks
            _done, pending = await asyncio.wait(tasks, timeout=wait)
            for task in pending:
                task.cancel()
            wait = SETTLE / 10
        for task in seen:  # each one's outcome taken: nothing logged as unretrieved
            if task.done() and not task.cancelled():
                task.exception()
        await loop.shutdown_asyncgens()
        await loop.shutdown_default_executor()
    finally:
        loop.stop()


NETWORK = NetLoop()
"""The program's network loop (every ``NetSeat`` runs on it unless given another)."""
atexit.register(NETWORK.shutdown)
