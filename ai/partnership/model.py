"""Partnership Blackout's model: bid the team's contract, then make it and break theirs.

Calls: a number is this hand's share of the team's tricks (the partner adds theirs, and
the team must take at least the total, capped at 12), so it is the estimate shaded down by
the risk of falling short; Zero/Nil is called on a hand unlikely to be forced to win a
trick (and Zero only while no partner's number would be voided); Board on a hand that,
with the partner's call, should take all 13 (sure on a hand that cannot lose a trick); Pass
when every contract loses points on average.  Where only the auction's winner scores
(partnership 10) a call is worth its points only when it wins the auction, known exactly
once the opponents are done (a Zero wins only over their Pass).  The strong levels compare
the candidates by simulated deals, in which the seats yet to call call in turn seeing the
calls before them.
In play each seat's side of the table decides whether it wants the trick: a team short of
its number or on Board takes tricks, a Zero or Nil seat ducks, a Nil's partner covers, and
a team whose contract is safe tries to set the opponents' number or force their Zero.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
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
from game.core.actions import Action, Kind, bid
from game.core.cards import Hand
from game.core.partnership.calls import PartnershipKind
from game.core.partnership.game import PartnershipBlackout, PartnershipObservation
from game.core.partnership.rules import (
    NUMBER_CAP,
    Contract,
    auction_winner,
    contract_points,
    team_contract,
)
from game.core.seats import partner_of

SPADES = 0
_CLOSING = (PartnershipKind.BOARD, PartnershipKind.ZERO, PartnershipKind.NIL, Kind.PASS)
"""Calls after which the partner is skipped (partnership 7)."""


def _p_at_least(target: float, mean: float, sigma: float) -> float:
    """P(X >= target) for a normal X rounded to whole tricks."""
    z = (target - 0.5 - mean) / (sigma * sqrt(2))
    return 0.5 * (1 - erf(z))


def _top_run(ranks: list[int]) -> int:
    """How many of ``ranks`` (0 = the two … 12 = the ace) run down from the ace."""
    held = set(ranks)
    run = 0
    while 12 - run in held:
        run += 1
    return run


def closed_contract(team: int, calls: Sequence[tuple[int, Action]]) -> Contract | None:
    """``team``'s contract once it can no longer change in this one-round auction (both
    partners called, or one made a closing call and the other is skipped), else None."""
    mine = [(s, a) for s, a in calls if s % 2 == team]
    closing = any(a.kind in _CLOSING for _, a in mine)
    if not closing and len({s for s, _ in mine}) < 2:
        return None
    return team_contract(mine)


def _win_over(bar: float, sure: bool, total: float, exact: bool) -> float:
    """The chance a number total wins the auction against ``auction_bar``'s bar: sure
    when the bar is and the total is known (the partner has called), else a smooth curve
    a trick wide."""
    if sure and (exact or abs(bar) == inf):
        return 1.0 if total > bar else 0.0
    return float(1 / (1 + 2.718281828 ** (-(total - bar))))


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

    def bids_of(self, obs: PartnershipObservation) -> tuple[int, ...]:
        """Each seat's own number for the location model (a Zero or Nil none, a Board
        half the cards and one; a Pass, or no call yet, -1)."""
        bids = [-1] * obs.players
        for seat, a in obs.calls:
            bids[seat] = (a.number if a.kind is Kind.BID
                          else 0 if a.kind in (PartnershipKind.ZERO, PartnershipKind.NIL)
                          else obs.hand_size // 2 + 1 if a.kind is PartnershipKind.BOARD
                          else -1)
        return tuple(bids)

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

    def sure_tricks(self, hand: Hand) -> int:
        """Tricks this hand takes whatever the others hold: its spades from the ace down,
        all of them once the run covers every spade the others hold; a side suit's run
        from the ace counts only on a hand whose spades all win (the others may ruff it,
        spades being led last)."""
        spades = [c % 13 for c in range(13) if hand >> c & 1]
        run = _top_run(spades)
        if run < 13 - len(spades):
            return run
        sure = len(spades)
        for suit in range(1, 4):
            sure += _top_run([c % 13 for c in range(13 * suit, 13 * suit + 13) if hand >> c & 1])
        return sure

    # ------------------------------------------------------------ calls
    def _partner_number(self, obs: PartnershipObservation) -> int | None:
        for s, a in obs.calls:
            if s == partner_of(obs.seat) and a.kind is Kind.BID:
                return a.number
        return None

    def auction_bar(self, team: int, calls: Sequence[tuple[int, Action]], eldest: int
                    ) -> tuple[float, bool]:
        """partnership 10: (the number total that wins the auction for ``team``, whether
        that is sure): once the opponents are done, a total above this wins and any other
        loses (half a trick off theirs: a tie goes to the eldest's team; ``inf`` against a
        Board, ``-inf`` against a Pass, Zero or Nil); while they are not, the usual totals
        (6.5, or three over an opponent's number) on a smooth curve."""
        theirs = closed_contract(1 - team, calls)
        if theirs is None:
            called = [a.number for s, a in calls if s % 2 != team and a.kind is Kind.BID]
            return (max(6.5, called[0] + 3.0) if called else 6.5), False
        if theirs.kind == "board":
            return inf, True
        if theirs.kind != "number":
            return -inf, True
        return theirs.number + (0.5 if eldest % 2 != team else -0.5), True

    def win_chance(self, seat: int, calls: Sequence[tuple[int, Action]], action: Action,
                   total: float, eldest: int) -> float:
        """partnership 10: the chance that ``seat``'s team wins the auction with
        ``action`` (``total``: the team's number, the partner's share guessed while it has
        not called), from the opponents' calls so far: exact once they are done, by the
        usual totals while they are not; 1 where every contract is scored."""
        if not self.game.options.auction_winner_only:
            return 1.0
        team = seat % 2
        if action.kind is Kind.PASS:
            return 0.0  # a Pass never plays: both passing throw the deal in
        if action.kind is Kind.BID:
            bar, sure = self.auction_bar(team, calls, eldest)
            return _win_over(bar, sure, total, any(s == partner_of(seat) for s, _ in calls))
        theirs = closed_contract(1 - team, calls)
        if theirs is not None:
            mine = Contract("board" if action.kind is PartnershipKind.BOARD else "zero")
            return 1.0 if auction_winner((mine, theirs) if team == 0 else (theirs, mine),
                                         eldest) == team else 0.0
        if action.kind is PartnershipKind.BOARD:
            return 1.0
        return 0.1  # a Zero or Nil wins only over a Pass, and opponents rarely pass

    def number_values(self, seat: int, calls: Sequence[tuple[int, Action]],
                      numbers: Sequence[int], mean: float, hand_size: int, eldest: int
                      ) -> list[float]:
        """Expected points of calling each of ``numbers`` on a hand expected to take
        ``mean`` tricks, after ``calls``: made or failed by the team's total, scored when
        the auction is won (partnership 10), 0 when it is lost."""
        failed = self.game.options.number_failed
        partner = partner_of(seat)
        partner_n = next((a.number for s, a in calls if s == partner), None)
        bar, sure = (-inf, True) if not self.game.options.auction_winner_only else (
            self.auction_bar(seat % 2, calls, eldest))
        out = []
        for number in numbers:
            total: float
            if partner_n is not None:
                total = min(NUMBER_CAP, partner_n + number)
                p = _p_at_least(total, mean + partner_n + 0.4, 1.2)
            else:
                p = _p_at_least(number, mean, 1.0)  # the partner adds its own share
                total = min(NUMBER_CAP, number + max(0.0, (hand_size - mean) / 3))
            v = p * 10 + (1 - p) * failed
            out.append(v * _win_over(bar, sure, total, partner_n is not None))
        return out

    def guess_call(self, seat: int, mean: float, hand_size: int,
                   calls: Sequence[tuple[int, Action]], eldest: int) -> Action:
        """A seat yet to call in a simulated deal, its hand's estimate ``mean``: the
        number near it that ``number_values`` prefers, seeing the calls before it (the
        auction's state: a partner's number, opponents who passed)."""
        centre = max(1, round(mean))
        numbers = range(max(1, centre - 3), min(NUMBER_CAP, centre + 1) + 1)
        values = self.number_values(seat, calls, numbers, mean, hand_size, eldest)
        return bid(numbers[values.index(max(values))])

    def heuristic_values(self, obs: PartnershipObservation, legal: tuple[Action, ...], mean: float
                         ) -> list[tuple[Action, float]]:
        """Expected points of each legal call from the estimate alone, scored where it
        wins the auction (``win_chance``)."""
        hs = obs.hand_size
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
        eldest = (obs.dealer + 1) % 4
        losers = hs - self.sure_tricks(obs.hand)
        numbers = dict(zip(range(1, NUMBER_CAP + 1), self.number_values(
            obs.seat, obs.calls, range(1, NUMBER_CAP + 1), mean, hs, eldest), strict=True))
        out: list[tuple[Action, float]] = []
        for a in legal:
            if a.kind is Kind.PASS:
                v = 0.0
            elif a.kind is Kind.BID:
                v = numbers[a.number]
            elif a.kind is PartnershipKind.BOARD:
                # a hand that cannot lose a trick makes it alone; else the team's count
                p = 0.95 if losers <= 0 else _p_at_least(hs, team_mean, sigma) * 0.5
                v = (p * 40 - (1 - p) * 10) * self.win_chance(
                    obs.seat, obs.calls, a, hs, eldest)
            elif a.kind is PartnershipKind.NIL:
                v = (nil * 40 - (1 - nil) * 10) * self.win_chance(
                    obs.seat, obs.calls, a, 0, eldest)
            else:  # Zero: the whole team must duck every trick
                partner_nil = 0.15 if partner_n is None and not partner_called else 0.02
                p = nil * partner_nil
                v = (p * 40 - (1 - p) * 10) * self.win_chance(obs.seat, obs.calls, a, 0, eldest)
            out.append((a, v))
        return out

    def hopeless(self, obs: PartnershipObservation, action: Action) -> bool:
        """A Board or Zero/Nil not worth simulating: Board on a hand the partner's share
        cannot lift to every trick, a Zero or Nil on a hand with winners it cannot duck
        (the count gives them a chance in fifty or less), a Zero that cannot win the
        auction."""
        hs = obs.hand_size
        if action.kind is PartnershipKind.BOARD:
            mean = self.estimate(obs.hand, hs)
            partner_n = self._partner_number(obs)
            team_mean = mean + (partner_n + 0.4 if partner_n is not None else (hs - mean) / 3)
            return self.sure_tricks(obs.hand) < hs and _p_at_least(hs, team_mean, 1.6) < 0.04
        if action.kind in (PartnershipKind.ZERO, PartnershipKind.NIL):
            if self.game.options.auction_winner_only:
                # partnership 10: it wins only over a Pass; the simulated seats yet to
                # call never pass, so there it plays out exactly as a Pass would
                theirs = closed_contract(1 - obs.seat % 2, obs.calls)
                if theirs is None or theirs.kind != "pass":
                    return True
            return 3 * self.nil_chance(obs.hand, hs) < 0.02
        return False

    def lost_calls(self, obs: PartnershipObservation, legal: tuple[Action, ...], mean: float
                   ) -> set[Action]:
        """partnership 10: the calls that surely lose the auction (both teams' contracts
        then known) but one: they score the same — the opponents play, this team defends —
        so the search tries one of them (the number nearest the hand's count, else the
        first) and spends the rest of its candidates on calls that win."""
        if not self.game.options.auction_winner_only:
            return set()
        if closed_contract(1 - obs.seat % 2, obs.calls) is None:
            return set()
        eldest = (obs.dealer + 1) % 4
        partner_n = self._partner_number(obs) or 0
        losing = [a for a in legal if self.win_chance(
            obs.seat, obs.calls, a, min(NUMBER_CAP, partner_n + a.number), eldest) == 0.0]
        if len(losing) < 2:
            return set()
        numbers = [a for a in losing if a.kind is Kind.BID]
        keep = min(numbers, key=lambda a: abs(a.number - mean)) if numbers else losing[0]
        return {a for a in losing if a != keep}

    def choose_call(
        self, obs: PartnershipObservation, legal: tuple[Action, ...], level: Level, rng: random.Random,
        deadline: float,
    ) -> Decision:
        hs = obs.hand_size
        mean = self.estimate(obs.hand, hs)
        lost = self.lost_calls(obs, legal, mean)
        evals = sorted(self.heuristic_values(obs, legal, mean),
                       key=lambda e: (-e[1], e[0] in lost))
        best = evals[0][0]
        how = why(Why.EXPECT_TRICKS, tricks=mean)
        if level.bid_samples:
            ranked = [a for a, _ in evals if a not in lost]
            top = ranked if level.random_rollouts else ranked[:4]
            if level.every_call:
                top += [a for a in ranked if a.kind is not Kind.BID and a not in top
                        and not self.hopeless(obs, a)]
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
        """The seat makes each candidate call; the seats after it (those a closing call
        does not skip) call in turn what ``guess_call`` makes of their sampled hand and
        the calls before them — so a Pass, Zero or a low number meets the auction it
        would meet (partnership 10: a Pass hands the deal to numbers the opponents call,
        a partner adds its share to ours)."""
        hs = obs.hand_size

        def goals_for(hands: list[Hand]) -> Callable[[Action], PlayGoals]:
            eldest = (obs.dealer + 1) % 4
            later = [(obs.seat + k) % 4 for k in range(1, (obs.dealer - obs.seat) % 4 + 1)]
            means = {s: self.estimate(hands[s], hs) for s in later}

            def with_call(action: Action) -> PlayGoals:
                calls = list(obs.calls) + [(obs.seat, action)]
                for s in later:
                    if not any(c == partner_of(s) and a.kind in _CLOSING for c, a in calls):
                        calls.append((s, self.guess_call(s, means[s], hs, calls, eldest)))
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
            if a.kind in (PartnershipKind.ZERO, PartnershipKind.NIL):
                return 0.05 + self.nil_chance(dealt_hand, obs.hand_size)
            if a.kind is PartnershipKind.BOARD:
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
