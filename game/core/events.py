"""Events: what each ``apply`` did, as frozen records (``state.last_events``).

The client animates from these and never has to diff two states; replays and logs read them
too.  The model produces them and never waits for anyone to consume them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.core.actions import Action
from game.core.announcement import Announcement
from game.core.cards import Card
from game.core.result import DealResult


@dataclass(frozen=True, slots=True)
class Dealt:
    """A deal was dealt.  Never its deal id: the id deals every hand, and every seat sees
    this event (``tests/test_fair_table.py``)."""

    dealer: int
    deal_number: int
    hand_size: int


@dataclass(frozen=True, slots=True)
class TurnedUp:
    card: Card | None
    """The turned card, or None when no card was left (no trump this deal)."""


@dataclass(frozen=True, slots=True)
class Called:
    seat: int
    action: Action


@lru_cache(maxsize=4096)
def called(seat: int, action: Action) -> tuple[Called]:
    """The shared one-event tuple of ``seat`` making the call ``action``."""
    return (Called(seat, action),)


@dataclass(frozen=True, slots=True)
class AuctionClosed:
    """The auction is over: the contracts are in the state (each screen words them)."""


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    cards: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class Declared:
    """A Belote combination announced or shown (``cards`` empty until shown)."""

    seat: int
    kind: Announcement
    value: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DealScored:
    result: DealResult


@dataclass(frozen=True, slots=True)
class ThrownIn:
    dealer: int


@dataclass(frozen=True, slots=True)
class MatchOver:
    winners: tuple[int, ...]
    scores: tuple[int, ...]


Event = (
    Dealt | TurnedUp | Called | AuctionClosed | CardPlayed | TrickWon | Declared
    | DealScored | ThrownIn | MatchOver
)
