"""Speed of the AI's two play simulators and their exact solvers, on fixed seeded deals.

The searches spend their time in ``Sim`` / ``BeloteSim`` (``legal_mask``, ``play``,
``undo``) and in the alpha-beta solvers; this times exactly those, with no agent around
them, so a change to the rules they share with the core (issue 41: one rules kernel) can be
measured to a few per cent.  Each figure is the best of ``--repeats`` runs in CPU time
(process time: other work on a shared machine disturbs it least), in milliseconds.

    python bench/simulator_speed.py [--repeats 5] [--only belote]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.belote.search import solve_margin, terms_for
from ai.belote.simulator import BeloteSim, bits, rollout_margin
from ai.tricks.endgame import solve_teams
from ai.tricks.simulator import NO_SPADE_LEAD, Sim
from game.core import create_game
from game.core.belote.rules import BeloteOptions


def _belote_positions(count: int) -> list[tuple[BeloteSim, object]]:
    """Bazar Belote deals at the first card, with their contracts' terms."""
    rng = random.Random(41)
    game = create_game("bazar-belote")
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        s = game.new_match(seed=seed)
        while s.phase.name == "BIDDING":
            s = s.apply(rng.choice(s.legal_actions()))
        if s.phase.name != "PLAY":
            continue
        contract = s.auction.contract
        terms = terms_for(contract, s.dealt_hands, (s.dealer + 1) % 4, BeloteOptions())
        out.append((BeloteSim(list(s.hands), s.trump, s.to_play), terms))
    return out


def _trick_positions(count: int) -> list[Sim]:
    rng = random.Random(42)
    out = []
    for _ in range(count):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[13 * i:13 * i + 13]) for i in range(4)]
        out.append(Sim(hands, rng.randrange(4), rng.randrange(4), lead_rule=NO_SPADE_LEAD))
    return out


def _random_rollouts(sims: list, rounds: int) -> Callable[[], None]:
    def run() -> None:
        rng = random.Random(7)
        for _ in range(rounds):
            for sim in sims:
                played = 0
                while sim.cards_left:
                    sim.play(rng.choice(bits(sim.legal_mask())))
                    played += 1
                for _ in range(played):
                    sim.undo()
    return run


def _belote_policy(positions: list, rounds: int) -> Callable[[], None]:
    def run() -> None:
        for _ in range(rounds):
            for sim, terms in positions:
                rollout_margin(sim, terms)
    return run


def _belote_solve(positions: list, cards_left: int) -> Callable[[], None]:
    """Alpha-beta from ``cards_left`` cards before the end (the deal played in order to there)."""
    starts = []
    for sim, terms in positions:
        s = sim.copy()
        while s.cards_left > cards_left:
            s.play((s.legal_mask() & -s.legal_mask()).bit_length() - 1)
        starts.append((s, terms))

    def run() -> None:
        for s, terms in starts:
            solve_margin(s, terms, -1e9, 1e9)
    return run


class _Tricks:
    """Team 0's tricks minus team 1's (the zero-sum goals solve_teams needs)."""

    def values(self, sim: Sim) -> list[float]:
        v = float(sim.tricks[0] + sim.tricks[2] - sim.tricks[1] - sim.tricks[3])
        return [v, -v, v, -v]


def _tricks_solve(sims: list[Sim], cards_left: int) -> Callable[[], None]:
    starts = []
    for sim in sims:
        s = sim.copy()
        while s.cards_left > cards_left:
            s.play((s.legal_mask() & -s.legal_mask()).bit_length() - 1)
        starts.append(s)
    goals = _Tricks()

    def run() -> None:
        for s in starts:
            solve_teams(s, goals, float("-inf"), float("inf"), {})  # type: ignore[arg-type]
    return run


def best_ms(run: Callable[[], None], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.process_time()
        run()
        times.append(time.process_time() - t0)
    return 1000 * min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--only", default="", help="time only the cases whose name holds it")
    args = parser.parse_args()
    belote = _belote_positions(40)
    tricks = _trick_positions(40)
    cases = (
        ("belote random rollouts", _random_rollouts([s for s, _ in belote], 25)),
        ("belote policy rollouts", _belote_policy(belote, 25)),
        ("belote alpha-beta, 16 cards", _belote_solve(belote, 16)),
        ("tricks random rollouts", _random_rollouts(tricks, 25)),
        ("tricks alpha-beta, 20 cards", _tricks_solve(tricks, 20)),
    )
    for name, run in cases:
        if args.only not in name:
            continue
        print(f"{name:32s} {best_ms(run, args.repeats):9.1f} ms")


if __name__ == "__main__":
    main()
