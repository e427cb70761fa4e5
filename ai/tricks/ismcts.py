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
goals; with the level's ``noise``, now and then a random card; the last ``exact_cards``
solved exactly).  Each node's values are from its player's side, so the other seats'
choices are their own best, not ours.  Worlds are weighted by how well they explain the
bids, as in the determinized search.  The card chosen is the one the root visited most.

Cards of one hand that no live card separates are equivalent (``distinct_cards``): the
tree branches on one of each run only.

The other seats choose in the tree too, rather than by the policy with the hand each holds
in the world (the alternative measured no stronger: ``docs/ai-measurements.md``).
"""

from __future__ import annotations

import math
import random
from typing import Any

from ai.decision import Decision
from ai.levels import Level, tree_iterations
from ai.reason import Reason
from ai.sampling_loop import SamplingLoop
from ai.tricks.endgame import distinct_cards
from ai.tricks.goals import PlayGoals
from ai.tricks.playout import play_out, rollout_noise, sim_at
from ai.tricks.sampling import Constraints, sample_hands, world_weight
from ai.tricks.search_model import SearchModel
from ai.tricks.simulator import Sim
from game.core.actions import PLAYS, Action
from game.core.observation import Observation

EXPLORATION = 0.7
"""The UCB constant, for values scaled to 0..1 by the deal's most points.  Half and twice
it were both a little worse for hard in Blackout's own scoring: 0.35 -0.19 ±0.32 and 1.4
-0.16 ±0.31 points a deal against 0.7 (4 players, 1-8 cards, 300 duplicate deals, seed 7)."""


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

    def visit(self, options: list[int], rng: random.Random) -> int:
        """Count ``options`` as available here and choose one: an untried one at random
        (its child node is added), else the best upper confidence bound."""
        avail = self.avail
        for c in options:
            avail[c] = avail.get(c, 0) + 1
        untried = [c for c in options if c not in self.visits]
        if not untried:
            return self.select(options)
        card = untried[int(rng.random() * len(untried))]
        self.children[card] = Node()
        self.visits[card] = 0
        self.wsum[card] = 0.0
        self.wvalue[card] = 0.0
        return card

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


Path = list[tuple[Node, int, int]]
"""The nodes an iteration went through: (node, card or call chosen there, seat that chose)."""


def descend(node: Node, sim: Sim, unplayed: int, path: Path, rng: random.Random) -> None:
    """Walk the play tree from ``node`` at ``sim``'s position, choosing for each seat the
    card with the best upper confidence bound, until a card never tried there is added (one
    new node) or the deal ends; ``sim`` is left at that position and ``path`` extended.
    ``unplayed`` holds the live cards not yet played at ``sim``'s position."""
    while sim.cards_left:
        alive = unplayed
        for _, c in sim.trick:
            alive |= 1 << c
        options = distinct_cards(sim.legal_mask(), alive)
        seat = sim.turn
        card = node.visit(options, rng)
        path.append((node, card, seat))
        sim.play(card)
        unplayed &= ~(1 << card)
        if node.visits[card] == 0:
            return
        node = node.children[card]


def backup(path: Path, values: list[float], weight: float, inv: float) -> None:
    """Add one iteration's values (each seat's, times ``inv``) to the nodes it went through."""
    for n, card, seat in path:
        n.visits[card] += 1
        n.wsum[card] += weight
        n.wvalue[card] += weight * values[seat] * inv


def search_tree(
    model: SearchModel[Any], obs: Observation, cons: Constraints, goals: PlayGoals, live: int,
    level: Level, rng: random.Random, deadline: float, scale: float, least: int,
) -> tuple[Node, int]:
    """Grow the tree from ``obs`` for up to ``level.iterations`` worlds or the deadline;
    returns its root and the number of worlds used.  ``live`` holds the cards neither
    played nor known out of play (the stock's unseen cards count: they may be anywhere),
    ``scale`` the most points a seat can score; at least ``least`` worlds are used (the
    number of distinct cards at the root, so each is tried once whatever the deadline)."""
    root = Node()
    inv = 1.0 / scale
    noise = rollout_noise(level)
    cards_left = obs.hand.bit_count() * obs.players - len(obs.trick)
    loop = SamplingLoop(tree_iterations(level.iterations, level.play_work, cards_left),
                        deadline, least=least)
    for _ in loop:
        hands = sample_hands(cons, rng)
        weight = world_weight(model, obs, cons, hands, level.evidence)
        sim = sim_at(obs, hands, model.lead_rule())
        path: Path = []
        descend(root, sim, live, path, rng)
        backup(path, play_out(sim, goals, rng, noise, level.exact_cards), weight, inv)
    return root, loop.done


def choose_play_tree(
    model: SearchModel[Any], obs: Observation, legal: tuple[Action, ...], goals: PlayGoals,
    reps: list[int], cons: Constraints, live: int, why: Reason, level: Level,
    rng: random.Random, deadline: float, bad: int = 0,
) -> Decision:
    """``reps`` are the distinct legal cards (more than one), ``live`` the cards neither
    played nor out of play.  The card the tree's root visited most (ties: the better
    value) among those not ``bad`` (``ai.tricks.absurd``), with each card's mean value in
    the seat's points as the evaluations."""
    scale = float(max(1.0, max(goals.top_value(s) for s in range(obs.players))))
    if not math.isfinite(scale):
        scale = float(obs.hand_size + 10)
    root, done = search_tree(model, obs, cons, goals, live, level, rng, deadline, scale,
                             len(reps))
    means = {
        c: (root.wvalue[c] / root.wsum[c] * scale if root.wsum.get(c) else -math.inf)
        for c in reps
    }
    best = max(reps, key=lambda c: (not bad >> c & 1, root.visits.get(c, 0), means[c], -c))
    values: dict[int, float] = {}
    for a in legal:
        c = a.card
        rep = c if c in means else max(r for r in reps if r // 13 == c // 13 and r <= c)
        values[c] = means[rep] if c != best else means[best]
    evals = sorted(((PLAYS[c], v) for c, v in values.items()),
                   key=lambda e: (e[0].card != best, -e[1], e[0]))
    reason = why.then(goals.value_reason(obs.seat, means[best], done))
    return Decision(PLAYS[best], reason, tuple(evals))
