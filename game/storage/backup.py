"""``python -m game export-history FILE`` / ``import-history FILE``: history backups as JSON.

The file holds every finished match (with its deals and record) and every practice
attempt.  Import checks the whole file before writing anything, adds everything in one
transaction, and skips what is already there (each match and attempt has a ``uid``), so
importing the same backup twice adds nothing.  Export writes a temporary file and renames
it, so an interrupted export never leaves half a backup under the player's name.
"""

from __future__ import annotations

import json
import math
import os
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.storage.clock import Clock, stamp, utc_now
from game.storage.database import Database, StorageError, open_database
from game.storage.history import (
    DealEntry,
    History,
    MatchEntry,
    contracts_json,
    contracts_of,
    insert_entry,
)
from game.storage.practice import PracticeAttempt, PracticeHistory, insert_attempt

FORMAT = "trickbid-history"
VERSION = 1
USAGE = (
    "usage: python -m game export-history FILE [--data-dir DIR]\n"
    "       python -m game import-history FILE [--data-dir DIR]"
)


class BackupError(ValueError):
    """A backup file that cannot be imported; the message names the item and field."""


# ------------------------------------------------------------------ export


def export_document(database: Database, clock: Clock = utc_now) -> dict[str, Any]:
    matches = History(database).entries()
    attempts = PracticeHistory(database).attempts()
    attempts.reverse()  # oldest first, like the matches
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": stamp(clock),
        "matches": [_match_json(m) for m in matches],
        "practice": [
            {"uid": a.uid, "game_id": a.game_id, "drill": a.drill, "call": a.call,
             "best_call": a.best_call, "loss": a.loss, "at": a.at}
            for a in attempts
        ],
    }


def _match_json(m: MatchEntry) -> dict[str, Any]:
    return {
        "uid": m.uid, "game_id": m.game_id, "options": dict(m.options),
        "seats": list(m.seats), "scores": list(m.scores), "winners": list(m.winners),
        "finished_at": m.finished_at, "record": m.record,
        "deals": [
            {"deal_number": d.deal_number, "dealer": d.dealer, "tricks": list(d.tricks),
             "points": list(d.points), "thrown_in": d.thrown_in,
             "contracts": contracts_json(d.contracts), "made": list(d.made), "details": dict(d.details)}
            for d in m.deals
        ],
    }


def export_history(database: Database, target: Path, clock: Clock = utc_now) -> tuple[int, int]:
    """Write the backup to ``target``; (matches, practice attempts) written."""
    document = export_document(database, clock)
    text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True)
    directory = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text + "\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return len(document["matches"]), len(document["practice"])


# ------------------------------------------------------------------ import


