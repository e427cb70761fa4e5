"""Determinized play search: sample worlds, score every legal card in each, average.

For each sampled world (``ai.tricks.sampling``) every legal card is played in the internal
simulator and the rest of the deal is either rolled out by the heuristic policy (every seat
trying to take or duck tricks for its own contract) or, once few cards remain, solved
exactly (``ai.tricks.endgame``).  The card with the best expected value for the seat's objective
wins; worlds are weighted by how well they explain the bids.  The loop stops at the level's
sample count or the deadline, whichever comes first, after at least one world.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

from ai.decision import Decision
from ai.levels import Level
from ai.natural import chosen_first, natural_choice
from ai.reason import Reason, Why
from ai.sampling_loop import SamplingLoop
from ai.tricks.absurd import absurd_cards, off_intent
from ai.tricks.endgame import distinct_cards
from ai.tricks.goals import PlayGoals
from ai.tricks.ismcts import choose_play_tree
from ai.tricks.playout import play_out, policy_card, rollout_noise, sim_at, spades_played
from ai.tricks.policy import lowest
from ai.tricks.sampling import sample_hands, world_weight
from ai.tricks.search_model import SearchModel
from ai.tricks.simulator import Sim
from game.core.actions import PLAYS, Action
from game.core.cards import DECK_52
from game.core.observation import Observation

ENDGAME_WORLDS = 64
"""Most sampled worlds of the exact endgame (``endgame_level``)."""


def endgame_level(level: Level) -> Level:
    """``level`` for its last tricks: every legal card solved exactly in each of up to
    ``ENDGAME_WORLDS`` sampled worlds (no tree, no rollout noise).  A card that does no
    better than another in any world the seat could be in is then never preferred to it."""
    return dataclasses.replace(level, iterations=0, noise=0.0, exact_cards=52,
                               samples=max(level.samples, ENDGAME_WORLDS),
                               random_rollouts=False)


def finish(
    sim: Sim, goals: PlayGoals, level: Level, rng: random.Random, table: dict[object, Any],
) -> list[float]:
    """Every seat's value of the deal from ``sim`` (which is left as it was): played on by
    the policy until at most ``level.exact_cards`` cards remain, then solved exactly — so
    the last tricks, where one card decides a bid, are played as well as they can be.
    ``table`` is the exact search's, to share between positions of one world and one set
    of goals.  The flat Monte Carlo baseline and noisy rollouts play to the end instead."""
    if level.random_rollouts or level.noise:
        return play_out(sim, goals, rng, rollout_noise(level))
    return play_out(sim, goals, rng, 0.0, level.exact_cards, table)


def settled(
    totals: Mapping[Any, float], squares: Mapping[Any, float], weight_sum: float, done: int,
) -> bool:
    """True when more worlds would not change the choice: every world gave every candidate
    the same value, or the best leads the second by far more than its standard error."""
    means = sorted(
        ((totals[k] / weight_sum, squares[k] / weight_sum) for k in totals), reverse=True,
    )
    (m1, q1), (m2, q2) = means[0], means[1]
    var1, var2 = max(0.0, q1 - m1 * m1), max(0.0, q2 - m2 * m2)
    if m1 == m2:
        same = means[0][0] == means[-1][0]
        return same and all(max(0.0, q - m * m) < 1e-9 for m, q in means)
    return bool(m1 - m2 > 3.0 * ((var1 + var2) / done) ** 0.5)


def choose_play(
    model: SearchModel[Any], obs: Observation, legal: tuple[Action, ...], level: Level,
    rng: random.Random, deadline: float,
) -> Decision:
    goals = model.goals(obs)
    seat = obs.seat
    cards = [a.card for a in legal]
    why = model.play_reason(obs, goals, seat)
    if len(cards) == 1:
        return Decision(legal[0], Reason(Why.ONLY_CARD), ((legal[0], 0.0),))
    legal_mask = 0
    for c in cards:
        legal_mask |= 1 << c
    view = seat_view(model, obs)
    bad = absurd_cards(view, goals, legal_mask)
    if level.samples == 0:
        return _policy_decision(obs, legal, goals, why, view, bad)
    # cards no live card separates are equivalent whatever the hidden hands: search one
    live = DECK_52 & ~obs.played & ~model.out_of_play(obs)
    for _, c in obs.trick:
        live |= 1 << c
    reps = distinct_cards(legal_mask, live)
    if len(reps) == 1:
        card = reps[0]
        return Decision(PLAYS[card], why.then(Reason(Why.EQUIVALENT)),
                        tuple((a, 0.0) for a in legal))
    cons = model.constraints(obs, level)
    if obs.hand.bit_count() <= level.endgame_tricks:
        level = endgame_level(level)
    if level.iterations:
        unplayed = DECK_52 & ~obs.played & ~model.out_of_play(obs)
        return choose_play_tree(model, obs, legal, goals, reps, cons, unplayed, why, level,
                                rng, deadline, bad)
    totals = dict.fromkeys(reps, 0.0)
    squares = dict.fromkeys(reps, 0.0)
    weight_sum = 0.0
    loop = SamplingLoop(level.samples, deadline)
    for _ in loop:
        hands = sample_hands(cons, rng)
        weight = world_weight(model, obs, cons, hands, level.evidence)
        sim = sim_at(obs, hands, model.lead_rule())
        table: dict[object, Any] = {}
        for c in reps:
            sim.play(c)
            v = finish(sim, goals, level, rng, table)[seat]
            sim.undo()
            totals[c] += weight * v
            squares[c] += weight * v * v
        weight_sum += weight
        if loop.done >= 16 and loop.done % 8 == 0 and not level.random_rollouts and settled(
            totals, squares, weight_sum, loop.done
        ):
            break
    done = loop.done
    for c in cards:
        if c not in totals:  # an equivalent of a searched card
            rep = max(r for r in reps if r // 13 == c // 13 and r <= c)
            totals[c] = totals[rep]
    off = off_intent(view, goals, legal_mask) if level.sure_trick_edge else 0
    evals = sorted(
        ((PLAYS[c], totals[c] / weight_sum) for c in cards),
        key=lambda e: (bool(bad >> e[0].card & 1),
                       -e[1] + level.sure_trick_edge * (off >> e[0].card & 1), e[0]),
    )
    stray_bad = bad | off
    best = natural_choice(evals, level.tolerance, rng, lambda a: not stray_bad >> a.card & 1)
    value = dict(evals)[best]
    reason = why.then(goals.value_reason(seat, value, done))
    return Decision(best, reason, chosen_first(evals, best))


def seat_view(model: SearchModel[Any], obs: Observation) -> Sim:
    """The position as the seat sees it: its own hand, and the cards it cannot see in one
    pile (the next seat's), so "nobody can beat this card" means what the seat can know."""
    unseen = DECK_52 & ~obs.hand & ~obs.played & ~model.out_of_play(obs)
    hands = [0] * obs.players
    hands[obs.seat] = obs.hand
    hands[(obs.seat + 1) % obs.players] = unseen
    return Sim(hands, obs.trump, obs.seat, list(obs.trick), list(obs.tricks),
               model.lead_rule(), spades_played(obs))


def _policy_decision(
    obs: Observation, legal: tuple[Action, ...], goals: PlayGoals, why: Reason,
    view: Sim, bad: int,
) -> Decision:
    """The policy's card (a level that samples no world), never one of the ``bad``
    (absurd) cards: the weakest sensible card then."""
    hand = 0
    for a in legal:
        hand |= 1 << a.card
    sim = view.copy()
    sim.hands[obs.seat] = hand
    card = policy_card(sim, goals)
    if bad >> card & 1:
        card = lowest(hand & ~bad, obs.trump)
    return Decision(PLAYS[card], why, ((PLAYS[card], 0.0),))
