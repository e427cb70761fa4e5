"""Every stored value of every table replaced, one at a time, by a hostile one: the game
still starts, and every reader the client and the tools use answers without raising (the
damage is reported or left out, never raised).

The values: text that is not UTF-8, broken JSON, JSON nested 100,000 deep, numbers out
of any range (as text and as numbers), a blob, an empty text, a 100,000-character text.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from game.core import create_game
from game.practice.progress import Progress
from game.storage import Notice, open_storage
from game.storage.backup import collect
from game.storage.location import DATABASE_NAME
from game.storage.schema import EXPECTED_COLUMNS, SCHEMA_VERSION
from tests.storage_support import open_folder

HOSTILE: dict[str, Any] = {
    "not-utf8": "CAST(X'7bff22' AS TEXT)",
    "broken-json": "'{bad'",
    "nested-deeply": "'" + "[" * 100_000 + "]" * 100_000 + "'",
    "huge-number-text": "'1e400'",
    "infinity": "9e999",
    "minus-infinity": "-9e999",
    "huge-integer": "9223372036854775807",
    "blob": "X'00ff00'",
    "empty": "''",
    "long-text": "'" + "x" * 100_000 + "'",
}
SKIP = {("matches", "id"), ("deals", "id"), ("deals", "match_id"), ("practice", "id")}


def _reference() -> bytes:
    with open_folder() as folder:
        storage = open_storage(folder, env={})
        rng = random.Random(4)
        state = create_game("blackout", players=3, max_cards=2).new_match(seed=4)
        storage.saves.save_state(state, seats=["human", "easy", "easy"])
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        storage.finish_match(state, ["human", "easy", "easy"], save_name=None)
        storage.practice.add("blackout", "hook", "bid 1", "bid 2", 1.5)
        storage.change_settings(player_name="Ada", rules={"blackout": {"players": 5}})
        storage.close()
        return (folder / DATABASE_NAME).read_bytes()


REFERENCE = _reference()
COLUMNS = sorted(
    (table, column)
    for table, columns in EXPECTED_COLUMNS[SCHEMA_VERSION].items()
    for column in columns
    if (table, column) not in SKIP
)


def _read_everything(folder: Path) -> bool:
    """Open as the game does and call every reader; whether it kept the player's file."""
    storage = open_storage(folder, env={})
    try:
        assert all(isinstance(n, Notice) and n.message for n in storage.notices)
        storage.saves.list()
        storage.saves.resume_offer()
        storage.saves.seats()
        storage.history.entries()
        storage.statistics.by_game_and_level()
        storage.statistics.by_game()
        storage.statistics.recent_matches()
        progress = Progress(storage.practice)
        for stats in progress.summary():
            for point in progress.series(stats.game_id, stats.drill):
                assert 0 <= point.exact_rate <= 1 and point.average_loss >= 0
        collect(storage.database)
        return storage.persistent
    finally:
        storage.close()


@pytest.mark.parametrize(("table", "column"), COLUMNS)
def test_a_hostile_value_in_any_column_never_stops_the_game(table: str, column: str) -> None:
    tried = 0
    for name, value in HOSTILE.items():
        with open_folder() as folder:
            path = folder / DATABASE_NAME
            path.write_bytes(REFERENCE)
            conn = sqlite3.connect(path, isolation_level=None)
            try:  # NOT NULL and UNIQUE still hold: a value SQLite refuses is not damage
                conn.execute(f"UPDATE {table} SET {column} = {value}"
                             f" WHERE rowid = (SELECT MIN(rowid) FROM {table})")
            except sqlite3.IntegrityError:
                continue
            finally:
                conn.close()
            try:
                kept = _read_everything(folder)
            except Exception as exc:  # name the case that failed
                raise AssertionError(f"{table}.{column} = {name}: {exc!r}") from exc
            assert kept, f"{table}.{column} = {name}: the file was given up"
            tried += 1
    assert tried >= 4  # most values fit the column's constraints


def test_the_sweep_covers_every_column() -> None:
    assert len(COLUMNS) >= 40 and len(HOSTILE) == 10
