"""Partnership Blackout's model: bid the team's contract, then make it and break theirs.

Calls: a number is this hand's share of the team's tricks (the partner adds theirs, and
the team must take at least the total, capped at 12), so it is the estimate shaded down by
the risk of falling short; Zero/Nil is called on a hand unlikely to be forced to win a
trick (and Zero only while no partner's number would be voided); Board on a hand that,
with the partner's call, should take all 13; Pass when every contract loses points on
average.  The strong levels compare the candidates by simulated deals.
In play each seat's side of the table decides whether it wants the trick: a team short of
its number or on Board takes tricks, a Zero or Nil seat ducks, a Nil's partner covers, and
a team whose contract is safe tries to set the opponents' number or force their Zero.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from math import erf, inf, sqrt

from ai.decision import Decision
from ai.levels import Level
from ai.natural import natural_choice
from ai.reason import Reason, Why, why
from ai.tricks.bid_search import simulate_calls
from ai.tricks.estimate import estimate_tricks, winners_reason
from ai.tricks.goals import DUCK, FREE, WIN, PlayGoals
from ai.tricks.model import GoalsFor, TrickModel
from ai.tricks.simulator import NO_SPADE_LEAD, SPADES_BROKEN, Sim
from game.core.actions import Action, Kind
from game.core.cards import Hand
from game.core.partnership.game import PartnershipBlackout, PartnershipObservation
from game.core.partnership.rules import (
    Contract,
    auction_winner,
    contract_points,
    team_contract,
)
from game.core.seats import partner_of

SPADES = 0


def _p_at_least(target: float, mean: float, sigma: float) -> float:
    """P(X >= target) for a normal X rounded to whole tricks."""
    z = (target - 0.5 - mean) / (sigma * sqrt(2))
    return 0.5 * (1 - erf(z))


class PartnershipGoals(PlayGoals):
    zero_sum = True
    def __init__(self, contracts: tuple[Contract, Contract], model: PartnershipModel,
                 hand_size: int, eldest: int) -> None:
        self.contracts = contracts
        self.model = model
        self.hand_size = hand_size
        self.scored = (True, True)
        if model.game.options.auction_winner_only:
            # partnership 10: only the auction winner's contract is scored
            winner = auction_winner(contracts, eldest)
            self.scored = (winner == 0, winner == 1)

    def partner(self, seat: int) -> int | None:
        c = self.contracts[seat % 2]
        if c.kind == "nil" and c.seat == partner_of(seat):
            return None  # never leave a trick to a Nil partner: overtake it
        return partner_of(seat)

    def wants(self, sim: Sim, seat: int) -> bool:
        team = seat % 2
        mine, theirs = self.contracts[team], self.contracts[1 - team]
        if not self.scored[team]:
            # partnership 10: we lost the auction and defend: take tricks to set their
            # number or Board, duck to make their Zero or Nil take one
            return theirs.kind in ("number", "board")
        if not self.scored[1 - team]:
            theirs = Contract("pass")  # they defend: only our own contract counts
        took = sim.tricks[team] + sim.tricks[team + 2]
        if mine.kind == "zero":
            return False
        if mine.kind == "nil":
            return seat != mine.seat
        if mine.kind == "board":
            return True
        if mine.kind == "number" and took < mine.number:
            if theirs.kind in ("zero", "nil"):
                # against a Zero or Nil, duck to make them win, and take our own tricks only
                # when the tricks left are running out
                left = sim.cards_left // 4
                return mine.number - took >= left - 1
            return True
        # our contract is safe (or passed): work against theirs, or take the rest for the
        # all-13 point when only ours is scored
        return theirs.kind in ("number", "board", "pass")

    def duty(self, sim: Sim, seat: int) -> int:
        """At ``seat``'s turn: a number short by every trick left, or a Board still whole,
        must win; a Zero still clean, or the Nil caller, must duck (only the scored
        contracts: a defender of ``auction_winner_only`` has none)."""
        team = seat % 2
        mine = self.contracts[team]
        if not self.scored[team]:
            return FREE
        t = sim.tricks
        took = t[team] + t[team + 2]
        left = sim.hands[seat].bit_count()
        failed = self.model.game.options.number_failed
        if mine.kind == "number" and 0 < mine.number - took and mine.number - took >= left:
            return WIN if failed < 10 else FREE
        if mine.kind == "board" and took == self.hand_size - left:
            return WIN
        if mine.kind == "zero" and took == 0 or mine.kind == "nil" and (
            mine.seat == seat and t[seat] == 0
        ):
            return DUCK
        return FREE

    def value_reason(self, seat: int, value: float, deals: int) -> Reason:
        """A value is the team's points less the other team's: with only the other
        contract scored (partnership 10) it is their score, negated, and a defender is
        told that; with both scored, the lead."""
        team = seat % 2
        args = (("deals", deals),)
        if not self.scored[team]:
            return Reason(Why.THEY_SCORE, (("points", -value), *args))
        if self.scored[1 - team]:
            return Reason(Why.TEAM_MARGIN, (("points", value), *args))
        return Reason(Why.CARD_VALUE, (("points", value), *args))

    def values(self, sim: Sim) -> list[float]:
        t = sim.tricks
        team = (t[0] + t[2], t[1] + t[3])
        opts = self.model.game.options
        pts = [
            contract_points(c, team[i], tuple(t), self.hand_size, opts) if self.scored[i] else 0
            for i, c in enumerate(self.contracts)
        ]
        a = float(pts[0] - pts[1])
        return [a, -a, a, -a]


class PartnershipModel(TrickModel[PartnershipObservation]):
    game_id = "partnership-blackout"
    game: PartnershipBlackout

    def lead_rule(self) -> int:
        return SPADES_BROKEN if self.game.options.spades_must_be_broken else NO_SPADE_LEAD

    def estimate(self, hand: Hand, hand_size: int) -> float:
        return estimate_tricks(hand, SPADES, 4, hand_size)

    def nil_chance(self, hand: Hand, hand_size: int) -> float:
        """Chance that this hand can duck every trick: each card's risk of being forced to
        win — high cards most, spades (trump, and never led away) more, a side card less in
        a long suit with low cards to play under the others."""
        p = 1.0
        for suit in range(4):
            mine = [c % 13 for c in range(13 * suit, 13 * suit + 13) if hand >> c & 1]
            for rank in mine:
                x = rank / 12
                if suit == SPADES:
                    risk = 0.05 + 0.9 * x * x
                else:
                    risk = x ** 3 * (0.7 if len(mine) >= 4 else 1.0)
                p *= 1 - min(0.95, risk)
        return p

    # ------------------------------------------------------------ calls
    def _partner_number(self, obs: PartnershipObservation) -> int | None:
        for s, a in obs.calls:
            if s == partner_of(obs.seat) and a.kind is Kind.BID:
                return a.number
        return None

    def heuristic_values(self, obs: PartnershipObservation, legal: tuple[Action, ...], mean: float
                         ) -> list[tuple[Action, float]]:
        """Expected points of each legal call from the estimate alone."""
        hs = obs.hand_size
        opts = self.game.options
        partner_n = self._partner_number(obs)
        partner_called = any(s == partner_of(obs.seat) for s, _ in obs.calls)
        # the partner's tricks: its number (calls run a little under the hand), or an
        # average share of what this hand leaves
        partner_mean = partner_n + 0.4 if partner_n is not None else max(0.0, (hs - mean) / 3)
        team_mean = mean + partner_mean
        sigma = 1.2 if partner_n is not None else 1.6
        # nil_chance is a cautious score; made Nils ran about three times as often in
        # simulated deals at the low end, capped for what search opponents break
        nil = min(0.8, 3 * self.nil_chance(obs.hand, hs))
        failed = opts.number_failed
        out: list[tuple[Action, float]] = []
        for a in legal:
            if a.kind is Kind.PASS:
                v = 0.0
            elif a.kind is Kind.BID:
                if partner_called:
                    target = min(12, (partner_n or 0) + a.number)
                    p = _p_at_least(target, team_mean, sigma)
                else:
                    p = _p_at_least(a.number, mean, 1.0)  # the partner adds its own share
                v = p * 10 + (1 - p) * failed
                if opts.auction_winner_only:
                    # only the higher team total scores: a low number rarely counts
                    total = min(12, (partner_n or 0) + a.number) if partner_called else (
                        a.number + partner_mean)
                    v *= 1 / (1 + 2.718281828 ** (-(total - 6.5)))
            elif a.kind is Kind.BOARD:
                p = _p_at_least(hs, team_mean, sigma) * 0.5
                v = p * 40 - (1 - p) * 10
            elif a.kind is Kind.NIL:
                v = nil * 40 - (1 - nil) * 10
            else:  # Zero: the whole team must duck every trick
                partner_nil = 0.15 if partner_n is None and not partner_called else 0.02
                p = nil * partner_nil
                v = p * 40 - (1 - p) * 10
            out.append((a, v))
        return out

    def choose_call(
        self, obs: PartnershipObservation, legal: tuple[Action, ...], level: Level, rng: random.Random,
        deadline: float,
    ) -> Decision:
        hs = obs.hand_size
        mean = self.estimate(obs.hand, hs)
        evals = sorted(self.heuristic_values(obs, legal, mean), key=lambda e: -e[1])
        best = evals[0][0]
        how = why(Why.EXPECT_TRICKS, tricks=mean)
        if level.bid_samples:
            top = [a for a, _ in (evals if level.random_rollouts else evals[:4])]
            if level.every_call:
                top += [a for a, _ in evals if a.kind is not Kind.BID and a not in top]
            values, done = simulate_calls(
                self, obs, top, self.goals_for(obs), level, rng, deadline,
                None if level.random_rollouts else dict(evals),
            )
            best = max(top, key=lambda a: values[a])
            evals = sorted(((a, values.get(a, v)) for a, v in evals),
                           key=lambda e: (e[0] != best, -e[1]))
            how = how.then(why(Why.TRIED, deals=done))
        if best.kind is Kind.BID and level.call_below != inf and not (
            level.call_below > 0 and self.game.options.auction_winner_only
        ):
            # the habit picks the number; the search above only chose to call one.  Where
            # only the auction's winner scores, calling under the count loses the auction:
            # a cushion is dropped there (the honest count is still a fair habit)
            want = max(1.0, mean - level.call_below)
            best = min((a for a in legal if a.kind is Kind.BID),
                       key=lambda a: (abs(a.number - want), a.number))
            evals.sort(key=lambda e: e[0] != best)
        if level.bid_tolerance and best.kind is Kind.BID:
            # a weaker level's number: its count, or one too many when that is worth
            # nearly as much (the honest counter's slip; never under its count, which is
            # the careful level's habit)
            best = natural_choice(evals, level.bid_tolerance, rng, lambda a: (
                a.kind is Kind.BID and a.number == best.number + 1))
            evals.sort(key=lambda e: e[0] != best)
        reason = winners_reason(obs.hand, SPADES, 4, hs).then(how)
        return Decision(best, reason, tuple(evals))

    def goals_for(self, obs: PartnershipObservation) -> GoalsFor:
        """The seats yet to call call their sampled hand's estimate; the seat makes each
        candidate call."""
        hs = obs.hand_size

        def goals_for(hands: list[Hand]) -> Callable[[Action], PlayGoals]:
            guessed: dict[int, Action] = {}
            called = {s for s, _ in obs.calls}
            for s in range(4):
                if s != obs.seat and s not in called:
                    guessed[s] = Action(Kind.BID, number=max(1, round(self.estimate(hands[s], hs))))

            def with_call(action: Action) -> PlayGoals:
                calls = list(obs.calls) + [(obs.seat, action)]
                calls += [(s, a) for s, a in guessed.items()]
                contracts = []
                for team in (0, 1):
                    c = team_contract([(s, a) for s, a in calls if s % 2 == team])
                    contracts.append(c or Contract("pass"))
                return PartnershipGoals((contracts[0], contracts[1]), self, hs,
                                        (obs.dealer + 1) % 4)

            return with_call

        return goals_for

    # ------------------------------------------------------------- play
    def goals(self, obs: PartnershipObservation) -> PartnershipGoals:
        c0, c1 = obs.contracts
        return PartnershipGoals((c0 or Contract("pass"), c1 or Contract("pass")), self,
                                obs.hand_size, (obs.dealer + 1) % 4)

    def evidence_weight(self, obs: PartnershipObservation, seat: int, dealt_hand: Hand) -> float:
        for s, a in obs.calls:
            if s != seat:
                continue
            if a.kind is Kind.BID:
                est = self.estimate(dealt_hand, obs.hand_size)
                d = est - a.number - 0.3
                return float(2.718281828 ** (-(d * d) / (2 * 1.3 * 1.3)))
            if a.kind in (Kind.ZERO, Kind.NIL):
                return 0.05 + self.nil_chance(dealt_hand, obs.hand_size)
            if a.kind is Kind.BOARD:
                est = self.estimate(dealt_hand, obs.hand_size)
                return float(2.718281828 ** (-max(0.0, 6 - est) / 2))
        return 1.0

    def play_reason(self, obs: PartnershipObservation, goals: PlayGoals, seat: int) -> Reason:
        assert isinstance(goals, PartnershipGoals)
        team = seat % 2
        mine, theirs = goals.contracts[team], goals.contracts[1 - team]
        took = obs.tricks[team] + obs.tricks[team + 2]
        if not goals.scored[team]:
            return why(Why.WE_DEFEND, why(Why.AGAINST, contract=theirs.record()))
        if mine.kind in ("zero", "nil") and (mine.kind == "zero" or mine.seat == seat):
            return why(Why.WE_DUCK, contract=mine.record())
        if mine.kind == "number" and took < mine.number:
            return why(Why.WE_NEED, n=mine.number - took, contract=mine.record())
        if mine.kind == "board":
            return why(Why.WE_TAKE_ALL)
        return why(Why.OURS_SAFE, why(Why.AGAINST, contract=theirs.record()))
