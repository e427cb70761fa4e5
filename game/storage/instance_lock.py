"""One Trickbid per data folder: an operating-system lock held for the whole session.

Two windows on one folder used to share the database, and the second window's autosave
replaced the first's.  The first Trickbid to start now holds an exclusive lock on
``trickbid.lock`` beside the database until it quits; a second one sees the lock taken and
plays on a copy, saving nothing (``game.storage.open_storage`` says so).  The lock is the
system's own (``flock`` on Linux and macOS, ``msvcrt.locking`` on Windows), so a crashed or
killed Trickbid never leaves a stale lock: the system drops it with the process.

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


_HELD: dict[str, tuple[int, int]] = {}
"""Lock file path → (descriptor, number of holders in this process)."""
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
        key = os.path.abspath(path)
        with _GUARD:
            if key in _HELD:
                fd, count = _HELD[key]
                _HELD[key] = (fd, count + 1)
                return cls(path, LockState.HELD)
            try:
                directory.mkdir(parents=True, exist_ok=True)
                fd = _open(path)
            except OSError:
                return cls(path, LockState.UNAVAILABLE)
            try:
                taken = not _try_lock(fd)
            except OSError:  # no locks on this file system
                os.close(fd)
                return cls(path, LockState.UNAVAILABLE)
            if taken:
                os.close(fd)
                return cls(path, LockState.TAKEN)
            _HELD[key] = (fd, 1)
            return cls(path, LockState.HELD)

    def release(self) -> None:
        """Give the lock back (the last holder in this process closes it)."""
        if self._released or self.state is not LockState.HELD:
            return
        self._released = True
        key = os.path.abspath(self.path)
        with _GUARD:
            fd, count = _HELD.pop(key)
            if count > 1:
                _HELD[key] = (fd, count - 1)
                return
            with contextlib.suppress(OSError):
                _unlock(fd)
            os.close(fd)


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
