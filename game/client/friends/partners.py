"""Who plays with whom at a table: partners by seat, and how a seat's row says it.

A game whose scores are kept by team (fewer score slots than players: Partnership
Blackout, Bazar Belote) seats partners opposite each other (``game.core.seats``); the
host screen and the join screen say it by each seat, since a partner is chosen by choosing
the seat.  No game id is compared: the game's own ``score_slots`` tells.
"""

from __future__ import annotations

from game.client.friends.seating import with_players
from game.client.games import VIEWS
from game.core import create_game
from game.core.seats import partner_of
from game.i18n import _


def partner_seats(game_id: str, players: int) -> dict[int, int]:
    """Seat → its partner's seat; empty for a game of each for himself (or an unknown
    game, as a table on the network may announce)."""
    if game_id not in VIEWS:
        return {}
    try:
        game = create_game(game_id, **with_players(game_id, {}, players))
    except (ValueError, TypeError):
        return {}
    if game.score_slots >= game.players:
        return {}
    return {seat: partner_of(seat) for seat in range(game.players)}


def seat_label(seat: int) -> str:
    """A seat as the screens number it (from 1)."""
    return _("Seat {n}").format(n=seat + 1)


def with_partner(row: str, seat: int, partners: dict[int, int], mine: int | None) -> str:
    """``row`` with whom ``seat`` plays with: "your partner" beside our own partner."""
    if seat not in partners:
        return row
    partner = partners[seat]
    if mine is not None and partner == mine:
        return _("{row} · your partner").format(row=row)
    return _("{row} · partner of seat {n}").format(row=row, n=partner + 1)
