"""How a Blackout call scores in the shared trick teacher: the seat's own bid and tricks."""

from __future__ import annotations

from typing import Any

from ai.tricks.simulator import Sim
from game.core.actions import Action
from game.core.cards import Hand
from game.practice.tricks.feedback import GoalsFor, Outcome, TrickScoring


def goals_for(model: Any, obs: Any) -> GoalsFor:
    """The AI's own: the seats yet to bid are given its estimate of their sampled hands."""
    goals: GoalsFor = model.goals_for(obs)
    return goals


def outcome(model: Any, obs: Any, call: Action, goals: Any, sim: Sim) -> Outcome:
    took = sim.tricks[obs.seat]
    return Outcome(float(model.points(call.number, took, obs.hand_size)), took == call.number)


def out_of_play(model: Any, obs: Any) -> Hand:
    return int(model.out_of_play(obs))


SCORING = TrickScoring(goals_for, outcome, out_of_play, teams=False)
