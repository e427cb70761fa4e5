"""Determinized play search: sample worlds, score every legal card in each, average.

For each sampled world (``ai.sampling``) every legal card is played in the internal
simulator and the rest of the deal is either rolled out by the heuristic policy (every seat
trying to take or duck tricks for its own contract) or, once few cards remain, solved
exactly (``ai.endgame``).  The card with the best expected value for the seat's objective
wins; worlds are weighted by how well they explain the bids.  The loop stops at the level's
sample count or the deadline, whichever comes first, after at least one world.
"""

from __future__ import annotations

import random
import time

from ai.decision import Decision
from ai.endgame import solve
from ai.levels import Level
from ai.model import GameModel, PlayGoals
from ai.policy import choose_card
from ai.sampling import constraints_of, sample_hands
from ai.simulator import Sim
from game.core.actions import PLAYS, Action
from game.core.cards import Card, card_label
from game.core.observation import Observation


def policy_card(sim: Sim, goals: PlayGoals) -> Card:
    """The policy's card for the seat to play in ``sim``."""
    seat = sim.turn
    trick = sim.trick
    partner = goals.partner(seat)
    return choose_card(
        sim.legal_mask(), sim.best, trick[0][1] // 13 if trick else -1, sim.trump,
        goals.wants(sim, seat), len(trick) == sim.n - 1,
        partner is not None and sim.best_seat == partner,
    )


def rollout(sim: Sim, goals: PlayGoals, rng: random.Random | None = None) -> list[float]:
    """Play the deal out from ``sim`` (a copy is used) and value it: by the policy, or by
    uniformly random legal cards when ``rng`` is given (the flat Monte Carlo baseline)."""
    s = sim.copy()
    if rng is None:
        while s.cards_left:
            s.play(policy_card(s, goals))
    else:
        while s.cards_left:
            mask = s.legal_mask()
            k = int(rng.random() * mask.bit_count())
            for _ in range(k):
                mask &= mask - 1
            s.play((mask & -mask).bit_length() - 1)
    return goals.values(s)


def spades_played(obs: Observation) -> int:
    return (obs.played & 0x1FFF).bit_count()


def sim_of(obs: Observation, hands: list[int], lead_rule: int) -> Sim:
    return Sim(
        hands, obs.trump, obs.seat, list(obs.trick), list(obs.tricks), lead_rule,
        spades_played(obs),
    )


def choose_play(
    model: GameModel, obs: Observation, legal: tuple[Action, ...], level: Level,
    rng: random.Random, deadline: float,
) -> Decision:
    goals = model.goals(obs)
    seat = obs.seat
    cards = [a.card for a in legal]
    why = model.play_reason(obs, goals, seat)
    if len(cards) == 1:
        return Decision(legal[0], f"{card_label(cards[0])}: the only legal card", ((legal[0], 0.0),))
    if level.samples == 0:
        return _policy_decision(model, obs, legal, goals, why)
    cons = constraints_of(
        obs, model.lead_rule(), model.out_of_play(obs), model.stock_size(obs)
    )
    totals = dict.fromkeys(cards, 0.0)
    weight_sum = 0.0
    done = 0
    while done < level.samples and (done == 0 or time.monotonic() < deadline):
        hands = sample_hands(cons, rng)
        weight = 1.0
        if level.evidence:
            for s in range(obs.players):
                if s != seat:
                    weight *= model.evidence_weight(obs, s, hands[s] | cons.played_by[s])
            weight = max(weight, 1e-6)
        sim = sim_of(obs, hands, model.lead_rule())
        exact = sim.cards_left <= level.exact_cards + 1
        table: dict[object, list[float]] = {}
        for c in cards:
            sim.play(c)
            if exact:
                values = solve(sim, goals, table)
            else:
                values = rollout(sim, goals, rng if level.random_rollouts else None)
            sim.undo()
            totals[c] += weight * values[seat]
        weight_sum += weight
        done += 1
    evals = sorted(
        ((PLAYS[c], totals[c] / weight_sum) for c in cards), key=lambda e: (-e[1], e[0])
    )
    best, value = evals[0]
    reason = f"{card_label(best.card)}: {why}; expected {value:.1f} points over {done} deals"
    return Decision(best, reason, tuple(evals))


def _policy_decision(
    model: GameModel, obs: Observation, legal: tuple[Action, ...], goals: PlayGoals, why: str,
) -> Decision:
    hand = 0
    for a in legal:
        hand |= 1 << a.card
    sim = Sim([hand if s == obs.seat else 0 for s in range(obs.players)], obs.trump,
              obs.seat, list(obs.trick), list(obs.tricks), model.lead_rule(),
              spades_played(obs))
    card = policy_card(sim, goals)
    return Decision(PLAYS[card], f"{card_label(card)}: {why}", ((PLAYS[card], 0.0),))
