"""A fast internal Bazar Belote deal for search: bitmask hands, make and unmake, scoring.

The core's ``BeloteState`` builds a new immutable state per card; search plays hundreds of
thousands of cards per decision, so ``BeloteSim`` keeps one mutable position and undoes
moves.  The rules it plays by are the core's own kernel (``game.core.belote.play``): the
play duties of bazar-belote 22–24 (the duty ladders' masks, ``DUTY_MASKS``), the trick order (``winner_index`` and its
table ``TRICK_KEY``); it adds the card points (bazar-belote 2–3), the last trick's 10, and
scores a finished deal with the core's own ``score_deal`` (made/failed, multipliers, capot,
combinations, Belote).
``tests/test_ai_belote_simulator.py`` checks it against the core on random deals.

The rollout policy (``contract_policy_card``) is here too, because it reads the same tables: it
sees only the cards a player could see (its hand, the trick, the cards not yet played).
"""

from __future__ import annotations

import random

from game.core.belote.play import BEATEN_BY, DUTY_MASKS, TRICK_KEY, winner_index
from game.core.belote.rules import (
    HAND_SIZE,
    LAST_TRICK_BONUS,
    PLAIN_POINTS,
    TRUMP_POINTS,
    BeloteOptions,
)
from game.core.belote.scoring import DealFigures, score_deal
from game.core.cards import SUIT_MASKS, Card, Hand

RANKS_32 = (5, 6, 7, 8, 9, 10, 11, 12)
"""Ranks of the 32-card deck: 7 8 9 10 J Q K A."""

KEY = TRICK_KEY
"""KEY[trump][card]: the card's order in a trick (trumps above 100), the core's table."""
POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(TRUMP_POINTS[c] if c // 13 == t else PLAIN_POINTS[c] for c in range(52))
    for t in range(4)
)
"""POINTS[trump][card]: the card's points."""
ABOVE = BEATEN_BY
"""ABOVE[trump][c]: the cards of c's suit that beat c in its own suit's order (the core's)."""


