"""What one seat is shown: its own observation and the match's public facts, nothing more.

The referee builds a ``SeatView`` for each seat after every move, from the true state, and
sends it; the view holds copies (tuples, ints, frozen results), never the state, so nothing
reachable from a seat's screen can show another seat's unplayed cards.  Public by the rules:
every call and card played, tricks and scores, finished deals' results, each hand's size,
the game and its options.  The match's seed, from which every deal follows, is given only
once the match is over ("replay this match").

The game's own public facts (Blackout's bids and turn-up, Bazar Belote's contract and shown
combinations, …) are the fields of its core observation, read through the view by name.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.core.actions import Action
from game.core.cards import Card, Hand
from game.core.observation import Observation, Trick
from game.core.phase import Phase
from game.core.registry import AnyGame
from game.core.result import DealResult
from game.core.state import TrickState

O_co = TypeVar("O_co", bound=Observation, covariant=True)
"""The game's observation type (a ``SeatView[BlackoutObservation]`` is a
``SeatView[Observation]``): each game's words read its own fields from it, typed."""


@dataclass(frozen=True)
class SeatView(Generic[O_co]):
    """The table as ``seat`` may see it after the referee's move ``version``."""

    seat: int
    version: int
    observation: O_co
    game: AnyGame
    """The game being played (its rules and options: public)."""
    hand_counts: tuple[int, ...]
    """Cards left in each hand."""
    results: tuple[DealResult, ...]
    """The finished deals' results, in order."""
    deal_result: DealResult | None
    """This deal's result once it is scored."""
    winners: tuple[int, ...] | None
    """The match's winners once it is over (seats, or teams in a team game)."""
    match_seed: int | None = None
    """The match's seed, once the match is over (None before)."""
    can_take_back: bool = False
    """The seat has a move of this deal it may take back (when the table allows it)."""
    call_kept: bool = False
    """The seat's last choice is a call it may no longer take back: it has seen cards
    since that it had not seen when it made it (the screen says why Undo does nothing)."""
    last_events: tuple[Any, ...] = ()
    """What the move that led here did (public events, as the state's)."""

    @property
    def phase(self) -> Phase:
        return self.observation.phase

    @property
    def to_play(self) -> int | None:
        return self.observation.to_play

    @property
    def players(self) -> int:
        return self.observation.players

    @property
    def hand(self) -> Hand:
        """The seat's own cards."""
        return self.observation.hand

    @property
    def deal_number(self) -> int:
        return self.observation.deal_number

    @property
    def hand_size(self) -> int:
        return self.observation.hand_size

    @property
    def dealer(self) -> int:
        return self.observation.dealer

    @property
    def trump(self) -> int:
        return self.observation.trump

    @property
    def calls(self) -> tuple[tuple[int, Action], ...]:
        return self.observation.calls

    @property
    def trick(self) -> Trick:
        return self.observation.trick

    @property
    def past_tricks(self) -> tuple[Trick, ...]:
        return self.observation.past_tricks

    @property
    def tricks(self) -> tuple[int, ...]:
        return self.observation.tricks

    @property
    def scores(self) -> tuple[int, ...]:
        return self.observation.scores

    @property
    def turn_up(self) -> Card | None:
        return self.observation.turn_up

    @property
    def settlement(self) -> tuple[int, ...] | None:
        return self.observation.settlement

    @property
    def is_over(self) -> bool:
        return self.observation.phase is Phase.OVER

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat may do now (empty when it may not act)."""
        return self.observation.legal


def visible_events(events: Iterable[Any], seat: int) -> tuple[Any, ...]:
    """The events ``seat`` may see.  Every event of the core is public (a deal is announced
    without its cards; a card is seen when it is played; combinations when shown), so all
    pass; this is the one place that would filter one that was not."""
    return tuple(events)


def seat_view(state: TrickState, seat: int, version: int, can_take_back: bool = False,
              call_kept: bool = False) -> SeatView[Observation]:
    """``state`` as ``seat`` may see it."""
    hand_counts = tuple(h.bit_count() for h in state.hands)
    return SeatView(
        seat=seat, version=version, observation=state.observation(seat), game=state.game,
        hand_counts=hand_counts, results=state.results, deal_result=state.deal_result,
        winners=state.winners,
        match_seed=state.match_seed if state.is_over else None,
        can_take_back=can_take_back, call_kept=call_kept,
        last_events=visible_events(state.last_events, seat),
    )
