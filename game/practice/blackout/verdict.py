"""Blackout's verdict on a played-out practice deal: the bid against the tricks."""

from __future__ import annotations

from typing import Any

from game.i18n import _


def verdict(state: Any, seat: int) -> str:
    result = state.deal_result
    bid = state.bids[seat]
    took = result.tricks[seat]
    line = _("You bid {bid} and took {took}: made, {points} points") if bid == took \
        else _("You bid {bid} and took {took}: missed, {points} points")
    return str(line.format(bid=bid, took=took, points=f"{result.points[seat]:+d}"))
