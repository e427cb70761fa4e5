"""What the table writes and offers in Bazar Belote: the call grid and the contract."""

from __future__ import annotations

from game.client.belote.declarations import declaration_lines
from game.client.game_view import CallRows
from game.core.actions import PASS, Action, Kind, bid
from game.core.belote.calls import CONTRA, RECONTRA, capot
from game.core.belote.game import BeloteObservation
from game.core.belote.rules import FIRST_BID
from game.core.cards import SUIT_SYMBOLS
from game.core.phase import Phase
from game.i18n import _
from game.i18n.terms import contract_text
from game.table.view import SeatView

COLUMNS = 9
"""Levels shown at once: the lowest biddable one and the eight above it."""


def call_rows(state: SeatView[BeloteObservation], legal: tuple[Action, ...]) -> CallRows:
    """The ladder × suit grid, Capot at the end of each suit's row, then Pass / Contra /
    Recontra.  The grid keeps, through the deal's auction, the columns it had at the
    player's first call (levels passed since are shown off): it began at the lowest level
    still open at each call, so it changed shape between the first round and the second
    (issue 48, item 17).  A ladder longer than ``COLUMNS`` (the option ``ladder_max``)
    slides once the lowest open level leaves it."""
    biddable = sorted({a.number for a in legal if a.kind is Kind.BID})
    ladder_max = state.game.options.ladder_max
    low = biddable[0] if biddable else ladder_max + 1
    floor = min(first_call_floor(state.observation), low)
    start = floor if low - floor < COLUMNS else low
    columns = list(range(start, min(ladder_max, start + COLUMNS - 1) + 1))
    rows = [[bid(n, s) for n in columns] + [capot(s)] for s in range(4)]
    rows.append([PASS, CONTRA, RECONTRA])
    return _("Your call: number × suit (the suit becomes trump)"), rows


def first_call_floor(observation: BeloteObservation) -> int:
    """The lowest level open at the seat's first call of the deal (or now, before it)."""
    high = FIRST_BID - 1
    for seat, action in observation.calls:
        if seat == observation.seat:
            break
        if action.kind is Kind.BID:
            high = action.number
    return high + 1


def contract_lines(state: SeatView[BeloteObservation], names: tuple[str, ...]) -> list[str]:
    """The standing bid (or contract once the auction is over), its multiplier, its bidder."""
    contract = state.observation.contract
    if contract is None:
        return [_("no bid yet")]
    call = _("Capot {suit}").format(suit=SUIT_SYMBOLS[contract.suit]) if contract.capot \
        else f"{contract.number}{SUIT_SYMBOLS[contract.suit]}"
    times = {2: " ×2", 4: " ×4"}.get(contract.multiplier, "")
    line = _("bid {call}") if state.phase == Phase.BIDDING else _("contract {call}")
    return [line.format(call=call + times), _("by {name}").format(name=names[contract.bidder]),
            *declaration_lines(state, names)]


def situation_lines(state: SeatView[BeloteObservation], names: tuple[str, ...]) -> list[tuple[str, bool]]:
    """The standing bid at a practice call, with its bidder named as the table names him."""
    contract = state.observation.contract
    standing = _("none") if contract is None else contract_text(contract.record(), names)
    return [(_("Standing bid: {contract}").format(contract=standing), False)]
