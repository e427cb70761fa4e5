"""Fifty bad database files and places, each with its expected outcome.

Whatever is found, opening never raises: a bad file is moved aside byte for byte with a
timestamp suffix and a plain-words notice, and the game starts on a new, sound database;
a read-only place gives an in-memory database and leaves the file untouched.
"""

from __future__ import annotations

import os
import random
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import pytest

from game.storage import open_storage
from game.storage.database import open_database
from game.storage.location import DATABASE_NAME
from game.storage.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION
from tests.storage_support import open_folder, read_only

PAGE = 4096
NOW = datetime(2026, 11, 30, 21, 0, 0, tzinfo=UTC)


def clock() -> datetime:
    return NOW


def _reference_bytes() -> bytes:
    """A sound database of ours holding settings, a save and practice history."""
    with open_folder() as folder:
        storage = open_storage(folder, clock=clock, env={})
        storage.change_settings(player_name="Ada", volume=35)
        storage.saves.put("Sunday", {"game": "blackout", "pad": "x" * 3000}, "blackout")
        for i in range(60):
            storage.practice.add("blackout", "hook", f"bid {i % 3}", "bid 1", i / 10)
        storage.close()
        data = (folder / DATABASE_NAME).read_bytes()
    assert len(data) >= 8 * PAGE
    return data


REFERENCE = _reference_bytes()


def _write(data: bytes) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        (folder / DATABASE_NAME).write_bytes(data)

    return make


def _truncated(offset: int) -> Callable[[Path], None]:
    return _write(REFERENCE[: offset if offset >= 0 else len(REFERENCE) + offset])


def _random_bytes(seed: int, size: int) -> Callable[[Path], None]:
    return _write(random.Random(seed).randbytes(size))


def _sqlite_magic_then_random(seed: int) -> Callable[[Path], None]:
    rng = random.Random(seed)
    return _write(b"SQLite format 3\x00" + rng.randbytes(8 * PAGE - 16))


def _page_overwritten(page: int, seed: int) -> Callable[[Path], None]:
    data = bytearray(REFERENCE)
    data[page * PAGE:(page + 1) * PAGE] = random.Random(seed).randbytes(PAGE)
    return _write(bytes(data))


def _header_byte(offset: int, value: int) -> Callable[[Path], None]:
    data = bytearray(REFERENCE)
    data[offset] = value
    return _write(bytes(data))


def _sqlite(*statements: str, app_id: int = 0, version: int = 0) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        conn = sqlite3.connect(folder / DATABASE_NAME)
        for sql in statements:
            conn.execute(sql)
        conn.execute(f"PRAGMA application_id = {app_id}")
        conn.execute(f"PRAGMA user_version = {version}")
        conn.commit()
        conn.close()

    return make


def _ours_at(version: int, *, drop: str | None = None) -> Callable[[Path], None]:
    """Our schema as migrations 1..version built it, with a setting stored."""
    statements = [sql for step in MIGRATIONS[:version] for sql in step]
    statements.append("INSERT INTO settings VALUES ('player_name', '\"Old\"')")
    if drop:
        statements.append(drop)
    return _sqlite(*statements, app_id=APPLICATION_ID, version=version)


def _schema_not_utf8(column: str, name: str) -> Callable[[Path], None]:
    """Our sound file with one schema entry's ``column`` made invalid UTF-8 (SQLite
    itself still opens it: only the text it hands back cannot be decoded)."""

    def make(folder: Path) -> None:
        (folder / DATABASE_NAME).write_bytes(REFERENCE)
        conn = sqlite3.connect(folder / DATABASE_NAME, isolation_level=None)
        conn.execute("PRAGMA writable_schema = ON")
        conn.execute(f"UPDATE sqlite_master SET {column} = CAST(X'66ff6f' AS TEXT)"
                     " WHERE name = ?", (name,))
        conn.close()

    return make


def _directory(with_content: bool) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        (folder / DATABASE_NAME).mkdir()
        if with_content:
            (folder / DATABASE_NAME / "note.txt").write_text("keep me")

    return make


