"""The review's card search of the plain trick games: the trick engine's own search."""

from __future__ import annotations

import random
from typing import Any

from ai.decision import Decision
from ai.levels import Level
from ai.model import GameModel
from ai.tricks.model import TrickModel
from ai.tricks.search import choose_play
from game.core.actions import Action
from game.core.observation import Observation


def review_card(model: GameModel[Any], obs: Observation, legal: tuple[Action, ...],
                level: Level, rng: random.Random, deadline: float) -> Decision:
    """The AI's card with its evaluations.  ``model`` comes from ``ai.registry.model_for``
    for a game chosen at run time: a plain trick game's model is a ``TrickModel``."""
    if not isinstance(model, TrickModel):
        raise TypeError(f"a plain trick game's review needs a TrickModel, got {model!r:.60}")
    return choose_play(model, obs, legal, level, rng, deadline)
