"""Drills: the hard bidding decisions, each defined by a test a situation must pass.

A drill is a predicate on the position at the player's call (``Drill.holds``) plus the
seating and options that make it possible (the hook drill turns the hook on and seats the
player as dealer).  The stream (``game.practice.situations``) deals seeded deals and keeps
only those that pass, so every situation a drill serves is provably of its kind — the tests
check the same predicate over many seeds.  ``deal`` in each game is the plain stream: any
deal, any position.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ai.tricks.estimate import estimate_tricks
from game.core.actions import CONTRA, Kind
from game.core.belote.rules import strength
from game.core.cards import SUIT_MASKS, iter_cards
from game.core.phase import Phase
from game.core.seats import partner_of
from game.i18n import N_

Predicate = Callable[[Any, int], bool]
"""``holds(state, seat)``: the state has ``seat`` to call."""


@dataclass(frozen=True)
class Drill:
    game_id: str
    name: str
    title: str
    summary: str
    """One line for the menu: what decision is practised."""
    holds: Predicate
    positions: tuple[int, ...] | None = None
    """Calling positions allowed (0: first to speak; -1: the dealer); None: any."""
    options: dict[str, Any] = field(default_factory=dict)
    """Options forced on the game for this drill (e.g. the hook)."""
    min_hand: int = 1
    """Blackout: the smallest hand size dealt in this drill."""

    @property
    def key(self) -> str:
        """``game/drill``, as stored in the practice history."""
        return f"{self.game_id}/{self.name}"


def _to_call(state: Any, seat: int) -> bool:
    return bool(state.phase is Phase.BIDDING and state.to_play == seat)


# --------------------------------------------------------------------- Blackout
def blackout_estimate(state: Any, seat: int) -> float:
    """The AI's calibrated trick estimate for the seat's hand (what the drills test)."""
    n = state.players
    out = 0 if state.turn_up is None else 1 << state.turn_up
    eldest = (state.dealer + 1) % n
    return estimate_tricks(state.hands[seat], state.trump, n, state.hand_size,
                           seat == eldest, out)


def hook_bites(state: Any, seat: int) -> bool:
    """blackout 6: the seat is the dealer under the hook, and the forbidden bid is one the
    hand could want (within 1.5 tricks of its estimate) — the decision the hook makes hard."""
    if not _to_call(state, seat) or seat != state.dealer or not state.game.options.hook:
        return False
    forbidden = state.forbidden_bid()
    return forbidden is not None and abs(forbidden - blackout_estimate(state, seat)) <= 1.5


def zero_in_reach(state: Any, seat: int) -> bool:
    """A hand of at least 2 cards whose estimate is at most one trick: bid 0 or not?"""
    return (
        _to_call(state, seat) and state.hand_size >= 2
        and blackout_estimate(state, seat) <= 1.0
    )


# --------------------------------------------------------- Partnership Blackout
def partner_number(state: Any, seat: int) -> int | None:
    for s, a in state.calls:
        if s == partner_of(seat) and a.kind is Kind.BID:
            return int(a.number)
    return None


def special_call_in_reach(state: Any, seat: int) -> bool:
    """The partner has called a number and this hand makes Zero/Nil (at most one trick
    expected), Board (the two hands near 13) or Pass (the team short of four) worth
    weighing against a number."""
    if not _to_call(state, seat):
        return False
    n = partner_number(state, seat)
    if n is None:
        return False
    est = estimate_tricks(state.hands[seat], 0, 4, state.hand_size)
    return est <= 1.2 or n + est >= 10.5 or n + est <= 4.0


# ---------------------------------------------------------------- Bazar Belote
def trump_suits(hand: int, trump_cards: int = 3) -> list[int]:
    """Suits a hand could name: at least ``trump_cards`` cards with the jack or the nine."""
    out = []
    for suit in range(4):
        cards = list(iter_cards(hand & SUIT_MASKS[suit]))
        if len(cards) >= trump_cards and max(strength(c, suit) for c in cards) >= 7:
            out.append(suit)
    return out


def belote_opening(state: Any, seat: int) -> bool:
    """No bid stands yet and the hand has a suit worth naming (3+ cards with J or 9)."""
    return (
        _to_call(state, seat) and state.auction.stage == "bidding" and state.auction.bidder < 0
        and bool(trump_suits(state.hands[seat]))
    )


def belote_raise(state: Any, seat: int) -> bool:
    """The standing bid is the partner's: raise in its suit, or pass."""
    a = state.auction
    return (
        _to_call(state, seat) and a.stage == "bidding" and a.bidder == partner_of(seat)
        and not a.capot
    )


def belote_contra(state: Any, seat: int) -> bool:
    """The opponents' bid stands and Contra is open to this seat in turn (bazar-belote 12)."""
    return _to_call(state, seat) and CONTRA in state.legal_actions()


def any_call(state: Any, seat: int) -> bool:
    return _to_call(state, seat)


DRILLS: tuple[Drill, ...] = (
    # titles and summaries are catalog messages (game.i18n): the screens translate them
    Drill("blackout", "deal", N_("Any deal"), N_("Bid a random deal from a random seat"),
          any_call, min_hand=2),
    Drill("blackout", "hook", N_("Dealer's bid with the hook"),
          N_("You deal last and one bid is forbidden"), hook_bites, positions=(-1,),
          options={"hook": True}, min_hand=2),
    Drill("blackout", "zero", N_("The zero bid"), N_("A weak hand: bid zero or one?"),
          zero_in_reach, min_hand=2),
    Drill("partnership-blackout", "deal", N_("Any deal"),
          N_("Call a random deal from a random seat"), any_call),
    Drill("partnership-blackout", "specials", N_("Zero, Board or Pass"),
          N_("Partner bid a number: yours, Zero, Board or Pass?"),
          special_call_in_reach, positions=(2, 3)),
    Drill("bazar-belote", "deal", N_("Any deal"),
          N_("Call at your first turn in a random deal"), any_call),
    Drill("bazar-belote", "opening", N_("Opening suit and level"),
          N_("Nobody has bid: name a suit and a level, or pass"), belote_opening),
    Drill("bazar-belote", "raise", N_("Raising your partner"),
          N_("Your partner's bid stands: raise it or pass"), belote_raise),
    Drill("bazar-belote", "contra", N_("Contra"),
          N_("The opponents' bid stands: Contra or not?"), belote_contra),
)


def drills_of(game_id: str) -> tuple[Drill, ...]:
    return tuple(d for d in DRILLS if d.game_id == game_id)


def drill_named(game_id: str, name: str) -> Drill:
    for d in DRILLS:
        if d.game_id == game_id and d.name == name:
            return d
    valid = ", ".join(d.name for d in drills_of(game_id))
    if not valid:
        games = ", ".join(sorted({d.game_id for d in DRILLS}))
        raise ValueError(f"no practice for game {game_id!r}: valid games are {games}")
    raise ValueError(f"unknown drill {name!r} for {game_id}: valid drills are {valid}")
