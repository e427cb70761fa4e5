"""Memory over a whole match at the table: resident set size after each deal.

    python bench/client_memory.py [--game blackout] [--players 4] [--size 1920x1080]

Computers play every seat at the "fast" speed through the app's own frames (headless, no
waiting for the clock), and the RSS is printed after each deal and at the end.  Target
(issue 17, fault 12): flat after deal 2, at most 200 MB.
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


def rss_mb() -> float:
    """The resident set size now (Linux /proc; elsewhere the peak from getrusage)."""
    statm = Path("/proc/self/statm")
    if statm.exists():
        pages = int(statm.read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (2**20 if sys.platform == "darwin" else 2**10)


def main() -> int:
    from game.client.app import App
    from game.client.command_line import parse_size
    from game.client.matches.session import MatchSetup
    from game.core.phase import Phase

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="blackout")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--size", type=parse_size, default=(1920, 1080))
    p.add_argument("--seed", type=int, default=12)
    args = p.parse_args()
    app = App(args.size, persistent=False)
    app.save_settings(app.settings.with_(speed="fast", ai_pause=0.05, sound=False),
                      persist=False)
    options = {"players": args.players} if args.game == "blackout" else {}
    seats = ("random",) * (args.players if args.game == "blackout" else 4)
    table = app.matches.start(MatchSetup(args.game, options, seats, seed=args.seed))
    print(f"start: {rss_mb():.0f} MB", flush=True)
    seen = 0
    frames = 0
    while table.session.view.phase != Phase.OVER and frames < 2_000_000:
        app.frame(1 / 60)
        frames += 1
        done = len(table.session.view.results)
        if done > seen:
            seen = done
            print(f"deal {done:2}: {rss_mb():.0f} MB ({frames} frames)", flush=True)
        top = app.stack.top
        if top is not table and top is not None:
            top.handle(_enter())  # the score sheet: next deal
    print(f"end: {rss_mb():.0f} MB after {seen} deals, {frames} frames")
    app.thinker.close()
    return 0


def _enter() -> object:
    """A press of Enter (the score sheet: next deal)."""
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                              scancode=40)


if __name__ == "__main__":
    sys.exit(main())