def _sound_file_with_random_wal(folder: Path) -> None:
    """A journal of random bytes fails SQLite's checksums: it is ignored, not applied."""
    (folder / DATABASE_NAME).write_bytes(REFERENCE)
    (folder / f"{DATABASE_NAME}-wal").write_bytes(random.Random(99).randbytes(3 * PAGE))


def _dangling_link(folder: Path) -> None:
    os.symlink(folder / "nowhere", folder / DATABASE_NAME)


@dataclass(frozen=True)
class Case:
    make: Callable[[Path], None]
    outcome: str  # moved | fresh | kept (migrated) | intact | memory | memory-copy
    code: str | None = None
    read_only: bool = False


CASES: dict[str, Case] = {
    "zero-length": Case(_write(b""), "fresh"),
    "empty-sqlite": Case(_sqlite(), "fresh"),
    **{
        f"truncated-at-{off}": Case(_truncated(off), "moved", "damaged")
        for off in (1, 15, 16, 50, 99, 100, 512, 1000, 4095, 4096, 8192, -PAGE, -1)
    },
    **{
        f"random-{seed}-{size}": Case(_random_bytes(seed, size), "moved", "foreign")
        for seed, size in ((0, 1), (1, 17), (2, 99), (3, 100), (4, 512), (5, 4096),
                           (6, 8192), (7, 10_000), (8, 65_536), (9, 3), (10, 1024),
                           (11, 40_000))
    },
    **{
        f"sqlite-magic-then-random-{seed}": Case(_sqlite_magic_then_random(seed), "moved",
                                                 "damaged")
        for seed in range(3)
    },
    **{
        f"page-{page}-overwritten": Case(_page_overwritten(page, page), "moved",
                                         "foreign" if page == 0 else "damaged")
        for page in (0, 1, 2)
    },
    "bad-page-size": Case(_header_byte(17, 3), "moved", "damaged"),
    "text-file": Case(_write(b'{"settings": {"volume": 3}}\n'), "moved", "foreign"),
    "zip-file": Case(_write(b"PK\x03\x04" + bytes(200)), "moved", "foreign"),
    "another-programs-sqlite": Case(_sqlite("CREATE TABLE contacts (name TEXT)",
                                            "INSERT INTO contacts VALUES ('Bob')"),
                                    "moved", "foreign"),
    "other-application-id": Case(_sqlite("CREATE TABLE settings (key, value)",
                                         app_id=0x12345678, version=1), "moved", "foreign"),
    "newer-version-by-one": Case(_sqlite(*[s for m in MIGRATIONS for s in m],
                                         app_id=APPLICATION_ID, version=SCHEMA_VERSION + 1),
                                 "moved", "newer"),
    "newer-version-99": Case(_sqlite("CREATE TABLE future (x)", app_id=APPLICATION_ID,
                                     version=99), "moved", "newer"),
    "ours-without-version": Case(_sqlite("CREATE TABLE settings (key, value)",
                                         app_id=APPLICATION_ID, version=0), "moved",
                                 "damaged"),
    "missing-table": Case(_ours_at(SCHEMA_VERSION, drop="DROP TABLE saves"), "moved",
                          "damaged"),
    "missing-column": Case(_ours_at(SCHEMA_VERSION, drop="ALTER TABLE matches DROP COLUMN deal_count"),
                           "moved", "damaged"),
    "table-name-not-utf8": Case(_schema_not_utf8("name", "saves"), "moved", "damaged"),
    "index-name-not-utf8": Case(_schema_not_utf8("name", "practice_by_drill"), "moved",
                                "damaged"),
    "table-sql-not-utf8": Case(_schema_not_utf8("sql", "practice"), "moved", "damaged"),
    "read-only-folder-table-name-not-utf8": Case(_schema_not_utf8("name", "saves"), "memory",
                                                 "damaged", True),
    "version-1-migrates": Case(_ours_at(1), "kept"),
    "version-2-migrates": Case(_ours_at(2), "kept"),
    "random-wal-beside-a-sound-file": Case(_sound_file_with_random_wal, "intact"),
    "directory-in-place": Case(_directory(False), "moved", "damaged"),
    "directory-with-files-in-place": Case(_directory(True), "moved", "damaged"),
    "dangling-symlink": Case(_dangling_link, "moved", "damaged"),
    "read-only-folder-no-file": Case(lambda folder: None, "memory", "unwritable", True),
    "read-only-folder-sound-file": Case(_write(REFERENCE), "memory-copy", "unwritable", True),
    "read-only-folder-damaged-file": Case(_truncated(5000), "memory", "damaged", True),
    "read-only-folder-foreign-file": Case(_random_bytes(12, 300), "memory", "foreign", True),
}


