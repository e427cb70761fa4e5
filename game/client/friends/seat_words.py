"""What the friends' screens say of a seat and of a table's hints rule, in the player's
words (the host screen and the join screen both show them).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.client.matches.session import HUMAN, level_name
from game.client.player_names import short_name
from game.i18n import _
from game.net.protocol import SeatState

OPEN = "open"
"""A seat of the host's plan left for a friend (besides ``HUMAN`` and the levels)."""


def seat_state_text(state: SeatState) -> str:
    """Who sits at a seat, in the player's words (a name shortened as everywhere)."""
    state = replace(state, name=short_name(state.name)) if state.name else state
    if state.kind == "computer" and state.name:  # a friend's seat, taken over
        return _("{name}: a computer plays ({level})").format(
            name=state.name, level=level_name(state.level))
    if state.kind == "computer":
        return _("Computer ({level})").format(level=level_name(state.level))
    if state.kind == "open":
        return _("Open: waiting for a friend")
    if state.kind == "lost":
        return _("{name}: connection lost, a computer plays in {seconds} s").format(
            name=state.name or _("Friend"), seconds=state.takeover_in or 0)
    return state.name or _("Friend")


def hints_text(allowed: bool) -> str:
    """The host screen's value of its hints row."""
    return _("Allowed") if allowed else _("Not allowed")


def hints_rule_text(allowed: bool) -> str:
    """The table's hints rule in one line (the host's open table, the join screen)."""
    return (_("Hints at this table: allowed") if allowed else
            _("Hints at this table: not allowed (the host turned them off)"))


def plan_text(kind: str) -> str:
    """A seat of the host's plan: you, open for a friend, or a computer's level."""
    if kind == HUMAN:
        return _("You")
    if kind == OPEN:
        return _("Open for a friend")
    return _("Computer ({level})").format(level=level_name(kind))


def keep_row(_value: Any = None) -> None:
    """A row that only shows (a seat's occupant)."""
