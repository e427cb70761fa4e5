"""How well does each sampler place the hidden cards?  Log-probability of the true holder.

On held-out deals (``bench/research/field_games.py`` lines, seeds not used by
``bench/train_locations.py``), at moments drawn from the play, one seat drawn at random
looks at the table; for every card it cannot see that more than one holder (a seat with
cards left and no void in its suit, or the stock) may have, each sampler's chance that the
card is where it really is, averaged in nats a hidden card, by how far the play has gone
(early: before a third of the cards are played, mid: to two thirds, late).  The samplers:

- ``uniform``: worlds dealt uniformly within the constraints (``sample_hands``), as
  ``easy`` and ``medium`` see them;
- ``today``: the same worlds weighted by how well they explain the bids (``world_weight``),
  as ``hard`` and ``expert`` see them;
- ``model``: the card-location model's own chances (``ai.tricks.locations``, each card alone);
- ``model worlds``: worlds dealt by the model's scores (``Level.locations = "model"``);
- ``model+bids``: those worlds weighted by the bids as well;
- ``weighted+bids``: uniform worlds weighted by the model's scores and the bids
  (``Level.locations = "weighted"``);
- ``policy``: today's worlds weighted as well by how likely the other seats' cards so far
  are under the heuristic policy with its fitted noise (``bench/play_reading.py``);
- ``policy+model``: the model's worlds weighted by the bids and the same play reading;
- ``softmax``, ``softmax+model``: the same with the softer reading (a conditional logit
  over each legal card's features, fitted in ``bench/play_reading.json``).

A sampler's chances are estimated from ``--worlds`` worlds, with half a world of smoothing
per holder (the same for all).  ± is the 95% interval of the mean difference to ``today``
over positions (the cards of one position are not independent).

    .venv/bin/python bench/inference.py /tmp/test_medium.jsonl --positions 4 --seed 7
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))

from play_reading import Noise, PlayReading, fitted_reading, past_plays
from train_locations import holder_of, players_of, replay, view

from ai.blackout.model import BlackoutModel
from ai.registry import model_for
from ai.tricks.locations import located
from ai.tricks.model import TrickModel
from ai.tricks.sampling import Constraints, sample_hands, world_weight
from game.core.phase import Phase

METHODS = ("uniform", "today", "model", "model worlds", "model+bids", "weighted+bids",
           "policy", "policy+model", "softmax", "softmax+model")
PHASES = ("early", "mid", "late")
SMOOTHING = 0.5
NOISE_OVERRIDE: Noise | None = None
"""``--noise``: the policy reading's noise in place of the fitted one."""


