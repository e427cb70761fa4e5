"""Who makes the other seats' calls and cards in practice: the AI, at a chosen level.

Practice deals are bid by the same agents as a real table (``ai.create_agent``, level
``medium`` by default: the calls a table of medium AIs makes).  In Bazar Belote an AI
opponent of the standing bid may also say Contra out of turn (bazar-belote 12, 14):
``contra_out_of_turn`` asks each such seat, as the client's table does after every call.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from ai.decision import Decision
from game.core.actions import Action
from game.core.game import AnyGame
from game.core.observation import Observation
from game.core.phase import Phase


class Caller(Protocol):
    def choose(
        self, observation: Observation, legal_actions: Sequence[Action],
        deadline: float | None = None,
    ) -> Decision: ...


def caller_for(game: AnyGame, seat: int, seed: int, level: str = "medium") -> Caller:
    from ai import create_agent

    return create_agent(level, game, seat, seed)


def contra_out_of_turn(state: Any, callers: dict[int, Caller], skip: int) -> Any:
    """The state after an AI's out-of-turn Contra, if one of them says it now (``skip``:
    the player's seat, never asked); else ``state`` unchanged."""
    if state.game.id != "bazar-belote" or state.phase is not Phase.BIDDING:
        return state
    for seat in state.contra_seats():
        if seat in (skip, state.to_play):
            continue
        caller = callers.get(seat)
        wants = getattr(caller, "wants_contra", None)
        if wants is not None and wants(state.observation(seat)) is not None:
            return state.apply("contra", seat=seat)
    return state
