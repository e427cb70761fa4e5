"""``bench/calibrate_estimate.py`` fits the trick estimate's line per table; its dealing,
its simulated deals and its fit are checked here on a few cheap deals."""

from __future__ import annotations

import random

from pytest import approx

from tests.bench_support import bench_script


def test_the_tables_are_every_deal_the_games_make() -> None:
    q = bench_script("calibrate_estimate")
    tables = q.tables()
    assert (4, 13, True) in tables and (4, 13, False) in tables and (3, 17, True) in tables
    assert (4, 14, True) not in tables and (2, 5, True) not in tables
    assert len(tables) == 2 * sum(52 // n for n in range(3, 8))


def test_a_deal_turns_the_next_card_only_when_it_names_trump() -> None:
    q = bench_script("calibrate_estimate")
    rng = random.Random(3)
    hands, trump, out = q.deal(rng, (4, 5, True))
    assert [h.bit_count() for h in hands] == [5] * 4
    assert out.bit_count() == 1 and trump == (out.bit_length() - 1) // 13
    assert not out & (hands[0] | hands[1] | hands[2] | hands[3])
    assert q.deal(rng, (4, 5, False))[1:] == (-1, 0)
    assert q.deal(rng, (4, 13, True))[1:] == (0, 0)  # the whole pack: spades, nothing turned


def test_every_trick_of_a_simulated_deal_goes_to_some_hand() -> None:
    q = bench_script("calibrate_estimate")
    pairs = q.sample(((3, 6, True), (0.0, 1.0), 4, 11))
    assert len(pairs) == 12
    for deal in range(4):
        assert sum(t for _, t in pairs[3 * deal: 3 * deal + 3]) == 6


def test_the_fit_recovers_a_line_and_survives_a_constant_raw() -> None:
    q = bench_script("calibrate_estimate")
    assert q.fit([(1.0, 2), (2.0, 4), (3.0, 6)]) == approx((0.0, 2.0))
    assert q.fit([(1.5, 1), (1.5, 2)]) == approx((0.0, 1.0))
