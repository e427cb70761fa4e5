"""Who makes the other seats' calls and cards in practice: the AI, at a chosen level.

Practice deals are bid by the same agents as a real table (``ai.create_agent``, level
``medium`` by default: the calls a table of medium AIs makes).  A rule may let an AI seat
act out of turn (Bazar Belote's Contra, bazar-belote 12, 14): ``out_of_turn`` asks each
such seat by the AI's one loop (``ai.turns``), as the table's referee does after every
call.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ai import create_agent
from ai.decision import Decision
from ai.turns import play_on
from game.core.actions import Action
from game.core.observation import Observation
from game.core.registry import AnyGame
from game.core.state import TrickState


class Caller(Protocol):
    def choose(
        self, observation: Observation, legal_actions: Sequence[Action],
        deadline: float | None = None,
    ) -> Decision: ...


def caller_for(game: AnyGame, seat: int, seed: int, level: str = "medium") -> Caller:

    return create_agent(level, game, seat, seed)


def out_of_turn(state: TrickState, callers: dict[int, Caller], skip: int) -> TrickState:
    """The state after an AI's out-of-turn action, if one of them takes one now (``skip``:
    the player's seat, never asked); else ``state`` unchanged."""
    after: TrickState = play_on(state, {s: c for s, c in callers.items() if s != skip},
                                in_turn=False)
    return after
