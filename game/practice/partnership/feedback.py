"""How a Partnership Blackout call scores in the shared trick teacher: the team's margin
over the other team, and its contract made or not."""

from __future__ import annotations

from typing import Any

from ai.tricks.simulator import Sim
from game.core.actions import Action
from game.core.cards import Hand
from game.core.partnership.rules import contract_made
from game.practice.tricks.feedback import GoalsFor, Outcome, TrickScoring


def goals_for(model: Any, obs: Any) -> GoalsFor:
    goals: GoalsFor = model.goals_for(obs)
    return goals


def outcome(model: Any, obs: Any, call: Action, goals: Any, sim: Sim) -> Outcome:
    """The margin over the other team, each contract scored as the options say
    (partnership-blackout 10: only the auction's winner's, by the classic default), so a
    call is worth what the auction it leads to is worth, not its own contract alone; made
    only when it won the auction."""
    team = obs.seat % 2
    team_took = sim.tricks[team] + sim.tricks[team + 2]
    made = goals.scored[team] and contract_made(goals.contracts[team], team_took,
                                                tuple(sim.tricks), obs.hand_size)
    return Outcome(float(goals.values(sim)[obs.seat]), made, team_took)


def out_of_play(model: Any, obs: Any) -> Hand:
    return 0


SCORING = TrickScoring(goals_for, outcome, out_of_play, teams=True)
