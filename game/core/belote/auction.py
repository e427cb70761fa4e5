"""Bazar Belote's auction, the bazar (bazar-belote 5–14), as a small immutable value.

``Auction`` holds only what the calls decide (standing bid, passes, who has called since
the bid, Contra/Recontra); ``legal_calls``, ``contra_seats`` and ``after_call`` are pure
functions of it, so the state delegates and the tests can drive an auction alone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache

from game.core.actions import PASS, Action, Kind, bid
from game.core.belote.calls import CONTRA, RECONTRA, BeloteKind, capot
from game.core.belote.contracts import BeloteContract
from game.core.belote.rules import FIRST_BID, BeloteOptions
from game.core.cards import SUITS
from game.core.contract import ContractRecord
from game.core.errors import IllegalActionError
from game.core.seats import next_seat, opponents_of, partner_of, team_of


class AuctionStage(StrEnum):
    """Where the bazar stands: bidding → (recontra) → closed, or thrown in.

    A ``str``-valued enum like ``Phase``: ``AuctionStage.CLOSED == "closed"``, so the text
    observations and logs have always carried stays the same, while code compares members.
    """

    BIDDING = "bidding"
    RECONTRA = "recontra"
    """After a Contra: the bidder, then the bidder's partner, are asked (bazar-belote 13)."""
    CLOSED = "closed"
    THROWN_IN = "thrown_in"


@dataclass(frozen=True, slots=True)
class Contract:
    """The auction's outcome: who undertook what, at which multiplier."""

    bidder: int
    number: int
    """The bid number (for a Capot: 0)."""
    suit: int
    capot: bool
    multiplier: int = 1

    @property
    def team(self) -> int:
        return team_of(self.bidder)

    def record(self) -> ContractRecord:
        """The contract as results and reasons carry it."""
        if self.capot:
            return ContractRecord(BeloteContract.CAPOT, 0, self.suit, self.multiplier, self.bidder)
        return ContractRecord(BeloteContract.SUIT, self.number, self.suit, self.multiplier,
                              self.bidder)

    def __str__(self) -> str:
        """E.g. ``"11♥ ×2 by seat 3"``, ``"Capot ♠ by seat 0"``."""
        call = capot(self.suit) if self.capot else bid(self.number, self.suit)
        times = f" ×{self.multiplier}" if self.multiplier > 1 else ""
        return f"{call.label()}{times} by seat {self.bidder}"


@dataclass(frozen=True, slots=True)
class Auction:
    """The auction so far.  ``stage``: bidding → (recontra) → closed, or thrown_in."""

    dealer: int
    stage: AuctionStage = AuctionStage.BIDDING
    bidder: int = -1
    number: int = 0
    suit: int = -1
    capot: bool = False
    passes: int = 0
    """Consecutive passes (since the start, or since the standing bid)."""
    called_since_bid: int = 0
    """Bit mask of the seats that have called since the standing bid (rule 12 window)."""
    multiplier: int = 1
    contra_seat: int = -1
    asked: int = -1
    """The seat asked "Recontra or pass?" (stage ``recontra``)."""

    @property
    def contract(self) -> Contract | None:
        if self.bidder < 0:
            return None
        return Contract(self.bidder, self.number, self.suit, self.capot, self.multiplier)


def contra_seats(auction: Auction) -> tuple[int, ...]:
    """bazar-belote 12: the opponents of the standing bid whose partner has made no call
    since the bid — they may say Contra, in turn or not."""
    if auction.stage is not AuctionStage.BIDDING or auction.bidder < 0:
        return ()
    return tuple(
        seat for seat in opponents_of(auction.bidder)
        if not auction.called_since_bid >> partner_of(seat) & 1
    )


def legal_calls(auction: Auction, seat: int, options: BeloteOptions) -> tuple[Action, ...]:
    """The calls ``seat`` may make in turn, sorted (pass, bids, capots, contra/recontra)."""
    if auction.stage is AuctionStage.RECONTRA:
        return (PASS, RECONTRA)  # bazar-belote 13
    if auction.stage is not AuctionStage.BIDDING:
        return ()
    calls: list[Action] = [PASS]
    if not auction.capot:  # bazar-belote 9: after a Capot only pass and contra
        suits: tuple[int, ...] = SUITS
        if _over_partner(auction, seat) and not options.free_suit_over_partner:
            suits = (auction.suit,)  # bazar-belote 7
        low = FIRST_BID if auction.bidder < 0 else auction.number + 1
        calls.extend(_raises(low, options.ladder_max, suits))
    if seat in contra_seats(auction):
        calls.append(CONTRA)
    return tuple(calls)


@lru_cache(maxsize=1024)
def _raises(low: int, high: int, suits: tuple[int, ...]) -> tuple[Action, ...]:
    """Bids ``low..high`` then capots, in ``suits`` (cached: auctions repeat these)."""
    return tuple(bid(n, s) for n in range(low, high + 1) for s in suits) + tuple(
        capot(s) for s in suits
    )


