"""``bench/ai_speed.py``: what it reports (never how long anything takes: no timed tests)."""

from __future__ import annotations

import pytest

from tests.bench_support import bench_script


def _rows(out: str) -> list[list[str]]:
    return [line.split() for line in out.splitlines() if line.startswith("blackout")]


def test_the_cpu_clock_adds_cpu_columns_beside_the_wall_time(
    capsys: pytest.CaptureFixture[str],
) -> None:
    speed = bench_script("ai_speed")
    speed.main(["--positions", "3", "--levels", "random,easy", "--games", "blackout",
                "--clock", "cpu"])
    out = capsys.readouterr().out
    header = next(line for line in out.splitlines() if line.startswith("game"))
    assert "cpu p95" in header and "p95 ms" in header
    rows = _rows(out)
    assert [r[1] for r in rows] == ["random", "easy"]
    for row in rows:
        assert row[2] == "3" and len(row) == 10  # game level n, 3 wall, caps, 3 cpu
        assert all(float(x) >= 0 for x in row[3:])
    assert sum(line.startswith("load average") for line in out.splitlines()) == 2


def test_the_wall_clock_alone_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    bench_script("ai_speed").main(["--positions", "2", "--levels", "random",
                                   "--games", "blackout"])
    out = capsys.readouterr().out
    assert "cpu" not in out
    assert [len(r) for r in _rows(out)] == [7]


def test_the_95th_percentile_is_the_sorted_entry_at_095_n() -> None:
    p95 = bench_script("ai_speed").percentile95
    assert p95([float(x) for x in range(100, 0, -1)]) == 96.0
    assert p95([2.0]) == 2.0


def test_a_level_may_carry_settings_and_each_setting_stays_with_its_level(
    capsys: pytest.CaptureFixture[str],
) -> None:
    speed = bench_script("ai_speed")
    assert speed.level_names("hard,hard:iterations=1000,bid_iterations=1000,expert") == [
        "hard", "hard:iterations=1000,bid_iterations=1000", "expert"]
    speed.main(["--positions", "2", "--levels", "easy,easy:samples=2,tolerance=0",
                "--games", "blackout"])
    assert [r[1] for r in _rows(capsys.readouterr().out)] == [
        "easy", "easy:samples=2,tolerance=0"]
