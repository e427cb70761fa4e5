"""History: every finished match with its deals, as the statistics screen reads them.

A finished match state is turned into a :class:`MatchEntry` (plain data: the same shape is
exported and imported for backups) and stored with a few columns derived for the
player's seat — won, score, his side's contract and whether it was made, contras — so the
statistics are plain SQL.  Seats are "human" (the player), "friend" (a person at another
computer of a network table) or an AI level name.  ``points``, ``made`` and
``contracts`` are by seat (Blackout) or by team (team = seat % 2); ``_side`` maps a seat to
its index.  Moving a game from the saves to the history is one transaction.

Contracts are the core's records (``game.core.contract``), stored as JSON objects; rows
written before the records held the contracts' text ("Number(5)", "11♥ ×2 by seat 3"),
which ``contracts_of`` reads back once, as they load.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import uuid
from collections.abc import Iterable, Sequence
from typing import Any

from game.core.contract import ContractRecord
from game.core.errors import RecordError
from game.storage.clock import Clock, stamp, utc_now
from game.storage.database import Database, StorageError, is_garbled
from game.storage.match_check import record_state
from game.storage.match_entry import HUMAN, DealEntry, MatchEntry
from game.storage.records import FinishedMatch, Record


def contracts_of(stored: object) -> tuple[ContractRecord | None, ...]:
    """Contracts as stored (a list of ``as_json()`` objects and nulls) or as stored before
    the records (their texts, "" for none); ``StorageError`` naming a bad one."""
    if not isinstance(stored, list):
        raise StorageError(f"contracts must be a list, got {stored!r}")
    out: list[ContractRecord | None] = []
    for item in stored:
        try:
            if item is None:
                out.append(None)
            elif isinstance(item, str):
                out.append(ContractRecord.from_text(item))
            else:
                out.append(ContractRecord.from_json(item))
        except RecordError as exc:
            raise StorageError(f"a stored contract is unreadable: {exc}") from None
    return tuple(out)


def contracts_json(
    contracts: Sequence[ContractRecord | None],
) -> list[dict[str, object] | None]:
    """The stored form of ``contracts`` (``contracts_of`` reads it back)."""
    return [None if c is None else c.as_json() for c in contracts]


def side_of(seat: int, sides: int, players: int) -> int:
    """The index of ``seat`` in a by-seat or by-team tuple of ``sides`` entries."""
    return seat if sides == players else seat % sides


def entry_of_state(
    state: FinishedMatch,
    seats: Sequence[str],
    finished_at: str,
    record: Record | None = None,
    uid: str | None = None,
    taken_back: int = 0,
    with_friends: bool = False,
    deals_verified: bool | None = None,
) -> MatchEntry:
    """The history entry of a finished match (or single deal) state.

    Reads only the public attributes: ``game.id``, ``game.options_dict()``, ``players``,
    ``results``, ``scores``, ``winners`` — which a seat's own view of a network table's
    match (``game.table.view.SeatView``) has too, so a joined table files its match from
    what its player saw.
    """
    if len(seats) != state.players:
        raise StorageError(
            f"seats must name {state.players} seats (human or an AI level), got {len(seats)}"
        )
    deals = tuple(
        DealEntry(
            deal_number=r.deal_number, dealer=r.dealer, tricks=tuple(r.tricks),
            points=tuple(r.points), thrown_in=bool(r.thrown_in),
            contracts=tuple(r.contracts), made=tuple(r.made), details=dict(r.details),
        )
        for r in state.results
    )
    return MatchEntry(
        uid=uid or uuid.uuid4().hex,
        game_id=state.game.id,
        options=dict(state.game.options_dict()),
        seats=tuple(str(s) for s in seats),
        scores=tuple(state.scores),
        winners=tuple(state.winners or ()),
        finished_at=finished_at,
        deals=deals,
        record=record,
        taken_back=taken_back,
        with_friends=with_friends,
        deals_verified=deals_verified,
    )


def abandoned_entry(record: Record, at: str) -> MatchEntry | None:
    """The history entry of an autosaved match left unfinished for another one: its
    deals so far, marked abandoned; None when it is not worth keeping (no person sat at
    it, nothing was played, it does not replay, or it was over)."""

    seats = record.get("seats")
    actions = record.get("actions")
    if not isinstance(seats, list) or HUMAN not in seats or not actions:
        return None
    try:
        state = record_state(record)
    except ValueError:
        return None  # a save that no longer replays stays where it is, in no list
    if state.is_over or len(seats) != state.players:
        return None
    entry = entry_of_state(state, [str(s) for s in seats], at, record,
                           record_uid(record, seats))
    return MatchEntry(entry.uid, entry.game_id, entry.options, entry.seats, entry.scores,
                      (), entry.finished_at, entry.deals, entry.record, abandoned=True,
                      taken_back=taken_back_of(record),
                      with_friends=record.get("with_friends") is True)


TAKEN_BACK_MAX = 1_000_000
"""More take-backs than a match could hold: a count above it is not a count."""


def taken_back_of(record: Record) -> int:
    """The take-backs a saved record carries beside its actions (0: none, or not a small
    non-negative whole number: a save edited by hand costs only its mark)."""
    value = record.get("taken_back", 0)
    if isinstance(value, bool) or not isinstance(value, int):
        return 0
    return value if 0 <= value <= TAKEN_BACK_MAX else 0


def record_uid(record: Record, seats: Sequence[str]) -> str:
    """A history id that is the same for the same record and seats, and only for them."""
    text = _json({"record": record, "seats": list(seats)})
    return "r" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:31]


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


class History:
    """Finished matches and deals in the database."""

    def __init__(self, database: Database, clock: Clock = utc_now) -> None:
        self.database = database
        self.clock = clock

    def record_match(
        self,
        state: FinishedMatch,
        seats: Sequence[str],
        record: Record | None = None,
        remove_saves: Iterable[str] = (),
        taken_back: int = 0,
        with_friends: bool = False,
        deals_verified: bool | None = None,
    ) -> int:
        """Store the finished ``state``; delete ``remove_saves`` in the same transaction
        (a finished game moves from the saves to the history).  The match id.

        With a ``record``, the match's id in the history is derived from it, so filing
        the same finished match twice (a repeated callback, a retry) stores it once.
        ``taken_back``: how many times the player took a move back (the history marks it);
        ``with_friends``: played at a network table (marked too).
        """
        uid = record_uid(record, seats) if record is not None else None
        entry = entry_of_state(state, seats, stamp(self.clock), record, uid, taken_back,
                               with_friends, deals_verified)
        return self.add(entry, remove_saves)

    def add(self, entry: MatchEntry, remove_saves: Iterable[str] = ()) -> int:
        """Store ``entry`` unless its uid is already there; the match id either way."""
        with self.database.transaction() as conn:
            known = conn.execute("SELECT id FROM matches WHERE uid = ?", (entry.uid,)).fetchone()
            match_id = known[0] if known else insert_entry(conn, entry)
            conn.executemany("DELETE FROM saves WHERE name = ?", [(n,) for n in remove_saves])
        return int(match_id)

    def entries(self, game_id: str | None = None) -> list[MatchEntry]:
        """Every stored match that can be read, as plain data, oldest first (review)."""
        return self.read_entries(game_id)[0]

    def read_entries(self, game_id: str | None = None) -> tuple[list[MatchEntry], list[str]]:
        """Every readable stored match, oldest first, and a plain-words reason for each
        one left out because its row or one of its deals is damaged (export says so)."""
        where, params = ("WHERE game_id = ?", [game_id]) if game_id else ("", [])
        matches = self.database.query(
            f"SELECT * FROM matches {where} ORDER BY finished_at, id", params
        )
        deals: dict[int, list[DealEntry]] = {}
        damaged: dict[int, str] = {}
        for d in self.database.query("SELECT * FROM deals ORDER BY match_id, deal_number, id"):
            try:
                deals.setdefault(d["match_id"], []).append(_deal_of_row(d))
            except _UNREADABLE as exc:
                damaged.setdefault(d["match_id"], f"one of its deals is damaged ({_why(exc)})")
        entries: list[MatchEntry] = []
        problems: list[str] = []
        for m in matches:
            why = damaged.get(m["id"])
            if why is None:
                try:
                    entries.append(_entry_of_row(m, deals.get(m["id"], [])))
                    continue
                except _UNREADABLE as exc:
                    why = f"its row is damaged ({_why(exc)})"
            problems.append(f"match {m['id']} (finished {m['finished_at']!s:.40}): {why}")
        return entries, problems

    def entry(self, match_id: int) -> MatchEntry:
        """One stored match with its deals and record, read only when it is opened;
        ``StorageError`` in plain words when there is none or its row is damaged."""
        rows = self.database.query("SELECT * FROM matches WHERE id = ?", (match_id,))
        if not rows:
            raise StorageError("This match is no longer in your history.")
        try:
            deals = [_deal_of_row(d) for d in self.database.query(
                "SELECT * FROM deals WHERE match_id = ? ORDER BY deal_number, id", (match_id,))]
            return _entry_of_row(rows[0], deals)
        except _UNREADABLE as exc:
            raise StorageError(f"This match is damaged ({_why(exc)}).") from None

    def delete_all(self) -> None:
        """Clear the history (the player asked for it)."""
        with self.database.transaction() as conn:
            conn.execute("DELETE FROM deals")
            conn.execute("DELETE FROM matches")


_UNREADABLE = (ValueError, TypeError, KeyError, RecursionError, StorageError)
"""What reading a damaged row raises (bad JSON, wrong shapes, nesting too deep)."""


def _why(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    if isinstance(exc, ValueError):
        return "not readable"
    return "wrong shape"


def _loads(text: object) -> Any:
    if not isinstance(text, str) or is_garbled((text,)):
        raise ValueError("not readable text")
    return json.loads(text)


def _texts(value: object) -> tuple[Any, ...]:
    if not isinstance(value, list):
        raise TypeError("not a list")
    return tuple(value)


def _deal_of_row(d: sqlite3.Row) -> DealEntry:
    details = _loads(d["details"])
    if not isinstance(details, dict):
        raise TypeError("details are not an object")
    return DealEntry(
        deal_number=d["deal_number"], dealer=d["dealer"],
        tricks=_texts(_loads(d["tricks"])), points=_texts(_loads(d["points"])),
        thrown_in=bool(d["thrown_in"]), contracts=contracts_of(_loads(d["contracts"])),
        made=_texts(_loads(d["made"])), details=details,
    )


def _entry_of_row(m: sqlite3.Row, deals: list[DealEntry]) -> MatchEntry:
    texts = (m["uid"], m["game_id"], m["finished_at"])
    if is_garbled(texts) or not all(isinstance(t, str) for t in texts):
        raise ValueError("not readable text")
    options = _loads(m["options"])
    record = _loads(m["record"]) if m["record"] is not None else None
    if not isinstance(options, dict) or not (record is None or isinstance(record, dict)):
        raise TypeError("options or record are not objects")
    return MatchEntry(
        uid=m["uid"], game_id=m["game_id"], options=options,
        seats=_texts(_loads(m["seats"])), scores=_texts(_loads(m["scores"])),
        winners=_texts(_loads(m["winners"])), finished_at=m["finished_at"],
        deals=tuple(deals), record=record, abandoned=bool(m["abandoned"]),
        taken_back=_count(m["taken_back"]), with_friends=_flag(m["with_friends"]),
        deals_verified=None if m["deals_verified"] is None else _flag(m["deals_verified"]),
    )


def _count(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= TAKEN_BACK_MAX:
        raise TypeError("not a count")
    return value


def _flag(value: object) -> bool:
    if value not in (0, 1) or isinstance(value, float):
        raise TypeError("not a flag")
    return bool(value)


def insert_entry(conn: sqlite3.Connection, entry: MatchEntry) -> int:
    """Insert ``entry`` inside the caller's transaction; its match id."""
    players = len(entry.seats)
    human = entry.human_seat
    sides = len(entry.scores)
    side = side_of(human, sides, players) if human is not None and sides else None
    won = None
    if side is not None and entry.winners and not entry.abandoned:
        won = int(side in entry.winners)
    cursor = conn.execute(
        "INSERT INTO matches (uid, game_id, options, players, seats, human_seat, level,"
        " scores, winners, won, score, deal_count, record, finished_at, abandoned, taken_back,"
        " with_friends, deals_verified)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            entry.uid, entry.game_id, _json(dict(entry.options)), players,
            _json(list(entry.seats)), human, entry.level, _json(list(entry.scores)),
            _json(list(entry.winners)), won,
            entry.scores[side] if side is not None else None, len(entry.deals),
            _json(entry.record) if entry.record is not None else None, entry.finished_at,
            int(entry.abandoned), entry.taken_back, int(entry.with_friends),
            None if entry.deals_verified is None else int(entry.deals_verified),
        ),
    )
    match_id = cursor.lastrowid
    assert match_id is not None
    conn.executemany(
        "INSERT INTO deals (match_id, deal_number, dealer, thrown_in, contracts, made,"
        " tricks, points, details, own_contract, own_made, own_multiplier, other_made,"
        " other_multiplier) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(match_id, d.deal_number, d.dealer, int(d.thrown_in), _json(contracts_json(d.contracts)),
          _json(list(d.made)), _json(list(d.tricks)), _json(list(d.points)),
          _json(dict(d.details)), *_own_columns(d, human, players))
         for d in entry.deals],
    )
    return match_id


def _own_columns(
    deal: DealEntry, human: int | None, players: int
) -> tuple[str | None, int | None, int, int | None, int]:
    """The player's side's contract, made, multiplier; the other sides' made, multiplier.

    Only a two-sided game has one "other" contract to call made or failed.
    """
    sides = len(deal.contracts)
    if human is None or not sides or deal.thrown_in:
        return None, None, 1, None, 1
    side = side_of(human, sides, players)
    made = deal.made[side] if side < len(deal.made) else None
    own = deal.contracts[side]
    others = [i for i in range(sides) if i != side]
    other_made = None
    if sides == 2 and others[0] < len(deal.made) and deal.made[others[0]] is not None:
        other_made = int(bool(deal.made[others[0]]))
    return (
        None if own is None else own.text(),
        None if made is None or own is None else int(made),
        1 if own is None else own.multiplier,
        other_made,
        max((c.multiplier for i in others if (c := deal.contracts[i]) is not None), default=1),
    )