def bits(mask: Hand) -> list[Card]:
    """The cards of ``mask`` as a list, ascending (for ``rng.choice`` and sorting).  Built
    in one loop rather than through ``cards_of``'s generator: the rollout policy asks for
    every card it plays."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class BeloteSim:
    """One position of a Bazar Belote deal's play.

    ``points`` are card points by team of finished tricks (last trick's 10 included),
    ``tricks`` tricks by team.  ``play`` and ``undo`` are exact inverses.
    """

    __slots__ = (
        "cards_left", "duties", "hands", "history", "lead", "points", "trick", "tricks",
        "trump", "turn", "unplayed",
    )

    def __init__(
        self, hands: list[Hand], trump: int, turn: int, trick: list[Card] | None = None,
        points: list[int] | None = None, tricks: list[int] | None = None,
    ) -> None:
        self.hands = list(hands)
        self.trump = trump
        self.duties = DUTY_MASKS[trump]
        """The core's duty ladders under this trump (bazar-belote 22–24), as masks."""
        self.trick: list[Card] = list(trick or [])
        self.turn = turn
        self.lead = (turn - len(self.trick)) % 4
        self.points = list(points or [0, 0])
        self.tricks = list(tricks or [0, 0])
        self.history: list[tuple[Card, list[Card] | None, int, int]] = []
        self.cards_left = sum(h.bit_count() for h in hands)
        live = 0
        for h in hands:
            live |= h
        self.unplayed = live
        """Cards still in some hand (the trick's cards excluded)."""

    def copy(self) -> BeloteSim:
        return BeloteSim(self.hands, self.trump, self.turn, self.trick, self.points,
                         self.tricks)

    def winner_index(self) -> int:
        """Index in the trick of the card winning it so far (bazar-belote 25)."""
        return winner_index(self.trick, self.trump)

    def legal_mask(self) -> Hand:
        """bazar-belote 22–24: the cards the seat to play may play now — the first rung of
        the core's duty ladder the hand holds cards of (partners sit an even number of
        places apart in the trick), else any card."""
        hand = self.hands[self.turn]
        trick = self.trick
        if not trick:
            return hand
        wi = winner_index(trick, self.trump)
        first, second = self.duties[trick[0] // 13][trick[wi]][(len(trick) - wi) % 2]
        cards = hand & first
        if cards:
            return cards
        cards = hand & second
        return cards if cards else hand

    def play(self, card: Card) -> None:
        seat = self.turn
        bit = 1 << card
        self.hands[seat] ^= bit
        self.unplayed ^= bit
        self.cards_left -= 1
        trick = self.trick
        trick.append(card)
        if len(trick) < 4:
            self.history.append((card, None, 0, self.lead))
            self.turn = (seat + 1) % 4
            return
        winner = (self.lead + winner_index(trick, self.trump)) % 4
        pts = POINTS[self.trump]
        gained = pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
        if not self.cards_left:
            gained += LAST_TRICK_BONUS
        team = winner % 2
        self.points[team] += gained
        self.tricks[team] += 1
        self.history.append((card, trick, gained, self.lead))
        self.trick = []
        self.turn = winner
        self.lead = winner

    def undo(self) -> None:
        card, done, gained, lead = self.history.pop()
        if done is not None:
            team = self.lead % 2
            self.points[team] -= gained
            self.tricks[team] -= 1
            self.trick = done
        self.trick.pop()
        self.lead = lead
        seat = (lead + len(self.trick)) % 4
        bit = 1 << card
        self.hands[seat] |= bit
        self.unplayed |= bit
        self.cards_left += 1
        self.turn = seat


class DealTerms:
    """What a finished simulated deal is scored against: the contract and the combinations.

    ``combinations`` and ``belote`` are by team, as the core scores them (rule 18: only the
    team with the best combination scores its combinations; rule 19: Belote always).
    """

    __slots__ = ("belote", "capot", "combinations", "multiplier", "number", "options", "team")

    def __init__(self, team: int, number: int, capot: bool, multiplier: int,
                 combinations: tuple[int, int], belote: tuple[int, int],
                 options: BeloteOptions) -> None:
        self.team = team
        self.number = number
        self.capot = capot
        self.multiplier = multiplier
        self.combinations = combinations
        self.belote = belote
        self.options = options

    def score(self, points: list[int], tricks: list[int]) -> tuple[int, int]:
        figures = DealFigures(
            team=self.team, number=self.number, capot=self.capot,
            multiplier=self.multiplier, cards=(points[0], points[1]),
            tricks=(tricks[0], tricks[1]), combinations=self.combinations,
            belote=self.belote,
        )
        return score_deal(figures, self.options).points

    def raw(self, points: list[int], team: int) -> int:
        """bazar-belote 26: a team's cards + scored combinations + Belote."""
        return points[team] + self.combinations[team] + self.belote[team]

    def margin(self, sim: BeloteSim) -> float:
        """Team 0's points minus team 1's for the finished deal in ``sim``."""
        a, b = self.score(sim.points, sim.tricks)
        return float(a - b)


# ---------------------------------------------------------------- rollout policy
def _cheapest(cards: list[Card], trump: int) -> Card:
    pts = POINTS[trump]
    key = KEY[trump]
    return min(cards, key=lambda c: (pts[c], key[c], c))


def _master(card: Card, others: Hand, trump: int) -> bool:
    """No card left in other hands beats ``card`` within its suit."""
    return not others & ABOVE[trump][card]


def contract_policy_card(sim: BeloteSim, contractor: int) -> Card:
    """The card a sensible player plays: take points when it can, smear points on a
    partner's sure trick, draw trumps when its team holds the contract, else play cheap.

    ``contractor`` is the contracting team (0 or 1).  Only public information and the
    seat's own hand are read (``unplayed`` minus the hand is what is still out).
    """
    legal = sim.legal_mask()
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    seat = sim.turn
    trump = sim.trump
    hand = sim.hands[seat]
    out = sim.unplayed & ~hand
    key = KEY[trump]
    pts = POINTS[trump]
    cards = bits(legal)
    trick = sim.trick
    tmask = SUIT_MASKS[trump]
    if not trick:
        my_trumps = legal & tmask
        if my_trumps and out & tmask and seat % 2 == contractor:
            top = max(bits(my_trumps), key=lambda c: key[c])
            if _master(top, out, trump):
                return top
        masters = [c for c in cards if c // 13 != trump and _master(c, out, trump)
                   and out & SUIT_MASKS[c // 13]]
        if masters:
            return max(masters, key=lambda c: (pts[c], c))
        side = [c for c in cards if c // 13 != trump]
        if side:
            # lead low from a suit where we do not hold the unguarded ten
            safe = [c for c in side if pts[c] < 10] or side
            return _cheapest(safe, trump)
        return _cheapest(cards, trump)
    wi = sim.winner_index()
    win = trick[wi]
    partner_wins = (len(trick) - wi) % 2 == 0
    last = len(trick) == 3
    led = trick[0] // 13
    if key[win] > 100:
        winners = [c for c in cards if key[c] > key[win] and c // 13 == trump]
    else:
        winners = [c for c in cards if c // 13 == trump or (c // 13 == led and key[c] > key[win])]
    if partner_wins:
        sure = last or (
            _master(win, out, trump)
            and (win // 13 == trump or not (out & tmask) or bool(out & SUIT_MASKS[led]))
        )
        if sure:
            # smear: the most points that are not a trump worth keeping
            dump = [c for c in cards if c // 13 != trump or pts[c] < 10] or cards
            return max(dump, key=lambda c: (pts[c], -key[c], c))
        return _cheapest(cards, trump)
    if winners:
        if last:
            return min(winners, key=lambda c: (key[c] > 100, key[c], c))
        top = max(winners, key=lambda c: key[c])
        if _master(top, out, trump) and top // 13 == led:
            return top
        return min(winners, key=lambda c: (key[c] > 100, key[c], c))
    return _cheapest(cards, trump)


def rollout_margin(sim: BeloteSim, terms: DealTerms) -> float:
    """Play the deal out by the policy (in place, then restored) and return team 0's
    margin."""
    played = 0
    contractor = terms.team
    while sim.cards_left:
        sim.play(contract_policy_card(sim, contractor))
        played += 1
    value = terms.margin(sim)
    for _ in range(played):
        sim.undo()
    return value


def random_rollout_margin(sim: BeloteSim, terms: DealTerms, rng: random.Random) -> float:
    """The same with uniformly random legal cards (the flat Monte Carlo baseline)."""
    played = 0
    while sim.cards_left:
        sim.play(rng.choice(bits(sim.legal_mask())))
        played += 1
    value = terms.margin(sim)
    for _ in range(played):
        sim.undo()
    return value


__all__ = [
    "ABOVE", "HAND_SIZE", "KEY", "POINTS", "RANKS_32", "BeloteSim", "DealTerms", "bits",
    "contract_policy_card", "random_rollout_margin", "rollout_margin",
]
