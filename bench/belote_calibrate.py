"""Fit the Bazar Belote hand estimate (``ai/belote/estimate.py``) to simulated deals.

Deals random hands, names each suit trump in turn with team 0 or 1 as contractor, plays
the deal out with the rollout policy and regresses the contracting team's card points on
the sum of both partners' ``features``.  Prints ``WEIGHTS``, ``INTERCEPT``, ``MEAN_HAND``
and the residual spreads to paste into the module.

    python bench/belote_calibrate.py [deals]
"""

from __future__ import annotations

import random
import sys
from statistics import fmean, pstdev

from ai.belote.estimate import FEATURE_NAMES, features
from ai.belote.simulator import BeloteSim, contract_policy_card
from game.core.cards import DECK_32


def solve_least_squares(rows: list[list[float]], ys: list[float]) -> list[float]:
    """Normal equations with Gaussian elimination (a tiny ridge keeps them regular)."""
    k = len(rows[0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for r, y in zip(rows, ys, strict=True):
        for i in range(k):
            b[i] += r[i] * y
            ri = r[i]
            if ri:
                row = a[i]
                for j in range(k):
                    row[j] += ri * r[j]
    for i in range(k):
        a[i][i] += 1e-6
    for col in range(k):
        piv = max(range(col, k), key=lambda i: abs(a[i][col]))
        a[col], a[piv] = a[piv], a[col]
        b[col], b[piv] = b[piv], b[col]
        for i in range(k):
            if i != col and a[col][col]:
                f = a[i][col] / a[col][col]
                for j in range(col, k):
                    a[i][j] -= f * a[col][j]
                b[i] -= f * b[col]
    return [b[i] / a[i][i] for i in range(k)]


def main(deals: int = 3000) -> None:
    rng = random.Random(20261130)
    deck = [c for c in range(52) if DECK_32 >> c & 1]
    rows: list[list[float]] = []
    ones: list[tuple[int, ...]] = []
    ys: list[float] = []
    for _ in range(deals):
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[8 * s: 8 * s + 8]) for s in range(4)]
        leader = rng.randrange(4)
        for trump in range(4):
            for team in (0, 1):
                sim = BeloteSim(hands, trump, leader)
                while sim.cards_left:
                    sim.play(contract_policy_card(sim, team))
                fa = features(hands[team], trump)
                fb = features(hands[team + 2], trump)
                rows.append([1.0] + [float(x + y) for x, y in zip(fa, fb, strict=True)])
                ones.append(fa)
                ys.append(float(sim.points[team]))
    coef = solve_least_squares(rows, ys)
    intercept, weights = coef[0], coef[1:]
    preds = [sum(c * x for c, x in zip(coef, r, strict=True)) for r in rows]
    resid = [y - p for y, p in zip(ys, preds, strict=True)]
    hand_values = [
        sum(w * f for w, f in zip(weights, features(h, t), strict=True))
        for h in (sum(1 << c for c in rng.sample(deck, 8)) for _ in range(4000))
        for t in range(4)
    ]
    mean_hand = fmean(hand_values)
    # spread when only one hand is known: the partner's share varies too
    one_hand = [
        y - (intercept + sum(w * x for w, x in zip(weights, features_of_one, strict=True))
             + mean_hand)
        for y, features_of_one in zip(ys, ones, strict=True)
    ]
    print(f"samples {len(ys)}  mean points {fmean(ys):.1f}")
    for name, w in zip(FEATURE_NAMES, weights, strict=True):
        print(f"  {name:<24} {w:7.2f}")
    print("WEIGHTS = (" + ", ".join(f"{w:.2f}" for w in weights) + ")")
    print(f"INTERCEPT = {intercept:.2f}")
    print(f"MEAN_HAND = {mean_hand:.2f}")
    print(f"SIGMA = {pstdev(resid):.2f}")
    print(f"SIGMA_ONE_HAND = {pstdev(one_hand):.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
