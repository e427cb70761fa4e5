"""Fit the play reading's noise (``ai.tricks.play_likelihood.NOISE``) on recorded deals.

For every card of a recorded deal played with a choice, the heuristic policy's card for
the hand its player really held (``PlayReading.choices`` with the true hands); the noise of
a situation (lead, follow, void) is the ``eps`` that makes the recorded cards most likely
under ``(1 - eps)·[the policy's card] + eps / legal``, found on a grid of 0.01.  Also
printed: how often the policy's card was the one played, and the mean log-likelihood a
card under the fitted noise and under uniform play (``eps = 1``).

    .venv/bin/python bench/play_noise.py /tmp/policy/train_medium.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_locations import replay

from ai.registry import model_for
from ai.tricks.model import TrickModel
from ai.tricks.play_likelihood import NOISE, PlayReading, past_plays
from game.core.phase import Phase

NAMES = ("lead", "follow", "void")

Outcome = tuple[bool, int]
"""One card with a choice: was it the policy's, and how many legal cards."""


def deal_outcomes(line: dict[str, object]) -> list[list[Outcome]]:
    """Per situation, each card of the deal played with a choice."""
    states = [s for s in replay(line) if s.phase is Phase.PLAY]  # type: ignore[arg-type]
    last = states[-1]  # before the deal's last card (it has no choice)
    model = model_for(last.game)
    assert isinstance(model, TrickModel)
    obs = last.observation(last.to_play)
    plays = past_plays(obs, model.goals(obs), model.lead_rule(), model.out_of_play(obs))
    # the true hands now: the last seat's card is the only one left anywhere it matters
    reading = PlayReading(plays, -1, obs.trump, NOISE.get(model.game_id, (0.5,) * 3))
    out: list[list[Outcome]] = [[], [], []]
    for p, legal, card in reading.choices(list(last.hands)):
        out[p.situation].append((card == p.card, legal.bit_count()))
    return out


def log_likelihood(outcomes: list[Outcome], eps: float) -> float:
    return sum(math.log((1 - eps) * hit + eps / k) for hit, k in outcomes)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("data", nargs="+", type=Path, help="recorded deals (JSON lines)")
    args = p.parse_args(argv)
    for path in args.data:
        per: list[list[Outcome]] = [[], [], []]
        for text in path.read_text().splitlines():
            for i, got in enumerate(deal_outcomes(json.loads(text))):
                per[i] += got
        print(f"{path.name}:")
        for name, got in zip(NAMES, per, strict=True):
            if not got:
                continue
            best = max((e / 100 for e in range(1, 101)), key=lambda e: log_likelihood(got, e))
            hits = sum(h for h, _ in got) / len(got)
            print(f"  {name:6} cards {len(got):5}  policy's card {hits:.3f}  eps {best:.2f}"
                  f"  nats a card {log_likelihood(got, best) / len(got):+.3f}"
                  f" (uniform {log_likelihood(got, 1.0) / len(got):+.3f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
