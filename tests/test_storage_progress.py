"""Practice → Progress with extreme or damaged stored rows: they are left out, counted and
reported, and the chart draws whatever numbers it is given without raising."""

from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest

from game.client.practice.paint import progress_chart
from game.client.practice.progress import ProgressScene
from game.practice.progress import Progress
from game.storage import Storage, StorageError, open_storage
from tests.client_support import frames, make_app

DAMAGED_LOSSES = [1e308, float("inf"), float("-inf"), -1.0, "abc", "NaN", 10_001.0]


def _fill(storage: Storage) -> None:
    for day, loss in ((1, 0.0), (1, 2.0), (2, 1.0)):
        storage.database.connection.execute(
            "INSERT INTO practice (uid, game_id, drill, call, best_call, loss, at)"
            " VALUES (?, 'blackout', 'hook', 'bid 1', 'bid 1', ?, ?)",
            (f"good{day}{loss}", loss, f"2026-11-0{day}T10:00:00Z"))
    for i, loss in enumerate(DAMAGED_LOSSES):  # written past the checks, as damage would be
        storage.database.connection.execute(
            "INSERT INTO practice (uid, game_id, drill, call, best_call, loss, at)"
            " VALUES (?, 'blackout', 'hook', 'bid 2', 'bid 1', ?, '2026-11-02T11:00:00Z')",
            (f"bad{i}", loss))


def test_damaged_losses_are_left_out_of_every_figure() -> None:
    storage = Storage.in_memory(env={})
    _fill(storage)
    practice = storage.practice
    assert practice.damaged() == len(DAMAGED_LOSSES)
    assert [a.loss for a in practice.attempts()] == [1.0, 2.0, 0.0]
    (summary,) = practice.summary()
    assert (summary.attempts, summary.exact, summary.average_loss) == (3, 3, 1.0)
    assert [(d.period, d.attempts, d.average_loss) for d in practice.by_day("blackout", "hook")] \
        == [("2026-11-01", 2, 1.0), ("2026-11-02", 1, 1.0)]
    series = Progress(practice).series("blackout", "hook")
    assert all(math.isfinite(p.average_loss) and 0 <= p.exact_rate <= 1 for p in series)


def test_damaged_practice_rows_are_reported_at_start_and_kept(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={})
    _fill(storage)
    storage.close()
    again = open_storage(tmp_path, env={})
    assert [n.code for n in again.notices] == ["practice"]
    assert again.notices[0].message.startswith(f"{len(DAMAGED_LOSSES)} saved practice calls")
    count = again.database.query("SELECT COUNT(*) FROM practice")[0][0]
    assert count == 3 + len(DAMAGED_LOSSES)  # nothing deleted
    again.close()


@pytest.mark.parametrize("loss", [1e308, 10_001.0])
def test_an_absurd_loss_is_refused_when_written(loss: float) -> None:
    storage = Storage.in_memory(env={})
    with pytest.raises(StorageError, match="at most 10000"):
        storage.practice.add("blackout", "hook", "bid 1", "bid 2", loss)
    assert storage.practice.attempts() == []


@pytest.mark.parametrize(
    ("rates", "losses"),
    [
        ([0.5, 1.0], [1e308, 1e308]),
        ([0.5, float("nan")], [float("inf"), 2.0]),
        ([float("inf"), -3.0], [float("-inf"), float("nan")]),
        ([0.2], [-5.0]),
        ([0.3, 0.4, 0.5], [float("nan")] * 3),
    ],
)
def test_the_chart_draws_extreme_numbers_without_raising(
    rates: list[float], losses: list[float]
) -> None:
    make_app()  # fonts and the display, headless
    surface = pygame.Surface((900, 600))
    before = pygame.transform.average_color(surface)
    progress_chart(surface, pygame.Rect(10, 10, 880, 580), 1.0, "Progress",
                   [f"#{i + 1}" for i in range(len(rates))], rates, losses)
    assert pygame.transform.average_color(surface) != before  # it drew


def test_the_progress_scene_draws_a_history_with_damaged_rows() -> None:
    app = make_app()
    storage = Storage.in_memory(env={})
    _fill(storage)
    scene = ProgressScene(app, Progress(storage.practice), "blackout", "hook")
    app.stack.push(scene)
    frames(app, 3)
    assert app.stack.top is scene
