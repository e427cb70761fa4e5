"""Helpers for the storage tests: data folders any user can enter, and read-only folders
that stay read-only even for root (which ignores permission bits) by dropping the
effective user id while the code under test runs."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

NOBODY = 65534


def _as_root() -> bool:
    return getattr(os, "geteuid", lambda: -1)() == 0


@contextlib.contextmanager
def open_folder() -> Iterator[Path]:
    """A fresh folder (mode 755) that another user may enter, removed afterwards."""
    path = Path(tempfile.mkdtemp(prefix="trickbid-storage-"))
    path.chmod(0o755)
    try:
        yield path
    finally:
        for root, dirs, _files in os.walk(path):
            for d in dirs:
                with contextlib.suppress(OSError):
                    os.chmod(os.path.join(root, d), 0o755)
        path.chmod(0o755)
        shutil.rmtree(path, ignore_errors=True)


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """Run the body as if ``folder`` were read-only (as root: as user nobody)."""
    folder.chmod(0o555)
    as_root = _as_root()
    try:
        if as_root:
            os.seteuid(NOBODY)
        yield
    finally:
        if as_root:
            os.seteuid(0)
        folder.chmod(0o755)


@contextlib.contextmanager
def permission_bits_apply() -> Iterator[None]:
    """Run the body so that permission bits bind (as root: as user nobody)."""
    as_root = _as_root()
    try:
        if as_root:
            os.seteuid(NOBODY)
        yield
    finally:
        if as_root:
            os.seteuid(0)


@contextlib.contextmanager
def disk_full() -> Iterator[None]:
    """Run the body as if the disk were full: no file of this process may grow (a write
    past a file's end fails as on a full disk, EFBIG; ``SIGXFSZ`` is ignored)."""
    import resource
    import signal

    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    previous = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, previous)
