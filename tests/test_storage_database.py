"""The database file: where it lives, its schema and version, transactions, sharing, and
the places it cannot be written."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

import game.storage.database as database_module
from game.storage import Storage, StorageError, open_storage
from game.storage.database import memory_database, open_database
from game.storage.instance_lock import LOCK_NAME
from game.storage.location import DATABASE_NAME, ENV_VAR, data_dir
from game.storage.schema import APPLICATION_ID, EXPECTED_COLUMNS, MIGRATIONS, SCHEMA_VERSION
from tests.storage_support import open_folder, permission_bits_apply

STORAGE_SOURCES = sorted((Path(__file__).parents[1] / "game" / "storage").glob("*.py"))


def test_the_folder_is_explicit_then_environment_then_platform(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert data_dir(tmp_path / "explicit") == tmp_path / "explicit"
    assert data_dir() == tmp_path / "env"
    monkeypatch.delenv(ENV_VAR)
    assert data_dir().name.lower() == "trickbid"
    assert data_dir() != tmp_path / "env"


def test_open_storage_uses_the_environment_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "nested" / "data"))
    storage = open_storage(env={})
    assert storage.persistent and storage.database.path == tmp_path / "nested" / "data" / (
        DATABASE_NAME)
    storage.close()


def test_a_new_database_has_our_identity_version_and_wal_journal(tmp_path: Path) -> None:
    database, notices = open_database(tmp_path)
    assert notices == ()
    query = database.query
    assert query("PRAGMA application_id")[0][0] == APPLICATION_ID
    assert query("PRAGMA user_version")[0][0] == SCHEMA_VERSION == len(MIGRATIONS)
    assert query("PRAGMA journal_mode")[0][0] == "wal"
    for table, columns in EXPECTED_COLUMNS[SCHEMA_VERSION].items():
        assert {r[1] for r in query(f"PRAGMA table_info({table})")} == columns
    database.close()
    again, notices = open_database(tmp_path)
    assert notices == () and again.integrity_ok()
    again.close()


def test_a_transaction_is_all_or_nothing() -> None:
    database = memory_database()
    with pytest.raises(RuntimeError), database.transaction() as conn:
        conn.execute("INSERT INTO settings VALUES ('volume', '3')")
        raise RuntimeError("interrupted")
    assert database.query("SELECT COUNT(*) FROM settings")[0][0] == 0
    with pytest.raises(StorageError, match="could not start writing"), \
            database.transaction(), database.transaction():
        pass
    with database.transaction() as conn:
        conn.execute("INSERT INTO settings VALUES ('volume', '3')")
    assert database.query("SELECT value FROM settings")[0][0] == "3"


def test_a_closed_database_reports_in_plain_words() -> None:
    database = memory_database()
    database.close()
    with pytest.raises(StorageError, match="could not read its saved data"):
        database.query("SELECT 1")


def test_two_windows_share_the_file_safely(tmp_path: Path) -> None:
    first = open_storage(tmp_path, env={})
    second = open_storage(tmp_path, env={})
    first.change_settings(volume=11)
    second.practice.add("blackout", "hook", "bid 1", "bid 1", 0.0)
    assert len(first.practice.attempts()) == 1
    assert second.settings.load()[0].volume == 11
    first.close()
    second.close()


def test_an_old_file_being_upgraded_while_another_holds_the_lock_is_copied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / DATABASE_NAME
    old = sqlite3.connect(path, isolation_level=None)
    for sql in MIGRATIONS[0]:
        old.execute(sql)
    old.execute("INSERT INTO settings VALUES ('volume', '12')")
    old.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    old.execute("PRAGMA user_version = 1")
    old.execute("BEGIN IMMEDIATE")  # another process is writing
    monkeypatch.setattr(database_module, "BUSY_TIMEOUT_S", 0.05)
    storage = open_storage(tmp_path, env={})
    old.execute("ROLLBACK")
    old.close()
    assert [n.code for n in storage.notices] == ["busy"]
    assert not storage.persistent and storage.settings_value.volume == 12
    storage.close()
    upgraded = open_storage(tmp_path, env={})  # once free, the file upgrades as usual
    assert upgraded.notices == () and upgraded.settings_value.volume == 12
    upgraded.close()


def test_a_failed_migration_leaves_the_file_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database, _ = open_database(tmp_path)
    with database.transaction() as conn:
        conn.execute("INSERT INTO settings VALUES ('volume', '12')")
    database.close()
    before = (tmp_path / DATABASE_NAME).read_bytes()
    # a migration that fails on the player's data (an empty database passes it)
    broken = (*MIGRATIONS, ("CREATE TABLE extra (x)",
                            "INSERT INTO extra SELECT json('{') FROM settings"))
    monkeypatch.setattr(database_module, "MIGRATIONS", broken)
    monkeypatch.setattr(database_module, "SCHEMA_VERSION", len(broken))
    storage = open_storage(tmp_path, env={})
    assert [n.code for n in storage.notices] == ["upgrade"]
    assert "malformed JSON" in storage.notices[0].message
    assert not storage.persistent and storage.settings_value.volume == 80
    storage.close()
    assert (tmp_path / DATABASE_NAME).read_bytes() == before
    assert set(os.listdir(tmp_path)) <= {DATABASE_NAME, f"{DATABASE_NAME}-wal",
                                         f"{DATABASE_NAME}-shm", LOCK_NAME}  # none aside


def test_a_read_only_file_in_a_writable_folder_runs_on_a_copy() -> None:
    with open_folder() as folder:
        storage = open_storage(folder, env={})
        storage.change_settings(player_name="Ada")
        storage.close()
        folder.chmod(0o777)
        path = folder / DATABASE_NAME
        path.chmod(0o444)
        before = path.read_bytes()
        with permission_bits_apply():
            copy = open_storage(folder, env={})
        assert [n.code for n in copy.notices] == ["read_only"]
        assert not copy.persistent and copy.settings_value.player_name == "Ada"
        copy.change_settings(volume=1)  # the session works; the file is not touched
        copy.close()
        assert path.read_bytes() == before


def test_in_memory_storage_starts_with_defaults_and_says_so() -> None:
    storage = Storage.in_memory(env={"LANG": "ru_RU.UTF-8"})
    assert not storage.persistent and storage.notices == ()
    assert storage.settings_value.language == "ru"


@pytest.mark.parametrize("source", STORAGE_SOURCES, ids=lambda p: p.name)
def test_no_pickle_and_no_eval(source: Path) -> None:
    text = source.read_text(encoding="utf-8")
    for word in ("pickle", "eval(", "exec(", "marshal", "shelve"):
        assert word not in text, f"{source.name} uses {word}"


def test_a_file_the_player_may_not_read_is_left_alone() -> None:
    with open_folder() as folder:
        storage = open_storage(folder, env={})
        storage.change_settings(player_name="Ada")
        storage.close()
        folder.chmod(0o777)
        path = folder / DATABASE_NAME
        path.chmod(0o000)
        with permission_bits_apply():
            locked_out = open_storage(folder, env={})
        path.chmod(0o644)
        assert [n.code for n in locked_out.notices] == ["unreadable"]
        assert not locked_out.persistent
        assert locked_out.settings_value.player_name == "Player"
        locked_out.close()
        # nothing moved or added (the session lock was made by the first start)
        assert sorted(os.listdir(folder)) == sorted([DATABASE_NAME, LOCK_NAME])
        again = open_storage(folder, env={})
        assert again.notices == () and again.settings_value.player_name == "Ada"
        again.close()
