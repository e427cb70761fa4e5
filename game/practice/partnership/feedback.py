"""How a Partnership Blackout call scores in the shared trick teacher: the team's margin
over the other team, and its contract made or not."""

from __future__ import annotations

from ai.partnership.model import PartnershipGoals, PartnershipModel
from ai.tricks.goals import PlayGoals
from ai.tricks.simulator import Sim
from game.core.actions import Action
from game.core.cards import Hand
from game.core.partnership.game import PartnershipObservation
from game.core.partnership.rules import contract_made
from game.practice.tricks.feedback import GoalsFor, Outcome, TrickScoring


def goals_for(model: PartnershipModel, obs: PartnershipObservation) -> GoalsFor:
    return model.goals_for(obs)


def outcome(model: PartnershipModel, obs: PartnershipObservation, call: Action, goals: PlayGoals, sim: Sim) -> Outcome:
    """The margin over the other team, each contract scored as the options say
    (partnership-blackout 10: only the auction's winner's, by the classic default), so a
    call is worth what the auction it leads to is worth, not its own contract alone; made
    only when it won the auction."""
    if not isinstance(goals, PartnershipGoals):  # what ``goals_for`` gave: the model's own
        raise TypeError(f"partnership goals expected, got {type(goals).__name__}")
    team = obs.seat % 2
    team_took = sim.tricks[team] + sim.tricks[team + 2]
    made = goals.scored[team] and contract_made(goals.contracts[team], team_took,
                                                tuple(sim.tricks), obs.hand_size)
    return Outcome(float(goals.values(sim)[obs.seat]), made, team_took)


def out_of_play(model: PartnershipModel, obs: PartnershipObservation) -> Hand:
    return 0


SCORING = TrickScoring(goals_for, outcome, out_of_play, teams=True,
                       model_type=PartnershipModel,
                       observation_type=PartnershipObservation)
