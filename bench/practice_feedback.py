"""How long practice feedback takes after a call: median and p95 per game.

Feedback must reach the player within 3 s of the call on the target machine.  For each
game this draws practice situations from the plain stream (and the drills), makes a call
(the first legal one, so the player's call is not the best as a rule) and times
``feedback_for`` with the default number of sampled deals.

    python bench/practice_feedback.py [--deals 12] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.practice import PracticeStream, drills_of, feedback_for
from game.practice.feedback import DEFAULT_WORLDS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12, help="situations per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':22} {'worlds':>6} {'n':>3} {'median s':>9} {'p95 s':>7} {'max s':>7}")
    for game_id in ("blackout", "partnership-blackout", "bazar-belote"):
        drills = drills_of(game_id)
        times = []
        for i in range(args.deals):
            drill = drills[i % len(drills)]
            s = PracticeStream(game_id, drill.name, seed=args.seed + i).next()
            start = time.perf_counter()
            feedback_for(s, s.legal[0])
            times.append(time.perf_counter() - start)
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(f"{game_id:22} {DEFAULT_WORLDS[game_id]:>6} {len(times):>3} "
              f"{statistics.median(times):>9.2f} {p95:>7.2f} {times[-1]:>7.2f}")


if __name__ == "__main__":
    main()
