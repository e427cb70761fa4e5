"""Fit the play reading's models (``bench/play_reading.py``) on recorded deals.

The fitted numbers go by hand into ``bench/play_reading.json`` under the game's id
(``noise`` from the training files' lines, ``softmax`` as printed).

For every card of a recorded deal played with a choice, the heuristic policy's card for
the hand its player really held (``PlayReading.choices`` with the true hands); the noise of
a situation (lead, follow, void) is the ``eps`` that makes the recorded cards most likely
under ``(1 - eps)·[the policy's card] + eps / legal``, found on a grid of 0.01.  Also
printed: how often the policy's card was the one played, and the mean log-likelihood a
card under the fitted noise and under uniform play (``eps = 1``).

With ``--softmax`` (numpy: the benchmark environment) the softer reading is fitted too: per
situation a conditional logit over the legal cards on ``card_features`` (Newton's method,
L2 ``--l2``) on the first files, and its nats a card printed on each (``--test`` files
only scored), and its weights as the JSON of ``play_reading.json``'s ``softmax``.

    .venv/bin/python bench/play_noise.py /tmp/policy/train_medium.jsonl
    .venv-bench/bin/python bench/play_noise.py /tmp/policy/train_medium.jsonl --softmax \
        --test /tmp/policy/heldout_medium.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))

from play_reading import FEATURES, PlayReading, card_features, past_plays
from train_locations import replay

from ai.registry import model_for
from ai.tricks.model import TrickModel
from game.core.phase import Phase

NAMES = ("lead", "follow", "void")

Outcome = tuple[bool, int, list[tuple[float, ...]], int]
"""One card with a choice: was it the policy's, how many legal cards, the legal cards'
features and the index of the card played among them."""


def deal_reading(line: dict[str, object], noise: tuple[float, float, float] = (0.5, 0.5, 0.5),
                 ) -> tuple[PlayReading, list[int], int]:
    """Every card of a recorded deal but its last (which has no choice) as a reading of
    all four seats, the true hands at that moment and the trump."""
    states = [s for s in replay(line) if s.phase is Phase.PLAY]  # type: ignore[arg-type]
    last = states[-1]
    model = model_for(last.game)
    assert isinstance(model, TrickModel)
    obs = last.observation(last.to_play)
    plays = past_plays(obs, model.goals(obs), model.lead_rule(), model.out_of_play(obs))
    return PlayReading(plays, -1, obs.trump, noise), list(last.hands), obs.trump


def deal_outcomes(line: dict[str, object]) -> list[list[Outcome]]:
    """Per situation, each card of the deal played with a choice."""
    reading, hands, trump = deal_reading(line)
    out: list[list[Outcome]] = [[], [], []]
    for p, legal, card, held in reading.choices(hands):
        feats = card_features(p, legal, held, card, trump)
        order = sorted(feats)
        out[p.situation].append((card == p.card, legal.bit_count(),
                                 [feats[a] for a in order], order.index(p.card)))
    return out


def log_likelihood(outcomes: list[Outcome], eps: float) -> float:
    return sum(math.log((1 - eps) * hit + eps / k) for hit, k, _, _ in outcomes)


def fit_softmax(outcomes: list[Outcome], l2: float) -> list[float]:
    """The conditional logit's weights, by Newton's method on the mean log-likelihood."""
    import numpy as np

    w = np.zeros(len(FEATURES))
    for _ in range(30):
        grad = -l2 * w
        hess = -l2 * np.eye(len(w))
        for _, _, rows, chosen in outcomes:
            x = np.array(rows)
            z = x @ w
            p = np.exp(z - z.max())
            p /= p.sum()
            mean = p @ x
            grad += x[chosen] - mean
            hess -= (x * p[:, None]).T @ x - np.outer(mean, mean)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return [float(v) for v in w]


def softmax_nats(outcomes: list[Outcome], w: list[float]) -> float:
    total = 0.0
    for _, _, rows, chosen in outcomes:
        z = [sum(a * b for a, b in zip(w, r, strict=True)) for r in rows]
        top = max(z)
        total += z[chosen] - top - math.log(sum(math.exp(v - top) for v in z))
    return total / max(1, len(outcomes))


def read(path: Path) -> list[list[Outcome]]:
    per: list[list[Outcome]] = [[], [], []]
    for text in path.read_text().splitlines():
        for i, got in enumerate(deal_outcomes(json.loads(text))):
            per[i] += got
    return per


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("data", nargs="+", type=Path, help="recorded deals (JSON lines)")
    p.add_argument("--softmax", action="store_true", help="fit the softer reading too")
    p.add_argument("--test", nargs="*", type=Path, default=[], help="score only")
    p.add_argument("--l2", type=float, default=1.0)
    args = p.parse_args(argv)
    weights: list[list[float]] = []
    if args.softmax:
        train: list[list[Outcome]] = [[], [], []]
        for path in args.data:
            for i, got in enumerate(read(path)):
                train[i] += got
        weights = [fit_softmax(got, args.l2) for got in train]
        print('"softmax": [')
        print(",\n".join("  [" + ", ".join(f"{v:.3f}" for v in w) + "]" for w in weights))
        print("]")
    for path in [*args.data, *args.test]:
        per = read(path)
        print(f"{path.name}:")
        for name, got in zip(NAMES, per, strict=True):
            if not got:
                continue
            best = max((e / 100 for e in range(1, 101)), key=lambda e: log_likelihood(got, e))
            hits = sum(o[0] for o in got) / len(got)
            print(f"  {name:6} cards {len(got):5}  policy's card {hits:.3f}  eps {best:.2f}"
                  f"  nats a card {log_likelihood(got, best) / len(got):+.3f}"
                  f" (uniform {log_likelihood(got, 1.0) / len(got):+.3f})"
                  + (f"  softmax {softmax_nats(got, weights[NAMES.index(name)]):+.3f}"
                     if weights else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
