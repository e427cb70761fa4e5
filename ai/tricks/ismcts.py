"""Information-set Monte Carlo tree search for the play, with the heuristic policy's rollouts.

Determinized search (``ai.tricks.search``) scores each card in every sampled world as if
everyone could see every hand from then on, so it believes it can always duck or win
later exactly as it likes ("strategy fusion"); against a patient opponent that shows as
bids broken by one trick.  ISMCTS instead grows one tree over the public history of the
play from this seat's point of view: each iteration deals a fresh world consistent with
the table (``ai.tricks.sampling``), walks down the tree choosing, for the seat to play, the
card with the best upper confidence bound among those it holds in this world (the
availability count keeps cards a world does not offer from being penalised), adds one
node, and rolls the deal out with the heuristic policy (each seat playing for its own
goals).  Each node's values are from its player's side, so the other seats' choices are
their own best, not ours.  Worlds are weighted by how well they explain the bids, as in
the determinized search.  The card chosen is the one the root visited most.

Cards of one hand that no live card separates are equivalent (``distinct_cards``): the
tree branches on one of each run only.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from ai.decision import Decision
from ai.levels import Level
from ai.reason import Reason, Why
from ai.sampling_loop import SamplingLoop
from ai.tricks.endgame import distinct_cards
from ai.tricks.goals import PlayGoals
from ai.tricks.playout import policy_card, sim_at
from ai.tricks.sampling import Constraints, sample_hands, world_weight
from ai.tricks.simulator import Sim
from game.core.actions import PLAYS, Action
from game.core.observation import Observation

if TYPE_CHECKING:
    from ai.tricks.model import TrickModel

EXPLORATION = 0.7
"""The UCB constant, for values scaled to 0..1 by the deal's most points."""


class Node:
    """One public position of the play: per card, visits, weighted value sums (from the
    point of view of the seat to play here) and how often the card was available."""

    __slots__ = ("avail", "children", "visits", "wsum", "wvalue")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits: dict[int, int] = {}
        self.avail: dict[int, int] = {}
        self.wsum: dict[int, float] = {}
        self.wvalue: dict[int, float] = {}

    def select(self, cards: list[int]) -> int:
        """The card of ``cards`` (all tried) with the best upper confidence bound."""
        best = cards[0]
        best_key = -math.inf
        for c in cards:
            n = self.visits[c]
            key = self.wvalue[c] / self.wsum[c] + EXPLORATION * math.sqrt(
                math.log(self.avail[c]) / n)
            if key > best_key:
                best, best_key = c, key
        return best


def _rollout(sim: Sim, goals: PlayGoals) -> list[float]:
    """Play on by the policy and value the deal; ``sim`` is restored."""
    played = 0
    while sim.cards_left:
        sim.play(policy_card(sim, goals))
        played += 1
    values = goals.values(sim)
    for _ in range(played):
        sim.undo()
    return values


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def search_tree(
    model: TrickModel, obs: Observation, cons: Constraints, goals: PlayGoals, live: int,
    level: Level, rng: random.Random, deadline: float, scale: float, least: int,
) -> tuple[Node, int]:
    """Grow the tree from ``obs`` for up to ``level.iterations`` worlds or the deadline;
    returns its root and the number of worlds used.  ``live`` holds the cards neither
    played nor known out of play (the stock's unseen cards count: they may be anywhere),
    ``scale`` the most points a seat can score; at least ``least`` worlds are used (the
    number of distinct cards at the root, so each is tried once whatever the deadline)."""
    root = Node()
    inv = 1.0 / scale
    loop = SamplingLoop(level.iterations, deadline, least=least)
    for _ in loop:
        hands = sample_hands(cons, rng)
        weight = world_weight(model, obs, cons, hands) if level.evidence else 1.0
        sim = sim_at(obs, hands, model.lead_rule())
        node = root
        path: list[tuple[Node, int, int]] = []
        unplayed = live
        while sim.cards_left:
            alive = unplayed
            for _, c in sim.trick:
                alive |= 1 << c
            options = distinct_cards(sim.legal_mask(), alive)
            for c in options:
                node.avail[c] = node.avail.get(c, 0) + 1
            untried = [c for c in options if c not in node.visits]
            seat = sim.turn
            if untried:
                card = untried[int(rng.random() * len(untried))]
                child = Node()
                node.children[card] = child
                node.visits[card] = 0
                node.wsum[card] = 0.0
                node.wvalue[card] = 0.0
                path.append((node, card, seat))
                sim.play(card)
                break
            card = node.select(options)
            path.append((node, card, seat))
            sim.play(card)
            unplayed &= ~(1 << card)
            node = node.children[card]
        values = _rollout(sim, goals)
        for n, card, seat in path:
            n.visits[card] += 1
            n.wsum[card] += weight
            n.wvalue[card] += weight * values[seat] * inv
    return root, loop.done


def choose_play_tree(
    model: TrickModel, obs: Observation, legal: tuple[Action, ...], goals: PlayGoals,
    reps: list[int], cons: Constraints, live: int, why: Reason, level: Level,
    rng: random.Random, deadline: float,
) -> Decision:
    """``reps`` are the distinct legal cards (more than one), ``live`` the cards neither
    played nor out of play.  The card the tree's root visited most (ties: the better value), with each card's
    mean value in the seat's points as the evaluations."""
    scale = float(max(1.0, max(goals.top_value(s) for s in range(obs.players))))
    if not math.isfinite(scale):
        scale = float(obs.hand_size + 10)
    root, done = search_tree(model, obs, cons, goals, live, level, rng, deadline, scale,
                             len(reps))
    means = {
        c: (root.wvalue[c] / root.wsum[c] * scale if root.wsum.get(c) else -math.inf)
        for c in reps
    }
    best = max(reps, key=lambda c: (root.visits.get(c, 0), means[c], -c))
    values: dict[int, float] = {}
    for a in legal:
        c = a.card
        rep = c if c in means else max(r for r in reps if r // 13 == c // 13 and r <= c)
        values[c] = means[rep] if c != best else means[best]
    evals = sorted(((PLAYS[c], v) for c, v in values.items()),
                   key=lambda e: (e[0].card != best, -e[1], e[0]))
    reason = why.then(Reason(Why.CARD_VALUE, (("points", means[best]), ("deals", done))))
    return Decision(PLAYS[best], reason, tuple(evals))
