"""How a Partnership Blackout call scores in the shared trick teacher: the team's
contract, made or not, and only the auction's winner scoring where the options say so."""

from __future__ import annotations

from typing import Any

from ai.tricks.simulator import Sim
from game.core.actions import Action
from game.core.cards import Hand
from game.core.partnership.rules import auction_winner, contract_made, contract_points
from game.practice.tricks.feedback import GoalsFor, Outcome, TrickScoring


def goals_for(model: Any, obs: Any) -> GoalsFor:
    goals: GoalsFor = model._goals_for(obs)
    return goals


def outcome(model: Any, obs: Any, call: Action, goals: Any, sim: Sim) -> Outcome:
    opts = model.game.options
    hand_size = obs.hand_size
    eldest = (obs.dealer + 1) % obs.players
    team = obs.seat % 2
    team_took = sim.tricks[team] + sim.tricks[team + 2]
    contract = goals.contracts[team]
    points = float(contract_points(contract, team_took, tuple(sim.tricks), hand_size, opts))
    if opts.auction_winner_only and auction_winner(goals.contracts, eldest) != team:
        points = 0.0  # partnership 10: only the auction's winner scores
    made = contract_made(contract, team_took, tuple(sim.tricks), hand_size)
    return Outcome(points, made, team_took)


def out_of_play(model: Any, obs: Any) -> Hand:
    return 0


SCORING = TrickScoring(goals_for, outcome, out_of_play, teams=True)
