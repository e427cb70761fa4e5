"""The teacher shared by the plain trick games: every legal call, played out.

Mirrors ``ai.tricks.bid_search`` (same sampler, placing the cards as the game's strongest
level does: ``game.practice.position_view.adviser_for``; same evidence weights, same guesses
for the seats yet to call, same rollout policy) but examines every legal call, not only
those near the estimate, and keeps the whole distribution of tricks rather than a mean: the
player sees P(0), P(1), … tricks for the call made and for the best one.  What differs
between the games (whose tricks count, how a call scores) is the game's ``TrickScoring``
(``game.practice.blackout``, ``game.practice.partnership``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ai.reason import Chance, why
from ai.registry import model_for
from ai.sampling_loop import SamplingLoop
from ai.tricks.estimate import winners_reason
from ai.tricks.goals import PlayGoals
from ai.tricks.model import TrickModel
from ai.tricks.playout import policy_card
from ai.tricks.sampling import sample_hands, world_weight
from ai.tricks.simulator import Sim
from game.core.actions import Action
from game.core.cards import Hand
from game.core.observation import Observation
from game.practice.position_view import adviser_for
from game.practice.reasons import Teach
from game.practice.teacher import MIN_WORLDS, CallSituation, CallValue, Look

M = TypeVar("M", bound="TrickModel[Any]")
"""The game's model (``BlackoutModel``…); ``Any``: its observation type is ``O``, which a
bound cannot name."""
O = TypeVar("O", bound=Observation)
"""The game's observation (``BlackoutObservation``…)."""

GoalsFor = Callable[[list[Hand]], Callable[[Action], PlayGoals]]
"""For one sampled world (every seat's hand), the play goals each candidate call sets."""


@dataclass(frozen=True)
class Outcome:
    """One call played out in one world: its points, whether it was made (None: no
    contract), and the team's tricks when the team's count is what the call is about."""

    points: float
    made: bool | None
    team_tricks: int | None = None


@dataclass(frozen=True)
class TrickScoring(Generic[M, O]):
    """What one plain trick game tells the shared teacher."""

    goals_for: Callable[[M, O], GoalsFor]
    """``(model, observation)``: the goals of each call in each world."""
    outcome: Callable[[M, O, Action, PlayGoals, Sim], Outcome]
    """``(model, observation, call, goals, finished simulation)``: what the call scored."""
    out_of_play: Callable[[M, O], Hand]
    """``(model, observation)``: cards known to be out of play (a turn-up), for the reason."""
    teams: bool
    """True when a team's tricks are reported beside the seat's."""
    model_type: type[M]
    """The game's model class: ``ai.registry.model_for`` gives a model of a game chosen at
    run time, checked to be this one."""
    observation_type: type[O]
    """The game's observation class, checked likewise."""


def trick_feedback(scoring: TrickScoring[M, O], situation: CallSituation, call: Action,
                   worlds: int, seed: int, stop_at: float | None = None) -> Look:
    game = situation.game
    obs = situation.observation
    legal: tuple[Action, ...] = situation.legal
    seat = obs.seat
    hs = obs.hand_size
    n = obs.players
    model = model_for(game)
    if not isinstance(model, scoring.model_type) or not isinstance(obs, scoring.observation_type):
        raise TypeError(f"{game.id}'s teacher needs {scoring.model_type.__name__} and "
                        f"{scoring.observation_type.__name__}, got {type(model).__name__} "
                        f"and {type(obs).__name__}")
    goals_for = scoring.goals_for(model, obs)
    rng = random.Random(f"trickbid/practice/feedback/{game.id}/{seed}/{seat}")
    # the worlds are placed as the game's strongest level places them (issue 49)
    cons = model.constraints(obs, adviser_for(game.id))
    eldest = (obs.dealer + 1) % n
    totals = dict.fromkeys(legal, 0.0)
    made = dict.fromkeys(legal, 0.0)
    seat_hist = {a: [0.0] * (hs + 1) for a in legal}
    team_hist = {a: [0.0] * (hs + 1) for a in legal}
    weight_sum = 0.0
    loop = SamplingLoop(worlds, stop_at, least=MIN_WORLDS)
    for _ in loop:
        hands = sample_hands(cons, rng)
        weight = world_weight(model, obs, cons, hands)
        goals_of = goals_for(hands)
        start = Sim(hands, obs.trump, eldest, lead_rule=model.lead_rule())
        for a in legal:
            goals = goals_of(a)
            sim = start.copy()
            while sim.cards_left:
                sim.play(policy_card(sim, goals))
            took = sim.tricks[seat]
            seat_hist[a][took] += weight
            outcome = scoring.outcome(model, obs, a, goals, sim)
            if outcome.team_tricks is not None:
                team_hist[a][outcome.team_tricks] += weight
            points, ok = outcome.points, outcome.made
            totals[a] += weight * points
            made[a] += weight * (1.0 if ok else 0.0)
        weight_sum += weight
    worlds = loop.done  # fewer when out of time: report what was seen
    values = []
    for a in legal:
        passing = scoring.teams and a.kind.name == "PASS"
        values.append(CallValue(
            a, totals[a] / weight_sum,
            tuple(p / weight_sum for p in seat_hist[a]),
            tuple(p / weight_sum for p in team_hist[a]) if scoring.teams else (),
            None if passing else made[a] / weight_sum,
        ))
    values.sort(key=lambda v: (-v.expected, v.action))
    best = values[0]
    out = scoring.out_of_play(model, obs)
    reason = winners_reason(obs.hand, obs.trump, n, hs, seat == eldest, out).then(
        why(Teach.SCORES, points=best.expected, deals=worlds))
    if best.success is not None:
        reason = reason.then(why(Teach.MADE, chance=Chance(best.success)))
    return Look(best.action, reason, tuple(values), worlds=worlds)
