"""Fit the trick estimate's calibration lines to simulated deals, and print how good they are.

For every table the games can deal (3 to 7 players, every hand size, with a trump or
without) random deals are played out by the heuristic policy with every seat bidding its
calibrated estimate, and the tricks each hand took are regressed on its raw estimate: one
line per table.  A second round bids with the first round's lines and fits again (bids
change the play, the play changes the fit).  Then it checks the lines on fresh deals: every
trick goes to some hand, so an unbiased estimate makes one deal's estimates sum to the
hand size on average, at every table.  ``--write`` stores the lines in
``ai/tricks/calibration.py``.

    python bench/calibrate_estimate.py --deals 1500 --workers 2 --write
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.tricks import calibration
from ai.tricks.calibration import Line, Table
from ai.tricks.estimate import raw_tricks
from ai.tricks.playout import policy_card
from ai.tricks.simulator import Sim
from game.core.cards import DECK_52, SPADES, cards_of

OUT = Path(__file__).resolve().parent.parent / "ai" / "tricks" / "calibration.py"
Pair = tuple[float, int]
"""(raw estimate, tricks taken)."""


class _Goals:
    """Every seat for itself, wanting a trick while it is short of its bid."""

    def __init__(self, bids: list[int]) -> None:
        self.bids = bids

    def wants(self, sim: Sim, seat: int) -> bool:
        return sim.tricks[seat] < self.bids[seat]

    def partner(self, seat: int) -> int | None:
        return None

    def values(self, sim: Sim) -> list[float]:
        return [float(t) for t in sim.tricks]


def tables() -> list[Table]:
    """Every (players, hand size, trump?) the games deal; the whole pack with a trump is
    Partnership Blackout's (spades)."""
    return [(n, size, trumps) for n in range(3, 8) for size in range(1, 52 // n + 1)
            for trumps in (True, False)]


def deal(rng: random.Random, table: Table) -> tuple[list[int], int, int]:
    """Hands, trump (-1: none) and the card known out of play (0: none) of a random deal:
    with a trump, the next card of the pack is turned and names it (spades when the pack
    is dealt out); without one, no card is turned."""
    players, size, trumps = table
    cards = list(cards_of(DECK_52))
    rng.shuffle(cards)
    hands = [0] * players
    for k in range(players * size):
        hands[k % players] |= 1 << cards[k]
    if not trumps:
        return hands, -1, 0
    if players * size == 52:
        return hands, SPADES, 0
    turn = cards[players * size]
    return hands, turn // 13, 1 << turn


def raws(hands: list[int], trump: int, out: int, table: Table) -> list[float]:
    """Each hand's raw estimate; seat 0 leads the first trick."""
    players, size, _ = table
    return [raw_tricks(h, trump, players, size, s == 0, out) for s, h in enumerate(hands)]


def sample(job: tuple[Table, Line, int, int]) -> list[Pair]:
    """``deals`` deals at ``table``, each seat bidding ``line`` applied to its raw estimate."""
    table, line, deals, seed = job
    rng = random.Random(seed)
    size = table[1]
    pairs: list[Pair] = []
    for _ in range(deals):
        hands, trump, out = deal(rng, table)
        rs = raws(hands, trump, out, table)
        bids = [round(calibration.apply(line, r, size)) for r in rs]
        sim = Sim(hands, trump, 0)
        while sim.cards_left:
            sim.play(policy_card(sim, _Goals(bids)))  # type: ignore[arg-type]
        pairs.extend(zip(rs, sim.tricks, strict=True))
    return pairs


def fit(pairs: list[Pair]) -> Line:
    """Least squares line of tricks on raw estimate (slope 1 when the raws do not vary)."""
    n = len(pairs)
    mx = sum(x for x, _ in pairs) / n
    my = sum(y for _, y in pairs) / n
    sxx = sum((x - mx) ** 2 for x, _ in pairs)
    sxy = sum((x - mx) * (y - my) for x, y in pairs)
    b = sxy / sxx if sxx > 1e-9 else 1.0
    return round(my - b * mx, 3), round(b, 3)


def mae(line: Line, pairs: list[Pair], size: int) -> float:
    return statistics.fmean(abs(calibration.apply(line, x, size) - y) for x, y in pairs)


def sum_bias(line: Line, table: Table, deals: int, seed: int) -> float:
    """Mean of (sum of one deal's estimates by ``line`` - hand size) over fresh deals."""
    rng = random.Random(seed)
    size = table[1]
    total = 0.0
    for _ in range(deals):
        hands, trump, out = deal(rng, table)
        total += sum(calibration.apply(line, r, size)
                     for r in raws(hands, trump, out, table)) - size
    return total / deals


def write(lines: dict[Table, Line], deals: int) -> None:
    rows = "\n".join(f"    {t!r}: {ln!r}," for t, ln in sorted(lines.items()))
    text = OUT.read_text(encoding="utf-8")
    head, _, rest = text.partition("LINES: dict[Table, Line] = {\n")
    _, _, tail = rest.partition("\n}\n")
    OUT.write_text(f"{head}LINES: dict[Table, Line] = {{\n{rows}\n}}\n{tail}", encoding="utf-8")
    print(f"wrote {len(lines)} lines ({deals} deals a table) to {OUT}")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=1500, help="deals a table and round")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=max(1, (multiprocessing.cpu_count() or 1)))
    p.add_argument("--check", type=int, default=400, help="fresh deals a table for the sums")
    p.add_argument("--write", action="store_true", help=f"store the lines in {OUT.name}")
    args = p.parse_args()
    todo = tables()
    fitted = {t: calibration.line_for(*t) for t in todo}
    with multiprocessing.Pool(args.workers) as pool:
        for rnd in (1, 2):
            jobs = [(t, fitted[t], args.deals, args.seed * 1000 + rnd * 100 + i)
                    for i, t in enumerate(todo)]
            samples = pool.map(sample, jobs)
            for t, pairs in zip(todo, samples, strict=True):
                fitted[t] = fit(pairs)
            print(f"round {rnd}: fitted {len(todo)} tables")
    print("table            line (a + b*raw)   MAE now -> fitted   deal's sum - size now -> fitted")
    worst = [0.0, 0.0]
    for i, (t, pairs) in enumerate(zip(todo, samples, strict=True)):
        seed = args.seed * 7919 + i
        current = calibration.line_for(*t)
        now = sum_bias(current, t, args.check, seed)
        new = sum_bias(fitted[t], t, args.check, seed)
        worst = [max(worst[0], abs(now)), max(worst[1], abs(new))]
        players, size, trumps = t
        print(f"{players}p {size:2d}c {'trump' if trumps else 'no trump':8s}"
              f" {fitted[t][0]:+.3f} {fitted[t][1]:.3f}"
              f"   {mae(current, pairs, size):.3f} -> {mae(fitted[t], pairs, size):.3f}"
              f"   {now:+.2f} -> {new:+.2f}")
    print(f"largest |sum - size| over the tables: now {worst[0]:.2f}, fitted {worst[1]:.2f}")
    if args.write:
        write(fitted, args.deals)


if __name__ == "__main__":
    main()
