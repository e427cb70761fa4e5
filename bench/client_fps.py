"""Frame time of the table during dealing and trick animations (issue 7: p95 ≤ 16 ms).

Runs the real app headless (SDL dummy drivers) at 1920×1080 with computers in every seat
and normal animation speed, advancing the animation clock by 1/60 s per frame without
sleeping, and times each whole frame (input, update, draw, flip).  Frames are sorted into
"deal" (cards flying out) and "trick" (cards flying to the trick or to its winner).

    python bench/client_fps.py [--size 1920x1080] [--game blackout] [--deals 2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.client.app import App
from game.client.command_line import parse_size
from game.client.matches.session import MatchSetup


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--size", type=parse_size, default=(1920, 1080))
    p.add_argument("--game", default="blackout")
    p.add_argument("--deals", type=int, default=2)
    p.add_argument("--level", default="easy", help="computer level (random: no thinking)")
    args = p.parse_args(argv)
    app = App(args.size, persistent=False)  # never touch the player's own settings
    app.save_settings(app.settings.with_(speed="normal", ai_pause=0.3, sound=False))
    options: dict[str, object] = {}
    if args.game == "blackout":
        options = {"players": 4, "deal_sequence": "descending"}  # 13-card deals first
    table = app.matches.start(MatchSetup(args.game, options, (args.level,) * 4, seed=1))
    frames: dict[str, list[float]] = {"deal": [], "trick": [], "idle": []}
    dt = 1 / 60
    done_deals = 0
    for _ in range(200_000):
        start = time.perf_counter()
        app.frame(dt)
        elapsed = (time.perf_counter() - start) * 1000.0
        top = app.stack.top
        if top is not table:  # the score sheet: next deal, or stop
            done_deals += 1
            if done_deals >= args.deals:
                break
            app.stack.pop()
            table.next_deal()
            continue
        if table.animator.deal_visible is not None:
            frames["deal"].append(elapsed)
        elif any(not s.done for s in table.animator.sprites):
            frames["trick"].append(elapsed)
        else:
            frames["idle"].append(elapsed)
    print(f"client frame time, {args.game}, {args.size[0]}x{args.size[1]}, dummy driver, "
          f"{done_deals} deal(s)")
    for phase, values in frames.items():
        if not values:
            continue
        print(f"  {phase:5s}  frames {len(values):5d}  p50 {statistics.median(values):6.2f} ms"
              f"  p95 {percentile(values, 0.95):6.2f} ms  max {max(values):6.2f} ms")
    animated = frames["deal"] + frames["trick"]
    if animated:
        p95 = percentile(animated, 0.95)
        verdict = "meets" if p95 <= 16.0 else "misses"
        print(f"  animated frames p95 {p95:.2f} ms: {verdict} the 16 ms target")
    app.thinker.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
