"""How a Partnership Blackout deal scored, in the score sheet's words (partnership 16–20).

From the deal result's contract records and tricks: each team's contract, the tricks it
took, made or failed, the overtricks and what they count under the match's options.
"""

from __future__ import annotations

from game.client.game_view import pair
from game.core.partnership.contracts import PartnershipContract
from game.core.partnership.figures import PartnershipFigures
from game.core.partnership.game import PartnershipObservation
from game.core.partnership.rules import Overtricks
from game.core.result import DealResult
from game.i18n import _, ngettext
from game.i18n.terms import contract_text
from game.table.view import SeatView


def team_line(state: SeatView[PartnershipObservation], result: DealResult, team: int, name: str,
              names: tuple[str, ...]) -> str:
    record = result.contracts[team] if team < len(result.contracts) else None
    made = result.made[team] if team < len(result.made) else None
    took = result.tricks[team] + result.tricks[team + 2]
    points = result.points[team]
    if record is None or record.kind is PartnershipContract.PASS:
        return _("{team}: passed, took {took} — no score").format(team=name, took=took)
    if made is None:
        return _("{team} defended, took {took} — no score").format(team=name, took=took)
    contract = contract_text(record, names)
    if not made:
        return _("{team}: {contract}, took {took} — failed, {points:+d}").format(
            team=name, contract=contract, took=took, points=points)
    line = _("{team}: {contract}, took {took} — made, {points:+d}").format(
        team=name, contract=contract, took=took, points=points)
    if record.kind is PartnershipContract.NUMBER and took > record.number:
        extra = took - record.number
        counted = state.game.options.overtricks == Overtricks.PER_TRICK
        over = ngettext("{n} overtrick", "{n} overtricks", extra).format(n=extra)
        note = _("+1 each") if counted else _("not counted")
        line += f" ({over}: {note})"
    return line


def deal_lines(state: SeatView[PartnershipObservation], result: DealResult, names: tuple[str, ...]) -> list[str]:
    """One line per team: contract, tricks, made or failed, overtricks."""
    if result.thrown_in:
        return [_("Both teams passed: the deal is thrown in")]
    teams = [pair(names[0], names[2]), pair(names[1], names[3])]
    return [team_line(state, result, t, teams[t], names) for t in (0, 1)]


def declarers(state: SeatView[PartnershipObservation], result: DealResult) -> int | None:
    """partnership-blackout 10: when only the auction's winner scores, the team that
    played for its contract in ``result``'s deal (the other defends); else None."""
    if not state.game.options.auction_winner_only:
        return None
    if result.thrown_in:
        return None
    if not isinstance(result.figures, PartnershipFigures):
        raise TypeError(f"deal {result.deal_number} has no Partnership Blackout figures")
    return result.figures.auction_winner
