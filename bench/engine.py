"""Random full deals per second through the public API, per game, on one core.

    python bench/engine.py [--seconds S]

Each deal starts from ``new_deal(seed=…)`` and applies a uniformly random legal action until
the deal is scored: ``legal_actions()`` + ``apply()`` exactly as the client and tools use them.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

from game.core import TrickbidError, create_game

CASES: list[tuple[str, str, dict[str, Any], dict[str, Any]]] = [
    ("Blackout, 4 players, 13 cards", "blackout", {"players": 4}, {"deal_number": 13}),
    ("Blackout, 5 players, 10 cards", "blackout", {"players": 5}, {"deal_number": 10}),
    ("Partnership Blackout (13 cards)", "partnership-blackout", {}, {}),
    ("Bazar Belote (8 cards)", "bazar-belote", {}, {}),
]


def deals_per_second(start: Callable[[int], Any], seconds: float) -> tuple[float, int]:
    rng = random.Random(1)
    deals = 0
    t0 = time.perf_counter()
    end = t0 + seconds
    while time.perf_counter() < end:
        for _ in range(20):
            s = start(deals)
            while s.deal_result is None:
                actions = s.legal_actions()
                s = s.apply(actions[rng.randrange(len(actions))])
            deals += 1
    return deals / (time.perf_counter() - t0), deals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    for label, game_id, options, deal in CASES:
        try:
            game = create_game(game_id, **options)
        except TrickbidError as exc:  # a game not built yet is reported, not fatal
            print(f"{label:38s}  unavailable: {exc}")
            continue
        rate, n = deals_per_second(
            lambda i, g=game, d=deal: g.new_deal(seed=i, **d), args.seconds
        )
        print(f"{label:38s}  {rate:9.0f} deals/s  ({n} deals)")


if __name__ == "__main__":
    main()
