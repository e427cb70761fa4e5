"""A simulated position as the search plays it: set at an observation, moved by the policy.

Both searches of the play (determinized, ``ai.tricks.search``; tree, ``ai.tricks.ismcts``)
and the practice teacher start a ``Sim`` at what a seat sees and ask the heuristic policy
(``ai.tricks.policy``) for the card of whoever is to play in it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.levels import Level
from ai.tricks.endgame import solve_each, solve_teams
from ai.tricks.goals import PlayGoals
from ai.tricks.policy import choose_card
from ai.tricks.simulator import Sim
from game.core.cards import Card
from game.core.observation import Observation


def policy_card(sim: Sim, goals: PlayGoals) -> Card:
    """The policy's card for the seat to play in ``sim``."""
    seat = sim.turn
    trick = sim.trick
    partner = goals.partner(seat)
    # the hands are disjoint: the others' cards are all the cards less the seat's
    others = 0 if trick else sum(sim.hands) - sim.hands[seat]
    return choose_card(
        sim.legal_mask(), sim.best, trick[0][1] // 13 if trick else -1, sim.trump,
        goals.wants(sim, seat), len(trick) == sim.n - 1,
        partner is not None and sim.best_seat == partner, others,
    )


def spades_played(obs: Observation) -> int:
    return (obs.played & 0x1FFF).bit_count()


def sim_at(obs: Observation, hands: list[int], lead_rule: int) -> Sim:
    return Sim(
        hands, obs.trump, obs.seat, list(obs.trick), list(obs.tricks), lead_rule,
        spades_played(obs),
    )


def rollout_noise(level: Level) -> float:
    """The chance of a random card in the level's rollouts (1: random rollouts)."""
    return 1.0 if level.random_rollouts else level.noise


def play_out(
    sim: Sim, goals: PlayGoals, rng: random.Random, noise: float, exact: int = 0,
    table: dict[object, Any] | None = None,
) -> list[float]:
    """Play on and value the deal; ``sim`` is restored.  Each card is the policy's, or with
    chance ``noise`` a uniformly random legal one (1: random rollouts throughout); once at
    most ``exact`` cards remain (0: never) the rest is solved exactly instead, everyone
    playing their best with every hand in view — the last tricks, where one card decides an
    exact bid and little is hidden any more.  ``table`` is the exact search's, to share
    between positions of one world and one set of goals (None: a fresh one)."""
    played = 0
    while sim.cards_left > exact:
        if noise and (noise >= 1.0 or rng.random() < noise):
            mask = sim.legal_mask()
            k = int(rng.random() * mask.bit_count())
            for _ in range(k):
                mask &= mask - 1
            sim.play((mask & -mask).bit_length() - 1)
        else:
            sim.play(policy_card(sim, goals))
        played += 1
    if not sim.cards_left:
        values = goals.values(sim)
    elif goals.zero_sum:
        v = solve_teams(sim, goals, -math.inf, math.inf, {} if table is None else table)
        values = [v, -v] * (sim.n // 2)
    else:
        values = solve_each(sim, goals, {} if table is None else table)
    for _ in range(played):
        sim.undo()
    return values
