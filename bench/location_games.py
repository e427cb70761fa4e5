"""Record deals of a plain-trick game played by our levels, for the card-location model.

``bench/research/field_games.py`` records Blackout at a fixed hand size (also against
OpenSpiel); this records any game of the trick engine by its own deal schedule, one JSON
line a deal: the game and its options, the deal's seed, dealer and number, and every action
as its text (``"bid 3"``, ``"play QS"``), which ``bench/train_locations.py`` replays through
the rules core.  Every seat is an agent of ``--field`` seeing only its own observation.

    .venv/bin/python bench/location_games.py --game partnership-blackout --field medium \\
        --deals 300 --seed 149 --out /tmp/train_pb.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tournament import level_of

from ai import create_agent
from game.core import create_game
from game.core.phase import Phase


def record(game_id: str, options: dict[str, Any], field: str, deal_seed: int) -> dict[str, Any]:
    g = create_game(game_id, **options)
    rng = random.Random(deal_seed)
    dealer = rng.randrange(g.players)
    schedule = getattr(g, "schedule", None)
    number = rng.randrange(len(schedule)) + 1 if schedule else 1
    s = g.new_deal(seed=deal_seed, dealer=dealer, deal_number=number)
    agents = [create_agent(level_of(field, "random", game_id), g, seat,
                           seed=deal_seed * 7 + seat) for seat in range(g.players)]
    actions: list[str] = []
    while s.phase in (Phase.BIDDING, Phase.PLAY):
        seat = s.to_play
        action = agents[seat].choose(s.observation(seat), s.legal_actions()).action
        actions.append(str(action))
        s = s.apply(action)
    return {"game": game_id, "options": options, "seed": deal_seed, "dealer": dealer,
            "deal_number": number, "actions": actions}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--game", default="partnership-blackout")
    p.add_argument("--field", default="medium")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=149)
    p.add_argument("--out", type=Path, required=True)
    args = p.parse_args(argv)
    seeds = random.Random(args.seed)
    with args.out.open("a") as f:
        for _ in range(args.deals):
            f.write(json.dumps(record(args.game, {}, args.field, seeds.randrange(2**31))) + "\n")
            f.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
