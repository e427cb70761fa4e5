"""What the table writes and offers in Partnership Blackout: the calls, the teams' contracts."""

from __future__ import annotations

from typing import Any

from game.client.game_view import CallRows, last_call
from game.core.actions import Action, Kind
from game.i18n import _
from game.i18n.terms import action_text, contract_text

NUMBERS_PER_ROW = 6


def call_rows(state: Any, legal: tuple[Action, ...]) -> CallRows:
    """The core's calls as they come: the words (Pass, Zero or Nil, Board) on the first
    row, then the numbers six to a row."""
    words = [a for a in legal if a.kind is not Kind.BID]
    numbers = sorted((a for a in legal if a.kind is Kind.BID), key=lambda a: a.number)
    rows = [words] + [numbers[i:i + NUMBERS_PER_ROW]
                      for i in range(0, len(numbers), NUMBERS_PER_ROW)]
    return _("Your call"), [r for r in rows if r]


def seat_call(state: Any, seat: int) -> str:
    if seat in state.skipped:
        return str(_("skipped"))
    return last_call(state, seat)


def auction_summary(state: Any) -> str:
    c0, c1 = state.contracts
    return str(_("Us: {ours} · Them: {theirs}").format(ours=contract_text(str(c0)),
                                                        theirs=contract_text(str(c1))))


def contract_lines(state: Any, names: tuple[str, ...]) -> list[str]:
    c0, c1 = state.contracts
    return [_("Team A: {contract}").format(contract=contract_text(str(c0), names)),
            _("Team B: {contract}").format(contract=contract_text(str(c1), names))]


def panel_notes(state: Any, viewer: int, names: tuple[str, ...]) -> list[str]:
    """The partner's call and the team's contract so far, while the viewer calls."""
    partner = (viewer + 2) % 4
    call = dict(state.calls).get(partner)
    if call is None:
        return []
    so_far = contract_text(str(state.contracts[viewer % 2]), names)
    return [_("Partner called {call} · team so far: {contract}").format(
        call=action_text(call), contract=so_far)]


def situation_lines(state: Any, names: tuple[str, ...]) -> list[tuple[str, bool]]:
    return [(_("Spades are trump · partners add their numbers"), False)]
