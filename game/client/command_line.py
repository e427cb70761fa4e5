"""The window's command line: ``python -m game [--size WxH] [--game ID --autoplay N
--screenshot DIR] [--speed S]`` (``app.main`` runs it).

``--autoplay N`` seats computers everywhere, plays N deals (fewer if the match ends) and
exits 0; ``--screenshot DIR`` saves PNGs at key moments (after the deal, after the bidding,
the first trick of each deal, each score sheet).  Without a display, set
``SDL_VIDEODRIVER=dummy`` (done automatically for ``--autoplay`` when no display is set).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from game.client.friends.seating import player_counts, with_players
from game.client.games import VIEWS
from game.client.matches.session import AI_LEVELS, HUMAN, MatchSetup
from game.client.screens.your_name import NameScene, name_wanted
from game.client.ui.window import display_problem
from game.core.errors import TrickbidError
from game.core.registry import GAMES

if TYPE_CHECKING:
    from game.client.scenes import SceneHost

WINDOW_MAX = (7680, 4320)
"""The largest window asked for on the command line (8K): a window is a surface in memory,
and 40000x40000 once took 24 GB before the kernel stopped the game."""


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(p) for p in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size is WIDTHxHEIGHT, e.g. 1280x800, got {text!r}")
    if w < 640 or h < 400:
        raise argparse.ArgumentTypeError(f"the window must be at least 640x400, got {text}")
    if w > WINDOW_MAX[0] or h > WINDOW_MAX[1]:
        raise argparse.ArgumentTypeError(
            f"the window can be at most {WINDOW_MAX[0]}x{WINDOW_MAX[1]}, got {text}")
    return w, h


def screenshot_dir(text: str) -> Path:
    """``--screenshot DIR``: checked before the first deal, not after it."""
    if not text.strip():
        raise argparse.ArgumentTypeError("--screenshot needs a folder name")
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a file, not a folder for screenshots")
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / ".trickbid-write-check"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"screenshots cannot be saved in {text}: "
                                         f"{exc.strerror or exc}")
    return path


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="trickbid", description="Trickbid: the card table.")
    p.add_argument("--game", choices=sorted(GAMES), default=None,
                   help="start this game at once (default: the main menu)")
    p.add_argument("--players", type=int, default=None, help="Blackout: 3..7 players")
    p.add_argument("--autoplay", type=int, default=0, metavar="N",
                   help="computers in every seat; play N deals, then exit")
    p.add_argument("--screenshot", type=screenshot_dir, default=None, metavar="DIR",
                   help="save screenshots at key moments into DIR")
    p.add_argument("--size", type=parse_size, default=None, metavar="WxH",
                   help="window size, e.g. 1920x1080")
    p.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=None,
                   help="animation speed")
    p.add_argument("--seed", type=int, default=None, help="match seed (deals repeat)")
    p.add_argument("--level", default=None, choices=("random", *AI_LEVELS),
                   help="computer level")
    p.add_argument("--fullscreen", action="store_true")
    return p


def begin(host: SceneHost, opts: argparse.Namespace) -> int | None:
    """What the command line asks of the window before its loop runs: one run's settings
    (speed, the computers' pause and level) and a match at once (``--game``), or the main
    menu.  An exit code when the command cannot go on (its message printed)."""
    changes: dict[str, object] = {}
    if opts.speed or opts.autoplay:
        changes["speed"] = opts.speed or "fast"
    if opts.autoplay:
        changes["ai_pause"] = 0.05
    if opts.level:
        changes["ai_level"] = opts.level
    if changes:
        host.save_settings(host.settings.with_(**changes), persist=False)
    if not opts.game:
        host.main_menu()
        if name_wanted(host):  # the first start: the player's name, asked once
            host.push(NameScene(host, first=True))
        return None
    try:
        counts = player_counts(opts.game)
        if len(counts) == 1 and opts.players not in (None, counts[0]):
            print(f"trickbid: --players is for Blackout (3 to 7); this game is played "
                  f"by {counts[0]}", file=sys.stderr)
            return 2
        players = (opts.players or 4) if len(counts) > 1 else counts[0]
        level = host.settings.ai_level
        seats = tuple(level if (opts.autoplay or s > 0) else HUMAN for s in range(players))
        options = with_players(opts.game, {}, players)
        host.matches.start(MatchSetup(opts.game, options, seats, seed=opts.seed))
    except TrickbidError as exc:  # e.g. --players 9: the core names the rule
        print(f"trickbid: {exc}", file=sys.stderr)
        return 2
    return None


def prepared(args: list[str] | None = None) -> argparse.Namespace | int:
    """The command line read and the display checked before a window opens; an exit code
    when the command cannot run (its message printed)."""
    opts = build_parser().parse_args(args)
    headless = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
    if (opts.autoplay or opts.screenshot) and headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if opts.autoplay and not opts.game:
        opts.game = next(iter(VIEWS))  # a demo needs a game: the first listed unless named
    if opts.autoplay < 0:
        print("--autoplay takes a number of deals (1 or more)", file=sys.stderr)
        return 2
    if (problem := display_problem()) is not None:  # SDL fell back to an invisible window
        print(problem, file=sys.stderr)
        return 3
    return opts
