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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.storage.clock import Clock, stamp, utc_now
from game.storage.database import Database, StorageError, open_database
from game.storage.history import (
    TAKEN_BACK_MAX,
    History,
    contracts_json,
    contracts_of,
    insert_entry,
)
from game.storage.location import owned_by_trickbid
from game.storage.match_check import MAX_RECORD_CHARS, match_problem
from game.storage.match_entry import DealEntry, MatchEntry
from game.storage.practice import MAX_LOSS, PracticeAttempt, PracticeHistory, insert_attempt
from game.storage.text import find_bad_text

MAX_FILE_BYTES = 256 * 1024 * 1024
"""The largest backup import reads (ten years of daily play is a few tens of MB)."""
MAX_MATCHES = 200_000
FORMAT = "trickbid-history"
VERSION = 1
MAX_SEATS = 7
TEXT_MAX = 200
"""The longest contract or deal detail a Trickbid writes is a few dozen characters."""
USAGE = (
    "usage: python -m game export-history FILE [--data-dir DIR]\n"
    "       python -m game import-history FILE [--data-dir DIR]"
)


class BackupError(ValueError):
    """A backup file that cannot be imported; the message names the item and field."""


# ------------------------------------------------------------------ export


def export_document(database: Database, clock: Clock = utc_now) -> dict[str, object]:
    """The backup document (JSON-ready), without the reasons ``collect`` gives."""
    return collect(database, clock)[0]


@dataclass(frozen=True, slots=True)
class Export:
    """What an export wrote, and why each damaged match or practice call was left out."""

    matches: int
    practice: int
    skipped_matches: tuple[str, ...] = ()
    skipped_practice: tuple[str, ...] = ()


def collect(
    database: Database, clock: Clock = utc_now
) -> tuple[dict[str, object], Export]:
    """The backup document, and a reason for each damaged match or practice call left out.

    Each item is checked as import would check it, so a backup always imports whole.
    """
    stored, skipped = History(database).read_entries()
    attempts, damaged = PracticeHistory(database).read_attempts()
    attempts.reverse()  # oldest first, like the matches
    matches = []
    for m in stored:
        try:
            item = _match_json(m)
            _match_entry(json.loads(json.dumps(item)), "match")
            bad = find_bad_text(item)
            if bad is not None:
                raise BackupError(bad)
        except (BackupError, ValueError, TypeError, RecursionError) as exc:
            why = exc if isinstance(exc, BackupError) else "it cannot be written as JSON"
            skipped.append(f"match {m.uid!s:.40} (finished {m.finished_at!s:.40}): {why}")
            continue
        matches.append(item)
    practice = []
    for a in attempts:
        item = {"uid": a.uid, "game_id": a.game_id, "drill": a.drill, "call": a.call,
                "best_call": a.best_call, "loss": a.loss, "at": a.at}
        try:
            _attempt(item, "practice call")
            bad = find_bad_text(item)
            if bad is not None:
                raise BackupError(bad)
        except BackupError as exc:
            damaged.append(f"practice call {a.uid}: {exc}")
            continue
        practice.append(item)
    document = {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": stamp(clock),
        "matches": matches,
        "practice": practice,
    }
    return document, Export(len(matches), len(practice), tuple(skipped), tuple(damaged))


def _match_json(m: MatchEntry) -> dict[str, Any]:
    return {
        "uid": m.uid, "game_id": m.game_id, "options": dict(m.options),
        "seats": list(m.seats), "scores": list(m.scores), "winners": list(m.winners),
        "finished_at": m.finished_at, "record": m.record, "abandoned": m.abandoned,
        "taken_back": m.taken_back, "with_friends": m.with_friends,
        "deals_verified": m.deals_verified,
        "deals": [
            {"deal_number": d.deal_number, "dealer": d.dealer, "tricks": list(d.tricks),
             "points": list(d.points), "thrown_in": d.thrown_in,
             "contracts": contracts_json(d.contracts), "made": list(d.made), "details": dict(d.details)}
            for d in m.deals
        ],
    }


