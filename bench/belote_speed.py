"""Bazar Belote decision time per level: median and p95 of ``choose``, in turn and out of turn.

Plays deals with one level in every seat and times every decision that had a choice (a
single legal card is answered at once and not counted), and every out-of-turn
"do you contra now?" asked after each call, as the client asks it.

    python bench/belote_speed.py [--deals 6] [--levels easy,medium,hard,expert]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_deal import play_deal

from ai import create_agent
from game.core import create_game


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(level: str, deals: int, seed: int) -> tuple[list[float], list[float]]:
    g = create_game("bazar-belote")
    rng = random.Random(seed)
    choose: list[float] = []
    contra: list[float] = []
    for _ in range(deals):
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(4))
        agents = [create_agent(level, g, seat, seed=rng.randrange(10**6)) for seat in range(4)]

        def timer(kind: str, seconds: float, had_choice: bool) -> None:
            if had_choice:
                (choose if kind == "choose" else contra).append(seconds)

        play_deal(s, agents, timer)
    return choose, contra


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--levels", default="easy,medium,hard,expert")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    print("bazar-belote decision time (s)      choose: median    p95    max   n"
          "   | out of turn:  median    p95")
    for level in args.levels.split(","):
        choose, contra = measure(level, args.deals, args.seed)
        line = (f"  {level:<8} {'':24}{percentile(choose, 0.5):8.4f} "
                f"{percentile(choose, 0.95):7.4f} {max(choose):6.3f} {len(choose):4d}")
        if contra:
            line += f"   |        {percentile(contra, 0.5):8.4f} {percentile(contra, 0.95):7.4f}"
        print(line)


if __name__ == "__main__":
    main()
