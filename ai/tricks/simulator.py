"""A fast internal deal of plain tricks for search: bitmask hands, make and unmake.

The rules core builds a new immutable state per card, which is right for the game and too
slow for thousands of simulated plays per decision.  ``Sim`` keeps one mutable position and
undoes moves, and knows only what search needs: follow suit, trump, the optional ban on
leading spades (partnership-blackout 13) and trick counts.  The card winning the trick so
far is kept as play goes, so closing a trick costs nothing.  ``tests/test_ai_simulator.py``
checks it against the core on random deals.
"""

from __future__ import annotations

from game.core.cards import SUIT_MASKS, Card, Hand
from game.core.trick import FOLLOW_MASKS, LEAD_BANS, NO_LEAD_RULE, NO_SPADE_LEAD, SPADES_BROKEN

SPADES_MASK = SUIT_MASKS[0]
__all__ = ["NO_LEAD_RULE", "NO_SPADE_LEAD", "SPADES_BROKEN", "Sim", "beats",
           "trick_winner_index"]


def beats(card: Card, best: Card, trump: int) -> bool:
    """True when ``card`` beats ``best``, the card currently winning a trick."""
    suit = card // 13
    if suit == best // 13:
        return card > best
    return suit == trump


def trick_winner_index(cards: list[Card], trump: int) -> int:
    """Index in ``cards`` (play order, lead first) of the card winning the trick."""
    best_i = 0
    best = cards[0]
    for i in range(1, len(cards)):
        if beats(cards[i], best, trump):
            best_i, best = i, cards[i]
    return best_i


class Sim:
    """One position of a deal: hands by seat, the trick in progress, tricks taken.

    ``play`` and ``undo`` are exact inverses, so a search explores a tree in place.
    ``best``/``best_seat`` are the card winning the current trick and its player (-1 when
    no card has been played to it).
    """

    __slots__ = (
        "best", "best_seat", "cards_left", "hands", "history", "lead_bans", "lead_rule", "n",
        "spades_played", "trick", "tricks", "trump", "turn",
    )

    def __init__(
        self,
        hands: list[Hand],
        trump: int,
        turn: int,
        trick: list[tuple[int, Card]] | None = None,
        tricks: list[int] | None = None,
        lead_rule: int = NO_LEAD_RULE,
        spades_played: int = 0,
    ) -> None:
        self.n = len(hands)
        self.hands = list(hands)
        self.trump = trump
        self.lead_rule = lead_rule
        self.lead_bans = LEAD_BANS[lead_rule]
        self.turn = turn
        self.trick: list[tuple[int, Card]] = list(trick or [])
        self.tricks = list(tricks or [0] * self.n)
        self.history: list[tuple[int, Card, int, int, list[tuple[int, Card]] | None]] = []
        self.spades_played = spades_played
        self.cards_left = sum(h.bit_count() for h in hands)
        self.best = -1
        self.best_seat = -1
        if self.trick:
            i = trick_winner_index([c for _, c in self.trick], trump)
            self.best_seat, self.best = self.trick[i]

    def copy(self) -> Sim:
        return Sim(
            self.hands, self.trump, self.turn, self.trick, self.tricks, self.lead_rule,
            self.spades_played,
        )

    @property
    def over(self) -> bool:
        return self.cards_left == 0

    def legal_mask(self) -> Hand:
        """The cards the seat to play may play now: the core's tables
        (``game.core.trick.FOLLOW_MASKS``, ``LEAD_BANS``), indexed inline."""
        hand = self.hands[self.turn]
        if self.trick:
            return hand & FOLLOW_MASKS[self.trick[0][1]] or hand
        return hand & ~self.lead_bans[self.spades_played > 0] or hand

    def play(self, card: Card) -> None:
        seat = self.turn
        self.hands[seat] ^= 1 << card
        self.cards_left -= 1
        if card < 13:
            self.spades_played += 1
        prev_best = self.best
        prev_seat = self.best_seat
        if prev_best < 0 or (
            card > prev_best if card // 13 == prev_best // 13 else card // 13 == self.trump
        ):
            self.best = card
            self.best_seat = seat
        trick = self.trick
        trick.append((seat, card))
        if len(trick) == self.n:
            winner = self.best_seat
            self.tricks[winner] += 1
            self.history.append((seat, card, prev_best, prev_seat, trick))
            self.trick = []
            self.best = self.best_seat = -1
            self.turn = winner
        else:
            self.history.append((seat, card, prev_best, prev_seat, None))
            self.turn = seat + 1 if seat + 1 < self.n else 0

    def undo(self) -> None:
        seat, card, prev_best, prev_seat, done = self.history.pop()
        if done is None:
            self.trick.pop()
        else:
            self.tricks[self.turn] -= 1
            done.pop()
            self.trick = done
        self.best = prev_best
        self.best_seat = prev_seat
        self.hands[seat] |= 1 << card
        self.cards_left += 1
        if card < 13:
            self.spades_played -= 1
        self.turn = seat
