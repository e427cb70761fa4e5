"""Partnership Blackout's verdict on a played-out practice deal: the team's contract."""

from __future__ import annotations

from game.core.partnership.game import PartnershipState
from game.i18n import _
from game.i18n.terms import contract_text


def verdict(state: PartnershipState, seat: int) -> str:
    result = state.deal_result
    if result is None:
        raise ValueError("a verdict is given on a scored deal")
    team = seat % 2
    mine, theirs = f"{result.points[team]:+d}", f"{result.points[1 - team]:+d}"
    made_flag = result.made[team]
    word = _("made") if made_flag else _("no contract") if made_flag is None else _("failed")
    contract = contract_text(result.contracts[team]) if result.contracts[team] else _(
        "no contract")
    return _("Your team: {contract} — {word}; {mine} points (opponents {theirs})").format(
        contract=contract, word=word, mine=mine, theirs=theirs)
