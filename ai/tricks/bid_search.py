"""Bidding by simulation: deal the unseen cards, play each candidate call out, compare.

The strong levels refine the estimate this way.  Each sampled world gives the other seats
hands consistent with their calls so far (weighted as evidence, as in play); seats yet to
call are given the call their sampled hand suggests; then the deal is rolled out by the
heuristic policy once per candidate call on the same world (common random numbers, so the
comparison is between calls, not between deals).  The value is the seat's points (or its
team's margin) at the end of the deal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ai.levels import Level
from ai.sampling_loop import SamplingLoop
from ai.tricks.model import GoalsFor, TrickModel
from ai.tricks.sampling import sample_hands, world_weight
from ai.tricks.search import finish, settled
from ai.tricks.simulator import Sim
from game.core.actions import Action
from game.core.observation import Observation

PRIOR_WEIGHT = 8.0
"""How many simulated deals the estimate's own values are worth."""


def simulate_calls(
    model: TrickModel[Any],
    obs: Observation,
    candidates: Sequence[Action],
    goals_for: GoalsFor,
    level: Level,
    rng: random.Random,
    deadline: float,
    prior: dict[Action, float] | None = None,
) -> tuple[dict[Action, float], int]:
    """Mean value of each candidate call for the seat, and the number of worlds used.

    With a ``prior`` (the estimate's values) the means are shrunk towards it as if it were
    ``PRIOR_WEIGHT`` worlds, so a decision cut short by its deadline after a handful of
    deals does not follow their noise."""
    cons = model.constraints(obs, level)
    totals = dict.fromkeys(candidates, 0.0)
    squares = dict.fromkeys(candidates, 0.0)
    weight_sum = 0.0
    eldest = (obs.dealer + 1) % obs.players
    loop = SamplingLoop(level.bid_samples, deadline)
    for _ in loop:
        hands = sample_hands(cons, rng)
        weight = world_weight(model, obs, cons, hands, level.evidence)
        start = Sim(hands, obs.trump, eldest, lead_rule=model.lead_rule())
        goals_of = goals_for(hands)
        for action in candidates:
            v = finish(start, goals_of(action), level, rng, {})[obs.seat]
            totals[action] += weight * v
            squares[action] += weight * v * v
        weight_sum += weight
        if loop.done >= 48 and loop.done % 16 == 0 and not level.random_rollouts and len(
            totals
        ) > 1 and settled(totals, squares, weight_sum, loop.done):
            break
    done = loop.done
    if prior is None:
        return {a: v / weight_sum for a, v in totals.items()}, done
    k = PRIOR_WEIGHT * weight_sum / done
    return {a: (v + k * prior[a]) / (weight_sum + k) for a, v in totals.items()}, done
