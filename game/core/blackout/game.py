"""Blackout (Oh Hell), each for himself, 3–7 players (rules file ``blackout.md``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from game.core.actions import Action, Kind, plays_of
from game.core.blackout.contracts import BlackoutContract
from game.core.blackout.figures import BlackoutFigures
from game.core.blackout.rules import (
    BlackoutOptions,
    bid_row,
    deal_schedule,
    forbidden_hook_bid,
    match_winners,
    over_under,
    seat_points,
    settlement,
    with_winner_bonus,
)
from game.core.cards import Card, Hand
from game.core.contract import ContractRecord
from game.core.deal import Deal
from game.core.errors import ArgumentError, IllegalActionError, describe
from game.core.events import AuctionClosed, Called, Dealt, TurnedUp, called
from game.core.frozen import _freeze
from game.core.game import Game
from game.core.observation import Observation, Trick
from game.core.options import build_options
from game.core.phase import Phase
from game.core.result import DealResult
from game.core.seats import NEXT_SEAT
from game.core.state import TrickState
from game.core.trick import follow_plays, must_follow, plain_winner

_BID_RECORDS = tuple(ContractRecord(BlackoutContract.BID, n) for n in range(53))
"""Each bid's contract record, shared (a bid is at most the hand size, at most 52)."""


@dataclass(frozen=True)
class BlackoutObservation(Observation):
    bids: tuple[int, ...] = ()
    """Bid of each seat this deal, -1 for not yet."""
    over_under: str | None = None
    """"over", "under" or "even" once the dealer has bid (blackout 7)."""
    forbidden_bid: int | None = None
    """The bid the hook forbids the dealer, while the dealer is to bid (blackout 6)."""


