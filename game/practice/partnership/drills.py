"""Partnership Blackout's drills: Zero, Board or Pass beside a partner's number."""

from __future__ import annotations

from ai.tricks.estimate import estimate_tricks
from game.core.actions import Kind
from game.core.cards import SPADES
from game.core.partnership.game import PartnershipState
from game.i18n import N_
from game.practice.drills import Drill, any_call, to_call

GAME_ID = "partnership-blackout"


def partner_number(state: PartnershipState, seat: int) -> int | None:
    for s, a in state.calls:
        if s == (seat + 2) % 4 and a.kind is Kind.BID:
            return int(a.number)
    return None


def special_call_in_reach(state: PartnershipState, seat: int) -> bool:
    """The partner has called a number and this hand makes Zero/Nil (at most one trick
    expected), Board (the two hands near 13) or Pass (the team short of four) worth
    weighing against a number."""
    if not to_call(state, seat):
        return False
    n = partner_number(state, seat)
    if n is None:
        return False
    est = estimate_tricks(state.hands[seat], SPADES, 4, state.hand_size)
    return est <= 1.2 or n + est >= 10.5 or n + est <= 4.0


DRILLS: tuple[Drill[PartnershipState], ...] = (
    # titles and summaries are catalog messages (game.i18n): the screens translate them
    Drill(GAME_ID, "deal", N_("Any deal"),
          N_("Call a random deal from a random seat"), any_call),
    Drill(GAME_ID, "specials", N_("Zero, Board or Pass"),
          N_("Partner bid a number: yours, Zero, Board or Pass?"),
          special_call_in_reach, positions=(2, 3)),
)