def parse_document(document: Any) -> tuple[list[MatchEntry], list[PracticeAttempt]]:
    """Check a whole backup document; ``BackupError`` names the first problem."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise BackupError(f"this is not a Trickbid history backup (no \"format\": \"{FORMAT}\")")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BackupError("the backup has no valid \"version\"")
    if version > VERSION:
        raise BackupError(
            f"the backup was written by a newer Trickbid (backup version {version}, this one"
            f" reads up to {VERSION})"
        )
    matches = _list(document, "matches", "the backup")
    practice = _list(document, "practice", "the backup")
    return (
        [_match_entry(m, f"match {i + 1}") for i, m in enumerate(matches)],
        [_attempt(a, f"practice attempt {i + 1}") for i, a in enumerate(practice)],
    )


def _list(obj: Mapping[str, Any], key: str, where: str) -> list[Any]:
    value = obj.get(key)
    if not isinstance(value, list):
        raise BackupError(f"{where}: {key!r} must be a list")
    return value


def _text(obj: Mapping[str, Any], key: str, where: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str) or not value:
        raise BackupError(f"{where}: {key!r} must be a non-empty text")
    return value


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not -(2**63) <= value < 2**63:
        raise BackupError(f"{where} must be a whole number, got {value!r}")
    return value


def _ints(obj: Mapping[str, Any], key: str, where: str) -> tuple[int, ...]:
    return tuple(_int(v, f"{where}: {key!r}") for v in _list(obj, key, where))


def _dict(obj: Mapping[str, Any], key: str, where: str) -> dict[str, Any]:
    value = obj.get(key)
    if not isinstance(value, dict):
        raise BackupError(f"{where}: {key!r} must be an object")
    return value


def _match_entry(m: Any, where: str) -> MatchEntry:
    if not isinstance(m, dict):
        raise BackupError(f"{where} must be an object")
    seats = _list(m, "seats", where)
    if not seats or not all(isinstance(s, str) and s for s in seats):
        raise BackupError(f"{where}: 'seats' must list each seat as 'human' or an AI level")
    record = m.get("record")
    if record is not None and not isinstance(record, dict):
        raise BackupError(f"{where}: 'record' must be an object or null")
    deals = []
    for j, d in enumerate(_list(m, "deals", where)):
        at = f"{where}, deal {j + 1}"
        if not isinstance(d, dict):
            raise BackupError(f"{at} must be an object")
        made = _list(d, "made", at)
        if not all(v is None or isinstance(v, bool) for v in made):
            raise BackupError(f"{at}: 'made' must hold true, false or null")
        details = _dict(d, "details", at)
        if not all(isinstance(v, str) for v in details.values()):
            raise BackupError(f"{at}: 'details' must hold texts")
        try:
            contracts = contracts_of(_list(d, "contracts", at))
        except StorageError as exc:
            raise BackupError(f"{at}: 'contracts': {exc}") from None
        thrown_in = d.get("thrown_in", False)
        if not isinstance(thrown_in, bool):
            raise BackupError(f"{at}: 'thrown_in' must be true or false")
        deals.append(DealEntry(
            deal_number=_int(d.get("deal_number"), f"{at}: 'deal_number'"),
            dealer=_int(d.get("dealer"), f"{at}: 'dealer'"),
            tricks=_ints(d, "tricks", at), points=_ints(d, "points", at),
            thrown_in=thrown_in, contracts=contracts, made=tuple(made),
            details=details,
        ))
    scores = _ints(m, "scores", where)
    winners = _ints(m, "winners", where)
    if any(not 0 <= w < len(scores) for w in winners):
        raise BackupError(f"{where}: 'winners' must index 'scores'")
    return MatchEntry(
        uid=_text(m, "uid", where), game_id=_text(m, "game_id", where),
        options=_dict(m, "options", where), seats=tuple(seats), scores=scores,
        winners=winners, finished_at=_text(m, "finished_at", where), deals=tuple(deals),
        record=record,
    )


def _attempt(a: Any, where: str) -> PracticeAttempt:
    if not isinstance(a, dict):
        raise BackupError(f"{where} must be an object")
    loss = a.get("loss")
    if isinstance(loss, bool) or not isinstance(loss, int | float) or not math.isfinite(loss):
        raise BackupError(f"{where}: 'loss' must be a number")
    attempt = PracticeAttempt(
        _text(a, "game_id", where), _text(a, "drill", where), _text(a, "call", where),
        _text(a, "best_call", where), float(loss), _text(a, "at", where),
        _text(a, "uid", where),
    )
    if loss < 0:
        raise BackupError(f"{where}: 'loss' is never negative")
    return attempt


def import_history(database: Database, source: Path) -> tuple[int, int, int]:
    """Add a backup's matches and attempts; (matches added, attempts added, skipped)."""
    try:
        text = source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BackupError(f"cannot read {source}: {exc}") from exc
    try:
        document = json.loads(text)
    except ValueError as exc:
        raise BackupError(f"{source} is not valid JSON ({exc})") from exc
    matches, attempts = parse_document(document)
    added_matches = added_attempts = skipped = 0
    with database.transaction() as conn:
        known = {r[0] for r in conn.execute("SELECT uid FROM matches")}
        for entry in matches:
            if entry.uid in known:
                skipped += 1
                continue
            insert_entry(conn, entry)
            known.add(entry.uid)
            added_matches += 1
        known = {r[0] for r in conn.execute("SELECT uid FROM practice")}
        for attempt in attempts:
            if attempt.uid in known:
                skipped += 1
                continue
            insert_attempt(conn, attempt)
            known.add(attempt.uid)
            added_attempts += 1
    return added_matches, added_attempts, skipped


# -------------------------------------------------------------------- CLI


def main(args: list[str]) -> int:
    """``args[0]`` is the command name; prints what happened; 0 on success."""
    if len(args) < 2 or args[0] not in ("export-history", "import-history"):
        print(USAGE, file=sys.stderr)
        return 2
    command, rest = args[0], args[1:]
    directory: str | None = None
    if "--data-dir" in rest:
        i = rest.index("--data-dir")
        if i + 1 >= len(rest):
            print("--data-dir needs a folder\n" + USAGE, file=sys.stderr)
            return 2
        directory = rest[i + 1]
        rest = rest[:i] + rest[i + 2:]
    if len(rest) != 1:
        print(USAGE, file=sys.stderr)
        return 2
    target = Path(rest[0])
    database, notices = open_database(directory)
    try:
        for notice in notices:
            print(notice.message, file=sys.stderr)
        if command == "export-history":
            if database.in_memory and any(
                n.code not in ("unwritable", "read_only", "busy") for n in notices
            ):
                print("error: the history could not be read; nothing was exported.",
                      file=sys.stderr)
                return 1
            try:
                count, practised = export_history(database, target)
            except OSError as exc:
                print(f"error: cannot write {target}: {exc.strerror or exc}", file=sys.stderr)
                return 1
            print(f"Exported {count} matches and {practised} practice calls to {target}.")
            return 0
        if database.in_memory:
            print("error: the history cannot be written here; nothing was imported.",
                  file=sys.stderr)
            return 1
        try:
            added, practised, skipped = import_history(database, target)
        except (BackupError, StorageError) as exc:
            print(f"error: {exc}; nothing was imported.", file=sys.stderr)
            return 1
        print(f"Imported {added} matches and {practised} practice calls from {target}"
              f" ({skipped} already there).")
        return 0
    finally:
        database.close()
