"""This machine's token at one table: the same player coming back gets the same seat.

A host gives a lost seat back to the token that sat there (``game.net.server``).  The
join screen's token for a table is an HMAC of the table's port and code (not its address:
the same table is reached as 127.0.0.1, by its network address or by its name) under a
secret kept in the player's data directory, so a window started again on the same machine
(after a crash, a kill, a closed lid) finds its seat again, while nobody who knows the
machine's name or address can work the token out.  Without a writable data directory the
secret lives for this run only (coming back then needs the same run).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets
from pathlib import Path

from game.net.protocol import TOKEN_LENGTH
from game.storage.location import data_dir

SECRET_NAME = "trickbid-seat.key"
_run_secret = secrets.token_bytes(32)


def _secret(folder: Path | None = None) -> bytes:
    path = (folder or data_dir()) / SECRET_NAME
    with contextlib.suppress(OSError):
        data = path.read_bytes()
        if len(data) == 32:
            return data
    fresh = secrets.token_bytes(32)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(fresh)
        return fresh
    except OSError:
        return _run_secret


def table_token(address: str, port: int, code: str, folder: Path | None = None) -> str:
    """The token this machine sits at ``address:port`` (table ``code``) with."""
    message = f"{port}:{code.strip().upper()}".encode()
    return hmac.new(_secret(folder), message, hashlib.sha256).hexdigest()[:TOKEN_LENGTH]
