"""The client's registry of games: one line per game.

A game is on the table when its package (``game/client/<game>/``) is listed here (with the
core's and the AI's registries); the menus list the games in this order.
"""

from __future__ import annotations

from typing import Any

from game.client import belote, blackout, partnership
from game.client.game_view import GameView, Shown
from game.core.errors import UnknownGame
from game.core.registry import AnyGame
from game.i18n import _
from game.table.view import SeatView

VIEWS: dict[str, GameView[Any]] = {
    v.game_id: v for v in (blackout.VIEW, partnership.VIEW, belote.VIEW)
}
"""Game id → its view.  ``Any``: the game, so its observation type, is chosen at run time
(Python has no "some observation type" to write); each view's own callbacks are typed on
its game's observation, and the table passes each the view of its own game."""


def view_of(game: str | AnyGame | Shown) -> GameView[Any]:
    """The view of a game, given its id, a ``Game``, or the table as a seat sees it."""
    game_id = game if isinstance(game, str) else (
        game.game.id if isinstance(game, SeatView) else game.id)
    view = VIEWS.get(game_id)
    if view is None:
        raise UnknownGame(f"no table for game {game_id!r:.60}: valid games are "
                          + ", ".join(VIEWS), game_id, tuple(VIEWS))
    return view


def game_title(game_id: str) -> str:
    """The game's title in the player's language."""
    view = VIEWS.get(game_id)
    return _(view.title) if view is not None else game_id
