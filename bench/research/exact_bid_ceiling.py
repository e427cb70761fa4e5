"""How often can a Blackout bid be made exactly at all?  The ceiling for the exact-bid rate.

A seat that *sees every hand* (its sampled worlds are the true deal — a deliberate cheat,
only here) bids and plays with the expert level's search against three honest players.
Whatever it misses comes from how the others will play, not from hidden cards, so its
exact-bid rate bounds what any model of the hidden hands could bring the honest expert.
Each deal is played four times with the all-seeing seat rotated.

    python bench/research/exact_bid_ceiling.py --others hard --cards 5 --deals 25
"""

from __future__ import annotations

import argparse
import random
import sys
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the maintained benches
sys.path.insert(0, str(Path(__file__).resolve().parent))

from seer import seeing

from ai import create_agent
from game.core import create_game


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--others", default="hard")
    p.add_argument("--cards", type=int, default=5)
    p.add_argument("--deals", type=int, default=25)
    p.add_argument("--seed", type=int, default=5)
    args = p.parse_args(argv)
    g = create_game("blackout", players=4)
    rng = random.Random(args.seed)
    made = 0
    for _ in range(args.deals):
        deal_seed = rng.randrange(2**31)
        for seer in range(4):
            s = g.new_deal(seed=deal_seed, dealer=deal_seed % 4, deal_number=args.cards)
            agents = [create_agent("expert" if p == seer else args.others, g, p,
                                   seed=deal_seed + p) for p in range(4)]
            while s.to_play is not None:
                seat = s.to_play
                truth = list(s.hands)  # type: ignore[attr-defined]
                with seeing(truth) if seat == seer else nullcontext():
                    action = agents[seat].choose(s.observation(seat), s.legal_actions()).action
                s = s.apply(action)
            made += bool(s.deal_result.made[seer])  # type: ignore[union-attr]
    n = 4 * args.deals
    rate = made / n
    half = 1.96 * (rate * (1 - rate) / n) ** 0.5
    print(f"blackout 4p cards {args.cards}: all-seeing expert v three {args.others}: "
          f"exact bids {made}/{n} = {rate:.1%} ±{half:.1%}")


if __name__ == "__main__":
    main()
