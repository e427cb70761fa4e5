"""How a Blackout call scores in the shared trick teacher: the seat's own bid and tricks."""

from __future__ import annotations

from ai.blackout.model import BlackoutModel
from ai.tricks.goals import PlayGoals
from ai.tricks.simulator import Sim
from game.core.actions import Action
from game.core.blackout.game import BlackoutObservation
from game.core.cards import Hand
from game.practice.tricks.feedback import GoalsFor, Outcome, TrickScoring


def goals_for(model: BlackoutModel, obs: BlackoutObservation) -> GoalsFor:
    """The AI's own: the seats yet to bid are given its estimate of their sampled hands."""
    return model.goals_for(obs)


def outcome(model: BlackoutModel, obs: BlackoutObservation, call: Action, goals: PlayGoals, sim: Sim) -> Outcome:
    took = sim.tricks[obs.seat]
    return Outcome(float(model.points(call.number, took, obs.hand_size)), took == call.number)


def out_of_play(model: BlackoutModel, obs: BlackoutObservation) -> Hand:
    return model.out_of_play(obs)


SCORING = TrickScoring(goals_for, outcome, out_of_play, teams=False,
                       model_type=BlackoutModel, observation_type=BlackoutObservation)
