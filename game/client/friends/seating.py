"""How many players each game seats, read from the core's options (never a copy of them).

A game whose options have a ``players`` field (Blackout: 3–7) seats that many; any other
seats its fixed ``Game.players``.  The new-game form, the match and the practice menu all
ask here.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core import create_game


def _players_field(game_id: str) -> dataclasses.Field[Any] | None:
    options = create_game(game_id).options
    return next((f for f in dataclasses.fields(options) if f.name == "players"), None)


def player_counts(game_id: str) -> list[int]:
    """The numbers of players ``game_id`` may be played by, smallest first."""
    field = _players_field(game_id)
    if field is None:
        return [create_game(game_id).players]
    low, high = field.metadata["range"]
    return list(range(low, high + 1))


def with_players(game_id: str, options: dict[str, Any], players: int) -> dict[str, Any]:
    """``options`` with the number of players set, where the game takes it as an option."""
    if _players_field(game_id) is None:
        return dict(options)
    return {**options, "players": players}
