"""The second-instance lock: one Trickbid per data folder writes; a second plays on a copy.

The "other window" is a real second process (the lock is the operating system's), which
opens the storage, says "ready" and holds it until its input closes or it is killed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from game.core import create_game
from game.storage import open_storage
from game.storage.instance_lock import LOCK_NAME, InstanceLock, LockState
from game.storage.location import DATABASE_NAME

ROOT = Path(__file__).resolve().parent.parent
HOLDER = """
import sys
from game.storage import open_storage
storage = open_storage(sys.argv[1], env={})
storage.change_settings(player_name="First")
print("ready", storage.persistent, [n.code for n in storage.notices], flush=True)
sys.stdin.read()
storage.close()
print("closed", flush=True)
"""
PROBE = """
import pathlib, sys
from game.storage.instance_lock import InstanceLock
print(InstanceLock.acquire(pathlib.Path(sys.argv[1])).state.value)
"""


@contextmanager
def other_window(folder: Path) -> Iterator[subprocess.Popen[str]]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder)], cwd=ROOT, env=env,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        assert child.stdout.readline().split(maxsplit=1) == ["ready", "True []\n"]
        yield child
    finally:
        if child.poll() is None:
            child.kill()
        child.wait(30)


def _match_state(seed: int) -> object:
    import random

    rng = random.Random(seed)
    state = create_game("blackout", players=4).new_match(seed=seed)
    for _ in range(12):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_second_trickbid_plays_on_a_copy_and_saves_nothing(tmp_path: Path) -> None:
    first = open_storage(tmp_path, env={})
    first.saves.save_state(_match_state(1), seats=["human", "easy", "easy", "easy"])
    first.close()
    saved = (tmp_path / DATABASE_NAME).read_bytes()
    with other_window(tmp_path) as window:
        second = open_storage(tmp_path, env={})
        assert not second.persistent
        assert [n.code for n in second.notices] == ["second_window"]
        assert "another window" in second.notices[0].message
        assert second.settings_value.player_name == "First"  # a copy of the data
        assert second.saves.resume_offer() is not None
        # this window's match and settings never reach the file
        second.saves.save_state(_match_state(2), seats=["human", "hard", "hard", "hard"])
        second.change_settings(player_name="Second")
        second.close()
        assert window.stdin is not None
        window.stdin.close()
        assert window.stdout is not None and window.stdout.readline() == "closed\n"
    again = open_storage(tmp_path, env={})
    assert again.notices == () and again.persistent
    assert again.settings_value.player_name == "First"
    assert again.saves.seats() == ("human", "easy", "easy", "easy")  # the first's autosave
    again.close()
    assert saved  # the file was sound all along


def test_the_lock_is_held_for_the_whole_session_and_dropped_with_a_killed_process(
    tmp_path: Path,
) -> None:
    with other_window(tmp_path) as window:
        for _ in range(3):  # not only at start: every later open is refused
            probe = InstanceLock.acquire(tmp_path)
            assert probe.state is LockState.TAKEN
            probe.release()
        window.kill()  # a crash leaves no stale lock
        window.wait(30)
        storage = open_storage(tmp_path, env={})
        assert storage.persistent and storage.notices == ()
        storage.close()


def test_one_process_is_one_instance_however_often_it_opens_the_folder(
    tmp_path: Path,
) -> None:
    first = open_storage(tmp_path, env={})
    second = open_storage(tmp_path, env={})
    assert first.persistent and second.persistent and second.notices == ()
    second.practice.add("blackout", "hook", "bid 1", "bid 1", 0.0)
    assert len(first.practice.attempts()) == 1
    first.close()
    probe = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path)],
        cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True,
        check=True)
    assert probe.stdout.strip() == "taken"  # still held: `second` is open
    second.close()
    lock = InstanceLock.acquire(tmp_path)  # free again
    assert lock.state is LockState.HELD and (tmp_path / LOCK_NAME).exists()
    lock.release()


def _probe(folder: Path) -> str:
    probe = subprocess.run(
        [sys.executable, "-c", PROBE, str(folder)],
        cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True,
        check=True)
    return probe.stdout.strip()


def test_a_folder_in_the_lock_files_place_still_locks(tmp_path: Path) -> None:
    (tmp_path / LOCK_NAME).mkdir()  # a folder where the lock file should be
    lock = InstanceLock.acquire(tmp_path)
    assert lock.state is LockState.HELD  # the data folder itself is locked
    assert _probe(tmp_path) == "taken"
    lock.release()
    storage = open_storage(tmp_path, env={})
    assert storage.persistent and storage.notices == ()
    storage.close()


def test_deleting_the_lock_file_does_not_let_a_second_window_write(tmp_path: Path) -> None:
    with other_window(tmp_path):
        (tmp_path / LOCK_NAME).unlink()
        assert _probe(tmp_path) == "taken"
        second = open_storage(tmp_path, env={})
        assert not second.persistent
        assert [n.code for n in second.notices] == ["second_window"]
        second.close()


def test_a_folder_put_in_place_of_the_lock_file_does_not_either(tmp_path: Path) -> None:
    with other_window(tmp_path):
        (tmp_path / LOCK_NAME).unlink()
        (tmp_path / LOCK_NAME).mkdir()
        assert _probe(tmp_path) == "taken"
        second = open_storage(tmp_path, env={})
        assert not second.persistent
        second.close()
