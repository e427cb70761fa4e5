"""Record a field playing Blackout's Oh Hell against itself: every deal and every action.

Issue 19's opponent is a field of ISMCTS bots; our searches model the other seats with the
heuristic policy.  How closely does that model predict what the bots really play, and how
much do their plays tell about their hands?  This script writes the raw material to answer
it (``bench/research/play_model.py`` reads it): one JSON line a deal with its seed, dealer, every
hand, the turned-up card and the actions in order (bids as numbers, cards as our card ids),
every seat played by the field: ``ismcts`` is ``vs_openspiel.ismcts_bot("fair", ...)`` (in
the benchmark's environment; the run is checked step by step against OpenSpiel's engine as
in ``vs_openspiel.play``), any other name one of our levels (``tournament.level_of``), e.g.
to see what the same measurement finds when the field's play is known to follow its hand.
Deals are Blackout's own (``vs_openspiel.blackout``: hook, basic scoring).

    /work/venv-bench/bin/python bench/research/field_games.py --players 4 --cards 5 --deals 500 \\
        --seed 5 --out /tmp/ismcts_4p5c.jsonl
    .venv/bin/python bench/research/field_games.py --field medium --deals 300 --out /tmp/medium.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the maintained benches
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tournament import level_of
from vs_openspiel import (
    check_size,
    fixed_size_deal,
    ismcts_bot,
    oh_hell,
    os_action,
    our_action,
    referee_state,
)

from ai import create_agent
from game.core.actions import Action, Kind
from game.core.cards import cards_of


def record(deal_seed: int, players: int, cards: int, field: str,
           simulations: int = 1000) -> dict[str, Any]:
    """One deal played by ``field`` in every seat: the deal and its actions."""
    s = fixed_size_deal(players, cards, deal_seed)
    out: dict[str, Any] = {"seed": deal_seed, "dealer": s.dealer, "turn_up": s.turn_up,
                           "hands": [cards_of(h) for h in s.hands], "actions": []}
    choose = (ismcts_field if field == "ismcts" else our_field)(
        s, deal_seed, players, cards, field, simulations)
    while s.to_play is not None:
        action = choose(s)
        out["actions"].append(action.number if action.kind is Kind.BID else action.card)
        s = s.apply(action)
    result = s.deal_result
    assert result is not None
    out["points"] = list(result.points)
    return out


Chooser = Callable[[Any], Action]
"""The field's action in our engine's state (which it must not change)."""


def ismcts_field(s: Any, deal_seed: int, players: int, cards: int, field: str,
                 simulations: int) -> Chooser:
    """ISMCTS in every seat, on OpenSpiel's state kept in step with ours."""
    os_game = oh_hell(players, cards)
    o = referee_state(os_game, s, deal_seed, -1)
    seeds = random.Random(deal_seed * 100 + 1)
    bots = [ismcts_bot("fair", os_game, seeds.randrange(2**31), seeds.randrange(2**31),
                       simulations) for _ in range(players)]

    def choose(state: Any) -> Action:
        seat = state.to_play
        if seat != o.current_player() or sorted(
                map(os_action, state.legal_actions())) != sorted(o.legal_actions()):
            raise RuntimeError(f"the engines disagree on deal seed {deal_seed}")
        chosen = bots[seat].step(o)
        o.apply_action(chosen)
        return our_action(chosen)

    return choose


def our_field(s: Any, deal_seed: int, players: int, cards: int, field: str,
              simulations: int) -> Chooser:
    """One of our levels in every seat, each seeing only its own observation."""
    agents = [create_agent(level_of(field, "expert", "blackout"), s.game, seat,
                           seed=deal_seed * 7 + seat) for seat in range(players)]

    def choose(state: Any) -> Action:
        seat = state.to_play
        return agents[seat].choose(state.observation(seat), state.legal_actions()).action

    return choose


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--field", default="ismcts",
                   help="ismcts (OpenSpiel, benchmark environment) or one of our levels")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--cards", type=int, default=5)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--simulations", type=int, default=1000)
    p.add_argument("--out", type=Path, required=True)
    args = p.parse_args(argv)
    check_size(args.players, args.cards)
    seeds = random.Random(args.seed)
    start = time.perf_counter()
    with args.out.open("a") as f:
        for i in range(args.deals):
            line = record(seeds.randrange(2**31), args.players, args.cards, args.field,
                          args.simulations)
            f.write(json.dumps(line) + "\n")
            f.flush()
            if (i + 1) % 50 == 0:
                print(f"{i + 1}/{args.deals} deals, {time.perf_counter() - start:.0f} s",
                      flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
