"""Bazar Belote's drills: the opening, the raise, the Contra."""

from __future__ import annotations

from game.core.belote.auction import AuctionStage
from game.core.belote.calls import CONTRA
from game.core.belote.game import BeloteState
from game.core.belote.rules import strength
from game.core.cards import SUIT_MASKS, iter_cards
from game.i18n import N_
from game.practice.drills import Drill, any_call, to_call

GAME_ID = "bazar-belote"


def trump_suits(hand: int, trump_cards: int = 3) -> list[int]:
    """Suits a hand could name: at least ``trump_cards`` cards with the jack or the nine."""
    out = []
    for suit in range(4):
        cards = list(iter_cards(hand & SUIT_MASKS[suit]))
        if len(cards) >= trump_cards and max(strength(c, suit) for c in cards) >= 7:
            out.append(suit)
    return out


def belote_opening(state: BeloteState, seat: int) -> bool:
    """No bid stands yet and the hand has a suit worth naming (3+ cards with J or 9)."""
    return (
        to_call(state, seat) and state.auction.stage is AuctionStage.BIDDING and state.auction.bidder < 0
        and bool(trump_suits(state.hands[seat]))
    )


def belote_raise(state: BeloteState, seat: int) -> bool:
    """The standing bid is the partner's: raise in its suit, or pass."""
    a = state.auction
    return (
        to_call(state, seat) and a.stage is AuctionStage.BIDDING and a.bidder == (seat + 2) % 4
        and not a.capot
    )


def belote_contra(state: BeloteState, seat: int) -> bool:
    """The opponents' bid stands and Contra is open to this seat in turn (bazar-belote 12)."""
    return to_call(state, seat) and CONTRA in state.legal_actions()


DRILLS: tuple[Drill[BeloteState], ...] = (
    # titles and summaries are catalog messages (game.i18n): the screens translate them
    Drill(GAME_ID, "deal", N_("Any deal"),
          N_("Call at your first turn in a random deal"), any_call),
    Drill(GAME_ID, "opening", N_("Opening suit and level"),
          N_("Nobody has bid: name a suit and a level, or pass"), belote_opening),
    Drill(GAME_ID, "raise", N_("Raising your partner"),
          N_("Your partner's bid stands: raise it or pass"), belote_raise),
    Drill(GAME_ID, "contra", N_("Contra"),
          N_("The opponents' bid stands: Contra or not?"), belote_contra),
)
