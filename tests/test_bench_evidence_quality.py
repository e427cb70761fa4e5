"""``bench/research/evidence_quality.py`` scores how the bids place the unseen cards: its numbers are
log-probabilities and effective world counts, checked here on two cheap deals."""

from __future__ import annotations

from types import ModuleType

from tests.bench_support import bench_script


def _script() -> ModuleType:
    return bench_script("evidence_quality")


def test_uniform_worlds_all_count_and_weighted_ones_count_less() -> None:
    q = _script()
    states = q.bid_deals("medium", 4, 5, 2, seed=3)
    assert all(s.phase.name == "PLAY" for s in states)
    holder, in_play, ess = q.score(None, states, 30)
    assert ess == 30
    assert holder < 0 and in_play < 0
    model = q.Spread(states[0].game)
    model.scale = 0.5
    sharp = q.score(model, states, 30)
    assert sharp[2] < 30
    assert sharp[:2] != (holder, in_play)
