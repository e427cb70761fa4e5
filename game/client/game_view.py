"""``GameView``: what the client shows differently for one game, registered in ``games.py``.

Each game's package (``game.client.blackout``, ``.partnership``, ``.belote``) builds one: its
title, the buttons of its call panel, the words beside each seat and in the trump box, how
its hands sort, and its table's small habits (a Blackout bid may still change; a partner's
call is shown while you call).  The table, the menus and the practice screens ask the
game's view and never its id; the rules themselves (legal calls, presets, option ranges,
card order) are the core's, read from it.

``GameView`` is generic in its game's observation: every callback gets the table as a seat
sees it, a ``SeatView[O]`` (the table sends one; practice makes one of its deal for the
player's seat), so a game's words read its own observation's fields, typed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from game.core.actions import Action
from game.core.observation import Observation
from game.core.result import DealResult
from game.i18n import N_, _
from game.i18n.terms import call_text
from game.table.view import SeatView

O = TypeVar("O", bound=Observation)
"""The game's observation type."""
Shown = SeatView[Observation]
"""The table as one seat sees it, of any game."""

CallRows = tuple[str, list[list[Action]]]
"""A call panel: its title, and its rows of buttons (each an action, greyed when illegal)."""


def plain_strength(card: int, trump: int) -> int:
    """A card's place in its suit, weakest first: 2 … A (rank ids)."""
    return card % 13


def last_call(state: Shown, seat: int) -> str:
    """The seat's latest call this deal ("10♥", "Pass"), "—" before it has called."""
    action = dict(state.calls).get(seat)
    return "—" if action is None else call_text(action)


def no_lines(state: Shown, names: tuple[str, ...]) -> list[str]:
    return []


def no_summary(state: Shown, names: tuple[str, ...]) -> str:
    return ""


def no_lines_marked(state: Shown, names: tuple[str, ...]) -> list[tuple[str, bool]]:
    return []


def no_notes(state: Shown, viewer: int, names: tuple[str, ...]) -> list[str]:
    return []


def no_deal_lines(state: Shown, result: DealResult, names: tuple[str, ...]) -> list[str]:
    return []


def no_declarers(state: Shown, result: DealResult) -> int | None:
    return None


@dataclass(frozen=True)
class GameView(Generic[O]):
    game_id: str
    title: str
    """The game's title, a catalog message (shown through ``_()``)."""
    short_title: str
    """A shorter title where space is tight (the progress chart's list)."""
    call_rows: Callable[[SeatView[O], tuple[Action, ...]], CallRows]
    """``(state, legal)``: the call panel for the seat to call now."""
    seat_call: Callable[[SeatView[O], int], str]
    """``(state, seat)``: the seat's bid or call this deal, for its plate."""
    cell_width: int = 58
    """Width of a call button at 1280×800."""
    auction_summary: Callable[[SeatView[O], tuple[str, ...]], str] = no_summary
    """One line on the auction so far (the top bar and "Bidding over: …")."""
    contract_lines: Callable[[SeatView[O], tuple[str, ...]], list[str]] = no_lines
    """Lines in the trump box under the trump (the contracts)."""
    panel_notes: Callable[[SeatView[O], int, tuple[str, ...]], list[str]] = no_notes
    """``(state, viewer, names)``: notes under the call panel (a partner's call)."""
    situation_lines: Callable[[SeatView[O], tuple[str, ...]], list[tuple[str, bool]]] = no_lines_marked
    """``(state, names)``: the Practice screen's lines on the deal at the player's call,
    each marked True when it is a warning (the hook)."""
    deal_lines: Callable[[SeatView[O], DealResult, tuple[str, ...]], list[str]] = no_deal_lines
    """``(state, result, names)``: the score sheet's lines on how deal ``result`` scored
    (card points, combinations, overtricks, multipliers, rounding), from its figures."""
    declarers: Callable[[SeatView[O], DealResult], int | None] = no_declarers
    """``(state, result)``: the team that played for its contract in deal ``result`` when
    only the auction's winner scores (the other defends), else None."""
    contracts_word: str = N_("Contracts made")
    """The statistics screen's name for contracts made (a catalog message; Blackout's are
    exact bids)."""
    card_strength: Callable[[int, int], int] = plain_strength
    """``(card, trump)``: the sort key of a card in its suit, weakest first."""
    shows_turn_up: bool = False
    """The trump box keeps a place for a turned-up card ("no turn-up" when there is none)."""
    bid_may_change: bool = False
    """A human's bid waits a moment before it is sent, so it can still change (blackout 8)."""
    trump_by_auction: bool = False
    """Before the auction ends the trump box says the auction names trump."""


def pair(first: str, second: str) -> str:
    """Two partners' names together ("You & North")."""
    return _("{first} & {second}").format(first=first, second=second)
