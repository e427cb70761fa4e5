"""Determinization: deal the unseen cards to the other seats consistently with the table.

Everything public constrains a sampled world: the cards played (gone), how many cards each
seat still holds, a void shown by failing to follow suit, a spade led while the lead rule
forbids it (the leader held only spades), and cards seen out of play (Blackout's turn-up);
in Blackout some unseen cards were dealt to nobody (the stock).  Bids are soft evidence: a
world is weighted by how well it explains them (``GameModel.evidence_weight``), never
rejected outright.  A sampled world observed from the agent's seat gives back the
observation it came from (``tests/test_ai_sampling.py``).

Uniformly, the cards the others played are read for voids only; a level with
``locations = "model"`` deals the cards by the learned card-location model instead
(``Constraints.scores``, ``ai.tricks.locations``), within the same exact constraints.
Against ISMCTS in Oh Hell (4 players,
5 cards) a card does tell about the hand it came from: read with ISMCTS itself as the
model, 0.41 ±0.09 nats a card beyond the voids (``bench/research/play_information.py``, 200 cards;
the same estimate with the true hand in place of the sampled ones: -0.04 ±0.05).  But the
models a search can afford read almost none of it: a conditional-logit model fitted to
2,883 of its cards reads 0.02 ±0.02 nats, and the heuristic policy with the best share of
random cards misreads them (-0.05 ±0.01 on 1,293 held-out cards, ``bench/research/play_model.py``);
weighting worlds by the policy's likelihood made hard 0.45 ±0.32 points a deal worse.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol, TypeVar

from ai.placement import place_cards
from ai.tricks.simulator import NO_LEAD_RULE, SPADES_BROKEN
from game.core.cards import DECK_52, Hand, cards_of
from game.core.observation import Observation


@dataclass(frozen=True)
class Constraints:
    seat: int
    hand: Hand
    hidden: Hand
    """Cards whose place the seat does not know."""
    counts: tuple[int, ...]
    """Cards each seat still holds."""
    voids: tuple[int, ...]
    """Per seat, a 4-bit mask of the suits it cannot hold."""
    stock: int
    """Unseen cards dealt to nobody."""
    played_by: tuple[Hand, ...]
    """Cards each seat has played this deal."""
    scores: dict[int, dict[int, float]] | None = None
    """Per hidden card, each eligible holder's score from the card-location model
    (``ai.tricks.locations``).  None: worlds are uniform within the constraints."""
    deal_by_scores: bool = True
    """With ``scores``: True deals each world card by card in proportion to them; False
    deals uniformly and weights each world by the product of its cards' scores
    (``location_weight``): the exact distribution, cheaper to draw, with uneven weights."""

    @cached_property
    def scored_options(self) -> tuple[tuple[int, tuple[tuple[int, float], ...]], ...]:
        """Per hidden card: its bit and its eligible holders, each with its score, as
        ``_deal_scored`` walks them (built once a decision, not once a world)."""
        assert self.scores is not None
        out = []
        for c in self.hidden_cards:
            per = self.scores[c]
            out.append((1 << c, tuple((h, per[h]) for h in self.suit_holders[c // 13])))
        return tuple(out)

    @cached_property
    def one_size(self) -> bool:
        """Every hidden card has as many eligible holders (no void shown, the usual case):
        the draw's most-constrained-first order is then the shuffled order itself."""
        return len({len(holders) for _, holders in self.scored_options}) <= 1

    @cached_property
    def log_scores(self) -> tuple[dict[int, float], ...]:
        """Per holder (the stock last), each hidden card's log score, centred per card on
        its mean over the holders by their room, so a world's summed log score is near 0."""
        n = len(self.counts)
        out: tuple[dict[int, float], ...] = tuple({} for _ in range(n + 1))
        assert self.scores is not None
        for c, per in self.scores.items():
            logs = {h: math.log(v) for h, v in per.items()}
            room = {h: self.stock if h == n else self.counts[h] for h in logs}
            total = sum(room.values())
            mean = sum(logs[h] * room[h] for h in logs) / total if total else 0.0
            for h, v in logs.items():
                out[h][c] = v - mean
        return out

    @cached_property
    def hidden_cards(self) -> tuple[int, ...]:
        """The ``hidden`` cards in id order, listed once per decision (not per world)."""
        return cards_of(self.hidden)

    @cached_property
    def suit_holders(self) -> tuple[list[int], ...]:
        """Per suit, the seats that may hold its cards (no void shown in it), the stock
        (index ``len(counts)``) last when there is one: the placement's eligible holders,
        worked out once per decision."""
        n = len(self.counts)
        holders = [s for s in range(n) if s != self.seat] + ([n] if self.stock else [])
        return tuple([h for h in holders if h == n or not self.voids[h] >> suit & 1]
                     for suit in range(4))

    @cached_property
    def hidden_bits(self) -> tuple[int, ...]:
        """Each hidden card's bit, in the order of ``hidden_cards``."""
        return tuple(1 << c for c in self.hidden_cards)


