"""How much can the play reading tell at all?  The true world against the sampled ones.

At moments of held-out deals (as ``bench/inference.py`` draws them), one seat looks at the
table; the play reading (``bench/play_reading.py``) scores the true world (the hands
as they are) and ``--worlds`` worlds of today's sampler.  Printed by phase: the reading's
information about the position, ``log L(true) - log mean L(sampled)`` in nats (what
weighting worlds by it can gain at most, over the whole position, not per hidden card),
and the effective share of the sampled worlds under its weights, ``(sum w)^2 / (n sum
w^2) `` (1: all alike; small: a few worlds carry the estimate).  Also the reading's cost:
CPU µs a world (the policy's calls for new holdings included) and the policy's calls a
position (``PlayReading.evaluations``), against µs a world for drawing it.

    .venv/bin/python bench/research/play_reading_information.py /tmp/policy/heldout_medium.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the maintained benches

import inference
from inference import PHASES, noise_option, phase_of
from play_reading import PlayReading, fitted_reading, past_plays
from train_locations import players_of, replay, view

from ai.registry import model_for
from ai.tricks.model import TrickModel
from ai.tricks.sampling import sample_hands
from game.core.phase import Phase


def position(state: object, observer: int, worlds: int, rng: random.Random,
             ) -> dict[str, tuple[float, float, float, int, float]]:
    """Per reading (policy, softmax): information, effective share of the worlds, µs a
    world, the policy's calls, µs to draw a world."""
    obs, cons, _, _ = view(state, observer)
    model = model_for(state.game)  # type: ignore[attr-defined]
    assert isinstance(model, TrickModel)
    plays = past_plays(obs, model.goals(obs), model.lead_rule(), model.out_of_play(obs))
    truth = list(state.hands)  # type: ignore[attr-defined]
    start = time.process_time()
    sampled = [sample_hands(cons, rng) for _ in range(worlds)]
    draw = (time.process_time() - start) / worlds
    out = {}
    fit = fitted_reading(model.game_id)
    assert fit is not None, f"no play reading fitted for {model.game_id}"
    noise = inference.NOISE_OVERRIDE or fit[0]
    for name, soft in (("policy", None), ("softmax", fit[1])):
        reading = PlayReading(plays, observer, obs.trump, noise, soft)
        start = time.process_time()
        logs = [reading.log_likelihood(h) for h in sampled]
        cost = (time.process_time() - start) / worlds
        top = max(logs)
        w = [math.exp(x - top) for x in logs]
        mean = top + math.log(sum(w) / worlds)
        out[name] = (reading.log_likelihood(truth) - mean,
                     sum(w) ** 2 / (worlds * sum(x * x for x in w)), cost * 1e6,
                     reading.evaluations, draw * 1e6)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("data", nargs="+", type=Path)
    p.add_argument("--positions", type=int, default=3)
    p.add_argument("--worlds", type=int, default=200)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--noise", default=None, help="lead,follow,void: the policy's noise")
    args = p.parse_args(argv)
    if args.noise is not None:
        inference.NOISE_OVERRIDE = noise_option(p, args.noise)
    rng = random.Random(args.seed)
    for path in args.data:
        rows: dict[str, list[dict[str, tuple[float, float, float, int, float]]]] = {
            ph: [] for ph in PHASES}
        for text in path.read_text().splitlines():
            line = json.loads(text)
            states = [s for s in replay(line) if s.phase is Phase.PLAY]
            for i in sorted(rng.sample(range(len(states)), min(args.positions, len(states)))):
                got = position(states[i], rng.randrange(players_of(line)), args.worlds, rng)
                rows[phase_of(i, len(states))].append(got)
        print(f"{path.name}: nats of information about the position (± 95%), effective"
              " share of the worlds")
        for ph in PHASES:
            got = rows[ph]
            if not got:
                continue
            cells = []
            for name in ("policy", "softmax"):
                info = [g[name][0] for g in got]
                m = sum(info) / len(info)
                sd = (sum((x - m) ** 2 for x in info) / max(1, len(info) - 1)) ** 0.5
                share = sum(g[name][1] for g in got) / len(got)
                us = sum(g[name][2] for g in got) / len(got)
                calls = sum(g[name][3] for g in got) / len(got)
                cells.append(f"{name} {m:+.3f}±{1.96 * sd / math.sqrt(len(info)):.3f}"
                             f" share {share:.2f} {us:.0f} µs/world {calls:.0f} calls")
            draw = sum(g["policy"][4] for g in got) / len(got)
            print(f"  {ph:6} {len(got):4} positions  " + "   ".join(cells)
                  + f"   (draw {draw:.0f} µs/world)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
