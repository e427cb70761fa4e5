"""What the table writes and offers in Partnership Blackout: the calls, the teams' contracts."""

from __future__ import annotations

from game.client.game_view import CallRows, last_call, pair
from game.core.actions import Action, Kind
from game.core.contract import ContractRecord
from game.core.partnership.game import PartnershipObservation
from game.core.partnership.rules import Contract
from game.i18n import _, ngettext
from game.i18n.terms import action_text, contract_text, seat_name
from game.table.view import SeatView

NUMBERS_PER_ROW = 6


def call_rows(state: SeatView[PartnershipObservation], legal: tuple[Action, ...]) -> CallRows:
    """The core's calls as they come: the words (Pass, Zero or Nil, Board) on the first
    row, then the numbers six to a row."""
    words = [a for a in legal if a.kind is not Kind.BID]
    numbers = sorted((a for a in legal if a.kind is Kind.BID), key=lambda a: a.number)
    rows = [words] + [numbers[i:i + NUMBERS_PER_ROW]
                      for i in range(0, len(numbers), NUMBERS_PER_ROW)]
    return _("Your call"), [r for r in rows if r]


def seat_call(state: SeatView[PartnershipObservation], seat: int) -> str:
    if seat in state.observation.skipped:
        return str(_("skipped"))
    return last_call(state, seat)


def _record(contract: Contract | None) -> ContractRecord | None:
    """A team's contract as the words read it (None while the team has not called)."""
    return None if contract is None else contract.record()


def auction_summary(state: SeatView[PartnershipObservation], names: tuple[str, ...]) -> str:
    declared = declarers_text(state, names)
    if declared:
        return declared
    c0, c1 = state.observation.contracts
    return str(_("Us: {ours} · Them: {theirs}").format(ours=contract_text(_record(c0)),
                                                        theirs=contract_text(_record(c1))))


def declaring_team(state: SeatView[PartnershipObservation]) -> int | None:
    """partnership-blackout 10: the team that plays for its contract, when only the
    auction's winner scores (None otherwise, or while the auction runs)."""
    if not state.game.options.auction_winner_only:
        return None
    winner: int | None = state.observation.auction_winner
    return winner


def declarers_text(state: SeatView[PartnershipObservation], names: tuple[str, ...]) -> str:
    """Who plays for what and who defends: "You & North play for 9 tricks · West & East
    defend"."""
    team = declaring_team(state)
    contract = None if team is None else state.observation.contracts[team]
    if team is None or contract is None or len(names) < 4:
        return ""
    declarers = pair(names[team], names[team + 2])
    defenders = pair(names[1 - team], names[3 - team])
    if contract.kind == "number":
        line = ngettext("{declarers} play for {n} trick · {defenders} defend",
                        "{declarers} play for {n} tricks · {defenders} defend",
                        contract.number)
    elif contract.kind == "board":
        line = _("{declarers} play for every trick · {defenders} defend")
    elif contract.kind == "nil":
        line = _("{declarers} play Nil for {name} · {defenders} defend")
    else:
        line = _("{declarers} play Zero: not one trick · {defenders} defend")
    return str(line.format(declarers=declarers, defenders=defenders, n=contract.number,
                           name=seat_name(contract.seat, names)))


def contract_lines(state: SeatView[PartnershipObservation], names: tuple[str, ...]) -> list[str]:
    team = declaring_team(state)
    shown = [contract_text(_record(c), names) for c in state.observation.contracts]
    if team is not None:
        shown[1 - team] = _("defends")
    return [_("Team A: {contract}").format(contract=shown[0]),
            _("Team B: {contract}").format(contract=shown[1])]


def panel_notes(state: SeatView[PartnershipObservation], viewer: int, names: tuple[str, ...]) -> list[str]:
    """The partner's call and the team's contract so far, while the viewer calls."""
    partner = (viewer + 2) % 4
    call = dict(state.observation.calls).get(partner)
    if call is None:
        return []
    so_far = contract_text(_record(state.observation.contracts[viewer % 2]), names)
    return [_("Partner called {call} · team so far: {contract}").format(
        call=action_text(call), contract=so_far)]


def situation_lines(state: SeatView[PartnershipObservation], names: tuple[str, ...]) -> list[tuple[str, bool]]:
    return [(_("Spades are trump · partners add their numbers"), False)]
