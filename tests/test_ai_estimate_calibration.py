"""The trick estimate's per-table calibration: every table the games deal has a line, and a
deal's estimates add up to the tricks there are (the bias the old hand-size bands left was
up to five tricks a deal)."""

from __future__ import annotations

import random

import pytest

from ai.tricks.calibration import LINES, apply, line_for
from ai.tricks.estimate import estimate_tricks
from tests.bench_support import bench_script


def test_every_table_dealt_has_its_own_line() -> None:
    assert set(LINES) == set(bench_script("calibrate_estimate").tables())
    assert line_for(4, 13, True) == LINES[(4, 13, True)]


def test_tables_no_game_deals_use_the_nearest_one() -> None:
    assert line_for(2, 20, True) == LINES[(3, 17, True)]
    assert line_for(9, 0, False) == LINES[(7, 1, False)]


def test_the_estimate_stays_within_the_hand() -> None:
    assert apply((-1.0, 1.0), 0.5, 5) == 0.0
    assert apply((2.0, 1.0), 4.5, 5) == 5.0
    assert apply((0.5, 0.5), 3.0, 5) == 2.0


@pytest.mark.parametrize("players,size,trumps", [
    (3, 5, True), (4, 5, True), (6, 5, True), (3, 12, True), (4, 12, True),
    (4, 13, True), (4, 13, False), (3, 5, False), (5, 10, True),
])
def test_a_deals_estimates_sum_to_the_tricks(players: int, size: int, trumps: bool) -> None:
    deal = bench_script("calibrate_estimate").deal
    rng = random.Random(players * 100 + size)
    deals = 300
    total = 0.0
    for _ in range(deals):
        hands, trump, out = deal(rng, (players, size, trumps))
        total += sum(estimate_tricks(h, trump, players, size, s == 0, out)
                     for s, h in enumerate(hands)) - size
    assert abs(total / deals) < 0.35
