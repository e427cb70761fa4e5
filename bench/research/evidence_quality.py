"""How well do Blackout's weighted worlds place the unseen cards once the bids are in?

Strength against an outside opponent moves by a fraction of a point over hundreds of deals,
so a change to how the AI reads the bids is hard to judge by playing.  This judges the
reading itself, with little noise: deal, let a level bid every seat, then from each seat
sample worlds as the search does (``sample_hands``, weighted by ``world_weight``) and score
the truth against them — the mean log-probability the weighted worlds give each card of
every other hand being in that hand ("holder"), and each unseen card being in play at all
or in the stock ("in play").  Higher is better; "uniform" (no evidence) is the floor any
reading must beat.  The median effective number of worlds (ESS) shows what sharper weights
cost: the search has only as many worlds as its iterations.  ``--scales`` multiplies the
evidence spread (``BlackoutModel.evidence_spread``) to show both sides of the one in use.

    python bench/research/evidence_quality.py --players 4 --cards 5 --deals 60 --worlds 400
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the maintained benches
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bid_prediction import fresh_deals, level_bidder

from ai.blackout.model import BlackoutModel
from ai.tricks.sampling import constraints_of, sample_hands, world_weight
from game.core.cards import cards_of
from game.core.phase import Phase

FLOOR = 1e-4
"""The least probability a card placement is scored at (a world count of zero)."""


class Spread(BlackoutModel):
    """Blackout's model with its evidence spread times ``scale``."""

    scale = 1.0

    def evidence_spread(self, hand_size: int) -> float:
        return self.scale * super().evidence_spread(hand_size)


def bid_deals(level: str, players: int, cards: int, deals: int, seed: int) -> list[object]:
    """``deals`` deals at their first card, every seat having bid as ``level`` bids."""
    out = []
    for deal_seed, s in fresh_deals(players, cards, deals, seed):
        choose = level_bidder(level)(s, deal_seed)
        while s.phase is Phase.BIDDING:
            s = s.apply(choose(s))
        out.append(s)
    return out


def score(model: BlackoutModel | None, states: list[object], worlds: int
          ) -> tuple[float, float, float]:
    """Holder and in-play log-likelihoods of the truth, and the median ESS (``model`` None:
    every world weighs the same)."""
    holder: list[float] = []
    in_play: list[float] = []
    ess: list[float] = []
    reader = model or BlackoutModel(states[0].game)  # type: ignore[attr-defined]
    for s in states:
        hands = s.hands  # type: ignore[attr-defined]
        n = len(hands)
        for seat in range(n):
            obs = s.observation(seat)  # type: ignore[attr-defined]
            cons = constraints_of(obs, reader.lead_rule(), reader.out_of_play(obs),
                                  reader.stock_size(obs))
            rng = random.Random(seat)
            held: dict[tuple[int, int], float] = {}
            total = squares = 0.0
            for _ in range(worlds):
                world = sample_hands(cons, rng)
                w = world_weight(model, obs, cons, world) if model else 1.0
                total += w
                squares += w * w
                for t in range(n):
                    if t != seat:
                        for c in cards_of(world[t]):
                            held[t, c] = held.get((t, c), 0.0) + w
            ess.append(total * total / squares)
            others = [t for t in range(n) if t != seat]
            for t in others:
                holder.extend(math.log(max(held.get((t, c), 0.0) / total, FLOOR))
                              for c in cards_of(hands[t]))
            for c in cards_of(cons.hidden):
                p = min(max(sum(held.get((t, c), 0.0) for t in others) / total, FLOOR),
                        1 - FLOOR)
                dealt = any(hands[t] >> c & 1 for t in others)
                in_play.append(math.log(p if dealt else 1 - p))
    return statistics.fmean(holder), statistics.fmean(in_play), statistics.median(ess)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--cards", type=int, default=5)
    p.add_argument("--deals", type=int, default=60)
    p.add_argument("--worlds", type=int, default=400, help="sampled worlds per seat")
    p.add_argument("--level", default="hard", help="who bids (tournament.py's names)")
    p.add_argument("--scales", default="0.5,0.7,1,1.5",
                   help="evidence spreads to score, as multiples of the one in use")
    p.add_argument("--seed", type=int, default=11)
    args = p.parse_args(argv)
    states = bid_deals(args.level, args.players, args.cards, args.deals, args.seed)
    g = states[0].game  # type: ignore[attr-defined]
    print(f"blackout {args.players} players, {args.cards} cards, bids by {args.level},"
          f" {args.deals} deals, {args.worlds} worlds a seat; spread in use"
          f" {BlackoutModel(g).evidence_spread(args.cards):.2f}")
    rows: list[tuple[str, BlackoutModel | None]] = [("uniform", None)]
    for text in args.scales.split(","):
        model = Spread(g)
        model.scale = float(text)
        rows.append((f"spread x{float(text):g}", model))
    for name, model in rows:
        h, live, ess = score(model, states, args.worlds)
        print(f"  {name:12s} holder {h:.4f}  in play {live:.4f}  ESS {ess:.0f}/{args.worlds}",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
