"""Issue 37: a match played at a network table is filed marked "played with friends" — the
schema's sixth migration, backups that carry the mark (older ones import without it, a bad
value is refused by name), the statistics' list, and a joined seat's view filed as it is."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main
from game.core import create_game
from game.core.actions import Kind
from game.storage import open_storage
from game.storage.location import DATABASE_NAME
from game.storage.match_entry import FRIEND
from game.storage.saves import AUTOSAVE
from game.storage.schema import SCHEMA_VERSION
from game.table.referee import Referee

SEATS = ["human", FRIEND, "hard", FRIEND]


def finished(seed: int, game_id: str = "bazar-belote") -> Any:
    rng = random.Random(seed)
    state = create_game(game_id).new_match(seed=seed)
    while not state.is_over:
        actors = state.actors()
        if not actors:
            state = state.apply("deal")
            continue
        seat, legal = next(iter(actors.items()))
        state = state.apply(rng.choice([a for a in legal if a.kind is not Kind.WAIT]),
                            seat if seat != state.to_play else None)
    return state


def test_a_match_with_friends_is_filed_marked_and_listed_at_its_computers_level(
        tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    try:
        storage.finish_match(finished(1), SEATS, with_friends=True)
        storage.finish_match(finished(2), ["human", "hard", "hard", "hard"])
        marks = {e.with_friends: e for e in storage.history.entries()}
        assert set(marks) == {True, False}
        assert marks[True].seats == tuple(SEATS) and marks[True].level == "hard"
        listed = storage.statistics.recent_matches()
        assert sorted(m.with_friends for m in listed) == [False, True]
    finally:
        storage.close()


def test_a_history_of_schema_5_migrates_and_its_matches_were_played_alone(
        tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    storage.finish_match(finished(3), ["human", "hard", "hard", "hard"])
    storage.close()
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    conn.execute("ALTER TABLE matches DROP COLUMN with_friends")
    conn.execute("ALTER TABLE matches DROP COLUMN deals_verified")  # nor migration 8's
    conn.execute("PRAGMA user_version = 5")
    conn.commit()
    conn.close()
    storage = open_storage(tmp_path, env={})
    try:
        assert storage.database.query("PRAGMA user_version")[0][0] == SCHEMA_VERSION
        assert [e.with_friends for e in storage.history.entries()] == [False]
        storage.finish_match(finished(4), SEATS, with_friends=True)
        assert sorted(e.with_friends for e in storage.history.entries()) == [False, True]
    finally:
        storage.close()


def _backup(tmp_path: Path) -> dict[str, Any]:
    source = tmp_path / "source"
    storage = open_storage(source, env={})
    storage.finish_match(finished(5), SEATS, with_friends=True)
    storage.finish_match(finished(6), ["human", "easy", "easy", "easy"])
    storage.close()
    path = tmp_path / "backup.json"
    assert main(["export-history", str(path), "--data-dir", str(source)]) == 0
    return dict(json.loads(path.read_text(encoding="utf-8")))


def _import(tmp_path: Path, document: dict[str, Any], name: str) -> int:
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return main(["import-history", str(path), "--data-dir", str(tmp_path / name)])


def _marks(folder: Path) -> list[bool]:
    storage = open_storage(folder, env={})
    try:
        return sorted(e.with_friends for e in storage.history.entries())
    finally:
        storage.close()


def test_a_backup_carries_the_mark_and_restores_it(tmp_path: Path) -> None:
    document = _backup(tmp_path)
    assert sorted(m["with_friends"] for m in document["matches"]) == [False, True]
    assert _import(tmp_path, document, "restored") == 0
    assert _marks(tmp_path / "restored") == [False, True]


def test_an_older_backup_imports_every_match_as_played_alone(tmp_path: Path) -> None:
    document = _backup(tmp_path)
    for m in document["matches"]:
        del m["with_friends"]
    assert _import(tmp_path, document, "older") == 0
    assert _marks(tmp_path / "older") == [False, False]


@pytest.mark.parametrize("bad", ["yes", 1, None, [True]])
def test_a_bad_mark_is_refused_by_name(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       bad: object) -> None:
    document = _backup(tmp_path)
    document["matches"][0]["with_friends"] = bad
    capsys.readouterr()
    assert _import(tmp_path, document, "bad") == 1
    err = capsys.readouterr().err
    assert "'with_friends' must be true or false" in err and "nothing was imported" in err


def test_a_joined_seat_files_its_match_from_its_own_view(tmp_path: Path) -> None:
    """A seat at another computer's table holds only its view: its results, scores and
    winners are what is filed (the same entry as the true state's), marked, no save
    touched."""
    from game.net.match_record import joined_record

    state = finished(7, "blackout")
    view = Referee(state).view(1)
    storage = open_storage(tmp_path, env={})
    try:
        storage.saves.save_state(finished(8, "blackout"), seats=["human"] * 4)
        storage.file_joined_match(view, [FRIEND, "human", FRIEND, "easy"])
        (entry,) = storage.history.entries()
        assert entry.with_friends and entry.seats == (FRIEND, "human", FRIEND, "easy")
        assert entry.scores == state.scores and entry.winners == tuple(state.winners)
        assert [d.points for d in entry.deals] == [r.points for r in state.results]
        assert entry.record is None and entry.level == "easy"
        assert storage.saves.record(AUTOSAVE) is not None  # the autosave stays
        assert joined_record(view, {}) is None  # no deal records: no record to file
    finally:
        storage.close()


def test_a_hosted_tables_save_is_read_back_only_when_well_formed() -> None:
    """What the autosave keeps of a hosted table (code, port, token digests) comes back
    as kept; anything else (a raw token, a path for a code, a port out of range) reads
    as no table kept, and the table then opens afresh."""
    from game.storage import Storage

    storage = Storage.in_memory()
    state = create_game("blackout", players=3).new_match(seed=2)
    digest = "ab" * 32
    storage.saves.save_state(state, seats=("human", "friend", "easy"), with_friends=True,
                             table={"code": "K7QM", "port": 47390,
                                    "tokens": [None, digest, None]})
    kept = storage.saves.hosted_table()
    assert kept is not None and (kept.code, kept.port, kept.tokens) == (
        "K7QM", 47390, (None, digest, None))
    for bad in ({"code": "../x", "port": 47390, "tokens": []},
                {"code": "K7QM", "port": 70000, "tokens": []},
                {"code": "K7QM", "port": True, "tokens": []},
                {"code": "K7QM", "port": 47390, "tokens": ["0123456789abcdef" * 2]}):
        storage.saves.save_state(state, seats=("human", "friend", "easy"),
                                 with_friends=True, table=bad)
        assert storage.saves.hosted_table() is None, bad
