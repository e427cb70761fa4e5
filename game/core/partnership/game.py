"""Partnership Blackout: 2 v 2, spades always trump (rules ``partnership-blackout.md``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from game.core.actions import Action, Kind, plays_of
from game.core.cards import SPADES, SUIT_MASKS, Card, Hand
from game.core.deal import Deal
from game.core.errors import IllegalActionError, OptionError
from game.core.events import AuctionClosed, Called, Dealt, Event, ThrownIn
from game.core.game import Game
from game.core.observation import Observation, Trick
from game.core.options import build_options
from game.core.partnership.calls import PartnershipKind
from game.core.partnership.figures import PartnershipFigures
from game.core.partnership.rules import (
    NUMBER_CAP,
    PRESETS,
    Contract,
    PartnershipOptions,
    ZeroMode,
    auction_winner,
    call_row,
    contract_made,
    contract_points,
    team_contract,
)
from game.core.phase import Phase
from game.core.result import DealResult
from game.core.seats import next_seat, partner_of, team_of
from game.core.teams import TeamState
from game.core.trick import (
    NO_SPADE_LEAD,
    SPADES_BROKEN,
    follow_plays,
    lead_mask,
    must_follow,
    plain_winner,
)

_CLOSING = (PartnershipKind.BOARD, PartnershipKind.ZERO, PartnershipKind.NIL, Kind.PASS)
"""Calls after which the partner is skipped (partnership 7)."""


@dataclass(frozen=True)
class PartnershipObservation(Observation):
    contracts: tuple[Contract | None, ...] = ()
    """Each team's contract so far (final once play begins)."""
    skipped: tuple[int, ...] = ()
    auction_winner: int | None = None
    """The team that won the bidding (partnership 10), once the calls are over."""


