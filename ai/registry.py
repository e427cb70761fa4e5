"""The AI floor's one registry: which games have an AI, and where each one lives.

Each game's package (``ai.blackout``, ``ai.partnership``, ``ai.belote``) describes its AI
in one ``GameAI`` value (``ai.game_ai``) named ``AI`` — its model, its agent when it adds
to the common one, where its levels depart from ``ai.levels.LEVEL_TABLE`` — and registers
here with one line of ``GAME_AIS`` (every game's AI is loaded with the registry: the window
loads them all before its first frame anyway).  ``create_agent`` makes a game's agent
here, where its model and agent class are known.

To give a new game an AI: a package ``ai/<game>/`` with its model (a ``GameModel``: a
``TrickModel`` if it is a game of plain tricks), ``AI = GameAI(...)`` in its
``__init__.py``, and one line below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ai import belote, blackout, partnership
from ai.agent import Agent
from ai.errors import AIArgumentError, NoAIError, described, is_whole
from ai.game_ai import AgentType, GameAI
from ai.levels import Level, level_named, with_settings
from game.core.game import Game
from game.core.registry import AnyGame

if TYPE_CHECKING:
    from ai.model import GameModel

__all__ = ["GAME_AIS", "AgentType", "GameAI", "create_agent", "game_ai", "level_for",
           "model_for"]


GAME_AIS: dict[str, GameAI] = {
    "blackout": blackout.AI,
    "partnership-blackout": partnership.AI,
    "bazar-belote": belote.AI,
}


def game_ai(game_id: str) -> GameAI:
    """The AI of ``game_id``; ``NoAIError`` when it has none."""
    found = GAME_AIS.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise NoAIError(
            f"no AI for game {game_id!r:.60}: valid games are " + ", ".join(sorted(GAME_AIS)),
            game_id, tuple(GAME_AIS),
        )
    return found


def model_for(game: AnyGame) -> GameModel[Any]:
    """A fresh model of ``game`` (what the teacher and the review search with)."""
    return game_ai(game.id).model(game)


def level_for(level: str | Level, game_id: str) -> Level:
    """``level`` (a name of ``ai.LEVELS``, or a ``Level`` of one's own, used as it is) with
    ``game_id``'s own settings where it has any."""
    if isinstance(level, Level):
        return level
    base = level_named(level)
    return with_settings(base, game_ai(game_id).level_settings.get(base.name))


def create_agent(level: str | Level, game: AnyGame, seat: int, seed: int) -> Agent:
    """An agent of ``level`` (one of ``ai.LEVELS``, or a ``Level`` of one's own, as the
    benchmarks do) for ``seat`` of ``game``.

    ``game`` must be the ``Game`` being played (from ``game.core.create_game``), not its
    id: the agent's values depend on the game's options (scoring, lead rule, players),
    which an id does not carry, so an id would silently mean the default options."""
    if not isinstance(game, Game):
        hint = ""
        if isinstance(game, str):
            hint = f" (for the game id {game!r:.60}, pass create_game({game!r:.60}, ...))"
        raise AIArgumentError(f"game must be a Game{hint}, got {described(game)}")
    ai = game_ai(game.id)
    lv = level_for(level, game.id)
    if not is_whole(seat) or not 0 <= seat < game.players:
        raise AIArgumentError(f"seat must be 0..{game.players - 1}, got {described(seat)}")
    if not is_whole(seed):
        raise AIArgumentError(f"seed must be a whole number, got {described(seed)}")
    return (ai.agent or Agent)(lv, ai.model(game), seat, seed)
