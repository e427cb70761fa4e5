"""kill -9 of a writing process at random moments never loses a committed write.

A child process (started with -S, no site packages, for a fast start) writes continuously:
each transaction adds a practice attempt numbered n and replaces the autosave with a record
saying n, and the child prints n once the commit returned.  The parent kills it with SIGKILL at a random moment, then opens the file: no
notice (the file is sound), SQLite's integrity check passes, the autosave holds the last
reported n or the one after it (committed but not yet reported), and the two tables agree
(a transaction is all or nothing).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

from game.storage import open_storage

ROOT = Path(__file__).resolve().parents[1]
ITERATIONS = 20

WRITER = """
import sys
from game.storage import open_storage
from game.storage.practice import PracticeAttempt, insert_attempt

storage = open_storage(sys.argv[1], env={})
assert storage.persistent and not storage.notices, storage.notices
start = len(storage.practice.attempts())
print("ready", start, flush=True)
pad = "x" * 5000
n = start
while True:
    with storage.database.transaction() as conn:
        insert_attempt(conn, PracticeAttempt("blackout", "hook", str(n), "bid 1", 0.5, "t"))
        conn.execute(
            "INSERT INTO saves (name, autosave, game_id, description, record, updated_at)"
            " VALUES ('autosave', 1, 'blackout', '', ?, 't') ON CONFLICT(name) DO UPDATE"
            " SET record = excluded.record",
            ('{"n": %d, "pad": "%s"}' % (n, pad),),
        )
    print(n, flush=True)
    n += 1
"""


def test_kill_9_while_writing_keeps_every_committed_write(tmp_path: Path) -> None:
    rng = random.Random(20261130)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    reported = -1
    for _ in range(ITERATIONS):
        child = subprocess.Popen(
            [sys.executable, "-S", "-c", WRITER, str(tmp_path)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )
        assert child.stdout is not None
        ready = child.stdout.readline().split()
        assert ready[:1] == ["ready"], child.stderr.read() if child.stderr else ""
        assert int(ready[1]) == reported + 1  # everything reported before is still there
        time.sleep(rng.uniform(0.0, 0.08))
        child.kill()  # SIGKILL on POSIX, TerminateProcess on Windows: no clean-up runs
        out, _err = child.communicate()
        lines = [line for line in out.split("\n") if line.strip().isdigit()]
        if lines:
            reported = int(lines[-1])

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


OPENER = """
import sys
from game.storage.database import open_database
print("opening", flush=True)
database, notices = open_database(sys.argv[1])
assert not notices, notices
print("opened", flush=True)
"""


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
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for i in range(10):
        folder = tmp_path / str(i)
        folder.mkdir()
        upgrade = i % 2 == 1
        if upgrade:
            _version_1_file(folder)
        child = subprocess.Popen(
            [sys.executable, "-S", "-c", OPENER, str(folder)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "opening"
        # a first start takes tens of ms (fsyncs), an upgrade a few: kill within that time
        time.sleep(rng.uniform(0.0, 0.006 if upgrade else 0.03))
        child.kill()
        child.communicate()
        storage = open_storage(folder, env={})
        try:
            assert storage.notices == ()
            assert storage.persistent and storage.database.integrity_ok()
            assert storage.settings_value.player_name == ("Old" if upgrade else "Player")
            assert sorted(p.name for p in folder.iterdir() if "damaged" in p.name) == []
        finally:
            storage.close()
