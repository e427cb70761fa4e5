"""Saved games: the autosave slot written after every action, and named saves.

A save holds the match as the core's JSON record (``game.core.record``): storage keeps the
dict as JSON text and knows nothing of its insides, so the record format can grow without a
migration here.  Resuming replays the record through the engine, which also re-checks every
action; a save that no longer replays is reported, never deleted.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import TrickbidError
from game.core.record import record_of, replay_record
from game.storage.clock import Clock, stamp, utc_now
from game.storage.database import Database, StorageError
from game.storage.history import taken_back_of
from game.storage.records import Record

if TYPE_CHECKING:
    from game.core.state import TrickState

AUTOSAVE = "autosave"
"""The slot saved after every action and offered for resume at the next start."""
NAME_MAX = 40


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """One save as the resume and load screens list it (the record is not loaded)."""

    name: str
    autosave: bool
    game_id: str
    description: str
    updated_at: str


@dataclass(frozen=True, slots=True)
class HostedTable:
    """What a save keeps of a table hosted for friends, to open it again as it was."""

    code: str
    port: int
    tokens: tuple[str | None, ...]
    """By seat: the SHA-256 of the token of the friend who sat there (None: nobody)."""
    hints: bool = True
    """The host allowed hints at this table (a save from before the rule: allowed)."""
    fair: dict[str, object] | None = None
    """The secret the table's deals came from and the friends' contributions (checked by
    whoever opens the table again, against the match's seed); None: none kept."""


def check_save_name(name: str) -> str:
    """A player's save name, trimmed; ``StorageError`` says what is wrong with it."""
    if not isinstance(name, str) or not name.strip():
        raise StorageError("A saved game needs a name.")
    name = name.strip()
    if len(name) > NAME_MAX:
        raise StorageError(f"A save name has at most {NAME_MAX} characters.")
    if any(not c.isprintable() for c in name):
        raise StorageError("A save name may not contain control characters.")
    if name.casefold() == AUTOSAVE:
        raise StorageError(f"{AUTOSAVE!r} is kept for the automatic save; choose another name.")
    return name


class SaveStore:
    """The saves table.  Each write is one transaction: the old save or the new one."""

    def __init__(self, database: Database, clock: Clock = utc_now) -> None:
        self.database = database
        self.clock = clock
        self.on_replaced: Callable[[sqlite3.Connection, Record], None] | None = None
        """Called inside the write, with the record of an unfinished match whose autosave
        another match is replacing (the storage files it in the history, marked)."""

    # ------------------------------------------------------------ writing
    def put(
        self, name: str, record: Record, game_id: str, description: str = ""
    ) -> None:
        """Save ``record`` (a JSON-ready dict) under the player's ``name``."""
        self._write(check_save_name(name), False, record, game_id, description)

    def autosave(self, record: Record, game_id: str, description: str = "") -> None:
        """Replace the autosave slot with ``record``."""
        self._write(AUTOSAVE, True, record, game_id, description)

    def save_state(
        self, state: TrickState, name: str | None = None, seats: Sequence[str] | None = None,
        taken_back: int = 0, with_friends: bool = False,
        table: Mapping[str, object] | None = None,
    ) -> None:
        """Save a match state through ``record_of`` (``name`` None: the autosave slot).

        ``seats`` ("human", "friend" or an AI level, by seat) is kept in the record beside
        the actions, so a resumed match puts everyone back where they sat; so is
        ``taken_back`` (how many times a move was taken back), so the mark survives Resume,
        and ``with_friends`` (a match hosted on the network), with ``table``: what its
        table needs to open again (its code, port and the digests of the friends' tokens,
        read back by ``hosted_table``).
        """

        record = record_of(state)
        if seats is not None:
            record["seats"] = list(seats)
        if taken_back:
            record["taken_back"] = int(taken_back)
        if with_friends:
            record["with_friends"] = True
        if table is not None:
            record["table"] = dict(table)
        description = _describe(state)
        if name is None:
            self.autosave(record, state.game.id, description)
        else:
            self.put(name, record, state.game.id, description)

    def _write(
        self, name: str, autosave: bool, record: Record, game_id: str,
        description: str,
    ) -> None:
        try:
            text = json.dumps(record, ensure_ascii=False, sort_keys=True, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise StorageError(f"This game could not be saved: its record is not JSON ({exc}).")
        with self.database.transaction() as conn:
            if autosave and self.on_replaced is not None:
                old = _record_in(conn, name)
                if old is not None and not same_match(old, record):
                    self.on_replaced(conn, old)
            conn.execute(
                "INSERT INTO saves (name, autosave, game_id, description, record, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(name) DO UPDATE SET"
                " autosave = excluded.autosave, game_id = excluded.game_id,"
                " description = excluded.description, record = excluded.record,"
                " updated_at = excluded.updated_at",
                (name, int(autosave), game_id, description, text, stamp(self.clock)),
            )

    def delete(self, name: str) -> bool:
        """Remove a save; False when there was none by that name."""
        with self.database.transaction() as conn:
            return conn.execute("DELETE FROM saves WHERE name = ?", (name,)).rowcount > 0

    def rename(self, old: str, new: str) -> None:
        new = check_save_name(new)
        with self.database.transaction() as conn:
            if conn.execute("SELECT 1 FROM saves WHERE name = ?", (new,)).fetchone():
                raise StorageError(f"There is already a saved game called {new!r}.")
            if not conn.execute(
                "UPDATE saves SET name = ?, autosave = 0 WHERE name = ?", (new, old)
            ).rowcount:
                raise StorageError(f"There is no saved game called {old!r}.")

    # ------------------------------------------------------------ reading
    def list(self) -> list[SaveInfo]:
        """Every save, the autosave first, then the most recent first."""
        rows = self.database.query(
            "SELECT name, autosave, game_id, description, updated_at FROM saves"
            " ORDER BY autosave DESC, updated_at DESC, name"
        )
        return [
            SaveInfo(r["name"], bool(r["autosave"]), r["game_id"], r["description"],
                     r["updated_at"])
            for r in rows
        ]

    def resume_offer(self) -> SaveInfo | None:
        """The autosave to offer at start, or None."""
        saves = self.list()
        return saves[0] if saves and saves[0].autosave else None

    def record(self, name: str) -> dict[str, object] | None:
        """The stored record of save ``name`` (None: no such save)."""
        rows = self.database.query("SELECT record FROM saves WHERE name = ?", (name,))
        if not rows:
            return None
        try:
            record = json.loads(rows[0]["record"])
        except (ValueError, TypeError, RecursionError):  # damaged, a blob, nested too deep
            record = None
        if not isinstance(record, dict):
            raise StorageError(f"The saved game {name!r} is damaged and cannot be opened.")
        return record

    def seats(self, name: str = AUTOSAVE) -> tuple[str, ...] | None:
        """Who sat where in save ``name`` (None: not recorded, or no such save)."""
        try:
            record = self.record(name)
        except StorageError:
            return None
        seats = None if record is None else record.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            return None
        return tuple(seats)

    def taken_back(self, name: str = AUTOSAVE) -> int:
        """How many times a move was taken back in save ``name`` (0: none recorded)."""

        try:
            record = self.record(name)
        except StorageError:
            return 0
        return 0 if record is None else taken_back_of(record)

    def with_friends(self, name: str = AUTOSAVE) -> bool:
        """Whether save ``name`` is of a match hosted for friends on the network."""
        try:
            record = self.record(name)
        except StorageError:
            return False
        return record is not None and record.get("with_friends") is True

    def hosted_table(self, name: str = AUTOSAVE) -> HostedTable | None:
        """The table of a match hosted for friends in save ``name``, as it was kept (None:
        none kept, or not readable: the table then opens afresh)."""
        try:
            record = self.record(name)
        except StorageError:
            return None
        table = None if record is None else record.get("table")
        if not isinstance(table, dict):
            return None
        code, port, tokens = table.get("code"), table.get("port"), table.get("tokens")
        if not isinstance(code, str) or not 1 <= len(code) <= 16 or not code.isalnum() \
                or isinstance(port, bool) or not isinstance(port, int) \
                or not 0 <= port < 65536 or not isinstance(tokens, list):
            return None
        if not all(t is None or (isinstance(t, str) and len(t) == 64
                                 and all(c in "0123456789abcdef" for c in t)) for t in tokens):
            return None
        hints = table.get("hints", True)
        fair = table.get("fair")
        return HostedTable(code, port, tuple(tokens), hints if isinstance(hints, bool) else True,
                           fair if isinstance(fair, dict) else None)

    def load_state(self, name: str = AUTOSAVE) -> TrickState:
        """The match state of save ``name``, replayed through the engine.

        Raises ``StorageError`` in plain words when there is no such save or it does not
        replay (the save is kept, so a later Trickbid may still open it).
        """

        record = self.record(name)
        if record is None:
            raise StorageError(f"There is no saved game called {name!r}.")
        try:
            return replay_record(record)
        except (TrickbidError, ValueError, KeyError, TypeError) as exc:
            raise StorageError(
                f"The saved game {name!r} cannot be resumed: {exc}"
            ) from exc


def _record_in(conn: sqlite3.Connection, name: str) -> dict[str, object] | None:
    row = conn.execute("SELECT record FROM saves WHERE name = ?", (name,)).fetchone()
    if row is None:
        return None
    try:
        record = json.loads(row[0])
    except (ValueError, TypeError, RecursionError):
        return None
    return record if isinstance(record, dict) else None


def same_match(old: Record, new: Record) -> bool:
    """Whether ``new`` continues (or takes back moves of) the match of ``old``: the same
    start, and one's actions begin with the other's."""
    if any(old.get(k) != new.get(k) for k in ("game", "options", "seed", "deal")):
        return False
    a, b = old.get("actions"), new.get("actions")
    if not isinstance(a, list) or not isinstance(b, list):
        return False
    shorter = min(len(a), len(b))
    return a[:shorter] == b[:shorter]


def _describe(state: TrickState) -> str:
    """A short plain description for the save list ("deal 3, scores 12 / 8 / 5")."""
    scores = " / ".join(str(s) for s in state.scores)
    parts = [f"deal {state.deal_number}", f"scores {scores}" if scores else ""]
    return ", ".join(p for p in parts if p)
