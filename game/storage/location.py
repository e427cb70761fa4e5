"""Where the player's data lives: one SQLite file in the user data directory.

The directory comes from, in order: an explicit argument (tests, tools), the environment
variable ``TRICKBID_DATA_DIR`` (portable installs, CI), then ``platformdirs`` (the
platform's usual place: ``~/.local/share/trickbid`` on Linux, ``%LOCALAPPDATA%`` on
Windows, ``~/Library/Application Support`` on macOS).  A PyInstaller bundle is read-only,
so the data never lives next to the program.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "trickbid"
DATABASE_NAME = "trickbid.sqlite3"
ENV_VAR = "TRICKBID_DATA_DIR"


def data_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The directory that holds the database (not created here)."""
    if explicit is not None:
        return Path(explicit).expanduser()
    from_env = os.environ.get(ENV_VAR, "").strip()
    if from_env:
        return Path(from_env).expanduser()
    from platformdirs import user_data_dir  # when the data directory is asked: start-up

    return Path(user_data_dir(APP_NAME, appauthor=False))


def database_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The database file inside :func:`data_dir`."""
    return data_dir(explicit) / DATABASE_NAME


OWNED_NAMES = ("trickbid.lock", "trickbid.log", "trickbid.log.1", "trickbid.log.2",
               "trickbid-faults.log")
"""Files Trickbid keeps beside the database (the lock, its logs)."""


def owned_by_trickbid(target: str | os.PathLike[str],
                      explicit: str | os.PathLike[str] | None = None) -> bool:
    """True when ``target`` is (or links to) a file Trickbid keeps in its data folder: the
    database, its journals (-wal, -shm, -journal), a copy set aside (``.damaged-…``), the
    lock or a log.  An export must never write over one of these."""
    folder = Path(os.path.realpath(data_dir(explicit)))
    path = Path(os.path.realpath(target))
    if path.parent == folder and (
        path.name.startswith(DATABASE_NAME) or path.name in OWNED_NAMES
        or path.name.startswith(".trickbid")
    ):
        return True
    if not path.exists():
        return False
    owned = [folder / DATABASE_NAME, *(folder / n for n in OWNED_NAMES)]
    owned += [folder / (DATABASE_NAME + s) for s in ("-wal", "-shm", "-journal")]
    for candidate in owned:
        try:
            if candidate.exists() and os.path.samefile(path, candidate):
                return True  # a hard link under another name
        except OSError:
            continue
    return False
