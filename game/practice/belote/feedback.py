"""The teacher for Bazar Belote: each trump suit played out, every call scored from it.

Built on the Belote AI's own machinery: worlds are sampled by ``ai.belote.sampling``
(consistent with everything public) and weighted by how well each seat's hand explains its
calls (``BeloteModel.evidence_weight``); each world is played out by the AI's rollout
policy on its bitmask simulator (``ai.belote.simulator``) once per trump suit with the
player's team as the contractor, and once more in the opponents' suit when their bid
stands.  One play-out serves every contract in its suit — any level, Contra or not —
because scoring (bazar-belote 26–31) reads only card points, tricks, combinations and
Belote.  A call's value is the team's expected margin (its points minus the opponents');
Pass is the standing contract played as it stands, or the AI's small loss for letting the
opponents name trump when no bid stands.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ai.belote.bidding import OPENING_PASS_VALUE
from ai.belote.model import BeloteModel
from ai.belote.sampling import belote_constraints, sample_world
from ai.belote.search import belote_by_team, combos_by_team
from ai.belote.simulator import BeloteSim, DealTerms, contract_policy_card
from ai.reason import Chance, Suits, why
from ai.sampling_loop import SamplingLoop
from game.core.actions import Action, Kind
from game.core.belote.calls import BeloteKind
from game.core.belote.game import BeloteObservation
from game.core.belote.rules import FIRST_BID, Declarations
from game.core.cards import SUIT_SYMBOLS, Hand
from game.practice.reasons import Teach
from game.practice.teacher import MIN_WORLDS, CallSituation, CallValue, Look

LEVELS = tuple(range(FIRST_BID, 17))
"""The levels whose success chance is reported per suit (8..16), then Capot."""


@dataclass(frozen=True, slots=True)
class Played:
    """One play-out: card points and tricks by team, and the combinations and Belote each
    team scores with that trump."""

    points: tuple[int, int]
    tricks: tuple[int, int]
    combinations: tuple[int, int]
    belote: tuple[int, int]

    def raw(self, team: int) -> int:
        return self.points[team] + self.combinations[team] + self.belote[team]


def play_out(hands: list[Hand], trump: int, eldest: int, contractor: int) -> Played:
    sim = BeloteSim(hands, trump, eldest)
    while sim.cards_left:
        sim.play(contract_policy_card(sim, contractor))
    return Played((sim.points[0], sim.points[1]), (sim.tricks[0], sim.tricks[1]),
                  combos_by_team(hands, trump, eldest), belote_by_team(hands, trump))


def belote_feedback(situation: CallSituation, call: Action, worlds: int, seed: int,
                    stop_at: float | None = None) -> Look:
    obs = situation.observation
    if not isinstance(obs, BeloteObservation):  # the situation's game is chosen at run time
        raise TypeError(f"Belote's teacher needs a Belote deal, got {situation.game.id}")
    legal: tuple[Action, ...] = situation.legal
    seat = obs.seat
    team = seat % 2
    sign = 1 if team == 0 else -1
    options = situation.game.options
    model = BeloteModel(situation.game)
    eldest = (obs.dealer + 1) % 4
    rng = random.Random(f"trickbid/practice/feedback/bazar-belote/{seed}/{seat}")
    cons = belote_constraints(obs, options.declarations == Declarations.AUTO)
    contract = obs.contract
    theirs = contract is not None and contract.team != team
    plays: list[tuple[float, list[Played], Played | None]] = []
    loop = SamplingLoop(worlds, stop_at, least=MIN_WORLDS)
    for _ in loop:
        hands = sample_world(cons, rng)
        weight = 1.0
        for s in range(4):
            if s != seat:
                weight *= model.evidence_weight(obs, s, hands[s])
        ours = [play_out(hands, suit, eldest, team) for suit in range(4)]
        other = (play_out(hands, contract.suit, eldest, 1 - team)
                 if theirs and contract is not None else None)  # theirs: a contract stands
        plays.append((max(weight, 1e-9), ours, other))
    worlds = loop.done  # fewer when out of time: report what was seen
    total = sum(w for w, _, _ in plays)

    def value(bid_team: int, number: int, suit: int, capot: bool, mult: int
              ) -> tuple[float, float]:
        margin = made = 0.0
        for w, ours, other in plays:
            deal = ours[suit] if bid_team == team or other is None else other
            terms = DealTerms(bid_team, number, capot, mult, deal.combinations, deal.belote,
                              options)
            a, b = terms.score(list(deal.points), list(deal.tricks))
            margin += w * sign * (a - b)
            ok = deal.tricks[bid_team] == 8 if capot else deal.raw(bid_team) >= 10 * number
            made += w * ok
        return margin / total, made / total

    values: list[CallValue] = []
    for a in legal:
        if a.kind is Kind.BID:
            v, p = value(team, a.number, a.suit, False, 1)
            values.append(CallValue(a, v, success=p))
        elif a.kind is BeloteKind.CAPOT:
            v, p = value(team, 0, a.suit, True, 1)
            values.append(CallValue(a, v, success=p))
        elif contract is None:  # Pass with no bid standing
            values.append(CallValue(a, OPENING_PASS_VALUE,
                                    note=why(Teach.NOBODY_BID)))
        else:
            mult = contract.multiplier
            if a.kind is BeloteKind.CONTRA:
                mult = 2
            elif a.kind is BeloteKind.RECONTRA:
                mult = 4
            v, p = value(contract.team, contract.number, contract.suit, contract.capot, mult)
            mine = contract.team == team
            note = why(Teach.PLAYED, contract=contract.record(), doubled=mult == 2)
            if not mine:
                note = note.then(why(Teach.IT_IS_MADE, chance=Chance(p)))
            values.append(CallValue(a, v, success=p if mine else None, note=note))
    values.sort(key=lambda cv: (-cv.expected, cv.action))
    best = values[0]
    suit_points = []
    extra = []
    for suit in range(4):
        chances = []
        for n in LEVELS:
            chances.append(sum(w for w, d, _ in plays if d[suit].raw(team) >= 10 * n) / total)
        chances.append(sum(w for w, d, _ in plays if d[suit].tricks[team] == 8) / total)
        suit_points.append((suit, tuple(chances)))
        mean = sum(w * d[suit].raw(team) for w, d, _ in plays) / total
        extra.append((SUIT_SYMBOLS[suit], f"{mean:.0f}"))
    best_suit = max(range(4), key=lambda s: float(extra[s][1]))
    shown = best.action.suit if best.action.suit >= 0 else best_suit
    points = why(Teach.TRUMP_SCORES, suits=Suits((shown,)), total=int(extra[shown][1]))
    margin = why(Teach.MARGIN, points=best.expected, deals=worlds)
    if best.success is not None and best.action.kind in (Kind.BID, BeloteKind.CAPOT):
        reason = points.then(why(Teach.MADE, chance=Chance(best.success)), margin)
    else:
        assert best.note is not None
        reason = best.note.then(margin, why(Teach.BEST_TRUMP, reason=points))
    return Look(best.action, reason, tuple(values), tuple(extra), tuple(suit_points), worlds)
