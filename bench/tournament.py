"""Level against level on duplicate deals: average score per deal and match win rate.

Every deal is played several times with the same cards and the levels' seats rotated
(Blackout, even player count: A in the even seats then the odd ones; odd counts: A in each
seat in turn against the field; Partnership Blackout: A as team 0 then as team 1), so luck
of the cards cancels.  A deal's duplicate score is A's mean points per seat (per team) minus
B's over the same hands.  Matches are consecutive groups of ``--match`` deals; A wins a
match when its summed duplicate score is positive (a tie counts half).  Deals run in
parallel over ``--workers`` processes.  95% confidence intervals are normal approximations.

    python bench/tournament.py --game blackout --a hard --b random --deals 40
    python bench/tournament.py --game blackout --a expert --b flat-mc --cards 5 --deals 40
    python bench/tournament.py --game partnership-blackout --a hard --b medium --deals 30
    python bench/tournament.py --game bazar-belote --a expert --b hard --deals 120

Bazar Belote is played by ``bench/belote_tournament.py`` (team duplicate, with contract and
Contra figures); ``--game bazar-belote`` passes ``--a --b --deals --seed --workers`` to it.

``--b flat-mc`` is the flat Monte Carlo baseline (random rollouts) given A's time budget.
"""

from __future__ import annotations

import argparse
import dataclasses
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import create_agent
from ai.levels import Level, flat_monte_carlo
from ai.registry import level_for
from game.core import create_game


def level_of(name: str, other: str, game_id: str) -> Level:
    """A level by name, with ``game_id``'s settings; ``flat-mc`` takes the other level's
    budget; ``hard:bid_samples=0,budget=0.1`` overrides settings (tuning)."""
    base, _, changes = name.partition(":")
    if base == "flat-mc":
        level = flat_monte_carlo(level_of(other, "random", game_id).budget)
    else:
        level = level_for(base, game_id)
    for item in filter(None, changes.split(",")):
        key, _, value = item.partition("=")
        settings = [f.name for f in dataclasses.fields(level) if f.name != "name"]
        if key not in settings:
            raise ValueError(f"unknown level setting {key!r} in {name!r}: valid settings are "
                             + ", ".join(settings))
        kind = type(getattr(level, key))
        parsed: object = (value.lower() in ("1", "true") if kind is bool else value
                          if kind is str else kind(float(value)))
        level = dataclasses.replace(level, **{key: parsed})
    return level


def _play(game_id: str, options: dict[str, object], deal_seed: int, deal_number: int,
          seats_a: set[int], a: Level, b: Level) -> tuple[tuple[int, ...], tuple[int, ...],
                                                           tuple[int, ...]]:
    """Play one deal; returns points, tricks and bids (bids: -1 outside Blackout)."""
    g = create_game(game_id, **options)
    rng = random.Random(deal_seed)
    dealer = rng.randrange(g.players)
    s = g.new_deal(seed=deal_seed, dealer=dealer, deal_number=deal_number)
    agents = [
        create_agent(a if seat in seats_a else b, g, seat, seed=deal_seed * 7 + seat)
        for seat in range(g.players)
    ]
    while s.to_play is not None:
        seat = s.to_play
        d = agents[seat].choose(s.observation(seat), s.legal_actions())
        s = s.apply(d.action)
    r = s.deal_result
    bids = tuple(getattr(s, "bids", (-1,) * g.players))
    return r.points, r.tricks, bids


def duplicate_deal(job: tuple[str, dict[str, object], int, int, str, str]) -> dict[str, float]:
    game_id, options, deal_seed, deal_number, a_name, b_name = job
    a, b = level_of(a_name, b_name, game_id), level_of(b_name, a_name, game_id)
    players = int(options.get("players", 4)) if game_id == "blackout" else 4
    if game_id == "partnership-blackout" or players % 2 == 0:
        layouts = [set(range(0, players, 2)), set(range(1, players, 2))]
    else:
        layouts = [{r} for r in range(players)]
    a_pts: list[float] = []
    b_pts: list[float] = []
    exact = made = b_exact = b_made = 0
    for seats_a in layouts:
        points, tricks, bids = _play(game_id, options, deal_seed, deal_number, seats_a, a, b)
        if game_id == "partnership-blackout":
            team_a = min(seats_a) % 2
            a_pts.append(points[team_a])
            b_pts.append(points[1 - team_a])
        else:
            for seat in range(players):
                (a_pts if seat in seats_a else b_pts).append(points[seat])
                if seat in seats_a:
                    exact += 1
                    made += bids[seat] == tricks[seat]
                else:
                    b_exact += 1
                    b_made += bids[seat] == tricks[seat]
    return {
        "diff": statistics.fmean(a_pts) - statistics.fmean(b_pts),
        "a": statistics.fmean(a_pts),
        "b": statistics.fmean(b_pts),
        "a_bids": exact,
        "a_exact": made,
        "b_bids": b_exact,
        "b_exact": b_made,
    }


