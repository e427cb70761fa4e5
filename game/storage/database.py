"""Opening the player's database so that nothing is ever lost and nothing ever crashes.

``open_database`` returns a working :class:`Database` in every case, with the notices the
player should read:

- a sound file of our current version opens as it is; an older version is migrated inside
  one transaction;
- a damaged or foreign file (not SQLite, truncated, failing SQLite's check, another
  program's SQLite file, a schema newer than this program knows, a directory in its place)
  is moved aside with a timestamp suffix — never overwritten, never deleted — and a new
  database starts with defaults;
- an unwritable place (read-only directory or file, another Trickbid holding the lock)
  gives an in-memory database, loaded from the file when it can be read, so the session
  runs and the file is left untouched.

Every write goes through :meth:`Database.transaction` (``BEGIN IMMEDIATE`` … ``COMMIT``).
The journal is WAL with ``synchronous=NORMAL``: a killed process loses at most the
transaction it was writing, never an earlier one, and never leaves a damaged file (a
power cut may also drop the last commits; saving after each action keeps that cheap).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from game.storage.location import database_path
from game.storage.schema import (
    APPLICATION_ID,
    EXPECTED_COLUMNS,
    MIGRATIONS,
    SCHEMA_VERSION,
    made_by,
)

SQLITE_MAGIC = b"SQLite format 3\x00"
SIDECARS = ("-wal", "-shm", "-journal")
BUSY_TIMEOUT_S = 3.0


class StorageError(Exception):
    """A read or write of the player's data failed; the message is in plain words."""


class StorageBusy(StorageError):
    """Another program holds the file's write lock: try again later, nothing is lost."""


class StorageUnwritable(StorageError):
    """The file cannot be written now (the disk is full, an I/O error, a read-only file or
    folder): the data is not damaged; keep what was to be written and try again later."""


DAMAGE_CODES = frozenset({
    getattr(sqlite3, "SQLITE_CORRUPT", 11), getattr(sqlite3, "SQLITE_NOTADB", 26),
    getattr(sqlite3, "SQLITE_FORMAT", 24),
})
"""SQLite's (primary) result codes that say the file's content is damaged.  Every other
failure (disk full, I/O error, out of memory, permissions, locks) says nothing about the
content, and the file must never be moved aside for it."""


def proves_damage(exc: sqlite3.Error) -> bool:
    """True only when SQLite's error says the file's content is damaged."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in DAMAGE_CODES
    text = str(exc).lower()
    return any(w in text for w in ("malformed", "not a database", "corrupt"))


class Garbled(str):
    """Text read from the file that is not valid UTF-8, shown with U+FFFD in its place.

    SQLite stores whatever bytes it is given; Python's default decoding raises in the
    middle of a query, so one damaged value would make the whole table unreadable.  Each
    value is decoded on its own instead, and the damaged ones are marked so that the
    reader can set their row aside (``is_garbled``).
    """


def decode_text(data: bytes) -> str:
    """The connection's text factory: strict UTF-8, or a ``Garbled`` stand-in."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return Garbled(data.decode("utf-8", errors="replace"))


