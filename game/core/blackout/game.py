"""Blackout (Oh Hell), each for himself, 3–7 players (rules file ``blackout.md``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from game.core.actions import Action, Kind, bid
from game.core.blackout.rules import (
    BlackoutOptions,
    deal_schedule,
    forbidden_hook_bid,
    match_winners,
    over_under,
    seat_points,
    settlement,
    with_winner_bonus,
)
from game.core.cards import SUIT_MASKS, Card, Hand
from game.core.contract import ContractKind, ContractRecord
from game.core.errors import ArgumentError, IllegalActionError, describe
from game.core.events import AuctionClosed, Called, Dealt, Event, TurnedUp
from game.core.game import Game
from game.core.observation import Observation, Trick
from game.core.options import build_options
from game.core.phase import Phase
from game.core.result import DealResult
from game.core.seats import next_seat
from game.core.state import TrickState
from game.core.trick import must_follow, plain_winner


@dataclass(frozen=True)
class BlackoutObservation(Observation):
    bids: tuple[int, ...] = ()
    """Bid of each seat this deal, -1 for not yet."""
    turn_up: Card | None = None
    over_under: str | None = None
    """"over", "under" or "even" once the dealer has bid (blackout 7)."""


class BlackoutState(TrickState):
    game: Blackout
    bids: tuple[int, ...]

    @property
    def over_under(self) -> str | None:
        if -1 in self.bids:
            return None
        return over_under(sum(self.bids), self.hand_size)

    @property
    def settlement(self) -> tuple[int, ...] | None:
        """Each player's net against all others at the end (blackout 18)."""
        return settlement(self.scores) if self.winners is not None else None

    def forbidden_bid(self) -> int | None:
        """The dealer's forbidden bid under the hook, when it is the dealer's turn."""
        if (not self.game.options.hook or self.phase is not Phase.BIDDING
                or self.to_play != self.dealer):
            return None
        return forbidden_hook_bid(self.hand_size, sum(b for b in self.bids if b >= 0))

    def _legal_calls(self) -> tuple[Action, ...]:
        forbidden = self.forbidden_bid()
        return tuple(bid(n) for n in range(self.hand_size + 1) if n != forbidden)

    def _apply_call(self, action: Action) -> Self:
        if action.kind is not Kind.BID or action.suit >= 0:
            raise IllegalActionError(
                "blackout_bid_only",
                f"in Blackout every player bids a number of tricks (0 to {self.hand_size});"
                f" there is no {action}",
                {"max": self.hand_size},
            )
        n = action.number
        seat = self.to_play
        assert seat is not None
        if not 0 <= n <= self.hand_size:
            raise IllegalActionError(
                "bid_out_of_range",
                f"bid from 0 to {self.hand_size}: there are {self.hand_size} tricks",
                {"max": self.hand_size, "bid": n},
            )
        if n == self.forbidden_bid():
            raise IllegalActionError(
                "hook",
                f"the dealer may not bid {n}: the bids would total the {self.hand_size}"
                " tricks (hook rule)",
                {"bid": n, "tricks": self.hand_size},
            )
        bids = list(self.bids)
        bids[seat] = n
        events: list[Event] = [Called(seat, action)]
        eldest = next_seat(self.dealer, self.players)
        fields: dict[str, Any] = {
            "bids": tuple(bids),
            "calls": self.calls + ((seat, action),),
            "_log": self._logged(action),
        }
        if seat == self.dealer:
            events.append(AuctionClosed(over_under(sum(bids), self.hand_size)))
            fields.update(phase=Phase.PLAY, to_play=eldest)
        else:
            fields["to_play"] = next_seat(seat, self.players)
        return self._replace(last_events=tuple(events), **fields)

    def _legal_play_mask(self) -> Hand:
        hand: Hand = self.hands[self.to_play]  # type: ignore[index]
        trick = self.trick
        if trick:  # follow_mask, inlined: this runs twice a card in random play
            return hand & SUIT_MASKS[trick[0][1] // 13] or hand
        return hand

    def _refuse_play(self, card: Card) -> IllegalActionError:
        hand = self.hands[self.to_play]  # type: ignore[index]
        if hand >> card & 1 and self.trick:
            return must_follow(hand, self.trick[0][1])
        return super()._refuse_play(card)

    def _trick_winner(self, trick: Trick) -> int:
        return plain_winner(trick, self.trump)

    def _score(self) -> DealResult:
        opts = self.game.options
        points = tuple(
            seat_points(b, t, self.hand_size, opts)
            for b, t in zip(self.bids, self.tricks, strict=True)
        )
        return DealResult(
            deal_number=self.deal_number,
            dealer=self.dealer,
            tricks=self.tricks,
            points=points,
            contracts=tuple(ContractRecord(ContractKind.BID, b) for b in self.bids),
            made=tuple(b == t for b, t in zip(self.bids, self.tricks, strict=True)),
            details=(
                ("hand_size", str(self.hand_size)),
                ("trump", "none" if self.trump < 0 else "SHDC"[self.trump]),
                ("over_under", str(self.over_under)),
            ),
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
        fields.update(bids=self.bids, turn_up=self.turn_up, over_under=self.over_under)
        return fields


class Blackout(Game[BlackoutState]):
    """Blackout with its options; ``schedule`` is the hand size of each deal."""

    id = "blackout"
    state_type = BlackoutState

    def __init__(self, **options: object) -> None:
        self.options: BlackoutOptions = build_options(BlackoutOptions, options, game_id=self.id)
        self.players = self.score_slots = self.options.players
        self.schedule = deal_schedule(self.options)

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

    def _deal_fields(self, fields: dict[str, Any], turn_up: Card | None) -> dict[str, Any]:
        deal_number = fields["deal_number"]
        if self.options.last_deal_no_trump and deal_number == len(self.schedule):
            turn_up = None  # blackout 4: the last deal is played without trump
        return {
            "trump": -1 if turn_up is None else turn_up // 13,
            "turn_up": turn_up,
            "bids": (-1,) * self.players,
            "last_events": (
                Dealt(fields["dealer"], deal_number, fields["hand_size"], fields["deal_id"]),
                TurnedUp(turn_up),
            ),
        }
