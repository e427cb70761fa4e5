"""Blackout's verdict on a played-out practice deal: the bid against the tricks."""

from __future__ import annotations

from game.core.blackout.game import BlackoutState
from game.i18n import _


def verdict(state: BlackoutState, seat: int) -> str:
    result = state.deal_result
    if result is None:
        raise ValueError("a verdict is given on a scored deal")
    bid = state.bids[seat]
    took = result.tricks[seat]
    line = _("You bid {bid} and took {took}: made, {points} points") if bid == took \
        else _("You bid {bid} and took {took}: missed, {points} points")
    return str(line.format(bid=bid, took=took, points=f"{result.points[seat]:+d}"))
