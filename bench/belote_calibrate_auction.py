"""Fit what the Bazar Belote auction says about the partner's hand (``ai/belote/bidding.py``).

Deals random hands and runs the auction with AI players of one level.  At every call a
seat makes, it records what the seat has heard so far (its ``AuctionView``) and, for each
suit as trump, the card points its team really takes when the deal is played out with that
trump by the rollout policy, minus the seat's own share (``INTERCEPT + hand_value``): what
the rest of the table brings the team, the quantity ``partner_value − opponents_penalty``
estimates.  A least-squares fit of that on the view's features prints the table to paste
into ``EVIDENCE`` and the spread that remains, so the estimate reads the auction by what
bids really mean at this table instead of by guesses.

    python bench/belote_calibrate_auction.py [deals] [level]    (e.g. 6000 hard:evidence=1)
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from statistics import fmean, pstdev

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from belote_calibrate import solve_least_squares
from tournament import level_of

from ai import create_agent
from ai.belote.bidding import EVIDENCE_FEATURES, evidence_features, view_of
from ai.belote.estimate import INTERCEPT, hand_value
from ai.belote.simulator import BeloteSim, contract_policy_card
from game.core import create_game
from game.core.belote.game import BeloteObservation
from game.core.phase import Phase


def played_points(hands: tuple[int, ...], leader: int) -> list[list[int]]:
    """points[team][trump]: card points ``team`` takes as contractor with ``trump``."""
    out = [[0] * 4 for _ in range(2)]
    for trump in range(4):
        for team in (0, 1):
            sim = BeloteSim(list(hands), trump, leader)
            while sim.cards_left:
                sim.play(contract_policy_card(sim, team))
            out[team][trump] = sim.points[team]
    return out


def main(deals: int = 2000, level: str = "hard") -> None:
    game = create_game("bazar-belote")
    players = level_of(level, "random", game.id)
    rng = random.Random(20261201)
    rows: list[list[float]] = []
    ys: list[float] = []
    for _ in range(deals):
        seed = rng.randrange(2**31)
        state = game.new_deal(seed=seed, dealer=rng.randrange(4))
        hands = state.hands
        agents = [create_agent(players, game, seat, seed=seed + seat) for seat in range(4)]
        heard: list[BeloteObservation] = []
        while state.phase is Phase.BIDDING:
            seat = state.to_play
            obs = state.observation(seat)
            assert isinstance(obs, BeloteObservation)
            heard.append(obs)
            state = state.apply(agents[seat].choose(obs, state.legal_actions()).action)
        points = played_points(hands, (state.dealer + 1) % 4)
        for obs in heard:
            view = view_of(obs)
            for trump in range(4):
                rows.append([1.0, *evidence_features(view, trump)])
                mine = INTERCEPT + hand_value(obs.hand, trump)
                ys.append(points[obs.seat % 2][trump] - mine)
    coef = solve_least_squares(rows, ys)
    resid = [y - sum(c * x for c, x in zip(coef, r, strict=True))
             for r, y in zip(rows, ys, strict=True)]
    print(f"{level}: {deals} deals, {len(ys)} (call, trump) rows, mean {fmean(ys):.2f}, "
          f"residual sd {pstdev(resid):.2f}")
    counts = [sum(1 for r in rows if r[i + 1]) for i in range(len(EVIDENCE_FEATURES))]
    for name, w, n in zip(EVIDENCE_FEATURES, coef[1:], counts, strict=True):
        print(f"  {name:<34} {w:+7.2f}   (rows {n})")
    told = [r for r, _ in zip(resid, rows, strict=True) if _[1]]
    print(f"  residual sd where the partner bid the suit: {pstdev(told):.2f}")
    print(f"EVIDENCE_BASE = {coef[0]:.2f}")
    print("EVIDENCE = (" + ", ".join(f"{w:.2f}" for w in coef[1:]) + ")")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000,
         sys.argv[2] if len(sys.argv) > 2 else "hard")