class BlackoutState(TrickState):
    __slots__ = ()
    game: Blackout

    @property
    def bids(self) -> tuple[int, ...]:
        """Bid of each seat this deal, -1 for not yet (read from the calls)."""
        bids = [-1] * self._deal.players
        for seat, action in self.calls:
            bids[seat] = action.number
        return tuple(bids)

    @property
    def over_under(self) -> str | None:
        if len(self.calls) < self._deal.players:
            return None
        return over_under(sum(self.bids), self.hand_size)

    @property
    def settlement(self) -> tuple[int, ...] | None:
        """Each player's net against all others at the end (blackout 18)."""
        return settlement(self.scores) if self.winners is not None else None

    def forbidden_bid(self) -> int | None:
        """The dealer's forbidden bid under the hook, when it is the dealer's turn."""
        if (not self.game.options.hook or self.phase is not Phase.BIDDING
                or self.to_play != self._deal.dealer):
            return None
        return forbidden_hook_bid(self.hand_size, sum(a.number for _, a in self.calls))

    def _legal_calls(self) -> tuple[Action, ...]:
        return bid_row(self._deal.hand_size, self.forbidden_bid())

    def _call_refusal(self, action: Action) -> IllegalActionError | None:
        hand_size = self._deal.hand_size
        if action.kind is not Kind.BID or action.suit >= 0:
            return IllegalActionError(
                "blackout_bid_only",
                f"in Blackout every player bids a number of tricks (0 to {hand_size});"
                f" there is no {action}",
                {"max": hand_size},
            )
        n = action.number
        if not 0 <= n <= hand_size:
            return IllegalActionError(
                "bid_out_of_range",
                f"bid from 0 to {hand_size}: there are {hand_size} tricks",
                {"max": hand_size, "bid": n},
            )
        if n == self.forbidden_bid():
            return IllegalActionError(
                "hook",
                f"the dealer may not bid {n}: the bids would total the {hand_size}"
                " tricks (hook rule)",
                {"bid": n, "tricks": hand_size},
            )
        return None

    def _apply_call(self, action: Action) -> Self:
        seat = self.seat_to_act()
        deal = self._deal
        new = self._thaw()
        new.calls = self.calls + ((seat, action),)
        new._log = self._logged(action)
        if seat == deal.dealer:
            new.last_events = (Called(seat, action), AuctionClosed())
            new.phase = Phase.PLAY
        else:
            new.last_events = called(seat, action)
        new.to_play = NEXT_SEAT[deal.players][seat]
        return _freeze(new, type(self))

    def _legal_plays(self) -> tuple[Hand, tuple[Action, ...]]:
        hand: Hand = self._deal.hands[self.seat_to_act()] & ~self.played
        if self.trick:  # blackout 11: follow suit if you can
            return follow_plays(hand, self.trick)
        return hand, plays_of(hand)

    def _refuse_play(self, card: Card) -> IllegalActionError:
        hand = self._hand(self.seat_to_act())
        if hand >> card & 1 and self.trick:
            return must_follow(hand, self.trick[0][1])
        return super()._refuse_play(card)

    def _trick_winner(self, trick: Trick) -> int:
        return plain_winner(trick, self.trump)

    def _score(self) -> DealResult:
        opts = self.game.options
        deal = self._deal
        size = deal.hand_size
        bids, tricks = self.bids, self.tricks
        return DealResult(
            deal.deal_number, deal.dealer, tricks,
            tuple(seat_points(b, t, size, opts) for b, t in zip(bids, tricks, strict=True)),
            False,
            tuple(_BID_RECORDS[b] for b in bids),
            tuple(b == t for b, t in zip(bids, tricks, strict=True)),
            BlackoutFigures(hand_size=size, trump=self.trump, total_bid=sum(bids)),
        )

    def _match_winners(self) -> tuple[int, ...] | None:
        if self.deal_number < len(self.game.schedule):
            return None
        return match_winners(self.scores)

    def _final_scores(self, winners: tuple[int, ...]) -> tuple[int, ...]:
        return with_winner_bonus(self.scores, winners, self.game.options)

    def _observation_type(self) -> type[Observation]:
        return BlackoutObservation

    def _observation_fields(self, seat: int) -> dict[str, Any]:
        fields = super()._observation_fields(seat)
        fields.update(bids=self.bids, over_under=self.over_under,
                      forbidden_bid=self.forbidden_bid())
        return fields


class Blackout(Game[BlackoutState]):
    """Blackout with its options; ``schedule`` is the hand size of each deal."""

    id = "blackout"
    state_type = BlackoutState

    def __init__(self, /, **options: object) -> None:
        self.options: BlackoutOptions = build_options(BlackoutOptions, options, game_id=self.id)
        self.players = self.score_slots = self.options.players
        self.schedule: tuple[int, ...] = tuple(deal_schedule(self.options))

    def _hand_size(self, deal_number: int) -> int:
        return self.schedule[deal_number - 1]

    def _check_deal_number(self, deal_number: int) -> None:
        if not 1 <= deal_number <= len(self.schedule):
            raise ArgumentError(
                f"deal_number must be 1..{len(self.schedule)} for this schedule, got "
                + describe(deal_number)
            )

    def _check_turn_up(self, turn_up: Card) -> Card:
        return turn_up

    def _turn_up(self, rest: list[Card]) -> Card | None:
        """blackout 4: the next card of the pack; none left (52 dealt): no trump."""
        return rest[0] if rest else None

    def _deal_turn_up(self, deal_number: int, turn_up: Card | None) -> Card | None:
        if self.options.last_deal_no_trump and deal_number == len(self.schedule):
            return None  # blackout 4: the last deal is played without trump
        return turn_up

    def _deal_fields(self, deal: Deal) -> dict[str, Any]:
        turn_up = deal.turn_up
        return {
            "trump": -1 if turn_up is None else turn_up // 13,
            "last_events": (
                Dealt(deal.dealer, deal.deal_number, deal.hand_size),
                TurnedUp(turn_up),
            ),
        }
