"""Lesson progress in the player's data (issue 50): done, left and resumed, offered once."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from game.storage import Storage, open_storage
from game.storage.database import StorageError
from game.storage.location import DATABASE_NAME
from game.storage.schema import SCHEMA_VERSION

GAME = "blackout"


def test_a_lesson_left_halfway_resumes_at_its_step_after_a_restart(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    storage.lessons.reached(GAME, "trump", 3)
    storage.close()
    storage = open_storage(tmp_path, env={})
    try:
        state = storage.lessons.state(GAME, "trump")
        assert (state.step, state.done) == (3, False)
        assert storage.lessons.state(GAME, "trick").step == 0  # not begun
    finally:
        storage.close()


def test_a_finished_lesson_stays_done_when_taken_again() -> None:
    lessons = Storage.in_memory().lessons
    lessons.finished(GAME, "trick")
    assert lessons.done(GAME) == {"trick"}
    assert lessons.state(GAME, "trick").step == 0
    lessons.reached(GAME, "trick", 2)
    assert lessons.done(GAME) == {"trick"}
    assert lessons.state(GAME, "trick").step == 2
    assert lessons.done("bazar-belote") == set()


def test_the_lessons_are_offered_once_per_game() -> None:
    lessons = Storage.in_memory().lessons
    assert not lessons.offered(GAME)
    lessons.mark_offered(GAME)
    lessons.mark_offered(GAME)
    assert lessons.offered(GAME) and not lessons.offered("bazar-belote")


@pytest.mark.parametrize("step", [-1, 1.5, "2", 10**6, True])
def test_a_bad_step_is_refused_and_nothing_is_written(step: object) -> None:
    lessons = Storage.in_memory().lessons
    with pytest.raises(StorageError, match="step"):
        lessons.reached(GAME, "trick", step)  # type: ignore[arg-type]
    assert lessons.states(GAME) == []


def test_a_damaged_row_reads_as_not_begun_is_counted_and_kept() -> None:
    storage = Storage.in_memory()
    storage.lessons.reached(GAME, "trick", 2)
    with storage.database.transaction() as conn:
        conn.execute("UPDATE lessons SET step = 'lots' WHERE lesson = 'trick'")
    assert storage.lessons.state(GAME, "trick").step == 0
    assert storage.lessons.damaged() == 1
    assert storage.database.query("SELECT step FROM lessons")[0][0] == "lots"
    storage.lessons.reached(GAME, "trick", 1)  # taken again: the row is sound again
    assert storage.lessons.state(GAME, "trick").step == 1 and storage.lessons.damaged() == 0


def test_a_database_of_the_schema_before_gets_the_lesson_tables(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    storage.close()
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    conn.execute("DROP TABLE lessons")
    conn.execute("DROP TABLE lesson_offers")
    conn.execute("PRAGMA user_version = 6")  # the schema before the lessons' migration 7
    conn.commit()
    conn.close()
    storage = open_storage(tmp_path, env={})
    try:
        assert storage.database.query("PRAGMA user_version")[0][0] == SCHEMA_VERSION
        storage.lessons.finished(GAME, "trick")
        assert storage.lessons.done(GAME) == {"trick"}
    finally:
        storage.close()
