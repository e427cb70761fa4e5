"""How often each level makes the calls that use the whole game, and how often they succeed.

Partnership Blackout: Zero, Nil, Board and Pass (a call counts once per team and deal, by
the seat that made it); Bazar Belote: Contra (in turn or out of turn), Recontra, Capot and
thrown-in deals (everyone passed), and high contracts: a final bid of 13 or more (a
bidding war's end), and those bid by a seat whose partner said no bid ("13+ alone").  One level plays every seat (``bench/blunders.py``'s
deals: Partnership 13 cards, Belote whole deals).  A Zero, Nil, Board or Capot succeeds when
it is made, a Contra when the contract fails, a Recontra when it makes; a Pass "succeeds"
when the passing team scores at least as much as the other that deal.

    python bench/calls.py --levels easy,medium,hard,expert --deals 200 --seed 38
    python bench/calls.py --games partnership-blackout --option preset=pagat --deals 100
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.blunders import play_deals
from game.core.actions import Action, Kind
from game.core.belote.calls import BeloteKind
from game.core.partnership.calls import PartnershipKind

CALLS = {
    "partnership-blackout": (PartnershipKind.ZERO, PartnershipKind.NIL, PartnershipKind.BOARD, Kind.PASS),
    "bazar-belote": (BeloteKind.CONTRA, BeloteKind.RECONTRA, BeloteKind.CAPOT),
}
HIGH = 13
"""A Belote contract this high ends a bidding war (the issue saw 13–14 on J-10-9)."""


def measure(game_id: str, level: str, deals: int, seed: int,
            options: dict[str, Any] | None = None) -> tuple[Counter[str], Counter[str], int]:
    """(calls made, calls that succeeded, thrown-in deals) by call name, the game made
    with ``options`` (e.g. ``{"preset": "pagat"}``)."""
    made: Counter[str] = Counter()
    won: Counter[str] = Counter()
    thrown = 0

    def step(s: Any, seat: int, action: Action, notes: dict[str, Any]) -> None:
        if action.kind in CALLS[game_id]:
            notes.setdefault("calls", []).append((seat, action.kind))
        if game_id == "bazar-belote" and action.kind is Kind.BID:
            notes.setdefault("bidders", set()).add(seat)
            notes["last"] = (seat, action.number)

    def end(s: Any, notes: dict[str, Any]) -> None:
        nonlocal thrown
        result = s.results[-1]
        if result.thrown_in:
            thrown += 1
        seen = set()
        last = notes.get("last")
        if last is not None and last[1] >= HIGH and not result.thrown_in:
            seat, team = last[0], last[0] % 2
            names = ["13+"]
            if (seat + 2) % 4 not in notes["bidders"]:
                names.append("13+ alone")
            for name in names:
                made[name] += 1
                won[name] += result.made[team] is True
        for seat, kind in notes.get("calls", ()):
            team = seat % 2
            if game_id == "partnership-blackout" and (team, kind) in seen:
                continue  # a team's Pass is said by both its seats
            seen.add((team, kind))
            made[kind.name.lower()] += 1
            if result.thrown_in:
                continue
            if kind is Kind.PASS:
                ok = result.points[team] >= result.points[1 - team]
            elif kind is BeloteKind.CONTRA:
                ok = result.made[1 - team] is False
            elif kind is BeloteKind.RECONTRA:
                ok = result.made[team] is True
            else:
                ok = result.made[team] is True
            won[kind.name.lower()] += ok

    play_deals(game_id, [level] * 4, deals, seed, step, end, options)
    return made, won, thrown


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--levels", default="easy,medium,hard,expert")
    p.add_argument("--games", default="partnership-blackout,bazar-belote")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=38)
    p.add_argument("--option", action="append", default=[],
                   help="a game option as name=value (repeatable), e.g. preset=pagat")
    args = p.parse_args()
    options: dict[str, Any] = dict(o.split("=", 1) for o in args.option)
    for game_id in args.games.split(","):
        kinds = [k.name.lower() for k in CALLS[game_id]]
        if game_id == "bazar-belote":
            kinds += ["13+", "13+ alone"]
        extra = " thrown-in" if game_id == "bazar-belote" else ""
        where = f" ({', '.join(args.option)})" if args.option else ""
        print(f"\n{game_id}{where}: calls made / succeeded over the deals{extra}")
        print(f"{'level':8} {'deals':>5} " + " ".join(f"{k:>14}" for k in kinds) + extra)
        for level in args.levels.split(","):
            made, won, thrown = measure(game_id, level, args.deals, args.seed, options)
            cells = " ".join(f"{made[k]:6} / {won[k]:<5}" for k in kinds)
            tail = f" {thrown:9}" if extra else ""
            print(f"{level:8} {args.deals:5} {cells}{tail}", flush=True)


if __name__ == "__main__":
    main()
