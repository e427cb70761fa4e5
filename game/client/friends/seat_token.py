"""This window's token at one table: the same player coming back gets the same seat.

A host gives a lost seat back to the token that sat there (``game.net.server``).  The
join screen's token for a table is an HMAC of the table's port and code (not its address:
the same table is reached as 127.0.0.1, by its network address or by its name) under a
secret kept in the player's data directory, so a window started again on the same machine
(after a crash, a kill, a closed lid) finds its seat again, while nobody who knows the
machine's name or address can work the token out.  Without a writable data directory the
secret lives for this run only (coming back then needs the same run).

Two windows open at once on one machine are two players: a second window joining the same
table must not come with the first one's token (the host would give it the first one's
seat and drop the first).  So each window holds a *slot* while it runs — the lowest number
whose lock file (``trickbid-seat-N.lock`` beside the secret) no other window holds — and
a slot other than 0 goes into the token.  Chosen over a per-process nonce because a lock
held by a process is dropped by the system when the process dies: the window started
again after a crash takes the lowest free slot, which is the crashed window's own when it
was the only one (the usual case), and so its token and its seat; with two windows open,
each one that comes back after a crash finds its own as long as the other stays open.
The first window's token is the same as before slots were kept.  Where no lock can be
made (a read-only folder), or past ``SLOTS`` windows, the slot is for this run only: with
no lock, nothing tells two windows apart, and a slot of 0 for each gave a second window
the first one's token (and seat) wherever the folder already held the secret.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets
from collections.abc import Callable
from pathlib import Path

from game.net.protocol import TOKEN_LENGTH
from game.storage.instance_lock import hold_file
from game.storage.location import data_dir

SECRET_NAME = "trickbid-seat.key"
SLOT_NAME = "trickbid-seat-{slot}.lock"
SLOTS = 16
"""Windows on one machine that each keep their own seat across a crash."""
_run_secret = secrets.token_bytes(32)
_slots: dict[str, str] = {}
"""Data folder → this process's slot text ("" for the first window's)."""
_held: list[int] = []
"""The slots' locked handles: kept open while the window runs."""


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


def window_slot(folder: Path | None = None) -> str:
    """This window's slot among the windows open on this machine, as the token carries
    it: "" for the first, else ":N" — or a number for this run only when every slot is
    held or none can be locked."""
    where = folder or data_dir()
    key = os.path.abspath(where)
    if key in _slots:
        return _slots[key]
    slot = f":{secrets.token_hex(8)}"
    try:
        where.mkdir(parents=True, exist_ok=True)
        for n in range(SLOTS):
            fd = hold_file(where / SLOT_NAME.format(slot=n))
            if fd is not None:
                _held.append(fd)
                slot = f":{n}" if n else ""
                break
    except OSError:
        pass  # no lock can be made here (a read-only folder): a slot for this run only
    _slots[key] = slot
    return slot


def table_contribution(token: str, folder: Path | None = None) -> Callable[[str], str]:
    """This window's contribution to the deals of the table it sits at with ``token``, as
    a function of the host's commitment: keyed by the window's secret (the host, which
    knows the token, cannot work it out), and the same when the window comes back to a
    resumed table (the same commitment), so its reveal still includes this window."""
    key = _secret(folder)

    def contribution(commitment: str) -> str:
        return hmac.new(key, f"contribution:{token}:{commitment}".encode(),
                        hashlib.sha256).hexdigest()

    return contribution


def table_token(address: str, port: int, code: str, folder: Path | None = None) -> str:
    """The token this window sits at ``address:port`` (table ``code``) with."""
    message = f"{port}:{code.strip().upper()}{window_slot(folder)}".encode()
    return hmac.new(_secret(folder), message, hashlib.sha256).hexdigest()[:TOKEN_LENGTH]