def export_history(
    database: Database, target: Path, clock: Clock = utc_now,
    data_directory: str | os.PathLike[str] | None = None,
) -> Export:
    """Write the backup to ``target``: what was written, and what was left out and why.

    ``BackupError`` when ``target`` is a file Trickbid keeps (the database, its journals,
    the lock, a log: ``location.owned_by_trickbid``, in ``data_directory`` and beside the
    open database): exporting onto the save file once replaced it with JSON.
    """
    folders = [data_directory]
    if database.path is not None:
        folders.append(database.path.parent)
    if any(owned_by_trickbid(target, folder) for folder in folders):
        raise BackupError(
            f"{target} is one of Trickbid's own files (your saved data, its lock or log);"
            " choose another file name for the backup"
        )
    document, done = collect(database, clock)
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
    return done


# ------------------------------------------------------------------ import


def parse_document(document: object) -> tuple[list[MatchEntry], list[PracticeAttempt]]:
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
    if len(matches) > MAX_MATCHES:
        raise BackupError(f"the backup holds {len(matches):,} matches; at most"
                          f" {MAX_MATCHES:,} are read from one file")
    for items, noun in ((matches, "match"), (practice, "practice attempt")):
        for i, item in enumerate(items):
            bad = find_bad_text(item)
            if bad is not None:
                raise BackupError(f"{noun} {i + 1}: {bad}")
    return (
        [_match_entry(m, f"match {i + 1}") for i, m in enumerate(matches)],
        [_attempt(a, f"practice attempt {i + 1}") for i, a in enumerate(practice)],
    )


def _list(obj: Mapping[str, object], key: str, where: str) -> list[Any]:
    value = obj.get(key)
    if not isinstance(value, list):
        raise BackupError(f"{where}: {key!r} must be a list")
    return value


def _text(obj: Mapping[str, object], key: str, where: str, longest: int = 64) -> str:
    value = obj.get(key)
    if not isinstance(value, str) or not value:
        raise BackupError(f"{where}: {key!r} must be a non-empty text")
    if len(value) > longest:
        raise BackupError(f"{where}: {key!r} must be a text of at most {longest} characters,"
                          f" got {len(value)}")
    return value


