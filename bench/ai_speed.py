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
``--cap S`` replaces every level's cap by S seconds (``--cap inf``: the work alone).

    python bench/ai_speed.py --positions 60
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import LEVELS, create_agent
from ai.registry import level_for
from ai.sampling_loop import cap_hits
from game.core import create_game


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


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--levels", default=",".join(x for x in LEVELS if x != "random"))
    p.add_argument("--games", default="blackout,partnership-blackout,bazar-belote")
    p.add_argument("--cap", type=float, default=None,
                   help="every level's safety cap in seconds (default: the level's own)")
    args = p.parse_args()
    print(f"{'game':22} {'level':8} {'n':>4} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}"
          f" {'caps':>5}")
    for game_id in args.games.split(","):
        rng = random.Random(args.seed)
        spots = positions(game_id, args.positions, rng)
        for level in args.levels.split(","):
            times = []
            lv = level_for(level, game_id)
            if args.cap is not None:
                lv = dataclasses.replace(lv, budget=args.cap)
            hits = cap_hits()
            for k, (g, s) in enumerate(spots):
                seat = s.to_play  # type: ignore[attr-defined]
                agent = create_agent(lv, g, seat, seed=k)  # type: ignore[arg-type]
                obs = s.observation(seat)  # type: ignore[attr-defined]
                legal = s.legal_actions()  # type: ignore[attr-defined]
                t = time.perf_counter()
                agent.choose(obs, legal)
                times.append(time.perf_counter() - t)
            times.sort()
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(f"{game_id:22} {level:8} {len(times):4} {statistics.median(times) * 1e3:10.1f}"
                  f" {p95 * 1e3:8.1f} {times[-1] * 1e3:8.1f} {cap_hits() - hits:5}",
                  flush=True)


if __name__ == "__main__":
    main()
