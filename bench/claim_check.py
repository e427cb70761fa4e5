"""How long the exact claim check takes (issue 21 part C: claim the rest).

Plays random deals of each game through the public API and, at every card, checks the
claim of the seat to play with ``game.core.claim.check_claim`` at the given budget: prints
per game the positions checked, the valid claims, the undecided ones (search larger than
the budget) and the median, p95 and worst time of one check.

    python bench/claim_check.py [--seeds 10] [--budget 40000]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core import create_game
from game.core.claim import DEFAULT_BUDGET, check_claim
from game.core.phase import Phase

GAMES = (("blackout", {"players": 4, "deal_sequence": "descending", "max_cards": 13}),
         ("partnership-blackout", {}), ("bazar-belote", {}))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", type=int, default=10)
    p.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    args = p.parse_args(argv)
    for game_id, options in GAMES:
        game = create_game(game_id, **options)
        times: list[float] = []
        valid = undecided = 0
        for seed in range(1, args.seeds + 1):
            rng = random.Random(seed)
            state = game.new_match(seed=seed)
            while state.phase is not Phase.PLAY:
                state = state.apply(rng.choice(state.legal_actions()))
            while state.phase is Phase.PLAY:
                began = time.perf_counter()
                claim = check_claim(state, state.to_play, args.budget)
                times.append(time.perf_counter() - began)
                valid += claim.valid
                undecided += not claim.decided
                state = state.apply(rng.choice(state.legal_actions()))
        times.sort()
        print(f"{game_id}: {len(times)} positions, {valid} valid claims, {undecided} undecided; "
              f"median {statistics.median(times) * 1000:.1f} ms, "
              f"p95 {times[int(0.95 * (len(times) - 1))] * 1000:.1f} ms, "
              f"worst {times[-1] * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