def _int(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not -(2**63) <= value < 2**63:
        raise BackupError(f"{where} must be a whole number, got {value!r}")
    return value


def _ints(obj: Mapping[str, object], key: str, where: str) -> tuple[int, ...]:
    return tuple(_int(v, f"{where}: {key!r}") for v in _list(obj, key, where))


def _dict(obj: Mapping[str, object], key: str, where: str) -> dict[str, Any]:
    value = obj.get(key)
    if not isinstance(value, dict):
        raise BackupError(f"{where}: {key!r} must be an object")
    return value


def _match_entry(m: object, where: str) -> MatchEntry:
    """One match, checked for consistency: scores by seat or by team, each deal's tricks
    by seat, points by score, one ``made`` per contract, a dealer who is a seat."""
    if not isinstance(m, dict):
        raise BackupError(f"{where} must be an object")
    seats = _list(m, "seats", where)
    if not 2 <= len(seats) <= MAX_SEATS:
        raise BackupError(f"{where}: 'seats' must name 2 to {MAX_SEATS} seats, got {len(seats)}")
    if not all(isinstance(s, str) and 0 < len(s) <= 32 for s in seats):
        raise BackupError(f"{where}: 'seats' must list each seat as 'human', 'friend' or an"
                          " AI level")
    players = len(seats)
    scores = _ints(m, "scores", where)
    sides = len(scores)
    if not (sides == players or (sides >= 2 and players % sides == 0)):
        raise BackupError(f"{where}: 'scores' must hold one score per seat or per team"
                          f" ({players} seats, got {sides} scores)")
    record = m.get("record")
    if record is not None and not isinstance(record, dict):
        raise BackupError(f"{where}: 'record' must be an object or null")
    if record is not None and len(json.dumps(record)) > MAX_RECORD_CHARS:
        raise BackupError(f"{where}: 'record' is longer than {MAX_RECORD_CHARS:,} characters"
                          " (a real match's record is a few thousand)")
    deals = [_deal_entry(d, f"{where}, deal {j + 1}", players, sides)
             for j, d in enumerate(_list(m, "deals", where))]
    winners = _ints(m, "winners", where)
    if any(not 0 <= w < len(scores) for w in winners):
        raise BackupError(f"{where}: 'winners' must index 'scores'")
    abandoned = m.get("abandoned", False)
    if not isinstance(abandoned, bool):
        raise BackupError(f"{where}: 'abandoned' must be true or false")
    taken_back = m.get("taken_back", 0)  # older backups have none: never taken back
    if (isinstance(taken_back, bool) or not isinstance(taken_back, int)
            or not 0 <= taken_back <= TAKEN_BACK_MAX):
        raise BackupError(f"{where}: 'taken_back' must be a whole number from 0 to"
                          f" {TAKEN_BACK_MAX:,}")
    with_friends = m.get("with_friends", False)  # older backups: every match played alone
    if not isinstance(with_friends, bool):
        raise BackupError(f"{where}: 'with_friends' must be true or false")
    deals_verified = m.get("deals_verified")  # older backups: nothing was checked
    if deals_verified is not None and not isinstance(deals_verified, bool):
        raise BackupError(f"{where}: 'deals_verified' must be true, false or null")
    return MatchEntry(
        uid=_text(m, "uid", where), game_id=_text(m, "game_id", where, 32),
        options=_dict(m, "options", where), seats=tuple(seats), scores=scores,
        winners=winners, finished_at=_text(m, "finished_at", where, 40), deals=tuple(deals),
        record=record, abandoned=abandoned, taken_back=taken_back,
        with_friends=with_friends, deals_verified=deals_verified,
    )


def _deal_entry(d: object, at: str, players: int, sides: int) -> DealEntry:
    if not isinstance(d, dict):
        raise BackupError(f"{at} must be an object")
    made = _list(d, "made", at)
    if not all(v is None or isinstance(v, bool) for v in made):
        raise BackupError(f"{at}: 'made' must hold true, false or null")
    stored = _list(d, "contracts", at)
    if any(isinstance(c, str) and len(c) > TEXT_MAX for c in stored):
        raise BackupError(f"{at}: 'contracts' must hold texts of at most {TEXT_MAX} characters")
    try:
        contracts = contracts_of(stored)
    except StorageError as exc:
        raise BackupError(f"{at}: 'contracts': {exc}") from None
    details = _dict(d, "details", at)
    if not all(isinstance(v, str) and len(v) <= TEXT_MAX and len(k) <= TEXT_MAX
               for k, v in details.items()):
        raise BackupError(f"{at}: 'details' must hold texts of at most {TEXT_MAX} characters")
    if len(contracts) not in (0, sides):
        raise BackupError(f"{at}: 'contracts' must hold one entry per score ({sides}), got"
                          f" {len(contracts)}")
    if len(made) != len(contracts):
        raise BackupError(f"{at}: 'made' must have one entry per contract"
                          f" ({len(contracts)}), got {len(made)}")
    thrown_in = d.get("thrown_in", False)
    if not isinstance(thrown_in, bool):
        raise BackupError(f"{at}: 'thrown_in' must be true or false")
    tricks, points = _ints(d, "tricks", at), _ints(d, "points", at)
    if len(tricks) != players:
        raise BackupError(f"{at}: 'tricks' must hold one count per seat ({players}), got"
                          f" {len(tricks)}")
    if len(points) != sides:
        raise BackupError(f"{at}: 'points' must hold one entry per score ({sides}), got"
                          f" {len(points)}")
    dealer = _int(d.get("dealer"), f"{at}: 'dealer'")
    if not 0 <= dealer < players:
        raise BackupError(f"{at}: 'dealer' must be a seat, 0 to {players - 1}, got {dealer}")
    return DealEntry(
        deal_number=_int(d.get("deal_number"), f"{at}: 'deal_number'"), dealer=dealer,
        tricks=tricks, points=points, thrown_in=thrown_in, contracts=tuple(contracts),
        made=tuple(made), details=details,
    )


def _attempt(a: object, where: str) -> PracticeAttempt:
    if not isinstance(a, dict):
        raise BackupError(f"{where} must be an object")
    loss = a.get("loss")
    if isinstance(loss, bool) or not isinstance(loss, int | float) or not math.isfinite(loss):
        raise BackupError(f"{where}: 'loss' must be a number")
    attempt = PracticeAttempt(
        _text(a, "game_id", where, 32), _text(a, "drill", where), _text(a, "call", where),
        _text(a, "best_call", where), float(loss), _text(a, "at", where, 40),
        _text(a, "uid", where),
    )
    if loss < 0:
        raise BackupError(f"{where}: 'loss' is never negative")
    if loss > MAX_LOSS:
        raise BackupError(f"{where}: 'loss' is at most {MAX_LOSS:g}, got {loss!r}")
    return attempt


@dataclass(frozen=True, slots=True)
class Imported:
    """What an import added, what was there already, and each match it refused and why."""

    matches: int
    practice: int
    skipped: int
    refused: tuple[str, ...] = ()


def import_history(database: Database, source: Path) -> Imported:
    """Add a backup's matches and attempts.

    The file is refused whole (``BackupError``, nothing added) when it is not a backup or
    any item has the wrong shape or text that is not fit to keep; a match whose record
    does not replay to its figures (``match_check.match_problem``) is refused alone, with
    the reason in ``refused``, and the rest is added.
    """
    try:
        size = source.stat().st_size
    except OSError as exc:
        raise BackupError(f"cannot read {source}: {exc}") from exc
    if size > MAX_FILE_BYTES:
        raise BackupError(f"{source} is {size / 2**20:,.0f} MB; a history backup is read up"
                          f" to {MAX_FILE_BYTES // 2**20} MB")
    try:
        text = source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BackupError(f"cannot read {source}: {exc}") from exc
    try:
        document = json.loads(text)
    except ValueError as exc:
        raise BackupError(f"{source} is not valid JSON ({exc})") from exc
    except RecursionError:
        raise BackupError(f"{source} is nested too deeply to be a history backup") from None
    try:
        matches, attempts = parse_document(document)
    except RecursionError:  # a record nested just below the parser's limit
        raise BackupError(f"{source} is nested too deeply to be a history backup") from None
    kept, refused = checked_matches(matches)
    added, practised, skipped = _add(database, kept, attempts)
    return Imported(added, practised, skipped, tuple(refused))


def checked_matches(matches: list[MatchEntry]) -> tuple[list[MatchEntry], list[str]]:
    """The matches whose record replays to their figures, and a reason for each other."""
    kept, refused = [], []
    for i, entry in enumerate(matches):
        problem = match_problem(entry)
        if problem is None:
            kept.append(entry)
        else:
            refused.append(f"match {i + 1} (finished {entry.finished_at:.40}): {problem}")
    return kept, refused


def _add(
    database: Database, matches: list[MatchEntry], attempts: list[PracticeAttempt]
) -> tuple[int, int, int]:
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


def _count(items: tuple[str, ...], noun: str) -> str:
    plural = noun + ("es" if noun.endswith("ch") else "s")
    return f"{len(items)} {noun if len(items) == 1 else plural}"



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
                n.code not in ("unwritable", "read_only", "busy", "disk") for n in notices
            ):
                print("error: the history could not be read; nothing was exported.",
                      file=sys.stderr)
                return 1
            try:
                done = export_history(database, target, data_directory=directory)
            except BackupError as exc:
                print(f"error: {exc}; nothing was exported.", file=sys.stderr)
                return 1
            except OSError as exc:
                print(f"error: cannot write {target}: {exc.strerror or exc}", file=sys.stderr)
                return 1
            print(f"Exported {done.matches} matches and {done.practice} practice calls to"
                  f" {target}.")
            if done.skipped_matches or done.skipped_practice:
                print(f"warning: skipped {_count(done.skipped_matches, 'damaged match')} and"
                      f" {_count(done.skipped_practice, 'damaged practice call')}; they stay"
                      " in your saved data as they are:", file=sys.stderr)
                for why in (*done.skipped_matches, *done.skipped_practice):
                    print(f"  {why}", file=sys.stderr)
            return 0
        if database.in_memory:
            print("error: the history cannot be written here; nothing was imported.",
                  file=sys.stderr)
            return 1
        try:
            got = import_history(database, target)
        except (BackupError, StorageError) as exc:
            print(f"error: {exc}; nothing was imported.", file=sys.stderr)
            return 1
        print(f"Imported {got.matches} matches and {got.practice} practice calls from"
              f" {target} ({got.skipped} already there).")
        if got.refused:
            print(f"warning: refused {_count(got.refused, 'match')} whose record does not"
                  " fit; the rest was imported:", file=sys.stderr)
            for why in got.refused:
                print(f"  {why}", file=sys.stderr)
        return 0
    finally:
        database.close()
