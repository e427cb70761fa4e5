"""``bench/research/bid_prediction.py`` compares a field's bids with the trick estimate; checked here
with a cheap level as the field."""

from __future__ import annotations

from pytest import approx

from tests.bench_support import bench_script


def test_every_bid_is_recorded_and_the_normalised_estimates_sum_to_the_tricks() -> None:
    q = bench_script("bid_prediction")
    bids = q.collect(q.level_bidder("medium"), 4, 5, 3, seed=5)
    assert len(bids) == 12
    assert sum(b.dealer for b in bids) == 3
    for deal in range(3):
        four = bids[4 * deal: 4 * deal + 4]
        assert sum(b.normalised for b in four) == approx(5)
        assert len({round(b.normalised - b.estimate, 9) for b in four}) == 1


def test_scores_leave_the_dealer_out() -> None:
    q = bench_script("bid_prediction")
    bids = [q.Bid(1.0, 1.5, 1, False), q.Bid(2.4, 2.0, 3, False), q.Bid(0.0, 0.0, 4, True)]
    mean, rms, hit = q.scores(bids, "estimate")
    assert mean == approx(0.3)
    assert rms == approx(((0.0 + 0.36) / 2) ** 0.5)
    assert hit == 0.5
    assert q.scores(bids, "normalised")[2] == 0.0  # 1.5 rounds to 2, 2.0 to 2