def constraints_of(obs: Observation, lead_rule: int, out_of_play: Hand, stock: int) -> Constraints:
    n = obs.players
    played_by = [0] * n
    voids = [0] * n
    spades_played = 0
    for trick in obs.past_tricks + (obs.trick,):
        if not trick:
            continue
        lead_seat, lead = trick[0]
        led = lead // 13
        if led == 0 and lead_rule != NO_LEAD_RULE and not (
            lead_rule == SPADES_BROKEN and spades_played
        ):
            voids[lead_seat] |= 0b1110  # led a spade where only an all-spade hand may
        for seat, card in trick:
            played_by[seat] |= 1 << card
            if card // 13 != led:
                voids[seat] |= 1 << led
            if card < 13:
                spades_played += 1
    counts = tuple(obs.hand_size - p.bit_count() for p in played_by)
    hidden = DECK_52 & ~obs.hand & ~obs.played & ~out_of_play
    return Constraints(
        obs.seat, obs.hand, hidden, counts, tuple(voids), stock, tuple(played_by)
    )


def sample_hands(cons: Constraints, rng: random.Random) -> list[Hand]:
    """Current hands of every seat in one world (the agent's own hand as it is).

    Cards go most-constrained first to a random eligible holder, chosen in proportion to the
    room it has left; a card with no eligible holder with room is placed by moving cards
    along an augmenting path, so a consistent world is always found when one exists.
    """
    n = len(cons.counts)
    holders = [s for s in range(n) if s != cons.seat]
    by_scores = cons.scores if cons.deal_by_scores else None
    if by_scores is None and not any(cons.voids[h] for h in holders):
        # nobody has shown a void: a shuffled deal by counts is the same distribution,
        # many times faster (search samples thousands of worlds a decision)
        # (shuffling the cards' bits is the same permutation as shuffling the cards)
        bits = list(cons.hidden_bits)
        rng.shuffle(bits)
        hands = [0] * n
        hands[cons.seat] = cons.hand
        i = 0
        for h in holders:
            hands[h] = sum(bits[i:i + cons.counts[h]])
            i += cons.counts[h]
        return hands
    if by_scores is not None:
        dealt = _deal_scored(cons, rng)
        if dealt is not None:
            return dealt
    room = {s: cons.counts[s] for s in holders}
    if cons.stock:
        room[n] = cons.stock
    cards = list(cons.hidden_cards)
    rng.shuffle(cards)
    by_suit = cons.suit_holders
    eligible = {c: by_suit[c // 13] for c in cards}
    held = place_cards(cards, eligible, room, rng, by_scores)
    hands = [0] * n
    hands[cons.seat] = cons.hand
    for h in holders:
        for c in held[h]:
            hands[h] |= 1 << c
    return hands


def _deal_scored(cons: Constraints, rng: random.Random) -> list[Hand] | None:
    """One world dealt card by card in proportion to room × score, most-constrained cards
    first, ties in a random order (the fast form of ``place_cards`` with scores: lists
    built once a decision); None when a card finds no holder with room (the caller's
    augmenting placement then finds the world)."""
    order = list(cons.scored_options)
    rng.shuffle(order)
    if not cons.one_size:
        order.sort(key=lambda option: len(option[1]))  # stable: ties stay shuffled
    room = list(cons.counts) + [cons.stock]
    hands = [0] * (len(cons.counts) + 1)
    random_ = rng.random
    for bit, holders in order:
        total = 0.0
        for h, score in holders:
            total += room[h] * score
        if not total:
            return None
        pick = random_() * total
        chosen = -1
        for h, score in holders:
            left = room[h]
            if left:
                chosen = h
                pick -= left * score
                if pick < 0:
                    break
        hands[chosen] |= bit
        room[chosen] -= 1
    hands.pop()  # the stock
    hands[cons.seat] = cons.hand
    return hands


ObsT = TypeVar("ObsT", bound=Observation)
ObsIn_contra = TypeVar("ObsIn_contra", bound=Observation, contravariant=True)


class EvidenceModel(Protocol[ObsIn_contra]):
    def evidence_weight(self, obs: ObsIn_contra, seat: int, dealt_hand: Hand) -> float: ...


WEIGHT_FLOOR = 1e-6
"""The least weight a sampled world keeps, so worlds the calls make unlikely still count."""


def world_weight(model: EvidenceModel[ObsT], obs: ObsT, cons: Constraints,
                 hands: list[Hand], evidence: bool = True) -> float:
    """How well a sampled world explains the other seats' calls: the product of each
    seat's evidence weight for the hand it was dealt (its cards now plus those it played;
    1 without ``evidence``), times its ``location_weight``."""
    weight = 1.0
    if evidence:
        for s in range(obs.players):
            if s != obs.seat:
                weight *= model.evidence_weight(obs, s, hands[s] | cons.played_by[s])
        weight = max(weight, WEIGHT_FLOOR)
    if cons.scores is not None and not cons.deal_by_scores:
        weight *= location_weight(cons, hands)
    return weight


def location_weight(cons: Constraints, hands: list[Hand]) -> float:
    """A uniformly dealt world's weight under the location model: the product of the
    scores of its cards' holders (relative to each card's mean), so that weighted worlds
    follow the model within the constraints exactly."""
    logs = cons.log_scores
    n = len(cons.counts)
    total = 0.0
    placed = 0
    for h in range(n):
        if h == cons.seat:
            continue
        per = logs[h]
        x = hands[h] & cons.hidden
        placed |= x
        while x:
            low = x & -x
            total += per[low.bit_length() - 1]
            x ^= low
    if cons.stock:
        per = logs[n]
        x = cons.hidden & ~placed
        while x:
            low = x & -x
            total += per[low.bit_length() - 1]
            x ^= low
    return math.exp(max(-50.0, min(50.0, total)))
