"""Bidding-practice history: attempts in, accuracy and average loss per drill and day out."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import pytest

from game.storage import Storage, StorageError


class Hours:
    """A clock advancing ``step`` hours per reading."""

    def __init__(self, step: float) -> None:
        self.now = datetime(2026, 11, 28, 20, 0, tzinfo=UTC)
        self.step = timedelta(hours=step)

    def __call__(self) -> datetime:
        self.now += self.step
        return self.now


ATTEMPTS = [  # game, drill, call, best call, loss
    ("blackout", "hook", "bid 2", "bid 2", 0.0),
    ("blackout", "hook", "bid 3", "bid 2", 1.5),
    ("blackout", "hook", "bid 1", "bid 2", 2.5),
    ("blackout", "zero", "zero", "zero", 0.0),
    ("bazar-belote", "contra", "pass", "contra", 4.0),
    ("bazar-belote", "contra", "contra", "contra", 0.0),
]


def _filled() -> Storage:
    storage = Storage.in_memory(clock=Hours(10), env={})
    for attempt in ATTEMPTS:
        storage.practice.add(*attempt)
    return storage


def test_summary_per_game_and_drill() -> None:
    rows = {(r.game_id, r.drill): r for r in _filled().practice.summary()}
    hook = rows["blackout", "hook"]
    assert (hook.attempts, hook.exact, hook.period) == (3, 1, "all")
    assert hook.average_loss == pytest.approx(4.0 / 3)
    assert hook.exact_rate == pytest.approx(1 / 3)
    assert (rows["blackout", "zero"].exact, rows["bazar-belote", "contra"].exact) == (1, 1)
    assert [r.drill for r in _filled().practice.summary("blackout")] == ["hook", "zero"]


def test_progress_by_day_for_the_chart() -> None:
    days = _filled().practice.by_day("blackout", "hook")
    # readings at 06:00 on the 29th, 16:00 on the 29th and 02:00 on the 30th
    assert [(d.period, d.attempts, d.exact) for d in days] == [
        ("2026-11-29", 2, 1), ("2026-11-30", 1, 0)
    ]
    assert days[0].average_loss == pytest.approx(0.75)


def test_attempts_newest_first_with_filters() -> None:
    storage = _filled()
    assert [a.call for a in storage.practice.attempts("bazar-belote")] == ["contra", "pass"]
    latest = storage.practice.attempts(limit=1)[0]
    assert (latest.drill, latest.exact) == ("contra", True)
    assert len(storage.practice.attempts(game_id="blackout", drill="hook")) == 3
    assert len({a.uid for a in storage.practice.attempts()}) == len(ATTEMPTS)


@pytest.mark.parametrize(
    ("args", "why"),
    [
        (("blackout", "hook", "bid 1", "bid 2", -0.5), "never negative"),
        (("blackout", "hook", "bid 1", "bid 2", math.nan), "is a number"),
        (("blackout", "hook", "bid 1", "bid 2", "1.5"), "is a number"),
        (("blackout", "", "bid 1", "bid 2", 1.0), "needs a drill"),
        (("blackout", "hook", " ", "bid 2", 1.0), "needs a call"),
    ],
)
def test_bad_attempts_are_refused_and_nothing_is_written(args: tuple, why: str) -> None:
    storage = Storage.in_memory(env={})
    with pytest.raises(StorageError, match=why):
        storage.practice.add(*args)
    assert storage.practice.attempts() == []


def test_a_call_that_ties_with_the_teachers_counts_as_exact() -> None:
    """Issue 40, item 11: a Belote call that gave up 0.0 points (another call, the same
    score) is exact in the progress; one that gave up 0.3 is not."""
    from game.practice.feedback import SAME_SCORE
    from game.storage.practice import TIE_LOSS

    assert TIE_LOSS == SAME_SCORE  # the storage's tie is the feedback's
    storage = Storage.in_memory(clock=Hours(10), env={})
    storage.practice.add("bazar-belote", "opening", "bid 8 hearts", "bid 8 spades", 0.0)
    storage.practice.add("bazar-belote", "opening", "bid 9 hearts", "bid 8 spades", 0.3)
    (row,) = storage.practice.summary("bazar-belote")
    assert row.attempts == 2 and row.exact == 1
    ties = [a.exact for a in storage.practice.attempts("bazar-belote")]
    assert sorted(ties) == [False, True]
    (day,) = storage.practice.by_day("bazar-belote", "opening")
    assert day.exact == 1
