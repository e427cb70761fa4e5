"""Bazar Belote: level against level on duplicate deals, with contract and Contra figures.

Each deal is played twice with the same cards: level A as team 0 (seats 0, 2) against B,
then A as team 1; the deal's duplicate score is A's points minus B's, averaged over the
two plays, so the luck of the cards cancels; deals are played as the client plays them,
out-of-turn Contras included (``belote_deal.play_deal``).  Prints the mean duplicate score per deal
and the share of deals A wins (ties half), with 95% normal confidence intervals, and per
level how often the contracts it won in the auction were made and how often its Contras
(and Recontras) succeeded.  Deals run in parallel over ``--workers`` processes.

The points are Bazar Belote's small points, the very points the score sheet adds up toward
the match's target (rule 32), so the mean per deal is already in match points.  The same
deals are also read as matches: with A as team 0, then with A as team 1, the deals in order
are added up as the score sheet does until a team reaches ``--target`` (default the rules'
101) and holds the higher total (``game.core.teams.target_winner``); the share of those
matches A wins is printed (a match the deals run out before is not counted).

    python bench/belote_tournament.py --a hard --b medium --deals 60
    python bench/belote_tournament.py --a expert --b flat-mc --deals 40

``flat-mc`` is the flat Monte Carlo baseline (random rollouts, no evidence, no exact
endgame) given the other level's time budget.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_deal import play_deal
from tournament import level_of

from ai import create_agent
from ai.levels import Level
from game.core import create_game
from game.core.belote.calls import BeloteKind
from game.core.belote.rules import BeloteOptions
from game.core.teams import target_winner


def play_once(deal_seed: int, a: Level, b: Level, a_team: int) -> dict[str, Any]:
    """One deal with level A as ``a_team``; the points and who did what in the auction."""
    g = create_game("bazar-belote")
    dealer = random.Random(deal_seed).randrange(4)
    s = g.new_deal(seed=deal_seed, dealer=dealer)
    agents = [create_agent(a if seat % 2 == a_team else b, g, seat, seed=deal_seed * 7 + seat)
              for seat in range(4)]
    s = play_deal(s, agents)
    r = s.deal_result
    out: dict[str, Any] = {"points": r.points, "thrown_in": r.thrown_in}
    if not r.thrown_in:
        c = s.contract
        contra_seat = next((seat for seat, x in s.calls if x.kind is BeloteKind.CONTRA), -1)
        out.update(
            bidder_team=c.team, made=r.made[c.team], capot=c.capot,
            multiplier=c.multiplier, contra_team=-1 if contra_seat < 0 else contra_seat % 2,
        )
    return out


def duplicate_deal(job: tuple[int, str, str]) -> dict[str, Any]:
    deal_seed, a_name, b_name = job
    a, b = level_of(a_name, b_name, "bazar-belote"), level_of(b_name, a_name, "bazar-belote")
    plays = [play_once(deal_seed, a, b, team) for team in (0, 1)]
    score = sum(p["points"][t] - p["points"][1 - t] for t, p in enumerate(plays)) / 2
    return {"score": score, "plays": plays}


def ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, half


def match_wins(results: list[dict[str, Any]], target: int) -> list[float]:
    """A's result (1 won, 0 lost) in each whole match the deals make, read as the score
    sheet reads them: A as team 0 through the deals in order, then A as team 1; a new match
    starts after each one ends, and the deals left over when they run out are dropped."""
    wins: list[float] = []
    for a_team in (0, 1):
        totals = [0, 0]
        for r in results:
            points = r["plays"][a_team]["points"]
            totals = [totals[0] + points[a_team], totals[1] + points[1 - a_team]]
            team = target_winner((totals[0], totals[1]), target)
            if team is not None:
                wins.append(1.0 if team == 0 else 0.0)
                totals = [0, 0]
    return wins


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--a", default="hard")
    p.add_argument("--b", default="medium")
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--target", type=int, default=BeloteOptions().target,
                   help="the match's target in small points, for the match win rate")
    args = p.parse_args(argv)
    jobs = [(args.seed * 100_003 + i, args.a, args.b) for i in range(args.deals)]
    start = time.monotonic()
    with multiprocessing.Pool(args.workers) as pool:
        results = pool.map(duplicate_deal, jobs, chunksize=1)
    scores = [r["score"] for r in results]
    wins = [1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in scores]
    mean, half = ci(scores)
    wmean, whalf = ci(wins)
    print(f"bazar-belote  A={args.a}  B={args.b}  duplicate deals={len(scores)}  "
          f"({time.monotonic() - start:.0f} s)")
    print(f"  A - B points per deal: {mean:+.2f} ± {half:.2f} (small points, the match's "
          f"points)   deals won by A: {wmean:.1%} ± {whalf:.1%}")
    matches = match_wins(results, args.target)
    if matches:
        mmean, mhalf = ci(matches)
        print(f"  matches to {args.target} won by A: {mmean:.1%} ± {mhalf:.1%}  "
              f"({sum(matches):.0f} of {len(matches)}, both seatings)")
    else:
        print(f"  matches to {args.target}: none finished in these deals")
    stats: dict[str, Counter[str]] = {args.a: Counter(), args.b: Counter()}
    if args.a == args.b:
        raise SystemExit("A and B must differ")
    for r in results:
        for a_team, play in enumerate(r["plays"]):
            if play["thrown_in"]:
                continue
            name = {a_team: args.a, 1 - a_team: args.b}
            bidder = stats[name[play["bidder_team"]]]
            bidder["contracts"] += 1
            bidder["made"] += play["made"]
            bidder["capots"] += play["capot"]
            if play["contra_team"] >= 0:
                doubler = stats[name[play["contra_team"]]]
                doubler["contras"] += 1
                doubler["contras_won"] += not play["made"]
                if play["multiplier"] == 4:
                    bidder["recontras"] += 1
                    bidder["recontras_won"] += play["made"]
    for level, c in stats.items():
        made = c["made"] / c["contracts"] if c["contracts"] else float("nan")
        won = c["contras_won"] / c["contras"] if c["contras"] else float("nan")
        rwon = c["recontras_won"] / c["recontras"] if c["recontras"] else float("nan")
        print(f"  {level:<8} contracts {c['contracts']:4d}  made {made:6.1%}  "
              f"capots {c['capots']:3d}  contras {c['contras']:3d}  succeeded {won:6.1%}  "
              f"recontras {c['recontras']:3d}  made {rwon:6.1%}")


if __name__ == "__main__":
    main()
