"""Bazar Belote's model: the auction by estimate and simulation, the play by search.

Levels use their settings the same way as in the Blackout games: ``samples`` worlds per
card (0: the rollout policy alone, ``easy``), ``exact_cards`` cards left before the rest is
solved exactly, ``bid_samples`` simulated deals to refine a call, ``evidence`` to weight
worlds by the auction, ``slip`` for the beginner's mistakes (an optimistic bid, a ten
thrown away, trumps not drawn).  Values are small points for our team, ours − theirs, under
the deal's real scoring (rules 26–31).
"""

from __future__ import annotations

import random
from typing import Any

from ai.belote_bidding import auction_weight, call_values, contra_value
from ai.belote_estimate import combination_points, hand_value
from ai.belote_search import call_values_by_simulation, choose_card_by_search
from ai.belote_simulator import BeloteSim, bits, policy_card
from ai.decision import Decision
from ai.levels import Level
from ai.model import GameModel
from game.core.actions import CONTRA, PASS, PLAYS, Action, Kind
from game.core.belote import BazarBelote, BeloteObservation
from game.core.cards import DECK_32, SUIT_MASKS, Hand, card_label, hand_names
from game.core.observation import Observation

MAX_EXACT_CARDS = 11
"""Exact play is alpha-beta without a table: beyond 3 tricks it costs more than it gains."""
CALL_CANDIDATES = 4
"""Calls refined by simulation: the best few by estimate (and always pass)."""


def _strength_text(hand: Hand, suit: int) -> str:
    """"♥J 9 A, 2 side aces" — what the estimate counts on for ``suit``."""
    trumps = [card_label(c) for c in sorted(bits(hand & SUIT_MASKS[suit]),
                                            key=lambda c: -hand_value(1 << c, suit))]
    aces = sum(1 for s in range(4) if s != suit and hand >> (s * 13 + 12) & 1)
    parts = [f"{len(trumps)} trumps ({' '.join(trumps)})" if trumps else "no trumps"]
    if aces:
        parts.append(f"{aces} side ace{'s' if aces > 1 else ''}")
    combos, belote = combination_points(hand, suit)
    if belote:
        parts.append("Belote")
    if combos:
        parts.append("a combination")
    return ", ".join(parts)


