"""kill -9 of a writing process at random moments never loses a committed write.

A child process writes continuously: each transaction adds a practice attempt numbered n
and replaces the autosave with a record saying n, and the child reports n once the commit
returned.  The parent kills it (SIGKILL) at a random moment, then opens the file: no
notice (the file is sound), SQLite's integrity check passes, the autosave holds the last
reported n or the one after it (committed but not yet reported), and the two tables agree
(a transaction is all or nothing).  Children are forked where the system can (a fresh
interpreter per kill would make the loop slow); they open their own connections.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from game.storage import open_storage
from game.storage.database import open_database
from game.storage.practice import PracticeAttempt, insert_attempt

ITERATIONS = 20
CONTEXT = multiprocessing.get_context(
    "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
)


def _say(report: Connection, text: str) -> None:
    report.send_bytes(text.encode("ascii"))


def _writer(folder: str, report: Connection) -> None:
    storage = open_storage(folder, env={})
    start = len(storage.practice.attempts())
    _say(report, f"ready {start} {int(storage.persistent and not storage.notices)}")
    pad = "x" * 5000
    n = start
    while True:
        with storage.database.transaction() as conn:
            insert_attempt(conn, PracticeAttempt("blackout", "hook", str(n), "bid 1", 0.5, "t"))
            conn.execute(
                "INSERT INTO saves (name, autosave, game_id, description, record, updated_at)"
                " VALUES ('autosave', 1, 'blackout', '', ?, 't') ON CONFLICT(name) DO UPDATE"
                " SET record = excluded.record",
                (json.dumps({"n": n, "pad": pad}),),
            )
        _say(report, str(n))
        n += 1


def _start(target: Any, folder: Path) -> tuple[Any, Connection]:
    receive, send = CONTEXT.Pipe(duplex=False)
    child = CONTEXT.Process(target=target, args=(str(folder), send), daemon=True)
    child.start()
    send.close()
    assert receive.poll(60), "the child did not start"
    return child, receive


def _kill(child: Any, receive: Connection) -> list[str]:
    """SIGKILL (TerminateProcess on Windows): no clean-up runs.  What it said before."""
    child.kill()
    child.join()
    said = []
    while True:
        try:
            if not receive.poll():
                break
            said.append(receive.recv_bytes().decode("ascii"))
        except (EOFError, OSError, UnicodeDecodeError):
            break  # the last message may have been cut off by the kill
    receive.close()
    return said


def test_kill_9_while_writing_keeps_every_committed_write(tmp_path: Path) -> None:
    rng = random.Random(20261130)
    reported = -1
    for _ in range(ITERATIONS):
        child, receive = _start(_writer, tmp_path)
        ready = receive.recv_bytes().decode("ascii").split()
        assert ready == ["ready", str(reported + 1), "1"]  # all reported is still there
        time.sleep(rng.uniform(0.0, 0.08))
        numbers = [int(text) for text in _kill(child, receive) if text.isdigit()]
        if numbers:
            reported = numbers[-1]

        storage = open_storage(tmp_path, env={})
        try:
            assert storage.notices == ()
            assert storage.database.integrity_ok()
            record = storage.saves.record("autosave")
            attempts = storage.practice.attempts()
            if record is None:
                assert attempts == [] and reported == -1
                continue
            assert record["n"] in (reported, reported + 1)
            assert len(attempts) == record["n"] + 1  # both tables, one transaction
            assert [int(a.call) for a in attempts] == list(range(record["n"], -1, -1))
            reported = record["n"]
        finally:
            storage.close()
    assert reported > ITERATIONS  # the writer really wrote between the kills


def _opener(folder: str, report: Connection) -> None:
    _say(report, "opening")
    _database, notices = open_database(folder)
    _say(report, "opened" if not notices else "notice")


def _version_1_file(folder: Path) -> None:
    import sqlite3

    from game.storage.schema import APPLICATION_ID, MIGRATIONS

    conn = sqlite3.connect(folder / "trickbid.sqlite3", isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    for sql in MIGRATIONS[0]:
        conn.execute(sql)
    conn.execute("INSERT INTO settings VALUES ('player_name', '\"Old\"')")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")
    conn.close()


def test_kill_9_while_creating_or_upgrading_the_file_is_never_mistaken_for_damage(
    tmp_path: Path,
) -> None:
    """A first start or an upgrade killed half-way: the next start opens the file as it
    was (nothing moved aside, the old data there, upgraded once)."""
    rng = random.Random(7)
    for i in range(10):
        folder = tmp_path / str(i)
        folder.mkdir()
        upgrade = i % 2 == 1
        if upgrade:
            _version_1_file(folder)
        child, receive = _start(_opener, folder)
        assert receive.recv_bytes() == b"opening"
        # a first start takes tens of ms (fsyncs), an upgrade a few: kill within that time
        time.sleep(rng.uniform(0.0, 0.006 if upgrade else 0.03))
        assert "notice" not in _kill(child, receive)
        storage = open_storage(folder, env={})
        try:
            assert storage.notices == ()
            assert storage.persistent and storage.database.integrity_ok()
            assert storage.settings_value.player_name == ("Old" if upgrade else "Player")
            assert sorted(p.name for p in folder.iterdir() if "damaged" in p.name) == []
        finally:
            storage.close()
