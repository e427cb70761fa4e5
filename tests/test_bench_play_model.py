"""The field-play diagnostics (``bench/research/field_games.py``, ``bench/research/play_model.py``,
``bench/research/play_information.py``) on a field of our own levels, without OpenSpiel: recorded
deals replay, every decision's features and sampled hands are consistent with the table,
and the model's likelihood and its gradient agree."""

from __future__ import annotations

import math
import random
import sys

import pytest

from tests.bench_support import bench_script


@pytest.fixture(scope="module")
def lines() -> list[dict]:
    games = bench_script("field_games")
    return [games.record(seed, 4, 5, "easy") for seed in (3, 4, 5)]


def test_a_recorded_deal_holds_the_deal_every_action_and_the_points(lines) -> None:
    for line in lines:
        hands = line["hands"]
        assert [len(h) for h in hands] == [5] * 4
        assert len({c for h in hands for c in h}) == 20
        assert line["turn_up"] not in {c for h in hands for c in h}
        assert len(line["actions"]) == 4 + 20
        played = line["actions"][4:]
        assert sorted(played) == sorted(c for h in hands for c in h)
        assert len(line["points"]) == 4
    assert "pyspiel" not in sys.modules


def test_each_decision_has_a_row_per_legal_card_and_the_policy_marks_one(lines) -> None:
    pm = bench_script("play_model")
    seen = 0
    for line in lines:
        for (legal, rows, k), sampled in pm.decisions(line, 4, 5, 3, random.Random(1)):
            seen += 1
            assert len(legal) > 1 and len(rows) == len(legal)
            assert all(len(r) == len(pm.FEATURES) for r in rows)
            assert sum(r[0] for r in rows) == 1.0
            assert 0 <= k < len(legal)
            assert len(sampled) == 3  # every other seat observes
            for worlds in sampled:
                assert len(worlds) == 3
                for w_legal, _rows, w_k in worlds:
                    assert w_legal[w_k] == legal[k]  # the card is in every sampled hand
    assert seen > 10


def test_the_likelihood_gradient_is_the_slope_of_the_likelihood(lines) -> None:
    pm = bench_script("play_model")
    data = [t for line in lines for t, _ in pm.decisions(line, 4, 5, 0, random.Random(2))]
    w = [0.3 * math.sin(i) for i in range(len(pm.FEATURES))]
    ll, grad = pm.log_likelihood(w, data)
    for j in (0, 1, 4, len(w) - 1):
        step = [v + (1e-6 if i == j else 0.0) for i, v in enumerate(w)]
        assert (pm.log_likelihood(step, data)[0] - ll) / 1e-6 == pytest.approx(grad[j],
                                                                                abs=1e-3)
    for _legal, rows, _k in data:
        assert sum(pm.probabilities(w, rows)) == pytest.approx(1.0)


def test_the_observers_hands_keep_what_the_observer_saw(lines) -> None:
    pi = bench_script("play_information")
    vs = bench_script("vs_openspiel")
    seen = 0
    for line in lines:
        for dealt, worlds, history, seat, card in pi.decisions(line, 4, 5, 4,
                                                               random.Random(3)):
            seen += 1
            ours = next(c for c in dealt[seat] if vs.os_card(c) == card)
            assert len(history) >= 4 and len(worlds) == 4
            for w in worlds:
                assert sorted(len(h) for h in w) == [5] * 4
                assert len({c for h in w for c in h}) == 20
                assert ours in w[seat]
                assert line["turn_up"] not in {c for h in w for c in h}
                # each seat's cards already played are in its hand in every world
                for s in range(4):
                    mine = {vs.os_card(c) for c in w[s]}
                    played = [a for a in history[4:] if a in {vs.os_card(c) for c in dealt[s]}]
                    assert set(played) <= mine
    assert seen > 10
