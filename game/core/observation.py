"""What one seat may know: the base observation shared by every game.

Built from the state on demand (never stored), so nothing hidden can leak through it: the
seat's own hand, every public call and card, trick counts, scores, the turn-up card.
Each game adds its public facts in a subclass.  Agents receive only observations.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action
from game.core.cards import Card, Hand
from game.core.phase import Phase

Trick = tuple[tuple[int, Card], ...]
"""A trick as (seat, card) pairs in the order played; the first pair is the lead."""


@dataclass(frozen=True)
class Observation:
    game_id: str
    seat: int
    players: int
    phase: Phase
    deal_number: int
    hand_size: int
    dealer: int
    to_play: int | None
    hand: Hand
    trump: int
    """Trump suit, or -1 for none (yet)."""
    calls: tuple[tuple[int, Action], ...]
    """This deal's calls in order, as (seat, action)."""
    trick: Trick
    past_tricks: tuple[Trick, ...]
    tricks: tuple[int, ...]
    scores: tuple[int, ...]
    legal: tuple[Action, ...]
    """The seat's actions now (``State.actors()``): empty when it may not act."""
    turn_up: Card | None = None
    """The card turned up for trump, when the game turns one (Blackout)."""
    settlement: tuple[int, ...] | None = None
    """Each player's settlement once the match is over, in a game that settles
    (blackout 18); None otherwise."""

    @property
    def shown_by_seat(self) -> tuple[Hand, ...]:
        """The cards each seat has shown to everyone (in hand or played since): none,
        unless the game shows cards (Bazar Belote's combinations)."""
        return (0,) * self.players

    @property
    def played(self) -> Hand:
        """Every card seen played this deal, the current trick included."""
        mask = 0
        for t in self.past_tricks:
            for _, c in t:
                mask |= 1 << c
        for _, c in self.trick:
            mask |= 1 << c
        return mask
