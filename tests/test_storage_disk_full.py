"""A full disk is not damage: nothing the player has is moved aside or lost (issue 39).

The full disk is real to SQLite: ``disk_full`` forbids this process to grow any file (as a
full disk does), so every write SQLite tries fails as it would on a full disk.
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from game.core import create_game
from game.core.record import record_of
from game.storage import AUTOSAVE, open_storage
from game.storage.backup import main as backup_main
from game.storage.location import DATABASE_NAME
from tests.storage_support import disk_full

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")

SEATS = ["human", "easy", "easy", "easy"]


def _states(seed: int) -> list[Any]:
    """Every state of one short match, from the first action to the end."""
    rng = random.Random(seed)
    state = create_game("blackout", players=4, max_cards=2).new_match(seed=seed)
    out = []
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    return out


def _digest(folder: Path) -> str:
    return hashlib.sha256((folder / DATABASE_NAME).read_bytes()).hexdigest()


def _set_aside(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".damaged" in p.name)


def _player_data(folder: Path, name: str = "Ann") -> None:
    storage = open_storage(folder, env={})
    storage.change_settings(player_name=name, volume=33)
    storage.finish_match(_states(1)[-1], SEATS)
    storage.saves.save_state(_states(2)[3], seats=SEATS)
    storage.practice.add("blackout", "first-bid", "2", "1", 0.5)
    storage.close()


def _shows_it_all(folder: Path, matches: int = 1, practice: int = 1) -> None:
    storage = open_storage(folder, env={})
    try:
        assert storage.notices == ()
        assert storage.settings_value.player_name == "Ann"
        assert storage.settings_value.volume == 33
        assert len(storage.history.entries()) == matches
        assert len(storage.practice.attempts()) == practice
        assert storage.saves.resume_offer() is not None
    finally:
        storage.close()


def test_a_full_disk_at_start_moves_nothing_aside_and_says_so(tmp_path: Path) -> None:
    _player_data(tmp_path)
    before = _digest(tmp_path)
    with disk_full():
        storage = open_storage(tmp_path, env={})
        codes = [n.code for n in storage.notices]
        storage.close()
    assert _set_aside(tmp_path) == []
    assert codes == ["disk"]
    assert _digest(tmp_path) == before
    _shows_it_all(tmp_path)


def test_export_history_on_a_full_disk_moves_nothing_aside(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    _player_data(tmp_path)
    before = _digest(tmp_path)
    with disk_full():
        backup_main(["export-history", str(tmp_path / "out.json"), "--data-dir",
                     str(tmp_path)])
    assert _set_aside(tmp_path) == []
    assert _digest(tmp_path) == before
    _shows_it_all(tmp_path)


def test_a_match_ending_on_a_full_disk_reaches_the_history_once_there_is_room(
    tmp_path: Path,
) -> None:
    _player_data(tmp_path)
    storage = open_storage(tmp_path, env={})
    states = _states(3)
    storage.autosaver.changed(states[0], SEATS)
    with disk_full():
        told = [storage.autosaver.changed(s, SEATS) for s in states[1:-1]]
        told.append(storage.autosaver.finished(states[-1], SEATS))
        assert storage.retry() is None  # still full: kept, nothing more to say
    assert [n.code for n in told if n is not None] == ["save_pending"]
    assert "finished match" in " ".join(storage.unsaved())
    assert storage.retry() is None  # room again: written
    assert storage.unsaved() == []
    entries = storage.history.entries()
    assert sum(not e.abandoned for e in entries) == 2
    assert sum(e.abandoned for e in entries) == 1  # the autosave this match replaced
    assert storage.saves.resume_offer() is None  # the filed match's autosave is gone
    storage.close()


def test_the_newest_position_is_kept_while_the_disk_is_full(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    states = _states(4)
    storage.autosaver.changed(states[0], SEATS)
    with disk_full():
        for s in states[1:6]:
            storage.autosaver.changed(s, SEATS)
    storage.close()  # quits: the pending autosave is written at close
    again = open_storage(tmp_path, env={})
    assert record_of(again.saves.load_state()) == record_of(states[5])
    assert again.saves.seats(AUTOSAVE) == tuple(SEATS)
    again.close()


def test_a_practice_call_on_a_full_disk_is_kept_and_written_later(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    with disk_full(), pytest.raises(Exception, match="disk"):
        storage.practice.add("blackout", "first-bid", "2", "1", 0.5)
    assert storage.unsaved() == ["1 practice call"]
    storage.close()
    again = open_storage(tmp_path, env={})
    assert len(again.practice.attempts()) == 1
    again.close()


@pytest.mark.parametrize("name", [DATABASE_NAME, DATABASE_NAME + "-wal",
                                  DATABASE_NAME + "-shm", "trickbid.lock"])
def test_export_refuses_to_write_over_trickbids_own_files(
    tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str],
) -> None:
    _player_data(tmp_path)
    target = tmp_path / name
    existed = target.exists()
    before = target.read_bytes() if existed else None
    code = backup_main(["export-history", str(target), "--data-dir", str(tmp_path)])
    assert code == 1
    assert "one of Trickbid's own files" in capsys.readouterr().err
    assert (target.read_bytes() if existed else None) == before
    _shows_it_all(tmp_path)


def test_export_refuses_the_save_file_through_a_link(tmp_path: Path) -> None:
    _player_data(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "backup.json").symlink_to(tmp_path / DATABASE_NAME)
    before = _digest(tmp_path)
    code = backup_main(["export-history", str(elsewhere / "backup.json"), "--data-dir",
                        str(tmp_path)])
    assert code == 1 and _digest(tmp_path) == before
    _shows_it_all(tmp_path)
