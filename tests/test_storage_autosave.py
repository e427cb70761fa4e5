"""The frame loop's autosave: never waits for another program's write lock, loses nothing.

"Another program" is a second SQLite connection holding ``BEGIN IMMEDIATE`` (SQLite's
write lock is per connection, so the same process shows it as well as a second one).
"""

from __future__ import annotations

import os
import random
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from game.client.matches.autosave import RETRY_SECONDS
from game.core import create_game
from game.storage import Storage, open_storage
from game.storage.autosave import BUSY_MESSAGE
from game.storage.location import DATABASE_NAME

ROOT = Path(__file__).resolve().parent.parent
SEATS = ["human", "easy", "easy", "easy"]


def _states(seed: int, count: int) -> list[Any]:
    rng = random.Random(seed)
    state = create_game("blackout", players=4, max_cards=2).new_match(seed=seed)
    out = []
    while len(out) < count and not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    return out


def _finished(seed: int) -> Any:
    rng = random.Random(seed)
    state = create_game("blackout", players=4, max_cards=2).new_match(seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@contextmanager
def writer_holding_the_file(folder: Path) -> Iterator[sqlite3.Connection]:
    other = sqlite3.connect(folder / DATABASE_NAME, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield other
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_busy_file_costs_no_wait_and_the_newest_state_is_written_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = open_storage(tmp_path, env={})
    waits: list[float] = []
    original = storage.database.waiting_at_most

    def recorded(seconds: float) -> Any:
        waits.append(seconds)
        return original(seconds)

    monkeypatch.setattr(storage.database, "waiting_at_most", recorded)
    saver = storage.autosaver
    states = _states(3, 8)
    with writer_holding_the_file(tmp_path):
        told = saver.changed(states[0], SEATS)
        assert told is not None and (told.code, told.message) == ("save_busy", BUSY_MESSAGE)
        for state in states[1:-1]:
            assert saver.changed(state, SEATS) is None  # told once
        assert len(saver.pending) == 1  # only the newest autosave is kept
        assert storage.saves.resume_offer() is None  # nothing reached the file yet
    assert waits and set(waits) == {0.0}  # the frame loop never waits for the lock
    assert saver.changed(states[-1], SEATS) is None  # the file is free: written
    assert saver.pending == []
    assert storage.saves.load_state() == states[-1]
    storage.close()


def test_a_match_finished_while_the_file_is_busy_is_filed_before_the_next_autosave(
    tmp_path: Path,
) -> None:
    storage = open_storage(tmp_path, env={})
    saver = storage.autosaver
    over = _finished(5)
    following = _states(6, 3)
    with writer_holding_the_file(tmp_path):
        saver.changed(_states(5, 2)[-1], SEATS)
        saver.finished(over, SEATS)
        saver.changed(following[0], SEATS)
        assert [job.finish for job in saver.pending] == [True, False]
    assert saver.changed(following[1], SEATS) is None
    assert len(storage.history.entries()) == 1
    assert storage.saves.load_state() == following[1]  # the new match's autosave kept
    storage.close()


def test_closing_writes_what_is_pending(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    state = _states(8, 5)[-1]
    with writer_holding_the_file(tmp_path):
        storage.autosaver.changed(state, SEATS)
    storage.close()
    again = open_storage(tmp_path, env={})
    assert again.saves.load_state() == state
    again.close()


EXITER = """
import random, sys
from game.core import create_game
from game.storage import open_storage
storage = open_storage(sys.argv[1], env={})
state = create_game("blackout", players=4, max_cards=2).new_match(seed=2)
state = state.apply(random.Random(2).choice(state.legal_actions()))
print(storage.autosaver.changed(state, ["human", "easy", "easy", "easy"]) is not None,
      len(storage.autosaver.pending), flush=True)
sys.stdin.readline()
# the program ends without closing the storage: the pending save is written at exit
"""


def test_a_save_still_pending_when_the_program_ends_is_written(tmp_path: Path) -> None:
    open_storage(tmp_path, env={}).close()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with writer_holding_the_file(tmp_path) as other:
        child = subprocess.Popen([sys.executable, "-c", EXITER, str(tmp_path)], cwd=ROOT,
                                 env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 text=True)
        assert child.stdout is not None and child.stdin is not None
        assert child.stdout.readline() == "True 1\n"  # busy: pending
        other.execute("ROLLBACK")
        other.execute("BEGIN")  # the context manager's ROLLBACK needs a transaction
        child.stdin.write("\n")
        child.stdin.close()
        assert child.wait(60) == 0
    storage = open_storage(tmp_path, env={})
    assert storage.saves.resume_offer() is not None
    storage.close()


def test_an_in_memory_store_is_never_busy() -> None:
    storage = Storage.in_memory(env={})
    state = _states(9, 4)[-1]
    assert storage.autosaver.changed(state, SEATS) is None
    assert storage.autosaver.pending == [] and storage.saves.load_state() == state
    assert storage.autosaver.finished(_finished(9), SEATS) is None
    assert storage.saves.resume_offer() is None and len(storage.history.entries()) == 1


def test_waiting_at_most_sets_and_restores_the_busy_timeout(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    database = storage.database
    assert database.query("PRAGMA busy_timeout")[0][0] == 3000
    with database.waiting_at_most(0):
        assert database.query("PRAGMA busy_timeout")[0][0] == 0
    assert database.query("PRAGMA busy_timeout")[0][0] == 3000
    storage.close()


def test_a_pending_autosave_is_written_by_the_frame_loop_without_another_move(
    tmp_path: Path,
) -> None:
    """The player stops moving while the file is busy: once it is free, the app's own
    frames write the save within a few seconds."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.client import app as app_module

    storage = open_storage(tmp_path, env={})
    app = app_module.App((640, 400), persistent=False)
    app.storage = storage
    states = _states(8, 4)
    with writer_holding_the_file(tmp_path):
        assert storage.autosaver.changed(states[-1], SEATS) is not None
        for _ in range(200):  # frames while the file is still busy: kept, not lost
            app.autosaves.retry(1 / 60)
        assert len(storage.autosaver.pending) == 1
    for _ in range(int(RETRY_SECONDS * 60) + 2):
        app.autosaves.retry(1 / 60)
    assert storage.autosaver.pending == []
    assert storage.saves.load_state() == states[-1]
    app.thinker.close()
    storage.close()


def test_settings_changed_while_the_file_is_busy_cost_no_wait_and_are_written_later(
    tmp_path: Path,
) -> None:
    import time

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.client import app as app_module
    from game.client.settings import StorageSettingsStore

    storage = open_storage(tmp_path, env={})
    app = app_module.App((640, 400), persistent=False)
    app.storage = storage
    app.prefs.store = StorageSettingsStore(storage)
    changed = app.settings.with_(ai_pause=1.5)
    with writer_holding_the_file(tmp_path):
        start = time.perf_counter()
        app.save_settings(changed)
        assert time.perf_counter() - start < 1.0  # the busy timeout is 3 s
        assert app.prefs.store.waiting and app.settings == changed
        for _ in range(200):
            app.autosaves.retry(1 / 60)
        assert app.prefs.store.waiting  # still busy: kept, not lost
    for _ in range(int(RETRY_SECONDS * 60) + 2):
        app.autosaves.retry(1 / 60)
    assert not app.prefs.store.waiting
    assert storage.settings.load()[0].ai_pause == 1.5
    app.thinker.close()
    storage.close()


def test_f11_and_the_window_kept_while_the_file_is_busy_cost_no_wait_and_are_not_lost(
    tmp_path: Path,
) -> None:
    """F11 (``keep``) and quitting (``keep_window``) during a long import: no 3 s freeze,
    and the choice reaches the file once it is free, or at the program's end (issue 39)."""
    import time

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.client import app as app_module
    from game.client.settings import StorageSettingsStore

    storage = open_storage(tmp_path, env={})
    app = app_module.App((640, 400), persistent=False)
    app.storage = storage
    app.prefs.store = StorageSettingsStore(storage)
    with writer_holding_the_file(tmp_path):
        start = time.perf_counter()
        app.keep(fullscreen=True)
        app.save_settings(app.settings.with_(volume=12, player_name="Zoe"))
        app.keep(window_size=(900, 700))
        assert time.perf_counter() - start < 1.0  # the busy timeout is 3 s
        assert app.prefs.store.waiting and app.prefs.store.problem == ""
        assert app.prefs.store.flush(0.0) != []  # still busy: named, kept
    assert app.prefs.store.flush() == []  # as at the program's end: the file is free again
    stored = storage.settings.load()[0]
    assert (stored.fullscreen, stored.volume, stored.player_name, stored.window_size) == (
        True, 12, "Zoe", (900, 700))
    app.thinker.close()
    storage.close()
