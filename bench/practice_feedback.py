"""How long practice feedback takes after a call: median and p95 per game.

Feedback must reach the player within 3 s of the call on the target machine.  For each
game this draws practice situations from the plain stream and the drills, makes a call
(the first legal one, so the player's call is not the best as a rule) and times
``feedback_for`` twice: with the full default number of sampled deals and no clock (what
tests see: fixed numbers), and as the practice screen asks for it, with its time limit
(the deals actually played out are reported: fewer only when the machine is busy).

    python bench/practice_feedback.py [--deals 12] [--seed 1] [--review 2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.practice import PracticeStream, drills_of, feedback_for
from game.practice.feedback import SCREEN_TIME_LIMIT
from game.practice.games import teacher_of


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12, help="situations per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--review", type=int, default=2, metavar="N",
                        help="also time the review's card analysis over N deals per game")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; screen limit "
          f"{SCREEN_TIME_LIMIT} s")
    print(f"{'game':22} {'worlds':>6} {'n':>3} {'median s':>9} {'p95 s':>7} {'max s':>7}"
          f" | {'screen median':>13} {'p95':>5} {'max':>5} {'fewest worlds':>13}")
    for game_id in ("blackout", "partnership-blackout", "bazar-belote"):
        drills = drills_of(game_id)
        full, screen, worlds = [], [], []
        for i in range(args.deals):
            drill = drills[i % len(drills)]
            s = PracticeStream(game_id, drill.name, seed=args.seed + i).next()
            start = time.perf_counter()
            feedback_for(s, s.legal[0])
            full.append(time.perf_counter() - start)
            start = time.perf_counter()
            fb = feedback_for(s, s.legal[0], time_limit=SCREEN_TIME_LIMIT)
            screen.append(time.perf_counter() - start)
            worlds.append(fb.worlds)
        print(f"{game_id:22} {teacher_of(game_id).worlds:>6} {len(full):>3} "
              f"{statistics.median(full):>9.2f} {p95(full):>7.2f} {max(full):>7.2f} | "
              f"{statistics.median(screen):>13.2f} {p95(screen):>5.2f} {max(screen):>5.2f} "
              f"{min(worlds):>13}")
    if args.review:
        review_times(args.review, args.seed)


def review_times(deals: int, seed: int) -> None:
    """The review's card analysis (the strong AI from the seat's view, 160 worlds a card)."""
    from game.core import create_game
    from game.core.record import record_of
    from game.practice.callers import caller_for
    from game.practice.review import DealReview

    print(f"{'review: game':22} {'cards':>6} {'median s':>9} {'p95 s':>7} {'max s':>7}")
    for game_id in ("blackout", "partnership-blackout", "bazar-belote"):
        game = create_game(game_id)
        times = []
        for i in range(deals):
            state = game.new_deal(seed=seed + i, dealer=i % game.players, deal_number=8)
            callers = [caller_for(game, s, seed + s) for s in range(game.players)]
            while state.deal_result is None:
                seat = state.to_play
                state = state.apply(callers[seat].choose(state.observation(seat),
                                                         state.legal_actions()).action)
            review = DealReview(record_of(state), 0)
            for trick, _ in review.seat_cards():
                times.append(review.analyse(trick).seconds)
        print(f"{game_id:22} {len(times):>6} {statistics.median(times):>9.2f} "
              f"{p95(times):>7.2f} {max(times):>7.2f}")


def p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


if __name__ == "__main__":
    main()