def _over_partner(auction: Auction, seat: int) -> bool:
    return auction.bidder >= 0 and auction.bidder == partner_of(seat)


def refuse_call(auction: Auction, seat: int, action: Action, options: BeloteOptions
                ) -> IllegalActionError:
    """Why ``action`` is not among ``legal_calls`` — in the words of the rule broken."""
    kind = action.kind
    if auction.stage is AuctionStage.RECONTRA:
        return IllegalActionError(
            "recontra_or_pass",
            "after a Contra the only answer is Recontra or pass (bazar-belote 13)",
        )
    if kind is BeloteKind.RECONTRA:
        return IllegalActionError(
            "no_contra_to_answer", "Recontra answers a Contra, and none was said (bazar-belote 13)"
        )
    if kind is BeloteKind.CONTRA:
        if auction.bidder < 0:
            return IllegalActionError(
                "nothing_to_contra", "there is no bid to contra yet (bazar-belote 12)"
            )
        if team_of(auction.bidder) == team_of(seat):
            return IllegalActionError(
                "contra_own_team", "only an opponent of the standing bid may contra"
                " (bazar-belote 12)"
            )
        return IllegalActionError(
            "contra_window_closed",
            "you may no longer contra: your partner has called since the bid (bazar-belote 12)",
        )
    if kind not in (Kind.BID, BeloteKind.CAPOT):
        return IllegalActionError(
            "belote_calls_only",
            f"the calls are pass, bid N SUIT, capot SUIT, contra and recontra, not {action}",
        )
    if action.suit < 0:
        return IllegalActionError(
            "bid_needs_suit", f"a bid names its suit, e.g. 'bid {max(action.number, 8)} S'"
        )
    if auction.capot:
        return IllegalActionError(
            "capot_is_final",
            "after a Capot the only calls are pass and contra (bazar-belote 9)",
        )
    if _over_partner(auction, seat) and not options.free_suit_over_partner \
            and action.suit != auction.suit:
        return IllegalActionError(
            "same_suit_over_partner",
            "over your partner's bid you may raise only in the same suit (bazar-belote 7)",
            {"suit": "SHDC"[auction.suit]},
        )
    if kind is BeloteKind.CAPOT:
        return IllegalActionError("illegal_call", f"{action} is not legal now")
    low = FIRST_BID if auction.bidder < 0 else auction.number + 1
    if action.number > options.ladder_max:
        return IllegalActionError(
            "above_ladder",
            f"the ladder ends at {options.ladder_max} (bazar-belote 6, option ladder_max)",
            {"max": options.ladder_max},
        )
    if auction.bidder < 0:
        return IllegalActionError(
            "first_bid_too_low", f"the first bid is at least {FIRST_BID} (bazar-belote 6)",
            {"min": low},
        )
    return IllegalActionError(
        "bid_too_low",
        f"a bid must be at least the standing {auction.number} + 1, i.e. {low}"
        " (bazar-belote 6)",
        {"min": low},
    )


def after_call(auction: Auction, seat: int, action: Action) -> tuple[Auction, int | None]:
    """The auction after ``seat``'s legal ``action``, and the next seat to call (None when
    the auction is closed or thrown in)."""
    kind = action.kind
    if auction.stage is AuctionStage.RECONTRA:
        if kind is BeloteKind.RECONTRA:  # bazar-belote 13: ×4, the partner is not asked
            return replace(auction, stage=AuctionStage.CLOSED, multiplier=4, asked=-1), None
        if seat == auction.bidder:
            partner = partner_of(seat)
            return replace(auction, asked=partner), partner
        return replace(auction, stage=AuctionStage.CLOSED, asked=-1), None
    if kind is BeloteKind.CONTRA:  # bazar-belote 12: ends the bidding; ask the bidder
        return replace(
            auction, stage=AuctionStage.RECONTRA, multiplier=2, contra_seat=seat,
            asked=auction.bidder,
        ), auction.bidder
    if kind is Kind.PASS:
        passes = auction.passes + 1
        called = auction.called_since_bid | 1 << seat
        if auction.bidder < 0 and passes == 4:  # bazar-belote 10
            return replace(auction, stage=AuctionStage.THROWN_IN, passes=passes), None
        if auction.bidder >= 0 and passes == 3:  # bazar-belote 11
            return replace(auction, stage=AuctionStage.CLOSED, passes=passes, called_since_bid=called), None
        return replace(auction, passes=passes, called_since_bid=called), next_seat(seat, 4)
    is_capot = kind is BeloteKind.CAPOT
    return replace(
        auction, bidder=seat, number=0 if is_capot else action.number, suit=action.suit,
        capot=is_capot, passes=0, called_since_bid=0,
    ), next_seat(seat, 4)
