"""bench/blunders.py: its checks find the absurd cards random play makes, and the levels,
behind the AI's guard (``ai.tricks.absurd``, ``ai.belote.absurd``), make none of them."""

from __future__ import annotations

import pytest

from bench.blunders import measure

SURE = {
    "blackout": ("needed ducked", "made not ducked"),
    "partnership-blackout": ("needed ducked", "partner overtaken"),
    "bazar-belote": ("points given", "master on partner"),
}


@pytest.mark.parametrize(("game_id", "pattern"), [
    ("partnership-blackout", "partner overtaken"),
    ("bazar-belote", "points given"),
    ("blackout", "made not ducked"),
])
def test_random_play_makes_the_blunders_the_bench_counts(game_id: str, pattern: str) -> None:
    decisions, counts = measure(game_id, "random", 30, seed=3)
    assert decisions > 100
    assert counts[pattern] > 0


@pytest.mark.parametrize("game_id", sorted(SURE))
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_the_levels_play_no_sure_blunder(level: str, game_id: str) -> None:
    decisions, counts = measure(game_id, level, 12, seed=5)
    assert decisions > 100
    assert {p: counts[p] for p in SURE[game_id]} == dict.fromkeys(SURE[game_id], 0)