def phase_of(played: int, total: int) -> str:
    return PHASES[min(2, 3 * played // total)]


def position_scores(state: object, observer: int, worlds: int,
                    rng: random.Random) -> dict[str, list[float]]:
    """Each method's log-probability of the true holder of every hidden card with a choice."""
    obs, cons, _, bids = view(state, observer)
    model = model_for(state.game)  # type: ignore[attr-defined]
    assert isinstance(model, TrickModel)
    n = obs.players
    mcons = located(cons, obs, model.game_id, bids, model.out_of_play(obs))
    cards = []
    for c in cons.hidden_cards:
        holders = [h for h in cons.suit_holders[c // 13]
                   if (cons.stock if h == n else cons.counts[h])]
        if len(holders) >= 2:
            cards.append((c, holders, holder_of(state, c)))
    if not cards:
        return {m: [] for m in METHODS}

    wcons = dataclasses.replace(mcons, deal_by_scores=False)
    plays = past_plays(obs, model.goals(obs), model.lead_rule(), model.out_of_play(obs))
    fit = fitted_reading(model.game_id)
    assert fit is not None, f"no play reading fitted for {model.game_id}"
    noise, softmax = fit
    reading = PlayReading(plays, observer, obs.trump, NOISE_OVERRIDE or noise)
    soft = PlayReading(plays, observer, obs.trump, noise, softmax)

    def tally(use: Constraints, weigh: bool,
              read: PlayReading | None = None) -> dict[int, dict[int, float]]:
        counts = {c: dict.fromkeys(hs, 0.0) for c, hs, _ in cards}
        for _ in range(worlds):
            hands = sample_hands(use, rng)
            w = world_weight(model, obs, use, hands, weigh)
            if read is not None:
                w *= read.weight(hands)
            where = {}
            for h in range(n):
                if h != observer:
                    x = hands[h]
                    while x:
                        low = x & -x
                        where[low.bit_length() - 1] = h
                        x ^= low
            for c, _, _ in cards:
                counts[c][where.get(c, n)] += w
        return counts

    def scored(counts: dict[int, dict[int, float]]) -> list[float]:
        out = []
        for c, hs, true in cards:
            total = sum(counts[c].values())
            scale = worlds / total if total else 0.0
            out.append(math.log((counts[c][true] * scale + SMOOTHING)
                                / (worlds + SMOOTHING * len(hs))))
        return out

    direct = []
    assert mcons.scores is not None
    for c, hs, true in cards:
        mass = {h: mcons.scores[c][h] * (cons.stock if h == n else cons.counts[h]) for h in hs}
        direct.append(math.log(mass[true] / sum(mass.values())))
    return {"uniform": scored(tally(cons, False)), "today": scored(tally(cons, True)),
            "model": direct, "model worlds": scored(tally(mcons, False)),
            "model+bids": scored(tally(mcons, True)),
            "weighted+bids": scored(tally(wcons, True)),
            "policy": scored(tally(cons, True, reading)),
            "policy+model": scored(tally(mcons, True, reading)),
            "softmax": scored(tally(cons, True, soft)),
            "softmax+model": scored(tally(mcons, True, soft))}


def table(path: Path, positions: int, worlds: int, rng: random.Random) -> None:
    """Print the table of the held-out deals of ``path``."""
    # per phase: per position, each method's mean over its cards, and the cards' count
    rows: dict[str, list[tuple[dict[str, float], int]]] = {ph: [] for ph in PHASES}
    deals = 0
    for text in path.read_text().splitlines():
        line = json.loads(text)
        deals += 1
        states = [s for s in replay(line) if s.phase is Phase.PLAY]
        total = len(states)
        for i in sorted(rng.sample(range(total), min(positions, total))):
            got = position_scores(states[i], rng.randrange(players_of(line)), worlds, rng)
            if got["today"]:
                k = len(got["today"])
                rows[phase_of(i, total)].append(({m: sum(v) / k for m, v in got.items()}, k))
    print(f"{path.name}: {deals} held-out deals, {worlds} worlds a position; mean"
          " log-probability of the true holder, nats a hidden card (± 95% of the difference"
          " to today)")
    print(f"{'phase':6} {'positions':>9} {'cards':>6} " + " ".join(f"{m:>20}" for m in METHODS))
    for ph in (*PHASES, "all"):
        got = [r for q in PHASES for r in rows[q]] if ph == "all" else rows[ph]
        if not got:
            continue
        weight = sum(k for _, k in got)
        cells = []
        for m in METHODS:
            mean = sum(r[m] * k for r, k in got) / weight
            diffs = [(r[m] - r["today"]) for r, _ in got]
            d = sum(d * k for d, (_, k) in zip(diffs, got, strict=True)) / weight
            sd = (sum((x - sum(diffs) / len(diffs)) ** 2 for x in diffs)
                  / max(1, len(diffs) - 1)) ** 0.5
            half = 1.96 * sd / math.sqrt(len(diffs))
            cells.append(f"{mean:7.3f}" + ("" if m == "today" else f" ({d:+.3f}±{half:.3f})"))
        print(f"{ph:6} {len(got):9} {weight:6} " + " ".join(f"{c:>20}" for c in cells))


def noise_option(p: argparse.ArgumentParser, text: str) -> Noise:
    """``--noise lead,follow,void``, each a chance in (0, 1]."""
    try:
        lead, follow, void = (float(x) for x in text.split(","))
    except ValueError:
        p.error(f"--noise takes three chances as lead,follow,void, not {text!r:.40}")
    if not all(0 < x <= 1 for x in (lead, follow, void)):
        p.error("--noise: each chance must be in (0, 1]")
    return lead, follow, void


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("data", nargs="+", type=Path, help="held-out field_games.py JSON lines")
    p.add_argument("--positions", type=int, default=4, help="moments of the play a deal")
    p.add_argument("--worlds", type=int, default=300)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--spread", type=float, default=None,
                   help="Blackout: the bids' evidence spread in tricks (default: the"
                        " model's own, ``evidence_spread``), to try sharper weights")
    p.add_argument("--noise", default=None,
                   help="the play reading's noise as lead,follow,void (default: the fitted"
                        " of ``bench/play_reading.json``), to try others")
    args = p.parse_args(argv)
    if args.noise is not None:
        global NOISE_OVERRIDE
        NOISE_OVERRIDE = noise_option(p, args.noise)
    if args.spread is not None:
        spread = args.spread
        BlackoutModel.evidence_spread = lambda self, hand_size: spread  # type: ignore[method-assign]
    rng = random.Random(args.seed)
    for path in args.data:
        table(path, args.positions, args.worlds, rng)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
