"""Blackout's model: bid exactly what the hand takes, then take exactly that.

Bidding chooses the legal bid with the best expected points under a distribution of
tricks centred on the calibrated estimate (``ai.tricks.estimate``); strong levels refine the
distribution by playing sampled deals out (``ai.tricks.bid_search``).  The hook only removes a
bid from the legal ones, so it needs no case of its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from math import exp, sqrt

from ai.blackout.bid_tree import candidates, search_bids
from ai.blackout.goals import BlackoutGoals
from ai.decision import Decision
from ai.levels import Level
from ai.natural import chosen_first, natural_choice
from ai.reason import Reason, Why, why
from ai.tricks.bid_search import simulate_calls
from ai.tricks.estimate import estimate_tricks, winners_reason
from ai.tricks.goals import PlayGoals
from ai.tricks.model import GoalsFor, TrickModel
from game.core.actions import Action
from game.core.blackout.game import Blackout, BlackoutObservation
from game.core.blackout.rules import seat_points
from game.core.cards import Hand


def trick_distribution(mean: float, hand_size: int) -> list[float]:
    """P(tricks = t) for t in 0..hand_size: a discretised normal around ``mean``."""
    sigma = 0.55 + 0.12 * mean
    weights = [exp(-((t - mean) ** 2) / (2 * sigma * sigma)) for t in range(hand_size + 1)]
    total = sum(weights)
    return [w / total for w in weights]


def dealer_bid(estimate: float, earlier_bids: int, hand_size: int) -> int:
    """The bid a dealer with this estimate makes under the hook: the nearest whole number
    to the estimate that does not make the bids total the hand size (blackout 6)."""
    near = round(estimate)
    if near + earlier_bids != hand_size:
        return near
    down, up = near - 1, near + 1
    if down < 0 or (up <= hand_size and up - estimate < estimate - down):
        return up
    return down


class BlackoutModel(TrickModel[BlackoutObservation]):
    game_id = "blackout"
    game: Blackout

    def points(self, bid: int, took: int, hand_size: int) -> int:
        return seat_points(bid, took, hand_size, self.game.options)

    def expected_points(self, bid: int, dist: list[float], hand_size: int) -> float:
        return sum(p * self.points(bid, t, hand_size) for t, p in enumerate(dist))

    def estimate(self, obs: BlackoutObservation, hand: Hand, seat: int) -> float:
        eldest = (obs.dealer + 1) % obs.players
        out = 0 if obs.turn_up is None else 1 << obs.turn_up
        return estimate_tricks(hand, obs.trump, obs.players, obs.hand_size, seat == eldest, out)

    def choose_call(
        self, obs: BlackoutObservation, legal: tuple[Action, ...], level: Level, rng: random.Random,
        deadline: float,
    ) -> Decision:
        hs = obs.hand_size
        mean = self.estimate(obs, obs.hand, obs.seat)
        dist = trick_distribution(mean, hs)
        evals = [(a, self.expected_points(a.number, dist, hs)) for a in legal]
        how = why(Why.EXPECT_TRICKS, tricks=mean)
        evals.sort(key=lambda e: -e[1])
        best = evals[0][0]
        if level.bid_iterations:
            means, visits, done = search_bids(
                self, obs, candidates(legal, mean), level, rng, deadline)
            how = how.then(why(Why.TRIED, deals=done))
            best = max(visits, key=lambda a: (visits[a], means[a]))
            evals = sorted(((a, means.get(a, v)) for a, v in evals),
                           key=lambda e: (e[0] != best, -e[1]))
        elif level.bid_samples:
            refined = self._simulated_bids(obs, legal, level, rng, deadline, mean, dict(evals))
            if refined is not None:
                simulated, tried = refined
                how = how.then(tried)
                best = max(simulated, key=lambda e: e[1])[0]
                # simulated values for the bids examined, the estimate's for the rest
                known = dict(simulated)
                evals = sorted(
                    ((a, known.get(a, v)) for a, v in evals),
                    key=lambda e: (e[0] != best, -e[1]),
                )
        if level.bid_tolerance:
            # a weaker level's bid: a natural one, at most a trick from its best
            best = natural_choice(evals, level.bid_tolerance, rng,
                                  lambda a: abs(a.number - best.number) <= 1)
            evals = list(chosen_first(evals, best))
        out = 0 if obs.turn_up is None else 1 << obs.turn_up
        eldest = (obs.dealer + 1) % obs.players
        reason = winners_reason(obs.hand, obs.trump, obs.players, hs, obs.seat == eldest, out)
        others = [b for s, b in enumerate(obs.bids) if s != obs.seat and b >= 0]
        if others:
            reason = reason.then(why(Why.OTHERS_BID, bids=sum(others), tricks=hs))
        return Decision(best, reason.then(how), tuple(evals))

    def _simulated_bids(
        self, obs: BlackoutObservation, legal: tuple[Action, ...], level: Level,
        rng: random.Random, deadline: float, mean: float, prior: dict[Action, float],
    ) -> tuple[list[tuple[Action, float]], Reason] | None:
        """Expected points of the bids near the estimate, from simulated deals."""
        near = [a for a in legal if abs(a.number - mean) <= 1.6 or level.random_rollouts]
        if len(near) < 2:
            near = sorted(legal, key=lambda a: abs(a.number - mean))[:2]
        if len(near) < 2:
            return None
        values, done = simulate_calls(
            self, obs, near, self.goals_for(obs), level, rng, deadline,
            None if level.random_rollouts else prior,
        )
        evals = [(a, values[a]) for a in near]
        return evals, why(Why.TRIED, deals=done)

    def goals_for(self, obs: BlackoutObservation) -> GoalsFor:
        """The seats yet to bid bid their sampled hand's estimate; the seat bids each
        candidate (``bids_after``)."""

        def goals_for(hands: list[Hand]) -> Callable[[Action], PlayGoals]:
            estimates = self.later_estimates(obs, hands)

            def with_bid(action: Action) -> PlayGoals:
                bids = self.bids_after(obs, estimates, action.number)
                return BlackoutGoals(bids, self, obs.hand_size)

            return with_bid

        return goals_for

    def later_estimates(self, obs: BlackoutObservation, hands: list[Hand]) -> dict[int, float]:
        """The estimate of each seat yet to bid, other than this one, in a sampled world.

        Used as is.  Before each table had its own calibration line, ISMCTS bid about
        0.25 below the estimate at five cards (and 0.4 above at twelve, where the old
        estimate ran short), and modelling the later bids 0.25 lower made hard -0.12 ±0.19
        points a deal worse against it (4 players, 5 cards, 200 paired deals)."""
        return {s: self.estimate(obs, hands[s], s) for s in range(obs.players)
                if s != obs.seat and obs.bids[s] < 0}

    def bids_after(
        self, obs: BlackoutObservation, estimates: dict[int, float], bid: int,
    ) -> tuple[int, ...]:
        """Every seat's bid once this seat bids ``bid``: the seats yet to bid bid their
        ``estimates`` (``later_estimates``); under the hook a dealer still to bid avoids
        the forbidden total."""
        bids = list(obs.bids)
        bids[obs.seat] = bid
        for s, estimate in estimates.items():
            bids[s] = round(estimate)
        dealer = obs.dealer
        if self.game.options.hook and dealer in estimates:
            bids[dealer] = dealer_bid(estimates[dealer], sum(bids) - bids[dealer],
                                      obs.hand_size)
        return tuple(bids)

    def bids_of(self, obs: BlackoutObservation) -> tuple[int, ...]:
        return obs.bids

    def out_of_play(self, obs: BlackoutObservation) -> Hand:
        return 0 if obs.turn_up is None else 1 << obs.turn_up

    def goals(self, obs: BlackoutObservation) -> BlackoutGoals:
        return BlackoutGoals(obs.bids, self, obs.hand_size)

    def evidence_weight(self, obs: BlackoutObservation, seat: int, dealt_hand: Hand) -> float:
        b = obs.bids[seat]
        if b < 0:
            return 1.0
        est = self.estimate(obs, dealt_hand, seat)
        sigma = self.evidence_spread(obs.hand_size)
        return exp(-((est - b) ** 2) / (2 * sigma * sigma))

    def evidence_spread(self, hand_size: int) -> float:
        """The spread of a bid around the estimate of the hand it was made with, as the
        evidence reads it.  Real bids stray less (a standard deviation of 0.4-0.6 tricks
        at five cards), but weights that sharp leave too few effective worlds in a
        search's few hundred: the cards' placement then comes out worse than with no
        evidence at all (``bench/research/evidence_quality.py``)."""
        return 0.9 + 0.1 * sqrt(hand_size)

    def play_reason(self, obs: BlackoutObservation, goals: PlayGoals, seat: int) -> Reason:
        need = obs.bids[seat] - obs.tricks[seat]
        if need > 0:
            return why(Why.NEED_TRICKS, n=need)
        return Reason(Why.BID_MADE if need == 0 else Why.BID_LOST)