class PartnershipState(TeamState):
    __slots__ = ()
    game: PartnershipBlackout

    @property
    def contracts(self) -> tuple[Contract | None, Contract | None]:
        by_team: tuple[list[tuple[int, Action]], list[tuple[int, Action]]] = ([], [])
        for seat, action in self.calls:
            by_team[team_of(seat)].append((seat, action))
        return team_contract(by_team[0]), team_contract(by_team[1])

    @property
    def skipped(self) -> tuple[int, ...]:
        """Seats skipped because the partner called Board, Zero, Nil or Pass."""
        callers = {seat for seat, _ in self.calls}
        return tuple(sorted(
            partner_of(seat) for seat, action in self.calls
            if action.kind in _CLOSING and partner_of(seat) not in callers
        ))

    @property
    def auction_winner(self) -> int | None:
        c0, c1 = self.contracts
        if self.phase is Phase.BIDDING or c0 is None or c1 is None:
            return None
        return auction_winner((c0, c1), next_seat(self.dealer, 4))

    @property
    def team_tricks(self) -> tuple[int, int]:
        t = self.tricks
        return t[0] + t[2], t[1] + t[3]

    def _legal_calls(self) -> tuple[Action, ...]:
        return call_row(self.game.options)

    def _call_refusal(self, action: Action) -> IllegalActionError | None:
        return None if action in self._legal_calls() else self._refuse_call(action)

    def _apply_call(self, action: Action) -> Self:
        seat = self.to_play
        assert seat is not None
        calls = self.calls + ((seat, action),)
        events: list[Event] = [Called(seat, action)]
        log = self._logged(action)
        following = self._next_caller(calls, seat)
        if following is not None:
            return self._replace(
                calls=calls, to_play=following, last_events=tuple(events), _log=log
            )
        state = self._replace(calls=calls, _log=log)
        c0, c1 = state.contracts
        if c0 is not None and c1 is not None and c0.kind == c1.kind == "pass":
            events.append(ThrownIn(self.dealer))  # partnership 9
            result = DealResult(
                deal_number=self.deal_number, dealer=self.dealer, tricks=(0,) * 4,
                points=(0, 0), thrown_in=True, contracts=(c0.record(), c1.record()), made=(None, None),
            )
            return state._close_deal(result, events)
        events.append(AuctionClosed())
        return state._replace(
            phase=Phase.PLAY, to_play=next_seat(self.dealer, 4), last_events=tuple(events)
        )

    def _next_caller(self, calls: tuple[tuple[int, Action], ...], seat: int) -> int | None:
        """The next seat to call, skipping partners of closing calls; None after the dealer."""
        while seat != self.dealer:
            seat = next_seat(seat, 4)
            partner_closed = any(
                s == partner_of(seat) and a.kind in _CLOSING for s, a in calls
            )
            if not partner_closed:
                return seat
        return None

    def _refuse_call(self, action: Action) -> IllegalActionError:
        opts = self.game.options
        if action.kind is Kind.PASS:
            return IllegalActionError(
                "no_pass", "there is no Pass in this game (Pagat rules): call a number, "
                "Nil or Board")
        if action.kind is Kind.BID:
            return IllegalActionError(
                "number_out_of_range", f"a number call is 1 to {NUMBER_CAP} (13 is Board)",
                {"max": NUMBER_CAP})
        if action.kind is PartnershipKind.ZERO and opts.zero_mode != ZeroMode.TEAM:
            return IllegalActionError(
                "nil_not_zero", "these rules have Nil (the bidder alone takes no trick), "
                "not Zero")
        if action.kind is PartnershipKind.NIL and opts.zero_mode == ZeroMode.TEAM:
            return IllegalActionError(
                "zero_not_nil", "these rules have Zero (the whole team takes no trick), "
                "not Nil")
        return IllegalActionError(
            "calls_only", f"the bidding is on: call a number, Zero/Nil, Board or Pass, not {action}"
        )

    def _lead_mask(self, hand: Hand) -> Hand:
        """partnership 13: no spade lead while holding other suits (unless broken)."""
        rule = SPADES_BROKEN if self.game.options.spades_must_be_broken else NO_SPADE_LEAD
        # at a lead, the cards played are those of the earlier tricks
        return lead_mask(hand, rule, bool(self.played & SUIT_MASKS[SPADES]))

    def _legal_plays(self) -> tuple[Hand, tuple[Action, ...]]:
        hand = self._hand(self.seat_to_act())
        if self.trick:  # partnership 12: follow suit if you can
            return follow_plays(hand, self.trick)
        lead = self._lead_mask(hand)
        return lead, plays_of(lead)

    def _refuse_play(self, card: Card) -> IllegalActionError:
        hand = self._hand(self.seat_to_act())
        if hand >> card & 1:
            if self.trick:
                return must_follow(hand, self.trick[0][1])
            if self.game.options.spades_must_be_broken:
                return IllegalActionError(
                    "spades_not_broken",
                    "a spade may not be led until a spade has been played to an earlier trick",
                )
            return IllegalActionError(
                "no_spade_lead", "a spade may not be led while you hold other suits"
            )
        return super()._refuse_play(card)

    def _trick_winner(self, trick: Trick) -> int:
        return plain_winner(trick, SPADES)

    def _score(self) -> DealResult:
        opts = self.game.options
        c0, c1 = self.contracts
        assert c0 is not None and c1 is not None
        contracts = (c0, c1)
        team_tricks = self.team_tricks
        points = [
            contract_points(c, team_tricks[i], self.tricks, self.hand_size, opts)
            for i, c in enumerate(contracts)
        ]
        made = [contract_made(c, team_tricks[i], self.tricks, self.hand_size)
                for i, c in enumerate(contracts)]
        winner = self.auction_winner
        if opts.auction_winner_only and winner is not None:
            # partnership 10: only the winner's contract counts; the others defend
            points[1 - winner] = 0
            made[1 - winner] = None
        return DealResult(
            deal_number=self.deal_number,
            dealer=self.dealer,
            tricks=self.tricks,
            points=tuple(points),
            contracts=(c0.record(), c1.record()),
            made=tuple(made),
            figures=PartnershipFigures(team_tricks=team_tricks, auction_winner=winner),
        )

    def _observation_type(self) -> type[Observation]:
        return PartnershipObservation

    def _observation_fields(self, seat: int) -> dict[str, Any]:
        fields = super()._observation_fields(seat)
        fields.update(
            contracts=self.contracts, skipped=self.skipped, auction_winner=self.auction_winner
        )
        return fields


class PartnershipBlackout(Game[PartnershipState]):
    """Partnership Blackout with its options (presets ``classic`` and ``pagat``).

    Explicit hands may hold any equal number of cards (13 in a real deal; fewer in tests
    and drills); Board then means every trick of the deal."""

    id = "partnership-blackout"
    players = 4
    state_type = PartnershipState

    def __init__(self, /, **options: object) -> None:
        self.options: PartnershipOptions = build_options(
            PartnershipOptions, options, PRESETS, game_id=self.id
        )

    def _hand_size(self, deal_number: int) -> int:
        return 13

    def _check_turn_up(self, turn_up: Card) -> Card:
        raise OptionError("Partnership Blackout has no turn-up card: spades are trump")

    def _deal_fields(self, deal: Deal) -> dict[str, Any]:
        dealt = Dealt(deal.dealer, deal.deal_number, deal.hand_size)
        return {"trump": SPADES, "last_events": (dealt,)}
