"""Migrations run on a half-migrated file: a step whose table, index or column the file
already holds is left out, so the file is brought up to date instead of failing on every
start (issue 46, fault 10: ``matches.with_friends`` already there with ``user_version`` 5
failed migration 6, and the program showed an empty history and the default name)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from game.storage import open_storage
from game.storage.location import DATABASE_NAME
from game.storage.schema import APPLICATION_ID, EXPECTED_COLUMNS, MIGRATIONS, SCHEMA_VERSION
from tests.test_storage_friends import SEATS, finished


def _played(folder: Path) -> None:
    """A file of today's version with a name, a volume and a match with friends."""
    storage = open_storage(folder, env={})
    storage.change_settings(player_name="Ada", volume=77)
    storage.finish_match(finished(3), SEATS, with_friends=True)
    storage.close()


def _set_version(folder: Path, version: int) -> None:
    conn = sqlite3.connect(folder / DATABASE_NAME)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.commit()
    conn.close()


def _opens_whole(folder: Path) -> None:
    storage = open_storage(folder, env={})
    try:
        assert storage.notices == () and storage.persistent
        assert storage.database.query("PRAGMA user_version")[0][0] == SCHEMA_VERSION
        assert storage.settings_value.player_name == "Ada"
        assert storage.settings_value.volume == 77
        assert [e.with_friends for e in storage.history.entries()] == [True]
    finally:
        storage.close()


def test_a_file_with_friends_marked_but_version_5_opens_with_its_history(
        tmp_path: Path) -> None:
    _played(tmp_path)
    _set_version(tmp_path, 5)
    _opens_whole(tmp_path)
    _opens_whole(tmp_path)  # and stays so: the version was brought up


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_a_whole_file_marked_with_any_older_version_migrates(tmp_path: Path,
                                                             version: int) -> None:
    """Every step of every migration can run on a file that already has its work."""
    _played(tmp_path)
    _set_version(tmp_path, version)
    _opens_whole(tmp_path)


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_a_migration_stopped_halfway_is_finished(tmp_path: Path, version: int) -> None:
    """The file of ``version`` with the first statement of the next migration applied and
    its version not raised: the rest of the migration and the ones after it are run."""
    conn = sqlite3.connect(tmp_path / DATABASE_NAME, isolation_level=None)
    for statements in MIGRATIONS[:version]:
        for sql in statements:
            conn.execute(sql)
    conn.execute(MIGRATIONS[version][0])
    conn.execute("INSERT INTO settings VALUES ('player_name', '\"Ada\"')")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()
    storage = open_storage(tmp_path, env={})
    try:
        assert storage.notices == () and storage.persistent
        assert storage.database.query("PRAGMA user_version")[0][0] == SCHEMA_VERSION
        assert storage.settings_value.player_name == "Ada"
        for table, columns in EXPECTED_COLUMNS[SCHEMA_VERSION].items():
            found = {r[1] for r in storage.database.query(f"PRAGMA table_info({table})")}
            assert columns <= found, table
    finally:
        storage.close()
