"""Bidding by tree search: the bid is the first move of the same tree the play grows.

The bid simulation (``ai.tricks.bid_search``) plays every candidate bid out by the policy
and solves the last tricks with every hand in view, so it trusts a bid to be steered home
more than the play, which cannot see the hands, will manage: a bid it makes look safe is
broken by one trick.  Here each iteration deals a world consistent with the bids so far
(weighted by how well it explains them), chooses this seat's bid by upper confidence bound
among the candidates, gives each seat still to bid the bid its sampled hand suggests (under
the hook the dealer avoids the forbidden total), and then walks the play tree of
``ai.tricks.ismcts`` under that bid and those bids: the later bids are public, so each set
of them has its own play tree.  A bid is thus valued by how the tree search, which is how
this seat will play, does with it.  The bid chosen is the one visited most.
"""

from __future__ import annotations

import math
import random
from typing import Protocol

from ai.blackout.goals import BlackoutGoals
from ai.levels import Level, tree_iterations
from ai.sampling_loop import SamplingLoop
from ai.tricks.ismcts import Node, Path, backup, descend
from ai.tricks.playout import play_out, rollout_noise
from ai.tricks.sampling import Constraints, sample_hands, world_weight
from ai.tricks.simulator import Sim
from game.core.actions import Action
from game.core.blackout.game import BlackoutObservation
from game.core.cards import DECK_52, Hand


class BidTreeModel(Protocol):
    """What the bid search reads of Blackout's model (``BlackoutModel``): the worlds to
    deal and how to weigh them, the lead rule, the scoring, and the bids the seats yet to
    bid would make in a world."""

    def out_of_play(self, obs: BlackoutObservation) -> Hand: ...

    def constraints(self, obs: BlackoutObservation, level: Level) -> Constraints: ...

    def evidence_weight(self, obs: BlackoutObservation, seat: int, dealt_hand: Hand) -> float: ...

    def lead_rule(self) -> int: ...

    def points(self, bid: int, took: int, hand_size: int) -> int: ...

    def later_estimates(self, obs: BlackoutObservation, hands: list[Hand]) -> dict[int, float]: ...

    def bids_after(
        self, obs: BlackoutObservation, estimates: dict[int, float], bid: int,
    ) -> tuple[int, ...]: ...

SPREAD = 2.0
"""Bids further than this from the hand's estimate are not searched (they never win)."""


def candidates(legal: tuple[Action, ...], mean: float) -> list[Action]:
    """The legal bids worth searching: those near the estimate, at least two."""
    near = [a for a in legal if abs(a.number - mean) <= SPREAD]
    if len(near) < 2:
        near = sorted(legal, key=lambda a: abs(a.number - mean))[:2]
    return near


def search_bids(
    model: BidTreeModel, obs: BlackoutObservation, bids: list[Action], level: Level,
    rng: random.Random, deadline: float,
) -> tuple[dict[Action, float], dict[Action, int], int]:
    """Each candidate bid's mean value for the seat (in its points), its visits, and the
    number of worlds used (at least one per candidate)."""
    hs, seat = obs.hand_size, obs.seat
    out = model.out_of_play(obs)
    cons = model.constraints(obs, level)
    eldest = (obs.dealer + 1) % obs.players
    scale = float(max(1, max(model.points(b, t, hs) for b in range(hs + 1)
                             for t in range(hs + 1))))
    inv = 1.0 / scale
    noise = rollout_noise(level)
    live = DECK_52 & ~out
    by_number = {a.number: a for a in bids}
    numbers = list(by_number)
    root = Node()
    # per set of every seat's bids: their goals and the play tree under them
    plays: dict[tuple[int, ...], tuple[BlackoutGoals, Node]] = {}
    most = tree_iterations(level.bid_iterations, level.bid_work, hs * obs.players)
    loop = SamplingLoop(most, deadline, least=len(numbers))
    for _ in loop:
        hands = sample_hands(cons, rng)
        weight = world_weight(model, obs, cons, hands, level.evidence)
        bid = root.visit(numbers, rng)
        path: Path = [(root, bid, seat)]
        key = model.bids_after(obs, model.later_estimates(obs, hands), bid)
        known = plays.get(key)
        if known is None:
            known = plays[key] = (BlackoutGoals(key, model, hs), Node())
        goals, play_root = known
        sim = Sim(hands, obs.trump, eldest, lead_rule=model.lead_rule())
        descend(play_root, sim, live, path, rng)
        backup(path, play_out(sim, goals, rng, noise, level.exact_cards), weight, inv)
    means = {
        by_number[b]: root.wvalue[b] / root.wsum[b] * scale if root.wsum.get(b) else -math.inf
        for b in numbers
    }
    visits = {by_number[b]: root.visits.get(b, 0) for b in numbers}
    return means, visits, loop.done
