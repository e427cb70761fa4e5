"""How well does Blackout's trick estimate predict the bids a field really makes?

The trees model every seat still to bid as bidding its sampled hand's estimate
(``BlackoutModel.later_estimates``), and read the bids already made as evidence centred on
it; both are only as good as that prediction.  This deals, lets the field bid every seat
(a level, or OpenSpiel's fair ISMCTS in the bench environment), and scores two predictors
of each bid but the dealer's (the hook bends that one): the estimate of the bidder's hand,
and that estimate shifted so that the whole table's estimates sum to the tricks there are
("normalised": every trick goes to some hand; since each table has its own calibration
line, ``bench/calibrate_estimate.py``, the sum strays from that only by chance).  It prints the mean bid
minus the predictor, its root mean square, and how often the predictor rounds to the bid.

    python bench/research/bid_prediction.py --players 4 --cards 12 --deals 100 --bidder hard
    /work/venv-bench/bin/python bench/research/bid_prediction.py --cards 5 --deals 200 --bidder ismcts
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the maintained benches
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tournament import level_of

from ai import create_agent
from ai.blackout.model import BlackoutModel
from game.core import create_game
from game.core.actions import Action
from game.core.phase import Phase


class Bid(NamedTuple):
    estimate: float
    normalised: float
    bid: int
    dealer: bool


Bidder = Callable[[Any, int], Callable[[Any], Action]]
"""Given a dealt state and its deal seed, a function choosing the bid of the seat to act."""


def level_bidder(level: str) -> Bidder:
    """Each seat bids as ``level`` (tournament.py's names), seeded by the deal and seat."""
    def start(state: Any, deal_seed: int) -> Callable[[Any], Action]:
        agents = [create_agent(level_of(level, "expert", "blackout"), state.game, seat,
                               seed=deal_seed + seat) for seat in range(len(state.hands))]

        def choose(s: Any) -> Action:
            seat = s.to_play
            action: Action = agents[seat].choose(s.observation(seat), s.legal_actions()).action
            return action
        return choose
    return start


def ismcts_bidder(cards: int, simulations: int) -> Bidder:
    """OpenSpiel's fair ISMCTS as ``vs_openspiel.py`` plays it (needs the bench extra)."""
    import vs_openspiel as vs

    def start(state: Any, deal_seed: int) -> Callable[[Any], Action]:
        os_game = vs.oh_hell(len(state.hands), cards)
        referee = vs.referee_state(os_game, state, deal_seed, 0)
        seeds = random.Random(deal_seed)
        bots = [vs.ismcts_bot("fair", os_game, seeds.randrange(2**31), seeds.randrange(2**31),
                              simulations) for _ in state.hands]

        def choose(s: Any) -> Action:
            chosen = bots[s.to_play].step(referee)
            referee.apply_action(chosen)
            action: Action = vs.our_action(chosen)
            return action
        return choose
    return start


def fresh_deals(players: int, cards: int, deals: int, seed: int) -> Iterator[tuple[int, Any]]:
    """``deals`` deals of Oh Hell's Blackout (hook, basic scoring) before the first bid,
    each with its deal seed: the benches that read bids deal the same deals."""
    g = create_game("blackout", players=players, hook=True, scoring="basic")
    rng = random.Random(seed)
    for _ in range(deals):
        deal_seed = rng.randrange(1, 2**31)
        yield deal_seed, g.new_deal(
            seed=deal_seed, dealer=rng.randrange(players),
            deal_number=g.schedule.index(cards) + 1)  # type: ignore[attr-defined]


def collect(bidder: Bidder, players: int, cards: int, deals: int, seed: int) -> list[Bid]:
    """Every bid of ``deals`` deals, beside the two predictions of it."""
    out: list[Bid] = []
    for deal_seed, s in fresh_deals(players, cards, deals, seed):
        model = BlackoutModel(s.game)
        table = s.observation(0)
        estimates = [model.estimate(table, hand, seat) for seat, hand in enumerate(s.hands)]
        shift = (cards - sum(estimates)) / players
        choose = bidder(s, deal_seed)
        while s.phase is Phase.BIDDING:
            seat = s.to_play
            action = choose(s)
            out.append(Bid(estimates[seat], estimates[seat] + shift, action.number,
                           seat == s.dealer))
            s = s.apply(action)
    return out


def scores(bids: list[Bid], predictor: str) -> tuple[float, float, float]:
    """Mean bid minus prediction, its root mean square, and the share of bids the rounded
    prediction names, over the bids that are not the dealer's."""
    free = [b for b in bids if not b.dealer]
    errors = [b.bid - getattr(b, predictor) for b in free]
    hits = sum(round(getattr(b, predictor)) == b.bid for b in free)
    return (statistics.fmean(errors), math.sqrt(statistics.fmean(e * e for e in errors)),
            hits / len(free))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--cards", type=int, default=5)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--bidder", default="hard",
                   help="who bids: a level (tournament.py's names) or ismcts")
    p.add_argument("--simulations", type=int, default=1000, help="ISMCTS simulations")
    p.add_argument("--seed", type=int, default=7)
    args = p.parse_args(argv)
    bidder = (ismcts_bidder(args.cards, args.simulations) if args.bidder == "ismcts"
              else level_bidder(args.bidder))
    bids = collect(bidder, args.players, args.cards, args.deals, args.seed)
    print(f"blackout {args.players} players, {args.cards} cards, bids by {args.bidder},"
          f" {args.deals} deals, {sum(not b.dealer for b in bids)} bids before the dealer's")
    for name in ("estimate", "normalised"):
        mean, rms, hit = scores(bids, name)
        print(f"  {name:10s} bid - prediction {mean:+.3f}  root mean square {rms:.3f}"
              f"  rounds to the bid {hit:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
