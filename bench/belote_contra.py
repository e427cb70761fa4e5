"""Bazar Belote: how often a level's Contras succeed, and how well its chance of a
contract failing is calibrated.

Issue 19 asks that expert's Contras succeed at least half the time where it doubles.  In
level-v-level tournaments a Contra comes once in about thirty deals, so a tournament long
enough to count them costs hours of expert card play.  Here every seat calls with the
tested level (``--level``) and the cards are played by a cheaper one (``--play``, default
hard): the Contras and their outcomes are the tested level's.

Seats of one team call with ``--level``, the others with ``--others`` (the team alternates
from deal to deal); only the first team's questions are counted.  Each time such a seat may
say Contra (in turn or out of turn, through the client's own driver,
``belote_deal.play_deal``), its estimate of the contract's chance to fail
(``ai.belote.bidding.contra_value``) and its answer are recorded; when the deal ends the
contract either failed or was made (questions about a contract a later bid replaced are
left out).  Printed: Contras said, how many succeeded (95%
interval), and the observed failure rate by estimated chance, so a threshold can be read
off the table.  With ``--simulate N`` each question also plays N sampled worlds out
(``ai.belote.search.fail_rate``, the auction weighing the worlds) and the same table is
printed by that rate, to see whether a simulation would pick better Contras than the
estimate.

    python bench/belote_contra.py --level expert --deals 300 --simulate 200
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_deal import play_deal
from tournament import level_of

from ai import create_agent
from ai.agent import Agent
from ai.belote.bidding import contra_value
from ai.belote.search import fail_rate
from ai.decision import Decision
from game.core import create_game
from game.core.actions import Action
from game.core.belote.calls import BeloteKind
from game.core.belote.game import BeloteObservation
from game.core.phase import Phase


class Caller:
    """One seat: the tested level calls and answers Contra questions, another plays the
    cards; every Contra question is written down with the seat's estimate."""

    def __init__(self, calls: Agent, cards: Agent, log: list[dict[str, Any]],
                 simulate: int = 0) -> None:
        self.calls, self.cards, self.log = calls, cards, log
        self.simulate = simulate
        self.rng = random.Random(calls.seat)

    def choose(self, obs: Any, legal: Sequence[Action]) -> Decision:
        if obs.phase == Phase.BIDDING:
            decision = self.calls.choose(obs, legal)
            if any(a.kind is BeloteKind.CONTRA for a in legal):
                self._note(obs, decision.action.kind is BeloteKind.CONTRA)
            return decision
        return self.cards.choose(obs, legal)

    def _note(self, obs: BeloteObservation, said: bool) -> None:
        if obs.contract is None:
            return
        c = obs.contract
        entry = {"seat": obs.seat, "p": contra_value(obs)[2], "said": said,
                 "contract": (c.team, c.number, c.suit, c.capot)}
        if self.simulate:
            model = self.calls.model
            entry["sim"], entry["effective"] = fail_rate(
                obs, c, model.game.options, self.simulate,  # type: ignore[attr-defined]
                model.evidence_weight, self.rng, math.inf)
        self.log.append(entry)


def one_deal(deal_seed: int, level: str, play: str, others: str,
             simulate: int = 0) -> list[dict[str, Any]]:
    g = create_game("bazar-belote")
    s = g.new_deal(seed=deal_seed, dealer=random.Random(deal_seed).randrange(4))
    log: list[dict[str, Any]] = []
    tested = deal_seed % 2  # the tested level's team; the other calls at ``others``
    cards = level_of(play, "random", g.id)
    agents = [Caller(create_agent(level_of(level if seat % 2 == tested else others, "random",
                                           g.id), g, seat, seed=deal_seed * 7 + seat),
                     create_agent(cards, g, seat, seed=deal_seed * 11 + seat), log, simulate)
              for seat in range(4)]
    s = play_deal(s, agents)  # type: ignore[arg-type]
    r = s.deal_result
    if r.thrown_in or s.contract is None:
        return []
    failed = not r.made[s.contract.team]
    contra_seat = next((seat for seat, x in s.calls if x.kind is BeloteKind.CONTRA), None)
    out = []
    c = s.contract
    final = (c.team, c.number, c.suit, c.capot)
    for entry in log:
        # only questions about the contract that was played: a later bid replaced the others
        if entry["contract"] != final or entry["seat"] % 2 == c.team or (
                entry["seat"] % 2 != tested):
            continue
        out.append({**entry, "failed": failed, "contra": contra_seat is not None})
    return out


def _job(args: tuple[int, str, str, str, int]) -> list[dict[str, Any]]:
    return one_deal(*args)


def interval(k: int, n: int) -> str:
    if n == 0:
        return "—"
    p = k / n
    half = 1.96 * (p * (1 - p) / n) ** 0.5
    return f"{p:6.1%} ± {half:.1%}"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="expert")
    p.add_argument("--play", default="hard", help="the level that plays the cards")
    p.add_argument("--others", default=None,
                   help="the level of the other team's calls (default: --level)")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=4100)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--simulate", type=int, default=0, metavar="N",
                   help="also play N sampled worlds out by the contract policy at every"
                        " question (``ai.belote.search.fail_rate``, the auction as evidence)"
                        " and show how well that rate foretells a failure")
    p.add_argument("--save", metavar="PATH", help="write every question as a JSON line")
    args = p.parse_args()
    others = args.others or args.level
    jobs = [(args.seed + i, args.level, args.play, others, args.simulate)
            for i in range(args.deals)]
    start = time.perf_counter()
    if args.workers == 1:
        results = [_job(j) for j in jobs]
    else:
        with multiprocessing.Pool(args.workers) as pool:
            results = pool.map(_job, jobs)
    asked = [e for deal in results for e in deal]
    said = [e for e in asked if e["said"]]
    won = sum(e["failed"] for e in said)
    print(f"bazar-belote Contras: calls by {args.level} v {others}, cards by {args.play}, "
          f"{args.deals} deals ({time.perf_counter() - start:.0f} s)")
    print(f"  Contra questions {len(asked)}, Contras said {len(said)}, "
          f"succeeded {won}: {interval(won, len(said))}")
    calibration(asked, "p", "estimated chance to fail")
    if args.simulate:
        calibration(asked, "sim", f"simulated failure rate ({args.simulate} worlds)")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            f.writelines(json.dumps(e) + "\n" for e in asked)
    return 0


def calibration(asked: list[dict[str, Any]], key: str, title: str) -> None:
    """How often contracts failed, by the band of ``key`` their question had."""
    print(f"  {title} → contracts that failed (questions, Contras said)")
    edges = (0.0, 0.2, 0.35, 0.45, 0.5, 0.55, 0.6, 0.65, 0.75, 1.01)
    for low, high in pairwise(edges):
        band = [e for e in asked if low <= e[key] < high]
        fails = sum(e["failed"] for e in band)
        print(f"  {low:.2f}–{min(high, 1.0):.2f}: {interval(fails, len(band))} "
              f"({len(band)}, {sum(e['said'] for e in band)})")


if __name__ == "__main__":
    sys.exit(main())
