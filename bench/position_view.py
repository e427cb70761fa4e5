"""How long the AI's view of a position takes: the hint's wait, and the review's per card.

``game.practice.position_view`` answers the hint and the review with one fixed search (no
clock in the loop), so its time is the machine's: this plays deals with the practice
callers and, at each decision of seat 0, times a first answer (a new position) and a
second one (kept).  Calls and cards apart, median, p95 and max per game.

    python bench/position_view.py [--deals 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import create_game
from game.core.actions import Kind
from game.practice.callers import caller_for
from game.practice.position_view import ADVISER, PositionViews


def p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3, help="deals per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"{ADVISER.samples} worlds a card, {ADVISER.bid_samples} deals a call")
    print(f"{'game':22} {'what':5} {'n':>4} {'median s':>9} {'p95 s':>7} {'max s':>7} "
          f"{'kept max ms':>11}")
    for game_id in ("blackout", "partnership-blackout", "bazar-belote"):
        game = create_game(game_id)
        views = PositionViews()
        times: dict[str, list[float]] = {"call": [], "card": []}
        kept: list[float] = []
        for i in range(args.deals):
            state = game.new_deal(seed=args.seed + i, dealer=i % game.players, deal_number=8)
            callers = [caller_for(game, s, args.seed + s) for s in range(game.players)]
            while state.deal_result is None:
                seat = state.to_play
                obs, legal = state.observation(seat), state.legal_actions()
                if seat == 0 and len(legal) > 1:
                    start = time.perf_counter()
                    views.view(game, obs, legal)
                    what = "card" if legal[0].kind is Kind.PLAY else "call"
                    times[what].append(time.perf_counter() - start)
                    start = time.perf_counter()
                    views.view(game, obs, legal)
                    kept.append(time.perf_counter() - start)
                state = state.apply(callers[seat].choose(obs, legal).action)
        for what, found in times.items():
            if found:
                print(f"{game_id:22} {what:5} {len(found):>4} {statistics.median(found):>9.2f} "
                      f"{p95(found):>7.2f} {max(found):>7.2f} {max(kept) * 1000:>11.2f}")


if __name__ == "__main__":
    main()
