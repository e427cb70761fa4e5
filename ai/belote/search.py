"""Determinized search for Bazar Belote: cards in play, and contracts in the auction.

Play: sample worlds consistent with the table (``ai.belote.sampling``), weighted by how
well the other seats' hands explain their calls; in each world play every legal card in
``BeloteSim`` and finish the deal by the rollout policy, or exactly (alpha-beta on the
team margin) once few cards remain; pick the card with the best weighted mean of the
deal's real score for our team (ours − theirs, small points, rules 26–31).

Auction: the same worlds, dealt before the play, for each candidate call the contract it
leads to (our bid, the standing contract on a pass, ×2 on a Contra, ×4 on a Recontra) is
played out by the policy; the mean margin refines the estimate of ``ai.belote.bidding``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ai.belote.bidding import OPENING_PASS_VALUE
from ai.belote.sampling import BeloteConstraints, belote_constraints, dealt_hands, sample_world
from ai.belote.simulator import (
    BeloteSim,
    DealTerms,
    bits,
    contract_policy_card,
    random_rollout_margin,
    rollout_margin,
)
from ai.sampling_loop import SamplingLoop
from ai.tricks.search import settled
from game.core.actions import PLAYS, Action, Kind
from game.core.belote.auction import Contract
from game.core.belote.calls import BeloteKind
from game.core.belote.combinations import (
    BELOTE_POINTS,
    belote_cards,
    best_holder,
    best_split,
)
from game.core.belote.game import BeloteObservation
from game.core.belote.rules import BeloteOptions
from game.core.cards import Card, Hand

SETTLED_AFTER = 32
"""Worlds solved exactly before the play may stop early, its card settled (``settled``)."""
EXACT_WORLDS = 64
"""Most sampled worlds when every one is solved exactly to the end (as the plain-trick
games' endgame, ``ai.tricks.search.ENDGAME_WORLDS``): expert's 400 took 1.7 s a card in
the last three tricks."""

WeightFn = Callable[[BeloteObservation, int, Hand], float]


def combos_by_team(dealt: Sequence[Hand], trump: int, eldest: int) -> tuple[int, int]:
    """bazar-belote 17–18: the combinations each team scores when every seat shows its
    best split and only the team with the single best one counts (automatic mode)."""
    splits = [best_split(h, trump) for h in dealt]
    best = best_holder([s[0] if s else None for s in splits], eldest, trump)
    points = [0, 0]
    if best is not None:
        team = best % 2
        points[team] = sum(c.value for s in (team, team + 2) for c in splits[s])
    return points[0], points[1]


def shown_by_team(obs: BeloteObservation) -> tuple[int, int]:
    """The combinations scored from what has been shown (exact once trick 2 is over)."""
    eldest = (obs.dealer + 1) % 4
    best = best_holder([c[0] if c else None for c in obs.shown], eldest, obs.trump)
    points = [0, 0]
    if best is not None:
        team = best % 2
        points[team] = sum(c.value for s in (team, team + 2) for c in obs.shown[s])
    return points[0], points[1]


def belote_by_team(dealt: Sequence[Hand], trump: int) -> tuple[int, int]:
    pair = belote_cards(trump)
    for seat, h in enumerate(dealt):
        if h & pair == pair:
            return (BELOTE_POINTS, 0) if seat % 2 == 0 else (0, BELOTE_POINTS)
    return 0, 0


def terms_for(contract: Contract, dealt: Sequence[Hand], eldest: int,
              options: BeloteOptions, shown: tuple[int, int] | None = None) -> DealTerms:
    trump = contract.suit
    combos = shown if shown is not None else combos_by_team(dealt, trump, eldest)
    return DealTerms(contract.team, contract.number, contract.capot, contract.multiplier,
                     combos, belote_by_team(dealt, trump), options)


# ---------------------------------------------------------------------- exact play
def solve_margin(sim: BeloteSim, terms: DealTerms, alpha: float, beta: float) -> float:
    """Team 0's margin under best play by both teams (alpha-beta; position restored)."""
    if not sim.cards_left:
        return terms.margin(sim)
    maximize = sim.turn % 2 == 0
    legal = sim.legal_mask()
    first = contract_policy_card(sim, terms.team)
    order = [first] + [c for c in bits(legal) if c != first]
    best = -1e9 if maximize else 1e9
    for card in order:
        sim.play(card)
        v = solve_margin(sim, terms, alpha, beta)
        sim.undo()
        if maximize:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best


# ----------------------------------------------------------------------- card play
def belote_sim_at(obs: BeloteObservation, hands: list[Hand]) -> BeloteSim:
    t = obs.tricks
    return BeloteSim(
        hands, obs.trump, obs.seat, [c for _, c in obs.trick], list(obs.card_points),
        [t[0] + t[2], t[1] + t[3]],
    )


def _finish(sim: BeloteSim, terms: DealTerms, roll_rng: random.Random | None) -> float:
    if roll_rng is not None:
        return random_rollout_margin(sim, terms, roll_rng)
    return rollout_margin(sim, terms)


def play_values(
    obs: BeloteObservation, cards: list[Card], options: BeloteOptions, samples: int,
    exact_cards: int, weight_of: WeightFn | None, rng: random.Random, deadline: float,
    roll_rng: random.Random | None = None,
) -> tuple[dict[Card, float], int]:
    """Weighted mean margin for our team of each card, and the number of worlds seen."""
    contract = obs.contract
    assert contract is not None
    cons = belote_constraints(obs, options.declarations == "auto")
    eldest = (obs.dealer + 1) % 4
    shown = shown_by_team(obs) if len(obs.past_tricks) >= 2 else None
    sign = 1.0 if obs.seat % 2 == 0 else -1.0
    totals = dict.fromkeys(cards, 0.0)
    squares = dict.fromkeys(cards, 0.0)
    weight_sum = 0.0
    if 32 - obs.played.bit_count() <= exact_cards + 1:
        samples = min(samples, EXACT_WORLDS)  # every world solved: fewer are worth more
    loop = SamplingLoop(samples, deadline)
    for _ in loop:
        hands = sample_world(cons, rng)
        dealt = dealt_hands(cons, hands)
        weight = _weight(obs, dealt, weight_of)
        terms = terms_for(contract, dealt, eldest, options, shown)
        sim = belote_sim_at(obs, hands)
        exact = sim.cards_left <= exact_cards + 1
        for c in cards:
            sim.play(c)
            v = solve_margin(sim, terms, -1e9, 1e9) if exact else _finish(sim, terms, roll_rng)
            sim.undo()
            totals[c] += weight * sign * v
            squares[c] += weight * v * v
        weight_sum += weight
        if exact and loop.done >= SETTLED_AFTER and loop.done % 8 == 0 and len(cards) > 1 and (
            settled(totals, squares, weight_sum, loop.done)
        ):
            break  # solved worlds cost the most: stop once more would not change the card
    return {c: v / weight_sum for c, v in totals.items()}, loop.done


def _weight(obs: BeloteObservation, dealt: list[Hand], weight_of: WeightFn | None) -> float:
    if weight_of is None:
        return 1.0
    w = 1.0
    for s in range(4):
        if s != obs.seat:
            w *= weight_of(obs, s, dealt[s])
    return max(w, 1e-9)


def choose_card_by_search(
    obs: BeloteObservation, legal: tuple[Action, ...], options: BeloteOptions, samples: int,
    exact_cards: int, weight_of: WeightFn | None, rng: random.Random, deadline: float,
    roll_rng: random.Random | None = None,
) -> tuple[list[tuple[Action, float]], int]:
    cards = [a.card for a in legal]
    values, done = play_values(obs, cards, options, samples, exact_cards, weight_of, rng,
                               deadline, roll_rng)
    evals = sorted(((PLAYS[c], values[c]) for c in cards), key=lambda e: (-e[1], e[0]))
    return evals, done


# -------------------------------------------------------------------------- auction
def contract_after(obs: BeloteObservation, call: Action) -> Contract | None:
    """The contract ``call`` would leave standing (None: nothing stands yet)."""
    c = obs.contract
    seat = obs.seat
    if call.kind is Kind.BID:
        return Contract(seat, call.number, call.suit, False, 1)
    if call.kind is BeloteKind.CAPOT:
        return Contract(seat, 0, call.suit, True, 1)
    if c is None:
        return None
    if call.kind is BeloteKind.CONTRA:
        return Contract(c.bidder, c.number, c.suit, c.capot, 2)
    if call.kind is BeloteKind.RECONTRA:
        return Contract(c.bidder, c.number, c.suit, c.capot, 4)
    return c


def call_values_by_simulation(
    obs: BeloteObservation, candidates: Sequence[Action], options: BeloteOptions,
    samples: int, weight_of: WeightFn | None, rng: random.Random, deadline: float,
    roll_rng: random.Random | None = None,
) -> tuple[dict[Action, float], int]:
    """Mean margin for our team of each candidate call over sampled deals played out."""
    cons: BeloteConstraints = belote_constraints(obs, options.declarations == "auto")
    eldest = (obs.dealer + 1) % 4
    sign = 1.0 if obs.seat % 2 == 0 else -1.0
    contracts = {a: contract_after(obs, a) for a in candidates}
    totals = dict.fromkeys(candidates, 0.0)
    weight_sum = 0.0
    loop = SamplingLoop(samples, deadline)
    for _ in loop:
        hands = sample_world(cons, rng)
        weight = _weight(obs, hands, weight_of)
        seen: dict[Contract, float] = {}
        for a in candidates:
            contract = contracts[a]
            if contract is None:
                v = OPENING_PASS_VALUE
            elif contract in seen:
                v = seen[contract]
            else:
                terms = terms_for(contract, hands, eldest, options)
                sim = BeloteSim(hands, contract.suit, eldest)
                v = seen[contract] = sign * _finish(sim, terms, roll_rng)
            totals[a] += weight * v
        weight_sum += weight
    return {a: v / weight_sum for a, v in totals.items()}, loop.done


def fail_rate(
    obs: BeloteObservation, contract: Contract, options: BeloteOptions, samples: int,
    weight_of: WeightFn | None, rng: random.Random, deadline: float,
    roll_rng: random.Random | None = None,
) -> tuple[float, float]:
    """The weighted share of sampled deals in which ``contract`` fails when played out,
    and the effective number of deals behind it (few when the calls fit few worlds).

    A rate, not a mean margin: Contra and Recontra stake the same points either way, so
    the decision turns on this one number, which is far less noisy than the margins.
    """
    cons = belote_constraints(obs, options.declarations == "auto")
    eldest = (obs.dealer + 1) % 4
    failed = weight_sum = square_sum = 0.0
    loop = SamplingLoop(samples, deadline)
    for _ in loop:
        hands = sample_world(cons, rng)
        weight = _weight(obs, hands, weight_of)
        terms = terms_for(contract, hands, eldest, options)
        sim = BeloteSim(hands, contract.suit, eldest)
        if roll_rng is not None:
            while sim.cards_left:
                sim.play(roll_rng.choice(bits(sim.legal_mask())))
        else:
            while sim.cards_left:
                sim.play(contract_policy_card(sim, contract.team))
        if contract.capot:
            made = sim.tricks[contract.team] == 8
        else:
            made = terms.raw(sim.points, contract.team) >= 10 * contract.number
        failed += weight * (not made)
        weight_sum += weight
        square_sum += weight * weight
    return failed / weight_sum, weight_sum * weight_sum / square_sum
