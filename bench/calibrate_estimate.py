"""Fit the trick estimate's calibration line to simulated deals, and print how good it is.

Random deals (players and hand size drawn per deal) are played out by the heuristic policy
with every seat bidding its current calibrated estimate; the raw estimate of each hand is
then regressed on the tricks it took.  Repeating with the fitted line a few times converges
(bids change the play, the play changes the fit).  Prints the line per hand-size band and
the mean absolute error; paste the line into ``ai/tricks/estimate.py`` (``CALIBRATION``).
Before and after, it prints how far one deal's estimates sum from the hand size at a few
tables (Partnership Blackout's whole pack among them): a bias the band's one line leaves.

    python bench/calibrate_estimate.py --deals 3000
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.tricks import estimate
from ai.tricks.estimate import calibration_band, card_win_chances
from ai.tricks.playout import policy_card
from ai.tricks.simulator import Sim
from game.core.cards import DECK_52, cards_of


class _Goals:
    def __init__(self, bids: list[int]) -> None:
        self.bids = bids

    def wants(self, sim: Sim, seat: int) -> bool:
        return sim.tricks[seat] < self.bids[seat]

    def partner(self, seat: int) -> int | None:
        return None

    def values(self, sim: Sim) -> list[float]:
        return [float(t) for t in sim.tricks]


Line = tuple[float, float]
Pair = tuple[float, int]
"""(raw estimate, tricks taken)."""


def deal(rng: random.Random, players: int, size: int) -> tuple[list[int], int, int]:
    """Hands, trump and the card out of play (0: none) of one random deal; the whole pack
    (four hands of 13) is Partnership Blackout's, spades trump."""
    cards = list(cards_of(DECK_52))
    rng.shuffle(cards)
    hands = [0] * players
    for k in range(players * size):
        hands[k % players] |= 1 << cards[k]
    if players * size == 52:
        return hands, 0, 0
    turn = cards[players * size]
    return hands, turn // 13 if rng.random() < 0.9 else -1, 1 << turn


def calibrated(line: Line, raw: float, size: int) -> float:
    return max(0.0, min(float(size), line[0] + line[1] * raw))


def sample(rng: random.Random, line: Line, deals: int, sizes: range) -> list[Pair]:
    pairs = []
    for _ in range(deals):
        players = rng.choice([n for n in (3, 4, 5, 6) if sizes.start * n < 52])
        size = rng.choice([s for s in sizes if s * players < 52])
        hands, trump, out = deal(rng, players, size)
        raws = []
        bids = []
        for s in range(players):
            raw = sum(p for _, p in card_win_chances(
                hands[s], trump, players, size, s == 0, out))
            raws.append(raw)
            bids.append(round(calibrated(line, raw, size)))
        final = Sim(hands, trump, 0)
        while final.cards_left:
            final.play(policy_card(final, _Goals(bids)))  # type: ignore[arg-type]
        pairs.extend(zip(raws, final.tricks, strict=True))
    return pairs


def fit(pairs: list[Pair]) -> Line:
    n = len(pairs)
    mx = sum(x for x, _ in pairs) / n
    my = sum(y for _, y in pairs) / n
    sxx = sum((x - mx) ** 2 for x, _ in pairs)
    sxy = sum((x - mx) * (y - my) for x, y in pairs)
    b = sxy / sxx if sxx else 1.0
    return my - b * mx, b


def sum_error(rng: random.Random, lines: tuple[Line, ...], deals: int) -> None:
    """Mean of (sum of one deal's estimates - hand size), by table: every trick goes to
    some hand, so an unbiased estimate sums to the hand size on average."""
    for players, size in ((3, 5), (4, 5), (6, 5), (4, 8), (3, 12), (4, 12), (4, 13)):
        line = lines[calibration_band(size)]
        total = 0.0
        for _ in range(deals):
            hands, trump, out = deal(rng, players, size)
            total += sum(calibrated(line, sum(p for _, p in card_win_chances(
                h, trump, players, size, s == 0, out)), size)
                for s, h in enumerate(hands)) - size
        print(f"  {players} players, {size} cards: estimates sum {total / deals:+.2f}"
              " from the hand size")


BANDS = (range(1, 4), range(4, 9), range(9, 14))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    rng = random.Random(args.seed)
    table = []
    print("current lines:")
    sum_error(random.Random(args.seed + 1), estimate.CALIBRATION, 300)
    for band, line in zip(BANDS, estimate.CALIBRATION, strict=True):
        for it in range(2):
            pairs = sample(rng, line, args.deals // 3, band)

            def mae(ln: Line, pairs: list[Pair] = pairs) -> float:
                return sum(abs(ln[0] + ln[1] * x - y) for x, y in pairs) / len(pairs)

            old = mae(line)
            line = fit(pairs)
            print(f"sizes {band.start}-{band.stop - 1} round {it + 1}: tricks = {line[0]:.3f}"
                  f" + {line[1]:.3f} * raw  MAE {mae(line):.3f} (current line {old:.3f},"
                  f" raw {mae((0.0, 1.0)):.3f}) over {len(pairs)} hands")
        table.append((round(line[0], 2), round(line[1], 2)))
    print("fitted lines:")
    sum_error(random.Random(args.seed + 1), tuple(table), 300)
    print("CALIBRATION =", tuple(table))


if __name__ == "__main__":
    main()
