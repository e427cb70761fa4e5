"""Bazar Belote's verdict on a played-out practice deal: whose contract, made or failed."""

from __future__ import annotations

from game.core.belote.figures import BeloteFigures
from game.core.belote.game import BeloteState
from game.i18n import _
from game.i18n.terms import contract_text


def verdict(state: BeloteState, seat: int) -> str:
    result = state.deal_result
    if result is None:
        raise ValueError("a verdict is given on a scored deal")
    team = seat % 2
    mine, theirs = f"{result.points[team]:+d}", f"{result.points[1 - team]:+d}"
    line = _("Contract {contract} (your team): {result}; your team {mine}, opponents "
             "{theirs}") if result.contracts[team] else _(
        "Contract {contract} (the opponents): {result}; your team {mine}, opponents "
        "{theirs}")
    if not isinstance(result.figures, BeloteFigures):
        raise TypeError(f"deal {result.deal_number} has no Bazar Belote figures")
    outcome = _("made") if result.figures.made else _("failed")
    record = next(c for c in result.contracts if c is not None)
    return line.format(contract=contract_text(record), result=outcome,
                       mine=mine, theirs=theirs)