class BeloteModel(GameModel):
    game_id = "bazar-belote"
    game: BazarBelote

    # ------------------------------------------------------------------ auction
    def choose_call(
        self, obs: Observation, legal: tuple[Action, ...], level: Level, rng: random.Random,
        deadline: float,
    ) -> Decision:
        assert isinstance(obs, BeloteObservation)
        optimism = 0.0
        if level.slip and rng.random() < level.slip:
            optimism = rng.choice((14.0, 9.0, -8.0))  # counting kings and queens as tricks
        evals = call_values(obs, legal, optimism)
        how = "estimate"
        if level.bid_samples and len(evals) > 1:
            flat = level.random_rollouts
            candidates = [a for a, _ in (evals if flat else evals[:CALL_CANDIDATES])]
            if PASS in legal and PASS not in candidates:
                candidates.append(PASS)
            weight = self.evidence_weight if level.evidence else None
            sims, done = call_values_by_simulation(
                obs, candidates, self.game.options, level.bid_samples, weight, rng, deadline,
                rng if flat else None)
            prior = dict(evals)
            k = float(done)
            m = 0.0 if flat else 8.0  # the estimate counts as this many simulated deals
            blended = {a: (k * sims[a] + m * prior[a]) / (k + m) for a in candidates}
            evals = sorted(((a, blended.get(a, v)) for a, v in evals),
                           key=lambda e: (a_rank(e[0], blended), -e[1], e[0]))
            how = f"{done} simulated deals"
        best, value = evals[0]
        return Decision(best, self._call_reason(obs, best, value, how), tuple(evals))

    def _call_reason(self, obs: BeloteObservation, call: Action, value: float, how: str
                     ) -> str:
        tail = f"expected {value:+.1f} for our team ({how})"
        if call.kind in (Kind.BID, Kind.CAPOT):
            return f"{call.label()}: {_strength_text(obs.hand, call.suit)}; {tail}"
        if call.kind is Kind.CONTRA:
            return f"Contra: their contract should fail against my hand; {tail}"
        if call.kind is Kind.RECONTRA:
            return f"Recontra: our contract should make despite the Contra; {tail}"
        return f"Pass: no call is worth more; {tail}"

    def contra_decision(
        self, obs: BeloteObservation, level: Level, rng: random.Random, deadline: float,
    ) -> Decision | None:
        """Contra now (in turn or out of turn), or None to let the contract stand."""
        if obs.seat not in obs.contra_seats or obs.contract is None:
            return None
        optimism = 0.0
        if level.slip and rng.random() < level.slip:
            optimism = rng.choice((4.0, -4.0))
        double, stand, p_fail = contra_value(obs, optimism)
        evals = [(CONTRA, double), (PASS, stand)]
        how = "estimate"
        if level.bid_samples and p_fail > 0.3:
            weight = self.evidence_weight if level.evidence else None
            samples = max(4, level.bid_samples // 2)
            flat = level.random_rollouts
            sims, done = call_values_by_simulation(
                obs, [CONTRA, PASS], self.game.options, samples, weight, rng, deadline,
                rng if flat else None)
            m = 0.0 if flat else 8.0
            evals = [(a, (done * sims[a] + m * v) / (done + m)) for a, v in evals]
            how = f"{done} simulated deals"
        evals.sort(key=lambda e: -e[1])
        if evals[0][0] != CONTRA:
            return None
        reason = (f"Contra: {obs.contract} should fail (about {p_fail:.0%} by my hand); "
                  f"expected {evals[0][1]:+.1f} for our team ({how})")
        return Decision(CONTRA, reason, tuple(evals))

    # --------------------------------------------------------------------- play
    def choose_card(
        self, obs: BeloteObservation, legal: tuple[Action, ...], level: Level,
        rng: random.Random, deadline: float,
    ) -> Decision:
        declare = [a for a in legal if a.kind in (Kind.ANNOUNCE, Kind.SHOW)]
        if declare:  # manual declarations: a shown combination scores, so always declare
            return Decision(declare[0], f"{declare[0].label()}: my combination counts",
                            ((declare[0], 0.0),))
        contract = obs.contract
        assert contract is not None
        if len(legal) == 1:
            return Decision(legal[0], f"{legal[0].label()}: the only legal card",
                            ((legal[0], 0.0),))
        if level.samples == 0:
            return self._policy_decision(obs, legal, level, rng)
        weight = self.evidence_weight if level.evidence else None
        evals, done = choose_card_by_search(
            obs, legal, self.game.options, level.samples,
            min(level.exact_cards, MAX_EXACT_CARDS), weight, rng, deadline,
            rng if level.random_rollouts else None)
        best, value = evals[0]
        reason = (f"{best.label()}: expected {value:+.1f} points for our team over {done} "
                  f"deals ({contract})")
        return Decision(best, reason, tuple(evals))

    def _policy_decision(self, obs: BeloteObservation, legal: tuple[Action, ...],
                         level: Level, rng: random.Random) -> Decision:
        contract = obs.contract
        assert contract is not None
        hand = 0
        for a in legal:
            hand |= 1 << a.card
        hands = [obs.hand if s == obs.seat else 0 for s in range(4)]
        sim = BeloteSim(hands, obs.trump, obs.seat, [c for _, c in obs.trick])
        sim.unplayed = DECK_32 & ~obs.played
        card = policy_card(sim, contract.team)
        why = "the card for this trick"
        if level.slip and rng.random() < level.slip:
            # the beginner's slips: trumps not drawn, or a ten or ace thrown away
            other = policy_card(sim, 1 - contract.team)
            if other != card:
                card, why = other, "a hopeful card"
            else:
                rest = [a.card for a in legal if a.card != card]
                card = max(rest, key=lambda c: (c % 13 in (8, 12), c))
                why = "a hopeful card"
        return Decision(PLAYS[card], f"{card_label(card)}: {why}", ((PLAYS[card], 0.0),))

    # ------------------------------------------------------------- determinize
    def evidence_weight(self, obs: Observation, seat: int, dealt_hand: Hand) -> float:
        assert isinstance(obs, BeloteObservation)
        return auction_weight(obs, seat, dealt_hand)

    def world_state(self, obs: Observation, hands: list[Hand]) -> Any:
        """The core state at ``obs``'s position with the dealt ``hands`` (tests)."""
        assert isinstance(obs, BeloteObservation)
        state = self.game.new_deal(hands=[hand_names(h) for h in hands], dealer=obs.dealer,
                                   deal_number=obs.deal_number)
        for seat, action in obs.calls:
            state = state.apply(action, seat=seat)
        for trick in obs.past_tricks + (obs.trick,):
            for _, card in trick:
                state = state.apply(PLAYS[card])
        return state


def a_rank(action: Action, simulated: dict[Action, float]) -> int:
    """Simulated candidates sort before the calls judged by estimate alone."""
    return 0 if action in simulated else 1


__all__ = ["BeloteModel"]
