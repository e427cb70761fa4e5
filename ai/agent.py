"""The agent: one design for every game and level.

``create_agent(level, game, seat, seed)`` gives an agent that sees only what it is handed —
an observation and the legal actions — and thinks with its own ``random.Random(seed)``, so
thinking never shifts the deals and the same seed gives the same decision.  Calls go to the
game's model, cards to determinized search; the level sets how hard each one looks.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from ai.decision import Decision
from ai.levels import LEVELS, Level, level_named
from ai.model import GameModel
from ai.tricks.search import choose_play
from game.core.actions import Action
from game.core.game import AnyGame
from game.core.observation import Observation
from game.core.phase import Phase


def _blackout(game: AnyGame) -> GameModel:
    from ai.blackout.model import BlackoutModel

    return BlackoutModel(game)


def _partnership(game: AnyGame) -> GameModel:
    from ai.partnership.model import PartnershipModel

    return PartnershipModel(game)


def _belote(game: AnyGame) -> GameModel:
    from ai.belote.model import BeloteModel

    return BeloteModel(game)


MODELS: dict[str, Callable[[AnyGame], GameModel]] = {
    "blackout": _blackout,
    "partnership-blackout": _partnership,
    "bazar-belote": _belote,
}


def _belote_agent(level: Level, model: GameModel, seat: int, seed: int) -> Agent:
    from ai.belote.agent import BeloteAgent

    return BeloteAgent(level, model, seat, seed)


AGENT_TYPES: dict[str, Callable[[Level, GameModel, int, int], Agent]] = {
    "bazar-belote": _belote_agent,
}
"""Games whose agent adds to the common one (Bazar Belote: ``wants_contra``)."""


class Agent:
    """A computer player for one seat of one game."""

    def __init__(self, level: Level, model: GameModel, seat: int, seed: int) -> None:
        self.level = level
        self.model = model
        self.seat = seat
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"<Agent {self.level.name} {self.model.game_id} seat {self.seat}>"

    def choose(
        self,
        observation: Observation,
        legal_actions: Sequence[Action],
        deadline: float | None = None,
    ) -> Decision:
        """Choose one of ``legal_actions``.

        ``deadline`` is a ``time.monotonic()`` instant by which to answer (None: the
        level's own budget from now).  At least one sampled world is always examined, so a
        deadline already past still gives a sound, quick answer.
        """
        legal = tuple(legal_actions)
        if not legal:
            raise ValueError("there is no legal action to choose from")
        if observation.seat != self.seat:
            raise ValueError(
                f"this agent sits in seat {self.seat}, not seat {observation.seat}"
            )
        if deadline is None:
            deadline = time.monotonic() + self.level.budget
        if self.level.name == "random":
            action = self.rng.choice(legal)
            return Decision(action, f"{action.label()}: chosen at random", ((action, 0.0),))
        if observation.phase is Phase.PLAY:
            return choose_play(self.model, observation, legal, self.level, self.rng, deadline)
        if observation.phase is Phase.BIDDING:
            return self.model.choose_call(observation, legal, self.level, self.rng, deadline)
        action = legal[0]
        return Decision(action, f"{action.label()}: the only thing to do", ((action, 0.0),))


def create_agent(level: str | Level, game: AnyGame, seat: int, seed: int) -> Agent:
    """An agent of ``level`` (one of ``ai.LEVELS``, or a ``Level`` of one's own, as the
    benchmarks do) for ``seat`` of ``game``."""
    make = MODELS.get(game.id)
    if make is None:
        raise ValueError(
            f"no AI for game {game.id!r}: valid games are " + ", ".join(sorted(MODELS))
        )
    lv = level if isinstance(level, Level) else level_named(level, game.id)
    if not 0 <= seat < game.players:
        raise ValueError(f"seat must be 0..{game.players - 1}, got {seat}")
    return AGENT_TYPES.get(game.id, Agent)(lv, make(game), seat, seed)


__all__ = ["LEVELS", "Agent", "create_agent"]