def ci(values: list[float]) -> tuple[float, float]:
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return m, half


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="blackout",
                   choices=["blackout", "partnership-blackout", "bazar-belote"])
    p.add_argument("--a", default="hard")
    p.add_argument("--b", default="random")
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--cards", default="1-8",
                   help="Blackout hand sizes: one number or a range like 1-8")
    p.add_argument("--match", type=int, default=5, help="deals per match")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--option", action="append", default=[],
                   help="a game option as name=value (repeatable), e.g. preset=pagat")
    p.add_argument("--progress", action="store_true",
                   help="print each deal's result and the running mean as it finishes"
                        " (hour-long runs can be read, or stopped, part way)")
    args = p.parse_args(argv)
    if args.game == "bazar-belote":  # its own figures: contracts made, Contras won
        import belote_tournament
        belote_tournament.main(["--a", args.a, "--b", args.b, "--deals", str(args.deals),
                                "--seed", str(args.seed), "--workers", str(args.workers)])
        return
    options: dict[str, object] = dict(o.split("=", 1) for o in args.option)
    if args.game == "blackout":
        options["players"] = args.players
        low, _, high = args.cards.partition("-")
        sizes = list(range(int(low), int(high or low) + 1))
    else:
        sizes = [1]
    rng = random.Random(args.seed)
    jobs = [
        (args.game, options, rng.randrange(1, 2**31), rng.choice(sizes), args.a, args.b)
        for _ in range(args.deals)
    ]
    t0 = time.time()
    results: list[dict[str, float]] = []
    with multiprocessing.Pool(args.workers) as pool:
        for job, r in zip(jobs, pool.imap(duplicate_deal, jobs, chunksize=1)):
            results.append(r)
            if args.progress:
                pm, ph = ci([x["diff"] for x in results])
                print(f"  {len(results)}/{args.deals} deals, {time.time() - t0:.0f} s:"
                      f" {r['diff']:+.2f} (deal number {job[3]}),"
                      f" so far {pm:+.2f} ±{ph:.2f}",
                      file=sys.stderr, flush=True)
    diffs = [r["diff"] for r in results]
    m, half = ci(diffs)
    am, ah = ci([r["a"] for r in results])
    bm, bh = ci([r["b"] for r in results])
    matches = [
        sum(diffs[i:i + args.match]) for i in range(0, len(diffs) - args.match + 1, args.match)
    ]
    wins = [1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in matches]
    wm, wh = ci(wins) if len(wins) > 1 else (statistics.fmean(wins or [0.0]), 0.0)
    where = args.game + (f" {args.players}p cards {args.cards}" if args.game == "blackout" else "")
    if args.option:
        where += " (" + ", ".join(args.option) + ")"
    print(f"{where}: {args.a} vs {args.b}, {len(results)} duplicate deals,"
          f" {time.time() - t0:.0f} s")
    print(f"  points/deal  {args.a} {am:6.2f} ±{ah:.2f}   {args.b} {bm:6.2f} ±{bh:.2f}")
    print(f"  difference   {m:+6.2f} ±{half:.2f}  (95% CI {m - half:+.2f} .. {m + half:+.2f})")
    print(f"  match win    {wm:6.1%} ±{wh:.1%}  over {len(matches)} matches of {args.match}")
    for side, name in (("a", args.a), ("b", args.b)):
        bids = sum(int(r[f"{side}_bids"]) for r in results)
        if bids:
            made = sum(int(r[f"{side}_exact"]) for r in results)
            print(f"  {name} exact bids {made}/{bids} = {made / bids:.1%}")


if __name__ == "__main__":
    main()
