"""``bench/seer.py``: the all-seeing cheat behind the ceiling benchmarks must fool every
search that samples worlds, and only while its block runs (an earlier version patched two
modules by name and silently stopped cheating when the tree searches came)."""

from __future__ import annotations

import random

import pytest

import ai.blackout.bid_tree
import ai.tricks.ismcts
import ai.tricks.search
from ai import create_agent
from ai.tricks import sampling
from ai.tricks.sampling import constraints_of
from game.core import create_game
from tests.bench_support import bench_script


def test_every_sampling_search_deals_the_true_hands_inside_the_block_only() -> None:
    g = create_game("blackout", players=4)
    create_agent("expert", g, 0, seed=1)
    s = g.new_deal(seed=9, dealer=3, deal_number=5)  # type: ignore[attr-defined]
    truth = list(s.hands)  # type: ignore[attr-defined]
    obs = s.observation(0)  # type: ignore[attr-defined]
    cons = constraints_of(obs, 0, 1 << obs.turn_up, 52 - 4 * obs.hand_size - 1)
    searches = (ai.tricks.ismcts, ai.blackout.bid_tree, ai.tricks.search)
    with bench_script("seer").seeing(truth) as fooled:
        assert fooled >= len(searches)
        for module in searches:
            assert module.sample_hands(cons, random.Random(1)) == truth
        assert sampling.sample_hands is not searches[0].sample_hands
    for module in searches:
        assert module.sample_hands is sampling.sample_hands
    honest = ai.tricks.ismcts.sample_hands(cons, random.Random(1))
    assert honest[0] == truth[0] and honest != truth


def test_a_cheat_that_would_fool_no_search_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    seer = bench_script("seer")
    monkeypatch.setattr(seer, "HONEST", lambda cons, rng: [])  # no module holds this one
    with pytest.raises(RuntimeError, match="no loaded AI search module"), seer.seeing([0] * 4):
        pass
