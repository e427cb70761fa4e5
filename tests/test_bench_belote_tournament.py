"""``bench/belote_tournament.py`` gives the Bazar Belote rung of the ladder, so its reading
of the deals as matches to the target is checked on hand-made deals and one cheap run."""

from __future__ import annotations

import re
from types import ModuleType
from typing import Any

import pytest

from tests.bench_support import bench_script


def _bench() -> ModuleType:
    bench_script("belote_deal")  # the scripts import each other by name
    bench_script("tournament")
    return bench_script("belote_tournament")


def _deal(a_as_0: tuple[int, int], a_as_1: tuple[int, int]) -> dict[str, Any]:
    """A duplicate deal's two plays, points by team (A is team 0 in the first play and
    team 1 in the second)."""
    return {"plays": [{"points": a_as_0}, {"points": a_as_1}]}


def test_matches_end_at_the_target_with_the_higher_total_and_restart() -> None:
    deals = [
        _deal((10, 6), (6, 10)),   # A 10 - 6 in both seatings
        _deal((6, 10), (10, 6)),   # 16 - 16: both reached 16 but equal, play on
        _deal((0, 20), (20, 0)),   # team 0 (A) 16 - 36 in the first seating; A loses
        _deal((20, 0), (0, 20)),   # A 20 - 0 in the first seating: a new match, A wins
    ]
    # Second seating: A is team 1, so A's points are the second of each pair.
    # Totals: 10-6 → 16-16 (tie, play on) → 16-36 (B wins) → 20-0 (A wins).
    assert _bench().match_wins(deals, 16) == [0.0, 1.0, 0.0, 1.0]


def test_a_match_the_deals_run_out_before_is_not_counted() -> None:
    deals = [_deal((10, 6), (6, 10)), _deal((5, 5), (5, 5))]
    assert _bench().match_wins(deals, 101) == []
    assert _bench().match_wins(deals, 15) == [1.0, 1.0]


def test_the_summary_reports_matches_to_the_target(capsys: pytest.CaptureFixture[str]) -> None:
    _bench().main(["--a", "easy", "--b", "random", "--deals", "3", "--workers", "1",
                   "--seed", "5", "--target", "16"])
    out = capsys.readouterr().out
    found = re.search(r"matches to 16 won by A: .*\((\d+) of (\d+), both seatings\)", out)
    assert found and 0 <= int(found.group(1)) <= int(found.group(2))
    assert int(found.group(2)) >= 2
    assert "small points" in out
