"""The statistics screen survives any stored row (issue 39, faults 6, 7, 10): a hostile
value in any column of the history, text no font draws, and matches whose record does not
fit their figures; Review and Replay of such a match show a reason, never close the game.
The list is read a page at a time and a record only when its match is opened."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.client.history.review import ReviewScene
from game.client.history.statistics import StatisticsScene
from game.client.table.scene import TableScene
from game.core import create_game
from game.storage import open_storage
from game.storage.backup import export_document
from game.storage.history import insert_entry
from game.storage.location import DATABASE_NAME
from tests.client_support import frames, key, make_app
from tests.test_storage_hostile_rows import HOSTILE
from tests.test_storage_import_checks import MISFITS

SEATS = ["human", "easy", "easy", "easy"]
COLUMNS = [("matches", c) for c in ("uid", "game_id", "options", "players", "seats",
                                    "human_seat", "level", "scores", "winners", "won",
                                    "score", "deal_count", "record", "finished_at",
                                    "abandoned")] + [
    ("deals", c) for c in ("deal_number", "dealer", "contracts", "made", "tricks", "points",
                           "details")]


def _finished(seed: int) -> Any:
    rng = random.Random(seed)
    state = create_game("blackout", players=4, max_cards=2).new_match(seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    folder = tmp_path_factory.mktemp("ref")
    storage = open_storage(folder, env={})
    for seed in (1, 2):
        storage.finish_match(_finished(seed), SEATS)
    storage.close()
    return (folder / DATABASE_NAME).read_bytes()


def _visit_every_row(app: Any, folder: Path) -> list[str]:
    """Open the screen on ``folder``'s history, draw it, and open every row's Review and
    Replay; the reasons shown.  Any exception fails the test."""
    storage = open_storage(folder, env={})
    app.storage = storage
    shown = []
    try:
        scene = StatisticsScene(app)
        app.stack.clear_to(scene)
        frames(app, 1)
        for index in range(len(scene.rows)):
            for action in (pygame.K_RETURN, pygame.K_p):
                app.stack.clear_to(scene)
                scene.choose(index)
                frames(app, 1)
                key(action)
                frames(app, 2)
                top = app.stack.top
                assert isinstance(top, StatisticsScene | ReviewScene | TableScene)
                if scene.message:
                    shown.append(scene.message)
        return shown
    finally:
        app.stack.clear_to(StatisticsScene(app))
        app.storage = None
        storage.close()


@pytest.mark.parametrize(("table", "column"), COLUMNS)
def test_a_hostile_value_in_any_history_column_never_closes_the_screen(
    tmp_path: Path, reference: bytes, table: str, column: str
) -> None:
    app = make_app()
    for name, value in [*HOSTILE.items(), ("nul", "'a' || char(0) || 'b'"),
                        ("surrogate-bytes", "CAST(X'eda080' AS TEXT)")]:
        folder = tmp_path / name
        folder.mkdir()
        (folder / DATABASE_NAME).write_bytes(reference)
        conn = sqlite3.connect(folder / DATABASE_NAME, isolation_level=None)
        try:
            conn.execute(f"UPDATE {table} SET {column} = {value}"
                         f" WHERE rowid = (SELECT MIN(rowid) FROM {table})")
        except sqlite3.IntegrityError:
            continue
        finally:
            conn.close()
        try:
            _visit_every_row(app, folder)
        except Exception as exc:
            raise AssertionError(f"{table}.{column} = {name}: {exc!r}") from exc


def test_matches_that_do_not_fit_their_record_show_a_reason(tmp_path: Path) -> None:
    """Written to the file directly (an older import, a hand edit): every misfit of the
    import test, opened for Review and Replay."""
    storage = open_storage(tmp_path, env={})
    storage.finish_match(_finished(3), SEATS)
    good = export_document(storage.database)["matches"][0]
    from game.storage.backup import _match_entry

    with storage.database.transaction() as conn:
        for i, (change, _words) in enumerate(MISFITS.values()):
            item = json.loads(json.dumps(good))
            item["uid"] = f"misfit-{i}"
            change(item)
            insert_entry(conn, _match_entry(item, "misfit"))
    storage.close()
    app = make_app()
    shown = _visit_every_row(app, tmp_path)
    assert len(shown) >= 2 * len(MISFITS) - 2  # nearly each misfit, both ways, says why
    assert all(s.startswith("This match cannot") for s in shown)


def test_text_with_a_nul_is_drawn(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    storage.finish_match(_finished(4), SEATS)
    storage.close()
    conn = sqlite3.connect(tmp_path / DATABASE_NAME, isolation_level=None)
    conn.execute("UPDATE matches SET finished_at = '2026' || char(0) || '-01-01',"
                 " level = 'x' || char(0)")
    conn.close()
    app = make_app()
    _visit_every_row(app, tmp_path)


def test_the_list_reads_a_page_and_no_record_until_a_match_is_opened(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    state = _finished(5)
    from game.core.record import record_of
    from game.storage.history import entry_of_state

    with storage.database.transaction() as conn:
        for i in range(300):
            insert_entry(conn, entry_of_state(state, SEATS, f"2026-01-01T00:{i // 60:02d}:"
                                              f"{i % 60:02d}Z", record_of(state), f"u{i}"))
    app = make_app()
    app.storage = storage
    read: list[str] = []
    storage.database.connection.set_trace_callback(read.append)
    scene = StatisticsScene(app)
    app.stack.push(scene)
    frames(app, 1)
    storage.database.connection.set_trace_callback(None)
    assert len(scene.rows) == 300
    reads_records = [q for q in read if "SELECT *" in q
                     or "record" in q.replace("record IS NOT NULL AS has_record", "")]
    assert reads_records == []
    assert scene.rows[0].finished_at == "2026-01-01T00:04:59Z"  # newest first
    app.storage = None
    storage.close()


def test_a_third_place_of_seven_is_shown(tmp_path: Path) -> None:
    rng = random.Random(11)
    for seed in range(40):  # a 7-player match where the player is neither first nor last
        state = create_game("blackout", players=7, max_cards=1).new_match(seed=seed)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        place = 1 + sum(s > state.scores[0] for s in state.scores)
        if 0 not in state.winners and place > 1:
            break
    storage = open_storage(tmp_path, env={})
    storage.finish_match(state, ["human"] + ["easy"] * 6)
    app = make_app()
    app.storage = storage
    scene = StatisticsScene(app)
    _first, second = scene.row_text(scene.rows[0])
    assert second.startswith(f"lost · placed {place} of 7")
    app.storage = None
    storage.close()


def test_a_match_left_for_another_is_listed_marked_and_not_counted(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    left = _finished(6)
    from game.core.record import record_of

    # the unfinished match: a few moves autosaved, then another match's first move
    rng = random.Random(6)
    state = create_game("blackout", players=4, max_cards=2).new_match(seed=6)
    for _ in range(9):
        state = state.apply(rng.choice(state.legal_actions()))
    storage.saves.save_state(state, seats=SEATS)
    storage.saves.save_state(state, seats=SEATS)  # the same match again: nothing filed
    assert storage.statistics.count_matches() == 0
    other = create_game("blackout", players=4, max_cards=2).new_match(seed=7)
    storage.saves.save_state(other.apply(other.legal_actions()[0]), seats=SEATS)
    storage.finish_match(left, SEATS)
    assert storage.statistics.count_matches() == 2
    (stats,) = storage.statistics.by_game()
    assert stats.played == 1  # the abandoned match is listed, not counted
    app = make_app()
    app.storage = storage
    scene = StatisticsScene(app)
    rows = list(scene.rows)
    marked = [r for r in rows if r.abandoned]
    assert len(marked) == 1 and scene.row_text(marked[0])[1].startswith("abandoned")
    entry = storage.history.entry(marked[0].id)
    assert record_of(state) == {k: v for k, v in entry.record.items() if k != "seats"}
    app.storage = None
    storage.close()
    _visit_every_row(make_app(), tmp_path)  # Review and Replay of it work or say why
