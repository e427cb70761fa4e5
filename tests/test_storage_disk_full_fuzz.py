"""The disk-full fuzz (issue 39): a seeded walk through every write site — start, each
autosave, match end, settings, practice, export, import — with the disk full at random
steps.  After each step nothing the player had is moved aside or lost from the file (what
is on disk only grows), and once there is room again the next start shows it all.

The full disk is real to SQLite and to file writes (``storage_support.disk_full``)."""

from __future__ import annotations

import json
import random
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from game.client.settings import StorageSettingsStore
from game.core import create_game
from game.storage import AUTOSAVE, Storage, StorageError, open_storage
from game.storage.backup import export_document
from game.storage.backup import main as backup_main
from game.storage.location import DATABASE_NAME
from tests.storage_support import disk_full

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")

SEATS = ["human", "easy", "easy", "easy"]
SITES = ("start", "autosave", "autosave", "autosave", "finish", "settings", "practice",
         "export", "import")
RUNS, STEPS = 24, 30


def _match(seed: int) -> list[Any]:
    rng = random.Random(seed)
    state = create_game("blackout", players=4, max_cards=2).new_match(seed=seed)
    states = []
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


MATCHES = [_match(seed) for seed in range(8)]


def _backup_of(seed: int, folder: Path) -> Path:
    """A backup holding one match no run files itself (its seed is beyond ``MATCHES``)."""
    storage = Storage.in_memory(env={})
    storage.finish_match(_match(100 + seed)[-1], SEATS)
    path = folder / f"backup-{seed}.json"
    path.write_text(json.dumps(export_document(storage.database)), encoding="utf-8")
    return path


def _on_disk(folder: Path) -> tuple[int, int, dict[str, str]]:
    conn = sqlite3.connect(f"{(folder / DATABASE_NAME).as_uri()}?mode=ro", uri=True)
    try:
        matches = conn.execute("SELECT COUNT(*) FROM matches").fetchone()[0]
        practice = conn.execute("SELECT COUNT(*) FROM practice").fetchone()[0]
        settings = dict(conn.execute("SELECT key, value FROM settings").fetchall())
    finally:
        conn.close()
    return matches, practice, settings


def _walk(seed: int, root: Path) -> dict[str, int]:
    rng = random.Random(seed)
    folder, outside = root / "data", root / "outside"
    outside.mkdir(parents=True)
    storage = open_storage(folder, env={})
    store = StorageSettingsStore(storage)
    expect = {"practice": 0, "volume": 80}
    match, move = rng.randrange(len(MATCHES)), 0
    imported = 0
    filed: set[int] = set()
    counts = {"steps": 0, "full": 0}
    seen = (0, 0)
    for _step in range(STEPS):
        site = rng.choice(SITES)
        full = rng.random() < 0.45
        counts["steps"] += 1
        counts["full"] += full
        counts[site] = counts.get(site, 0) + 1
        if site == "import":
            backup = _backup_of(imported, outside)
        if site == "start":  # the player quits (a full disk at quit is asked about:
            store.flush(0.0)  # test_client_shutdown) and starts again, the disk maybe full
            storage.close()
        with disk_full() if full else _nothing():
            if site == "start":
                storage = open_storage(folder, env={})
                codes = [n.code for n in storage.notices]
                assert codes in ([], ["disk"]), codes
                if codes:  # played on a copy: the player frees space and starts again
                    storage.close()
            elif site in ("autosave", "finish"):
                states = MATCHES[match]
                if site == "finish" or move >= len(states) - 1:
                    storage.autosaver.finished(states[-1], SEATS)
                    filed.add(match)  # filing the same match again stores it once
                    match, move = (match + 1) % len(MATCHES), 0
                else:
                    storage.autosaver.changed(states[move], SEATS)
                    move += 1
            elif site == "settings":
                expect["volume"] = rng.randrange(101)
                store.keep(volume=expect["volume"])
            elif site == "practice":
                try:
                    storage.practice.add("blackout", "first-bid", "2", "1", 0.5)
                except StorageError:
                    assert storage.practice.pending  # kept for later, never dropped
                expect["practice"] += 1
            elif site == "export":
                assert backup_main(["export-history", str(outside / "b.json"), "--data-dir",
                                    str(folder)]) in (0, 1)
            else:
                code = backup_main(["import-history", str(backup), "--data-dir",
                                    str(folder)])
                assert code == 0 or full  # a full disk: refused whole, in plain words
                imported += code == 0
        if site == "start" and storage.database.in_memory:
            storage = open_storage(folder, env={})  # room again: the real file opens
            assert storage.notices == ()
        store.storage = storage
        assert not [p for p in folder.iterdir() if ".damaged" in p.name]
        now = _on_disk(folder)
        assert now[0] >= seen[0] and now[1] >= seen[1]  # nothing on disk is ever lost
        seen = now[:2]
        if not full:
            storage.retry()
            store.retry()
    storage.retry()
    assert store.flush(0.0) == []
    storage.close()
    again = open_storage(folder, env={})
    try:
        assert again.notices == ()
        assert len(again.history.entries()) == len(filed) + imported
        assert len(again.practice.attempts()) == expect["practice"]
        assert again.settings_value.volume == expect["volume"]
        if move:
            from game.core.record import record_of

            assert again.saves.record(AUTOSAVE) is not None
            assert record_of(again.saves.load_state()) == record_of(MATCHES[match][move - 1])
    finally:
        again.close()
    return counts


class _nothing:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def test_no_write_site_loses_or_moves_aside_anything_when_the_disk_is_full(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    totals: dict[str, int] = {}
    for seed in range(RUNS):
        counts = _walk(seed, tmp_path / str(seed))
        for key, value in counts.items():
            totals[key] = totals.get(key, 0) + value
    with capsys.disabled():
        print(f"\ndisk-full fuzz: {RUNS} runs, {totals}")
    assert totals["full"] > RUNS * STEPS // 3
    assert all(totals.get(site, 0) >= RUNS for site in SITES)
