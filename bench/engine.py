"""Random full deals per second through the public API, per game, on one core.

    python bench/engine.py [--seconds S] [--rounds R]

Each deal starts from ``new_deal(seed=…)`` and applies a uniformly random legal action until
the deal is scored: ``legal_actions()`` + ``apply()`` exactly as the client and tools use them.

When OpenSpiel is importable (the optional benchmark extra: ``pip install open-spiel``, or
run this script with a venv that has it), the 12-card 4-player Blackout deal is also timed
against OpenSpiel's ``oh_hell`` with the same 12 tricks and 4 players, driven from Python
the same way (chance outcomes for the deal and the trump card, then random legal actions
until terminal), in the same process with the two loops interleaved round by round, so both
numbers see the same machine load.  The ratio is trickbid's rate over OpenSpiel's.

Times are CPU seconds of this process (``time.process_time``), not wall seconds: the machine
is shared, and a loop preempted by another program should not be charged for the wait.
``--wall`` uses wall-clock time instead.

The script imports the checkout it sits in (not an installed copy, which a benchmark venv
may hold) and prints which one, so a number is never measured on other code.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game as trickbid_package
from game.core import TrickbidError, create_game

CLOCK = time.process_time

CASES: list[tuple[str, str, dict[str, Any], dict[str, Any]]] = [
    ("Blackout, 4 players, 12 cards", "blackout", {"players": 4}, {"deal_number": 12}),
    ("Blackout, 4 players, 13 cards", "blackout", {"players": 4}, {"deal_number": 13}),
    ("Blackout, 5 players, 10 cards", "blackout", {"players": 5}, {"deal_number": 10}),
    ("Partnership Blackout (13 cards)", "partnership-blackout", {}, {}),
    ("Bazar Belote (8 cards)", "bazar-belote", {}, {}),
]


def trickbid_deals(start: Callable[[int], Any], seconds: float, first: int = 0) -> int:
    """How many random deals, from deal id ``first`` on, finish in about ``seconds``."""
    rng = random.Random(first + 1)
    deals = 0
    end = CLOCK() + seconds
    while CLOCK() < end:
        for _ in range(20):
            s = start(first + deals)
            while s.deal_result is None:
                actions = s.legal_actions()
                s = s.apply(actions[rng.randrange(len(actions))])
            deals += 1
    return deals


def openspiel_deals(game: Any, seconds: float, seed: int = 0) -> int:
    """The same loop over an OpenSpiel game: chance nodes sampled, then random actions."""
    rng = random.Random(seed + 1)
    deals = 0
    end = CLOCK() + seconds
    while CLOCK() < end:
        for _ in range(20):
            s = game.new_initial_state()
            while not s.is_terminal():
                if s.is_chance_node():
                    outcomes = s.chance_outcomes()
                    s.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                else:
                    actions = s.legal_actions()
                    s.apply_action(actions[rng.randrange(len(actions))])
            deals += 1
    return deals


def timed(run: Callable[[float], int], seconds: float) -> tuple[int, float]:
    t0 = CLOCK()
    n = run(seconds)
    return n, CLOCK() - t0


def versus_openspiel(seconds: float, rounds: int) -> None:
    """12-card 4-player deals: trickbid and OpenSpiel's oh_hell, interleaved in one process."""
    try:
        pyspiel = importlib.import_module("pyspiel")
    except ImportError:
        print("OpenSpiel (pyspiel) is not installed: no side-by-side comparison")
        return
    spiel = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": 12})
    ours = create_game("blackout", players=4)
    totals = {"trickbid": [0, 0.0], "openspiel": [0, 0.0]}
    share = seconds / rounds
    for r in range(rounds):
        n, t = timed(lambda s, r=r: trickbid_deals(
            lambda i: ours.new_deal(seed=i, deal_number=12), s, first=r * 100_000), share)
        totals["trickbid"][0] += n
        totals["trickbid"][1] += t
        n, t = timed(lambda s, r=r: openspiel_deals(spiel, s, seed=r), share)
        totals["openspiel"][0] += n
        totals["openspiel"][1] += t
    rate = {k: n / t for k, (n, t) in totals.items()}
    print("12-card 4-player deals, interleaved in one process "
          f"({rounds} rounds, {seconds:.1f} s each side):")
    for name, (n, _) in totals.items():
        print(f"  {name:10s} {rate[name]:9.0f} deals/s  ({int(n)} deals)")
    print(f"  trickbid / OpenSpiel = {rate['trickbid'] / rate['openspiel']:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=6,
                        help="interleaved rounds of the OpenSpiel comparison")
    parser.add_argument("--wall", action="store_true", help="time in wall-clock seconds")
    args = parser.parse_args()
    global CLOCK
    if args.wall:
        CLOCK = time.perf_counter
    print(f"rules core: {Path(trickbid_package.__file__).parent}; "
          f"{'wall-clock' if args.wall else 'CPU'} seconds")
    for label, game_id, options, deal in CASES:
        try:
            game = create_game(game_id, **options)
        except TrickbidError as exc:  # a game not built yet is reported, not fatal
            print(f"{label:38s}  unavailable: {exc}")
            continue
        n, t = timed(lambda s, g=game, d=deal: trickbid_deals(
            lambda i: g.new_deal(seed=i, **d), s), args.seconds)
        print(f"{label:38s}  {n / t:9.0f} deals/s  ({n} deals)")
    versus_openspiel(args.seconds, args.rounds)


if __name__ == "__main__":
    main()
