"""The table this window last sat at with friends, kept with its seat token so that a
player coming back (after a crash, a kill, a closed window) finds it at the top of the
Join list marked "your seat is kept" and sits again without retyping the code.

The host keeps the seat for the window's token (``seat_token.table_token``: the table's
port and code under the window's secret); this keeps what the window needs to ask for it
again: the table's address, port, code and game.  It is written when the window sits
down and forgotten when the table has closed for good (the host left, the match is
over), or when the table no longer answers.  In the player's data folder beside the
token's secret, one file per window slot (two windows keep two tables); a run that keeps
nothing keeps no table either.  A damaged file is ignored (it only saves typing).
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from game.client.friends.seat_token import window_slot
from game.net.protocol import CODE_ALPHABET, CODE_LENGTH

FILE_NAME = "trickbid-table{slot}.json"
MAX_FILE = 4096
"""Bytes read of the file at most (it holds four short fields)."""


@dataclass(frozen=True)
class KeptTable:
    address: str
    port: int
    code: str
    game: str


def _path(folder: Path) -> Path:
    slot = window_slot(folder).replace(":", "-")
    return folder / FILE_NAME.format(slot=slot)


def _valid(data: object) -> KeptTable | None:
    if not isinstance(data, dict):
        return None
    address, port, code, game = (data.get(k) for k in ("address", "port", "code", "game"))
    if not (isinstance(address, str) and 0 < len(address) <= 255 and address.isprintable()):
        return None
    if isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536:
        return None
    if not (isinstance(code, str) and len(code) == CODE_LENGTH
            and all(c in CODE_ALPHABET for c in code)):
        return None
    if not isinstance(game, str) or len(game) > 64:
        return None
    return KeptTable(address, port, code, game)


def kept_table(folder: Path | None) -> KeptTable | None:
    """The table kept for this window, if any."""
    if folder is None:
        return None
    try:
        with _path(folder).open("rb") as file:
            return _valid(json.loads(file.read(MAX_FILE).decode("utf-8")))
    except (OSError, ValueError):
        return None


def keep_table(folder: Path | None, table: KeptTable) -> None:
    """Keep ``table`` (the window just sat at it); ``folder`` None: a run that keeps
    nothing."""
    if folder is None:
        return
    path = _path(folder)
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fresh = path.with_suffix(".new")
        fresh.write_text(json.dumps(asdict(table)), encoding="utf-8")
        os.replace(fresh, path)


def forget_table(folder: Path | None, table: KeptTable | None = None) -> None:
    """Forget the kept table (only if it is ``table``, when given)."""
    if table is not None and kept_table(folder) != table:
        return
    if folder is not None:
        with contextlib.suppress(OSError):
            _path(folder).unlink()
