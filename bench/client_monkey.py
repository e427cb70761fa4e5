"""A long monkey walk over every scene (the suite runs a short one): random mouse, key,
resize and quit events through the app's own frame loop.

    python bench/client_monkey.py --events 2000 --seeds 1-5 [--entry "belote table"]

Prints the events, frames, quits and scenes reached per entry, and the first failure with
its seed and last events (exit 1), so it can be replayed with the same arguments.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.monkey import ENTRIES, MonkeyFailure, MonkeyReport, run_monkey


def seed_range(text: str) -> range:
    low, _, high = text.partition("-")
    return range(int(low), int(high or low) + 1)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--events", type=int, default=1000, help="events per entry and seed")
    p.add_argument("--seeds", type=seed_range, default=range(1, 3), help="e.g. 1-5")
    p.add_argument("--entry", choices=sorted(ENTRIES), action="append",
                   help="only these scenes (repeatable)")
    args = p.parse_args()
    total = MonkeyReport()
    for entry in args.entry or sorted(ENTRIES):
        report = MonkeyReport()
        for seed in args.seeds:
            try:
                run_monkey(entry, seed, args.events, report)
            except MonkeyFailure as exc:
                print(f"FAILED {exc}")
                return 1
        print(f"{entry:32} {report.events:6} events {report.frames:7} frames "
              f"{report.quits:3} quits {report.seconds:6.1f} s  scenes: "
              + ", ".join(sorted(report.scenes_seen)), flush=True)
        total.events += report.events
        total.frames += report.frames
        total.quits += report.quits
        total.seconds += report.seconds
    print(f"total: {total.events} events, {total.frames} frames, {total.quits} quits, "
          f"0 exceptions, {total.seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
