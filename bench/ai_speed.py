"""Decision time per level and game on this machine: median and 95th percentile.

Deals (Blackout: 4 players, hand sizes drawn from the whole schedule; Partnership
Blackout: 13 cards; Bazar Belote: calls and cards, ``bench/belote_speed.py`` also times the
out-of-turn Contra question) are played by ``medium`` agents; at randomly chosen positions where
the seat has a real choice (more than one legal action) the measured level decides on the
same observation, and its wall time is recorded.  Targets (p95): expert ≤ 1.0 s,
hard ≤ 0.3 s, medium ≤ 0.1 s, easy ≤ 0.02 s.

The levels' searches are bounded by work, not the clock (issue 38): each decision runs to
its level's samples or iterations unless the clock passes the level's safety cap first.
The ``caps`` column counts the decisions the cap cut short (``ai.sampling_loop.cap_hits``):
those are the ones that could differ on another machine, and it should read 0.
``--cap S`` replaces every level's cap by S seconds (``--cap inf``: the work alone); a
level may carry changed settings as in ``bench/tournament.py`` (``hard:iterations=1000``).

The machine is often shared, and other processes inflate the wall time.  ``--clock cpu``
also reports this process's CPU time per decision (``time.process_time``) beside it: on a
quiet machine the wall time is about the CPU time, so the levels' work is sized against
the CPU columns and the wall time confirmed on a quiet machine.  The load average
(``os.getloadavg``) is printed before and after, to go with every figure.

    python bench/ai_speed.py --positions 60
    python bench/ai_speed.py --positions 40 --levels hard,expert --clock cpu
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import LEVELS, create_agent
from ai.sampling_loop import cap_hits
from game.core import create_game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tournament import level_of


def positions(game_id: str, count: int, rng: random.Random) -> list[tuple[object, object]]:
    """(game, state) pairs where the seat to act has more than one legal action."""
    g = create_game(game_id, players=4) if game_id == "blackout" else create_game(game_id)
    out: list[tuple[object, object]] = []
    while len(out) < count:
        if game_id == "blackout":
            size = rng.randint(1, len(g.schedule))  # type: ignore[attr-defined]
        else:
            size = 1
        s = g.new_deal(seed=rng.randrange(10**9), dealer=rng.randrange(4), deal_number=size)
        players = [create_agent("medium", g, p, seed=rng.randrange(10**6)) for p in range(4)]
        while s.to_play is not None and len(out) < count:
            legal = s.legal_actions()
            if len(legal) > 1 and rng.random() < 0.35:
                out.append((g, s))
            d = players[s.to_play].choose(s.observation(s.to_play), legal)
            s = s.apply(d.action)
    return out


def percentile95(times: list[float]) -> float:
    """The 95th percentile of ``times``: the sorted times' entry at 0.95 n (as this bench
    has always read it)."""
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def decision_times(
    spots: list[tuple[object, object]], level: str, game_id: str, cap: float | None,
) -> tuple[list[float], list[float], int]:
    """The measured level's wall and CPU seconds for each position's decision, and how many
    decisions its safety cap cut short."""
    wall: list[float] = []
    cpu: list[float] = []
    lv = level_of(level, "random", game_id)
    if cap is not None:
        lv = dataclasses.replace(lv, budget=cap)
    hits = cap_hits()
    for k, (g, s) in enumerate(spots):
        seat = s.to_play  # type: ignore[attr-defined]
        agent = create_agent(lv, g, seat, seed=k)  # type: ignore[arg-type]
        obs = s.observation(seat)  # type: ignore[attr-defined]
        legal = s.legal_actions()  # type: ignore[attr-defined]
        t, c = time.perf_counter(), time.process_time()
        agent.choose(obs, legal)
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - t)
    return wall, cpu, cap_hits() - hits


def level_names(text: str) -> list[str]:
    """The levels of ``--levels``: comma-separated names, each with optional settings that
    are themselves comma-separated (``hard,hard:iterations=1000,bid_iterations=1000`` is two
    levels: a setting follows its level's colon).

    >>> level_names("hard,hard:iterations=1000,bid_iterations=1000,expert")
    ['hard', 'hard:iterations=1000,bid_iterations=1000', 'expert']
    """
    names: list[str] = []
    for item in filter(None, text.split(",")):
        if "=" in item and ":" not in item and names:
            names[-1] += "," + item
        else:
            names.append(item)
    return names


def load_average() -> str:
    """The 1, 5 and 15 minute load averages, as printed beside the figures."""
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv: Sequence[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--levels", default=",".join(x for x in LEVELS if x != "random"))
    p.add_argument("--games", default="blackout,partnership-blackout,bazar-belote")
    p.add_argument("--cap", type=float, default=None,
                   help="every level's safety cap in seconds (default: the level's own)")
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="cpu: also this process's CPU time per decision, beside the wall time")
    args = p.parse_args(argv)
    cpu_columns = args.clock == "cpu"
    print(load_average(), flush=True)
    print(f"{'game':22} {'level':8} {'n':>4} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}"
          f" {'caps':>5}" + (f" {'cpu median':>10} {'cpu p95':>8} {'cpu max':>8}"
                             if cpu_columns else ""))
    for game_id in args.games.split(","):
        rng = random.Random(args.seed)
        spots = positions(game_id, args.positions, rng)
        for level in level_names(args.levels):
            wall, cpu, hits = decision_times(spots, level, game_id, args.cap)
            line = (f"{game_id:22} {level:8} {len(wall):4} {statistics.median(wall) * 1e3:10.1f}"
                    f" {percentile95(wall) * 1e3:8.1f} {max(wall) * 1e3:8.1f} {hits:5}")
            if cpu_columns:
                line += (f" {statistics.median(cpu) * 1e3:10.1f} {percentile95(cpu) * 1e3:8.1f}"
                         f" {max(cpu) * 1e3:8.1f}")
            print(line, flush=True)
    print(load_average(), flush=True)


if __name__ == "__main__":
    main()
