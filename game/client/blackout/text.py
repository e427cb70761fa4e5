"""What the table writes and offers in Blackout: bids by number, the over/under verdict."""

from __future__ import annotations

from game.client.game_view import CallRows
from game.core.actions import Action, bid
from game.core.blackout.game import BlackoutObservation
from game.core.cards import SUIT_SYMBOLS
from game.i18n import N_, _, ngettext, pgettext
from game.table.view import SeatView

OVER_UNDER = {"over": N_("OVER"), "under": N_("UNDER"), "even": N_("EVEN")}


def call_rows(state: SeatView[BlackoutObservation], legal: tuple[Action, ...]) -> CallRows:
    """Every number from 0 to the hand size, nine to a row (the hook's forbidden bid
    greyed, so its refusal can be explained)."""
    numbers = [bid(n) for n in range(state.observation.hand_size + 1)]
    per_row = min(len(numbers), 9)
    return _("Your bid: how many tricks will you take?"), [
        numbers[i:i + per_row] for i in range(0, len(numbers), per_row)
    ]


def seat_call(state: SeatView[BlackoutObservation], seat: int) -> str:
    b = state.observation.bids[seat]
    return str(pgettext("a call", "bid {n}").format(n="—" if b < 0 else b))


def auction_summary(state: SeatView[BlackoutObservation], names: tuple[str, ...]) -> str:
    """The bids against the tricks: over, under or even once everyone has bid."""
    total = sum(b for b in state.observation.bids if b >= 0)
    ou = state.observation.over_under
    n = state.observation.hand_size
    if ou is None:
        return str(ngettext("bids so far total {total} for {n} trick",
                            "bids so far total {total} for {n} tricks", n).format(
            total=total, n=n))
    return str(ngettext("bids {total} for {n} trick: {verdict}",
                        "bids {total} for {n} tricks: {verdict}", n).format(
        total=total, n=n, verdict=_(OVER_UNDER.get(ou, ou))))


def situation_lines(state: SeatView[BlackoutObservation], names: tuple[str, ...]) -> list[tuple[str, bool]]:
    """The table at a practice call: players, cards, trump, and the hook when it bites."""
    n = state.players
    trump = _("no trump") if state.observation.trump < 0 else _("trump {suit}").format(
        suit=SUIT_SYMBOLS[state.observation.trump])
    players = ngettext("{n} player", "{n} players", n).format(n=n)
    each = ngettext("{n} card each", "{n} cards each", state.observation.hand_size).format(
        n=state.observation.hand_size)
    lines = [(f"{players} · {each} · {trump}", False)]
    forbidden = state.observation.forbidden_bid
    if forbidden is not None:
        lines.append((_("Hook: you may not bid {bid} (the bids would total {tricks})")
                      .format(bid=forbidden, tricks=state.observation.hand_size), True))
    return lines


def panel_notes(view: SeatView[BlackoutObservation], viewer: int, names: tuple[str, ...]) -> list[str]:
    """The hook explained while the dealer bids (blackout 6)."""
    forbidden = view.observation.forbidden_bid
    if forbidden is None:
        return []
    return [_("Hook: the dealer may not bid {bid}: the bids would add up to exactly the "
              "{tricks} tricks").format(bid=forbidden, tricks=view.observation.hand_size)]
