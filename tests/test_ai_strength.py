"""A short fixed-seed duplicate match: ``hard`` must finish ahead of ``random``.

Kept small for CI (1–3 card Blackout deals, a few seconds); real strength numbers come from
``bench/tournament.py``.
"""

from __future__ import annotations

import random

from ai import create_agent
from game.core import create_game


def _deal_points(seed: int, size: int, hard_seats: set[int]) -> list[int]:
    g = create_game("blackout", players=4)
    s = g.new_deal(seed=seed, dealer=seed % 4, deal_number=size)
    agents = [
        create_agent("hard" if p in hard_seats else "random", g, p, seed=seed + p)
        for p in range(4)
    ]
    while s.to_play is not None:
        seat = s.to_play
        d = agents[seat].choose(s.observation(seat), s.legal_actions(), deadline=float("inf"))
        s = s.apply(d.action)
    return list(s.deal_result.points)


def test_hard_beats_random_on_duplicate_deals() -> None:
    rng = random.Random(2026)
    hard = other = 0
    for _ in range(12):
        seed, size = rng.randrange(10**6), rng.randint(1, 3)
        for seats in ({0, 2}, {1, 3}):
            points = _deal_points(seed, size, seats)
            hard += sum(points[p] for p in seats)
            other += sum(points[p] for p in range(4) if p not in seats)
    assert hard > other + 40, (hard, other)
