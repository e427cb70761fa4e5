"""Record Blackout deals whose cards are played by the heuristic policy with noise: the
field the play reading (``bench/play_reading.py``) models exactly.

A check of the reading's machinery, not of its worth: when every card really is the
policy's with chance ``1 - eps`` (else a random legal card), weighting worlds by that
likelihood must place the hidden cards better than today's sampler; if it did not, the
reading would be wrong, not the model.  The bids are medium's (each seat an agent seeing
its own observation); each card is ``choose_card`` for the player's own hand, the trick,
its intent (``goals.wants``) and the cards it cannot see, as the reading assumes.  Lines
as ``field_games.py`` writes them, for ``bench/inference.py``.

    .venv/bin/python bench/research/policy_field.py --cards 7 --deals 30 --eps 0.3 \\
        --seed 31 --out /tmp/policy/heldout_policy.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the maintained benches

from tournament import level_of
from vs_openspiel import fixed_size_deal

from ai import create_agent
from ai.registry import model_for
from ai.tricks.model import TrickModel
from ai.tricks.playout import sim_at
from ai.tricks.policy import choose_card
from game.core.actions import Kind
from game.core.cards import DECK_52, cards_of
from game.core.phase import Phase


def policy_card(state: Any, eps: float, rng: random.Random) -> int:
    """The card the noisy policy plays for the seat to play at ``state``."""
    seat = state.to_play
    obs = state.observation(seat)
    model = model_for(state.game)
    assert isinstance(model, TrickModel)
    legal = sum(1 << a.card for a in state.legal_actions())
    if rng.random() < eps:
        return rng.choice(cards_of(legal))
    goals = model.goals(obs)
    sim = sim_at(obs, list(state.hands), model.lead_rule())
    trick = sim.trick
    partner = goals.partner(seat)
    unseen = DECK_52 & ~obs.played & ~model.out_of_play(obs) & ~obs.hand
    return choose_card(legal, sim.best, trick[0][1] // 13 if trick else -1, sim.trump,
                       goals.wants(sim, seat), len(trick) == sim.n - 1,
                       partner is not None and sim.best_seat == partner, unseen)


def record(deal_seed: int, cards: int, eps: float) -> dict[str, Any]:
    s = fixed_size_deal(4, cards, deal_seed)
    out: dict[str, Any] = {"seed": deal_seed, "dealer": s.dealer, "turn_up": s.turn_up,
                           "hands": [cards_of(h) for h in s.hands], "actions": []}
    agents = [create_agent(level_of("medium", "medium", "blackout"), s.game, seat,
                           seed=deal_seed * 7 + seat) for seat in range(4)]
    rng = random.Random(deal_seed * 3 + 1)
    while s.to_play is not None:
        if s.phase is Phase.PLAY:
            card = policy_card(s, eps, rng)
            out["actions"].append(card)
            s = s.apply(next(a for a in s.legal_actions() if a.card == card))
        else:
            action = agents[s.to_play].choose(s.observation(s.to_play),
                                              s.legal_actions()).action
            assert action.kind is Kind.BID
            out["actions"].append(action.number)
            s = s.apply(action)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--cards", type=int, default=7)
    p.add_argument("--deals", type=int, default=30)
    p.add_argument("--eps", type=float, default=0.3)
    p.add_argument("--seed", type=int, default=31)
    p.add_argument("--out", type=Path, required=True)
    args = p.parse_args(argv)
    seeds = random.Random(args.seed)
    with args.out.open("a") as f:
        for _ in range(args.deals):
            f.write(json.dumps(record(seeds.randrange(2**31), args.cards, args.eps)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
