"""Blackout's drills: the dealer's bid under the hook, the zero bid."""

from __future__ import annotations

from ai.tricks.estimate import estimate_tricks
from game.core.blackout.game import BlackoutState
from game.i18n import N_
from game.practice.drills import Drill, any_call, to_call

GAME_ID = "blackout"


def blackout_estimate(state: BlackoutState, seat: int) -> float:
    """The AI's calibrated trick estimate for the seat's hand (what the drills test)."""
    n = state.players
    out = 0 if state.turn_up is None else 1 << state.turn_up
    eldest = (state.dealer + 1) % n
    return estimate_tricks(state.hands[seat], state.trump, n, state.hand_size,
                           seat == eldest, out)


def hook_bites(state: BlackoutState, seat: int) -> bool:
    """blackout 6: the seat is the dealer under the hook, and the forbidden bid is one the
    hand could want (within 1.5 tricks of its estimate) — the decision the hook makes hard."""
    if not to_call(state, seat) or seat != state.dealer or not state.game.options.hook:
        return False
    forbidden = state.forbidden_bid()
    return forbidden is not None and abs(forbidden - blackout_estimate(state, seat)) <= 1.5


def zero_in_reach(state: BlackoutState, seat: int) -> bool:
    """A hand of at least 2 cards whose estimate is at most one trick: bid 0 or not?"""
    return (
        to_call(state, seat) and state.hand_size >= 2
        and blackout_estimate(state, seat) <= 1.0
    )


DRILLS: tuple[Drill[BlackoutState], ...] = (
    # titles and summaries are catalog messages (game.i18n): the screens translate them
    Drill(GAME_ID, "deal", N_("Any deal"), N_("Bid a random deal from a random seat"),
          any_call, min_hand=2),
    Drill(GAME_ID, "hook", N_("Dealer's bid with the hook"),
          N_("You deal last and one bid is forbidden"), hook_bites, positions=(-1,),
          options={"hook": True}, min_hand=2),
    Drill(GAME_ID, "zero", N_("The zero bid"), N_("A weak hand: bid zero or one?"),
          zero_in_reach, min_hand=2),
)
