"""The client's registry of games: one line per game.

A game is on the table when its package (``game/client/<game>/``) is listed here (with the
core's and the AI's registries); the menus list the games in this order.
"""

from __future__ import annotations

from typing import Any

from game.client import belote, blackout, partnership
from game.client.game_view import GameView
from game.i18n import _

VIEWS: dict[str, GameView] = {v.game_id: v for v in (blackout.VIEW, partnership.VIEW, belote.VIEW)}


def view_of(game: Any) -> GameView:
    """The view of a game, given its id, a ``Game`` or a state of it."""
    game_id = game if isinstance(game, str) else getattr(game, "game", game).id
    view = VIEWS.get(game_id)
    if view is None:
        raise ValueError(f"no table for game {game_id!r}: valid games are "
                         + ", ".join(VIEWS))
    return view


def game_title(game_id: str) -> str:
    """The game's title in the player's language."""
    view = VIEWS.get(game_id)
    return _(view.title) if view is not None else game_id
