"""Blackout's options, deal schedule, scoring and settlement (rules file ``blackout.md``).

Pure functions of the options, kept apart from the state so each rule and worked example
can be tested on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from game.core.actions import Action, bid
from game.core.errors import OptionError
from game.core.options import enum_choice, flag, int_range


class DealSequence(StrEnum):
    """blackout 2: how the hand size runs over the match."""

    ASCENDING = "ascending"
    DESCENDING = "descending"
    UP_DOWN = "up_down"
    DOWN_UP = "down_up"


class Scoring(StrEnum):
    """blackout 13–14: points for the exact bid only, or for every trick."""

    EXACT = "exact"
    BASIC = "basic"


class ZeroBid(StrEnum):
    """blackout 15: what an exact zero scores."""

    TEN = "10"
    FIVE = "5"
    FIVE_PLUS_TRICKS = "5_plus_tricks"


class MissPenalty(StrEnum):
    """blackout 16: what a missed bid costs."""

    NONE = "none"
    BID = "bid"
    DIFFERENCE = "difference"


@dataclass(frozen=True)
class BlackoutOptions:
    """Every rule choice of Blackout (blackout 7, the options table)."""

    players: int = int_range(4, 3, 7)
    deal_sequence: DealSequence = enum_choice(DealSequence.ASCENDING)
    max_cards: int | None = int_range(None, 1, 17)
    last_deal_no_trump: bool = flag(False)
    hook: bool = flag(False)
    scoring: Scoring = enum_choice(Scoring.EXACT)
    zero_bid: ZeroBid = enum_choice(ZeroBid.TEN)
    miss_penalty: MissPenalty = enum_choice(MissPenalty.NONE)
    winner_bonus: bool = flag(False)


def default_max_cards(players: int) -> int:
    """blackout 2: floor(52/n) cards, 3 players capped at 15 (option up to 17)."""
    return 15 if players == 3 else 52 // players


def resolved_max_cards(options: BlackoutOptions) -> int:
    limit = 52 // options.players
    if options.max_cards is None:
        return default_max_cards(options.players)
    if options.max_cards > limit:
        raise OptionError(
            f"option 'max_cards' of blackout must be 1..{limit} for {options.players} "
            f"players, got {options.max_cards}"
        )
    return options.max_cards


def deal_schedule(options: BlackoutOptions) -> tuple[int, ...]:
    """Hand size of each deal (blackout 2): the turning size is dealt once."""
    top = resolved_max_cards(options)
    up = tuple(range(1, top + 1))
    down = tuple(range(top, 0, -1))
    return {
        DealSequence.ASCENDING: up,
        DealSequence.DESCENDING: down,
        DealSequence.UP_DOWN: up + down[1:],
        DealSequence.DOWN_UP: down + up[1:],
    }[options.deal_sequence]


def forbidden_hook_bid(hand_size: int, earlier_bids: int) -> int | None:
    """blackout 6: the dealer's bid that would make the total equal the hand size."""
    forbidden = hand_size - earlier_bids
    return forbidden if 0 <= forbidden <= hand_size else None


@lru_cache(maxsize=1024)
def bid_row(hand_size: int, forbidden: int | None) -> tuple[Action, ...]:
    """The bids 0..``hand_size`` without the ``forbidden`` one (blackout 5–6), shared."""
    return tuple(bid(n) for n in range(hand_size + 1) if n != forbidden)


def over_under(total_bid: int, hand_size: int) -> str:
    """blackout 7: "over", "under" or "even" after the dealer's bid."""
    if total_bid > hand_size:
        return "over"
    if total_bid < hand_size:
        return "under"
    return "even"


def seat_points(bid: int, took: int, hand_size: int, options: BlackoutOptions) -> int:
    """One player's points for a deal (blackout 13–16)."""
    exact = bid == took
    if options.scoring == Scoring.BASIC:
        return took + (10 if exact else 0)
    if exact:
        if bid > 0:
            return 10 + bid
        return {ZeroBid.TEN: 10, ZeroBid.FIVE: 5,
                ZeroBid.FIVE_PLUS_TRICKS: 5 + hand_size}[options.zero_bid]
    if options.miss_penalty == MissPenalty.BID:
        return -bid
    if options.miss_penalty == MissPenalty.DIFFERENCE:
        return -abs(took - bid)
    return 0


def match_winners(scores: tuple[int, ...]) -> tuple[int, ...]:
    """blackout 17: the highest total wins; equal highest totals are co-winners."""
    best = max(scores)
    return tuple(seat for seat, s in enumerate(scores) if s == best)


def with_winner_bonus(
    scores: tuple[int, ...], winners: tuple[int, ...], options: BlackoutOptions
) -> tuple[int, ...]:
    """blackout 17: +10 to each winner's final total when ``winner_bonus`` is on."""
    if not options.winner_bonus:
        return scores
    return tuple(s + 10 if seat in winners else s for seat, s in enumerate(scores))


def settlement(scores: tuple[int, ...]) -> tuple[int, ...]:
    """blackout 18: net(p) = n·S(p) − ΣS; each pair settles its difference."""
    total = sum(scores)
    n = len(scores)
    return tuple(n * s - total for s in scores)