def is_garbled(row: Sequence[object]) -> bool:
    """True when a value of ``row`` was not readable text (see ``Garbled``)."""
    return any(isinstance(value, Garbled) for value in row)


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the player should be told about his data, in plain words.

    ``code``: ``damaged`` | ``foreign`` | ``newer`` | ``unwritable`` | ``unreadable`` |
    ``read_only`` | ``busy`` | ``upgrade`` (a migration failed) | ``settings`` | ``disk``
    (a sound file that cannot be written now: a full disk, an I/O error) |
    ``save_pending`` (a write kept for later) | ``error`` (anything unforeseen).
    ``moved_to``: where a set-aside file now is.
    """

    code: str
    message: str
    moved_to: str | None = None


class Database:
    """One SQLite connection (autocommit mode; transactions are explicit)."""

    def __init__(self, connection: sqlite3.Connection, path: Path | None) -> None:
        self.connection = connection
        self.path = path  # None: in memory, nothing survives the session

    @property
    def in_memory(self) -> bool:
        return self.path is None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """``with db.transaction() as c:`` — all of it is written, or none of it."""
        conn = self.connection
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise _write_error(exc, "could not start writing", self.path) from exc
        try:
            yield conn
        except sqlite3.Error as exc:  # a write inside failed: the disk, a lock, a bad row
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise _write_error(exc, "could not write", self.path) from exc
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise _write_error(exc, "could not finish writing", self.path) from exc

    def query(self, sql: str, params: Sequence[object] = ()) -> list[sqlite3.Row]:
        try:
            return list(self.connection.execute(sql, params))
        except sqlite3.Error as exc:
            raise StorageError(_plain(exc, "could not read")) from exc

    @contextlib.contextmanager
    def waiting_at_most(self, seconds: float) -> Iterator[None]:
        """Inside, a write waits at most ``seconds`` for another program's lock (then
        ``StorageBusy``); the UI thread uses 0 so that it never waits."""
        conn = self.connection
        with contextlib.suppress(sqlite3.Error):  # closed: the write itself will say so
            conn.execute(f"PRAGMA busy_timeout = {max(0, round(seconds * 1000))}")
        try:
            yield
        finally:
            with contextlib.suppress(sqlite3.Error):
                conn.execute(f"PRAGMA busy_timeout = {round(BUSY_TIMEOUT_S * 1000)}")

    def integrity_ok(self) -> bool:
        rows = self.connection.execute("PRAGMA integrity_check").fetchall()
        return [tuple(r) for r in rows] == [("ok",)]

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.connection.close()


def _plain(exc: sqlite3.Error, what: str) -> str:
    return f"Trickbid {what} its saved data ({exc})."


def _write_error(exc: sqlite3.Error, what: str, path: Path | None = None) -> StorageError:
    """A failed write as the storage reports it: busy (another program's lock), cannot
    write now (disk full, I/O, read-only: retry later), or refused (a constraint)."""
    if _busy(exc):
        return StorageBusy(_plain(exc, what))
    if isinstance(exc, sqlite3.IntegrityError | sqlite3.InterfaceError | sqlite3.ProgrammingError):
        return StorageError(_plain(exc, what))
    if proves_damage(exc):
        return StorageError(_plain(exc, what))
    return StorageUnwritable(
        f"Trickbid {what} its saved data: {disk_words(exc, path)}. Nothing is lost: it is kept"
        " and written as soon as the file can be written again."
    )


def disk_words(exc: BaseException, path: Path | None = None) -> str:
    """Why a write failed, in plain words ("the disk is full", ...); SQLite reports a
    full disk as an I/O error when a journal cannot grow, so the free space of ``path``'s
    disk is asked too."""
    code = getattr(exc, "sqlite_errorcode", None)
    base = None if code is None else code & 0xFF
    text = str(exc).lower()
    if base == getattr(sqlite3, "SQLITE_FULL", 13) or "full" in text or _no_room(path) or (
        isinstance(exc, OSError) and exc.errno in (28, 27, 122)  # ENOSPC, EFBIG, EDQUOT
    ):
        return "the disk is full"
    if base in (getattr(sqlite3, "SQLITE_READONLY", 8), getattr(sqlite3, "SQLITE_PERM", 3)) \
            or "readonly" in text or "read-only" in text:
        return "the file or its folder cannot be written (read-only)"
    return f"the disk cannot be written ({exc})"


def _no_room(path: Path | None) -> bool:
    if path is None:
        return False
    try:
        return shutil.disk_usage(path.parent).free < 1_000_000
    except OSError:
        return False


def _busy(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    text = str(exc).lower()
    return "locked" in text or "busy" in text


# ------------------------------------------------------------------ opening


def open_database(
    directory: str | os.PathLike[str] | None = None,
    now: Callable[[], datetime] | None = None,
) -> tuple[Database, tuple[Notice, ...]]:
    """The player's database in ``directory`` (see ``location.data_dir``), and notices.

    Never raises for a bad file or place: the worst case is an empty in-memory database.
    """
    path = database_path(directory)
    try:
        return _open(path, now)
    except (OSError, sqlite3.Error) as exc:  # the last safety net: play on, say why
        return memory_database(), (Notice(
            "error",
            f"Trickbid could not open your saved data in {path} ({exc}). This session"
            " starts with default settings and nothing will be saved.",
        ),)


def _open(
    path: Path, now: Callable[[], datetime] | None
) -> tuple[Database, tuple[Notice, ...]]:
    clock = now or (lambda: datetime.now(UTC))
    notices: list[Notice] = []
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        notices.append(_unwritable(path.parent, exc))
        return memory_database(), tuple(notices)
    writable = _directory_writable(path.parent)
    if path.is_file() and not _readable(path):
        notices.append(Notice(
            "unreadable",
            f"Trickbid is not allowed to read your saved data in {path}; it was left as it"
            " is. This session starts with default settings and nothing will be saved.",
        ))
        return memory_database(), tuple(notices)
    for _attempt in range(3):
        problem = _problem_with(path)
        if problem is None and not writable:
            copy, problem = _copy(path)
            if problem is None:
                notices.append(_unwritable(path.parent, None))
                return copy, tuple(notices)
        if problem is None:
            opened = _open_for_writing(path)
            if isinstance(opened, Database):
                return opened, tuple(notices)
            if isinstance(opened, Notice):
                notices.append(opened)
                return memory_copy(path), tuple(notices)
            problem = opened
        code, why = problem
        if not writable:
            notices.append(Notice(
                code,
                f"Your saved data in {path} could not be read ({why}), and its folder is"
                " read-only, so it was left as it is. This session starts with default"
                " settings and nothing will be saved.",
            ))
            return memory_database(), tuple(notices)
        try:
            moved = quarantine(path, clock())
        except OSError as exc:
            notices.append(Notice(
                code,
                f"Your saved data in {path} could not be read ({why}) and could not be"
                f" moved aside ({exc.strerror or exc}). This session starts with default"
                " settings and nothing will be saved.",
            ))
            return memory_database(), tuple(notices)
        notices.append(Notice(
            code,
            f"Your saved data could not be read ({why}). The file was kept as {moved}"
            " and Trickbid starts with default settings and an empty history.",
            str(moved),
        ))
    notices.append(Notice(
        "damaged",
        f"Trickbid could not start a new save file in {path.parent}. This session starts"
        " with default settings and nothing will be saved.",
    ))
    return memory_database(), tuple(notices)


_NOT_NOW = frozenset(getattr(sqlite3, name, -1) for name in (
    "SQLITE_FULL", "SQLITE_IOERR", "SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_BUSY",
    "SQLITE_LOCKED", "SQLITE_NOMEM", "SQLITE_PERM",
))
"""Result codes of a write that failed for the place, not the file: try again later."""


def _locked_or_read_only(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in _NOT_NOW:
        return True
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and any(
        w in text for w in ("locked", "busy", "readonly", "read-only", "unable to open",
                            "disk", "full")
    )


def _open_for_writing(path: Path) -> Database | Notice | tuple[str, str]:
    """The database at ``path`` opened for writing and migrated; or a notice for a file
    that is sound but cannot be written now; or (code, reason) for a bad file."""
    if path.exists():
        try:  # SQLite would quietly open a read-only file read-only: ask first
            with open(path, "r+b"):
                pass
        except OSError as exc:
            return Notice(
                "read_only",
                f"Your saved data in {path} can be read but not written"
                f" ({exc.strerror or exc}). This session runs with a copy of it and will"
                " not save anything.",
            )
    try:
        conn = _connect(path)
    except sqlite3.Error as exc:
        return _unwritable(path.parent, exc)
    try:
        # checked again on the writing connection, before anything is changed
        problem = _check_connection(conn)
        if problem is not None:
            conn.close()
            return problem
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        database = Database(conn, path)
        try:
            migrate(database)
        except sqlite3.Error as exc:
            if _locked_or_read_only(exc):
                raise
            conn.close()  # the migration was rolled back: the file is as it was
            return Notice(
                "upgrade",
                f"Your saved data could not be brought up to date for this version of"
                f" Trickbid ({exc}). It was left as it is; this session runs with a copy"
                " of it and will not save anything.",
            )
        return database
    except sqlite3.Error as exc:
        conn.close()
        text = str(exc).lower()
        if proves_damage(exc):
            return "damaged", f"SQLite reports: {exc}"
        if "locked" in text or "busy" in text:
            return Notice(
                "busy",
                "Another Trickbid window seems to be using your saved data. This window"
                " runs with a copy of it and will not save anything.",
            )
        if "readonly" in text or "read-only" in text or "unable to open" in text:
            return Notice(
                "read_only",
                f"Your saved data in {path} can be read but not written ({exc}). This"
                " session runs with a copy of it and will not save anything.",
            )
        return cannot_write_now(path, exc)


def cannot_write_now(path: Path, exc: BaseException) -> Notice:
    """The notice for a sound file that cannot be opened for writing now (a full disk, an
    I/O error): it is left exactly as it is and the session plays on a copy."""
    return Notice(
        "disk",
        f"Trickbid cannot write your saved data in {path} now: {disk_words(exc, path)}."
        " Your data was left as it is; this session plays with a copy of it and saves"
        " nothing. Free some space and start Trickbid again to keep your games.",
    )


def memory_database() -> Database:
    """A new empty database in memory, with the full schema (tests, fallbacks)."""
    database = Database(_connect(":memory:"), None)
    migrate(database)
    return database


def migrate(database: Database) -> None:
    """Bring ``database`` to ``SCHEMA_VERSION`` in one transaction (no-op when there);
    each statement whose table, index or column is already there is left out."""
    conn = database.connection
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version == SCHEMA_VERSION:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        for statements in MIGRATIONS[version:]:
            for sql in statements:
                if not _already_made(conn, sql):
                    conn.execute(sql)
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def _already_made(conn: sqlite3.Connection, sql: str) -> bool:
    """Whether the file already holds what the migration statement ``sql`` makes (a file
    half-migrated: ``user_version`` behind its tables)."""
    made = made_by(sql)
    if made is None:
        return False
    kind, name, column = made
    if kind == "column":
        return column in {row[1] for row in conn.execute(f"PRAGMA table_info({name})")}
    found = conn.execute("SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?",
                         (kind, name)).fetchone()
    return found is not None


def _connect(target: str | Path, uri: bool = False) -> sqlite3.Connection:
    conn = sqlite3.connect(
        str(target), isolation_level=None, timeout=BUSY_TIMEOUT_S, uri=uri,
        check_same_thread=False,
    )
    conn.row_factory = sqlite3.Row
    conn.text_factory = decode_text
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _readable(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            f.read(1)
    except OSError:
        return False
    return True


def _directory_writable(directory: Path) -> bool:
    """Try it: ``os.access`` says yes to root and is unreliable on Windows."""
    try:
        fd, name = tempfile.mkstemp(prefix=".trickbid-probe-", dir=directory)
    except OSError:
        return False
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(name)
    return True


def _unwritable(directory: Path, exc: BaseException | None) -> Notice:
    why = f" ({exc})" if exc is not None else ""
    return Notice(
        "unwritable",
        f"Trickbid cannot write to {directory}{why}. You can play, but settings, saved"
        " games and history will not be kept after you quit.",
    )


def memory_copy(path: Path) -> Database:
    """An in-memory copy of a sound database at ``path`` (or an empty one); the file is
    only read (a second Trickbid plays on such a copy)."""
    return _copy(path)[0]


def _copy(path: Path) -> tuple[Database, tuple[str, str] | None]:
    """``memory_copy``, and (code, reason) when the file turned out to be damaged."""
    database = memory_database()
    if not path.is_file() or path.stat().st_size == 0:
        return database, None
    for query in ("mode=ro", "immutable=1"):
        try:
            source = _connect(f"{path.resolve().as_uri()}?{query}", uri=True)
        except sqlite3.Error:
            continue
        try:
            problem = _check_connection(source)
            if problem is not None:
                return database, problem
            result = Database(_connect(":memory:"), None)
            try:
                source.backup(result.connection)
                migrate(result)
            except sqlite3.Error:
                result.close()
                raise
            database.close()
            return result, None
        except sqlite3.Error:
            continue
        finally:
            source.close()
    return database, None


# ---------------------------------------------------------------- diagnosis


def _problem_with(path: Path) -> tuple[str, str] | None:
    """Why the file at ``path`` is not a sound Trickbid database: (code, reason), or None.

    Reads the file without changing it (no journal-mode switch, no recovery writes are
    kept), so a foreign file is moved aside exactly as it was found.
    """
    if not os.path.lexists(path):
        return None
    if not path.is_file():
        return "damaged", "there is a folder or something else in place of the file"
    header = _header_problem(path)
    if header is not None:
        return header
    try:
        conn = _connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        return "damaged", f"SQLite cannot open it: {exc}"
    try:
        return _check_connection(conn)
    except sqlite3.Error as exc:
        if not proves_damage(exc):
            return None  # not a verdict on the file (a full disk, a lock): opening tells
        return "damaged", f"SQLite reports: {exc}"
    finally:
        conn.close()


def _header_problem(path: Path) -> tuple[str, str] | None:
    size = path.stat().st_size
    if size == 0:
        return None  # SQLite's own empty database: nothing to lose, it is initialised
    with open(path, "rb") as f:
        head = f.read(100)
    if len(head) < 100:
        if SQLITE_MAGIC.startswith(head[:16]):
            return "damaged", "the file is cut short"
        return "foreign", "it is not a Trickbid save file"
    if head[:16] != SQLITE_MAGIC:
        return "foreign", "it is not a Trickbid save file"
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        return "damaged", "its header is damaged"
    wal = Path(str(path) + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        return None  # the file may legitimately lag behind its write-ahead log
    pages = int.from_bytes(head[28:32], "big")
    header_valid = pages > 0 and head[24:28] == head[92:96]
    if size % page_size or (header_valid and size < pages * page_size):
        return "damaged", "the file is cut short"
    return None


def _check_connection(conn: sqlite3.Connection) -> tuple[str, str] | None:
    """The verdict on an open database: None when it is ours and sound."""
    try:
        return _verdict(conn)
    except UnicodeError:  # SQLite's own message quotes the damaged schema text
        return "damaged", "its list of tables is not readable text"


def _verdict(conn: sqlite3.Connection) -> tuple[str, str] | None:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    schema = list(conn.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
    ))
    if any(is_garbled(row) for row in schema):  # e.g. a table name that is not UTF-8
        return "damaged", "its list of tables is not readable text"
    tables = {row[1] for row in schema if row[0] == "table"}
    if app_id == 0 and version == 0 and not tables:
        return None  # empty database: it is initialised
    if app_id != APPLICATION_ID:
        return "foreign", "it belongs to another program"
    if version > SCHEMA_VERSION:
        return "newer", (
            f"it was written by a newer Trickbid (data version {version}, this one knows"
            f" up to {SCHEMA_VERSION})"
        )
    if version < 1:
        return "damaged", "its data version is missing"
    for table, columns in EXPECTED_COLUMNS[version].items():
        found = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not columns <= found:
            return "damaged", f"its {table} table is missing or incomplete"
    rows = [tuple(r) for r in conn.execute("PRAGMA quick_check").fetchall()]
    if rows != [("ok",)]:
        return "damaged", "SQLite's check of the file failed"
    return None


def quarantine(path: Path, when: datetime) -> Path:
    """Move ``path`` (and its journal files) aside with a timestamp suffix; the new name.

    Raises OSError when it cannot be moved; then nothing was moved.
    """
    stamp = when.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while any(os.path.lexists(str(target) + s) for s in ("",) + SIDECARS):
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.rename(path, target)
    for suffix in SIDECARS:
        side = Path(str(path) + suffix)
        if os.path.lexists(side):
            try:
                os.rename(side, str(target) + suffix)
            except OSError:
                # a stale journal must not meet the new database: put everything back
                for back in ("",) + SIDECARS:
                    if os.path.lexists(str(target) + back):
                        os.rename(str(target) + back, str(path) + back)
                raise
    return target
