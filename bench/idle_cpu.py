"""A core's share the game takes while nothing moves (issue 40: at most 3%).

For each screen (the main menu, a table waiting for the player's card, the score sheet
between deals) and each window size, a child process opens the real app, brings it to
that screen, and then runs the game's own main loop (``App.run``) untouched.  After a
settling pause the parent reads the child's CPU time (``/proc/PID/stat``, fields 14 and
15: user and system clock ticks) over ``--seconds`` of wall time and prints the share of
one core, then kills the child (it keeps nothing: ``persistent=False``).

Headless it uses SDL's dummy video driver; with ``DISPLAY`` set (``xvfb-run -a``, or a real
X server) it draws into a real window, which costs what a modest laptop pays.

    python bench/idle_cpu.py [--sizes 1024x640,1920x1080] [--screens menu,table,sheet]
                             [--seconds 10]
    xvfb-run -a -s "-screen 0 1920x1080x24" python bench/idle_cpu.py   # a real X window
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCREENS = ("menu", "table", "sheet")
READY = "ready"


def cpu_ticks(pid: int) -> int:
    """User + system clock ticks of process ``pid`` so far (``/proc/PID/stat``)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2:].split()  # after "pid (name) "; field 3 is fields[0]
    return int(fields[11]) + int(fields[12])


def child(screen: str, size: tuple[int, int]) -> int:
    """Open the app at ``screen`` and run its main loop until killed."""
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    from game.client.app import App
    from game.client.matches.session import HUMAN, MatchSetup
    from game.client.table.score_sheet import ScoreSheet
    from game.core.phase import Phase

    app = App(size, persistent=False)
    app.save_settings(app.settings.with_(speed="instant", ai_pause=0.0, sound=False),
                      persist=False)
    if screen == "menu":
        app.main_menu()
    else:
        seats = (HUMAN, "random", "random", "random") if screen == "table" else ("random",) * 4
        table = app.matches.start(MatchSetup("blackout", {"players": 4}, seats, seed=3))
        deadline = time.monotonic() + 60.0
        while time.monotonic() < deadline:
            app.frame(1 / 60)
            time.sleep(0.001)  # the computers think on a thread
            state = table.session.view
            if screen == "sheet" and isinstance(app.stack.top, ScoreSheet):
                break
            if (screen == "table" and app.stack.top is table and table.accepting()
                    and state.to_play == 0):
                if state.phase is Phase.PLAY:
                    break
                table.session.apply(state.legal_actions()[0])  # bid anything, then wait
        else:
            print(f"the {screen} never came up", file=sys.stderr)
            return 1
        # the speed the player has: the instant speed only brought us here quickly
        app.save_settings(app.settings.with_(speed="normal"), persist=False)
    print(READY, flush=True)
    return app.run()


def measure(screen: str, size: tuple[int, int], seconds: float, settle: float) -> float:
    """One core's share taken by the app resting at ``screen``."""
    proc = subprocess.Popen(
        [sys.executable, __file__, "--child", screen, "--sizes", f"{size[0]}x{size[1]}"],
        stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        if line != READY:
            raise RuntimeError(f"the child never reached the {screen}: {line!r}")
        time.sleep(settle)
        tick = os.sysconf("SC_CLK_TCK")
        before, began = cpu_ticks(proc.pid), time.monotonic()
        time.sleep(seconds)
        after, ended = cpu_ticks(proc.pid), time.monotonic()
        return (after - before) / tick / (ended - began)
    finally:
        proc.kill()
        proc.wait()


def parse_sizes(text: str) -> list[tuple[int, int]]:
    sizes = []
    for part in text.split(","):
        w, h = part.lower().split("x")
        sizes.append((int(w), int(h)))
    return sizes


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", type=parse_sizes, default=[(1024, 640), (1920, 1080)])
    p.add_argument("--screens", default=",".join(SCREENS))
    p.add_argument("--seconds", type=float, default=10.0, help="measured wall time a screen")
    p.add_argument("--settle", type=float, default=2.0, help="seconds before measuring")
    p.add_argument("--child", choices=SCREENS, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        return child(args.child, args.sizes[0])
    screens = [s for s in args.screens.split(",") if s]
    unknown = [s for s in screens if s not in SCREENS]
    if unknown:
        p.error(f"unknown screen(s) {', '.join(unknown)}: choose from {', '.join(SCREENS)}")
    driver = f"X display {os.environ['DISPLAY']}" if os.environ.get("DISPLAY") else "dummy driver"
    print(f"a core's share at rest, {args.seconds:.0f} s a screen, {driver}, checkout {ROOT}")
    for size in args.sizes:
        for screen in screens:
            share = measure(screen, size, args.seconds, args.settle)
            verdict = "meets" if share <= 0.03 else "misses"
            print(f"  {size[0]}x{size[1]}  {screen:5s}  {100 * share:5.1f}% of a core"
                  f"  ({verdict} the 3% target)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