def test_there_are_at_least_fifty_cases() -> None:
    assert len(CASES) >= 50


def _snapshot(path: Path) -> object:
    if path.is_symlink():
        return ("link", os.readlink(path))
    if path.is_dir():
        return ("dir", sorted(os.listdir(path)))
    return ("file", path.read_bytes()) if path.exists() else None


@pytest.mark.parametrize("name", sorted(CASES))
def test_damaged_file(name: str) -> None:
    case = CASES[name]
    with open_folder() as folder:
        data_dir = folder / "data"
        data_dir.mkdir()
        data_dir.chmod(0o755)
        case.make(data_dir)
        target = data_dir / DATABASE_NAME
        before = _snapshot(target)
        if case.read_only:
            with read_only(data_dir):
                storage = open_storage(data_dir, clock=clock, env={})
        else:
            storage = open_storage(data_dir, clock=clock, env={})
        try:
            _check(case, storage, target, before)
        finally:
            storage.close()


def _check(case: Case, storage: object, target: Path, before: object) -> None:
    from game.storage import Storage

    assert isinstance(storage, Storage)
    codes = [n.code for n in storage.notices]
    db = storage.database
    assert db.integrity_ok()
    assert db.query("PRAGMA user_version")[0][0] == SCHEMA_VERSION
    if case.outcome == "fresh":
        assert codes == []
        assert storage.persistent
        assert storage.settings_value.player_name == "Player"
    elif case.outcome == "kept":
        assert codes == []
        assert storage.persistent
        assert storage.settings_value.player_name == "Old"  # the data survived migration
    elif case.outcome == "intact":
        assert codes == []
        assert storage.persistent
        assert storage.settings_value.player_name == "Ada"
        assert len(storage.practice.attempts()) == 60
    elif case.outcome == "moved":
        assert codes == [case.code]
        notice = storage.notices[0]
        assert notice.moved_to is not None
        moved = Path(notice.moved_to)
        assert moved.name == f"{DATABASE_NAME}.damaged-20261130-210000"
        assert _snapshot(moved) == before  # set aside exactly as found
        assert str(moved) in notice.message
        assert storage.persistent and target.is_file()
        assert storage.settings_value.player_name == "Player"
        assert storage.saves.list() == []
    else:
        assert not storage.persistent
        assert codes == [case.code]
        assert _snapshot(target) == before  # left untouched
        assert os.listdir(target.parent) == ([target.name] if before else [])
        name = storage.settings_value.player_name
        assert name == ("Ada" if case.outcome == "memory-copy" else "Player")
    for notice in storage.notices:
        assert notice.message[0].isupper() and notice.message.endswith(".")


def test_a_second_damaged_file_in_the_same_second_gets_its_own_name() -> None:
    with open_folder() as folder:
        moved = []
        for seed in range(3):
            _random_bytes(seed, 300)(folder)
            database, notices = open_database(folder, now=clock)
            database.close()
            assert notices[0].moved_to is not None
            moved.append(notices[0].moved_to)
        assert len(set(moved)) == 3
        assert all(Path(m).read_bytes() == random.Random(s).randbytes(300)
                   for s, m in enumerate(moved))


def test_a_parent_that_is_a_file_gives_an_in_memory_store() -> None:
    with open_folder() as folder:
        (folder / "file").write_text("not a folder")
        storage = open_storage(folder / "file" / "data", env={})
        assert not storage.persistent
        assert [n.code for n in storage.notices] == ["unwritable"]
        storage.change_settings(volume=10)  # the session still works
        assert storage.settings_value.volume == 10
