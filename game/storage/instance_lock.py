"""One Trickbid per data folder: an operating-system lock held for the whole session.

Two windows on one folder used to share the database, and the second window's autosave
replaced the first's.  The first Trickbid to start now holds an exclusive lock on the data
folder (below) until it quits; a second one sees the lock taken and plays on a copy,
saving nothing (``game.storage.open_storage`` says so).  The lock is the
system's own (``flock`` on Linux and macOS, ``msvcrt.locking`` on Windows), so a crashed or
killed Trickbid never leaves a stale lock: the system drops it with the process.

The lock file alone did not hold: a player (or a cleaning tool) who deleted
``trickbid.lock`` while a window was open, or put a folder of that name in its place, let a
second window take a lock of its own, and its autosave replaced the first window's match.
So on Linux and macOS the lock is taken on the data folder itself (``flock`` on a handle
to the directory, kept open for the session): a folder cannot be deleted or replaced while
it holds the database, and no file inside it can take the lock away.  ``trickbid.lock`` is
still locked as well, when it can be, so an older Trickbid on the same folder sees the
lock taken too.  Windows cannot open a folder as a file, but it cannot delete a file that
is open either: there the lock file is the lock, and when a folder stands in its place the
lock file inside that folder is used (every Trickbid makes the same choice).

Within one process every ``Storage`` on a folder shares one lock (counted), so tools and
tests that open the same folder twice are still one instance.  Where no lock can be made
(a read-only folder, a file system without locks) the session goes on unlocked, as before.
"""

from __future__ import annotations

import contextlib
import enum
import os
import sys
import threading
from pathlib import Path

LOCK_NAME = "trickbid.lock"


class LockState(enum.Enum):
    HELD = "held"  # this process holds the folder: read and write as usual
    TAKEN = "taken"  # another process holds it: a second Trickbid
    UNAVAILABLE = "unavailable"  # no lock could be made here: go on unlocked


_HELD: dict[str, tuple[tuple[int, ...], int]] = {}
"""Folder path → (locked descriptors, number of holders in this process)."""
_GUARD = threading.Lock()


class InstanceLock:
    """The lock on one data folder; ``release`` once per ``acquire``."""

    def __init__(self, path: Path, state: LockState) -> None:
        self.path = path
        self.state = state
        self._released = False

    @classmethod
    def acquire(cls, directory: Path) -> InstanceLock:
        """Try to take the folder's lock now (never waits)."""
        path = directory / LOCK_NAME
        key = os.path.abspath(directory)
        with _GUARD:
            if key in _HELD:
                fds, count = _HELD[key]
                _HELD[key] = (fds, count + 1)
                return cls(path, LockState.HELD)
            try:
                directory.mkdir(parents=True, exist_ok=True)
            except OSError:
                return cls(path, LockState.UNAVAILABLE)
            held: list[int] = []
            for fd in _handles(directory):
                try:
                    taken = not _try_lock(fd)
                except OSError:  # no locks for this handle or file system
                    os.close(fd)
                    continue
                if taken:
                    os.close(fd)
                    _let_go(held)
                    return cls(path, LockState.TAKEN)
                held.append(fd)
            if not held:
                return cls(path, LockState.UNAVAILABLE)
            _HELD[key] = (tuple(held), 1)
            return cls(path, LockState.HELD)

    def release(self) -> None:
        """Give the lock back (the last holder in this process closes it)."""
        if self._released or self.state is not LockState.HELD:
            return
        self._released = True
        key = os.path.abspath(self.path.parent)
        with _GUARD:
            fds, count = _HELD.pop(key)
            if count > 1:
                _HELD[key] = (fds, count - 1)
                return
            _let_go(list(fds))


def hold_file(path: Path) -> int | None:
    """Lock the file ``path`` (made if missing) for as long as this process lives, without
    waiting: its handle, or None when another process (or another handle of this one)
    holds it.  ``OSError`` when no lock can be made there.  The system drops the lock
    with the process, so a crash leaves it free."""
    fd = _open(path)
    try:
        if _try_lock(fd):
            return fd
    except OSError:
        os.close(fd)
        raise
    os.close(fd)
    return None


def _let_go(fds: list[int]) -> None:
    for fd in fds:
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)


def _handles(directory: Path) -> list[int]:
    """The handles to lock, the folder's own first (where the system allows it)."""
    out: list[int] = []
    if sys.platform != "win32":
        with contextlib.suppress(OSError):
            out.append(os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)))
    path = directory / LOCK_NAME
    if os.path.isdir(path) and sys.platform == "win32":
        path = path / LOCK_NAME  # a folder in the lock file's place: the same choice for all
    with contextlib.suppress(OSError):
        out.append(_open(path))
    return out


def _open(path: Path) -> int:
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except PermissionError:  # a lock file left by another user: reading is enough
        return os.open(path, os.O_RDONLY)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except PermissionError:  # EACCES: another process holds it
            return False
        except OSError as exc:
            if exc.errno in (13, 36):  # EACCES, EDEADLOCK
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
