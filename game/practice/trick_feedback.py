"""The teacher for Blackout and Partnership Blackout: every legal call, played out.

Mirrors ``ai.tricks.bid_search`` (same sampler, same evidence weights, same guesses for the seats
yet to call, same rollout policy) but examines every legal call, not only those near the
estimate, and keeps the whole distribution of tricks rather than a mean: the player sees
P(0), P(1), … tricks for the call made and for the best one.
"""

from __future__ import annotations

import random
from typing import Any

from ai.registry import model_for
from ai.sampling_loop import SamplingLoop
from ai.tricks.estimate import winners_text
from ai.tricks.sampling import constraints_of, sample_hands
from ai.tricks.search import policy_card
from ai.tricks.simulator import Sim
from game.core.actions import Action
from game.core.partnership.rules import auction_winner, contract_made, contract_points
from game.practice.feedback import MIN_WORLDS, CallValue

Result = tuple[Action, str, tuple[CallValue, ...], tuple[tuple[str, str], ...],
               tuple[tuple[int, tuple[float, ...]], ...], int]
"""Best call, reason, values, extra figures, Belote suit chances, deals played out."""


def trick_feedback(situation: Any, call: Action, worlds: int, seed: int,
                   stop_at: float | None = None) -> Result:
    game = situation.game
    obs = situation.observation
    legal: tuple[Action, ...] = situation.legal
    seat = obs.seat
    hs = obs.hand_size
    n = obs.players
    model: Any = model_for(game)
    blackout = game.id == "blackout"
    goals_for = model.goals_for(obs)
    rng = random.Random(f"trickbid/practice/feedback/{game.id}/{seed}/{seat}")
    cons = constraints_of(obs, model.lead_rule(), model.out_of_play(obs), model.stock_size(obs))
    eldest = (obs.dealer + 1) % n
    totals = dict.fromkeys(legal, 0.0)
    made = dict.fromkeys(legal, 0.0)
    seat_hist = {a: [0.0] * (hs + 1) for a in legal}
    team_hist = {a: [0.0] * (hs + 1) for a in legal}
    weight_sum = 0.0
    opts = game.options
    loop = SamplingLoop(worlds, stop_at, least=MIN_WORLDS)
    for _ in loop:
        hands = sample_hands(cons, rng)
        weight = 1.0
        for s in range(n):
            if s != seat:
                weight *= model.evidence_weight(obs, s, hands[s])
        weight = max(weight, 1e-6)
        goals_of = goals_for(hands)
        start = Sim(hands, obs.trump, eldest, lead_rule=model.lead_rule())
        for a in legal:
            goals: Any = goals_of(a)
            sim = start.copy()
            while sim.cards_left:
                sim.play(policy_card(sim, goals))
            took = sim.tricks[seat]
            seat_hist[a][took] += weight
            if blackout:
                points = float(model.points(a.number, took, hs))
                ok: bool | None = took == a.number
            else:
                team = seat % 2
                team_took = sim.tricks[team] + sim.tricks[team + 2]
                team_hist[a][team_took] += weight
                contract = goals.contracts[team]
                points = float(contract_points(contract, team_took, tuple(sim.tricks), hs, opts))
                if opts.auction_winner_only and auction_winner(goals.contracts, eldest) != team:
                    points = 0.0  # partnership 10: only the auction's winner scores
                ok = contract_made(contract, team_took, tuple(sim.tricks), hs)
            totals[a] += weight * points
            made[a] += weight * (1.0 if ok else 0.0)
        weight_sum += weight
    worlds = loop.done  # fewer when out of time: report what was seen
    values = []
    for a in legal:
        passing = not blackout and a.kind.name == "PASS"
        values.append(CallValue(
            a, totals[a] / weight_sum,
            tuple(p / weight_sum for p in seat_hist[a]),
            () if blackout else tuple(p / weight_sum for p in team_hist[a]),
            None if passing else made[a] / weight_sum,
        ))
    values.sort(key=lambda v: (-v.expected, v.action))
    best = values[0]
    out = model.out_of_play(obs) if blackout else 0
    why = winners_text(obs.hand, obs.trump, n, hs, seat == eldest, out)
    reason = (f"{best.action.label()}: {why}; expected {best.expected:+.1f} points over "
              f"{worlds} simulated deals")
    if best.success is not None:
        reason += f", made {best.success:.0%} of the time"
    return best.action, reason, tuple(values), (), (), worlds
