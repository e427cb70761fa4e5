"""Bazar Belote on the practice floor: its drills, its teacher, its verdict."""

import random
from typing import Any

from ai.belote.model import BeloteModel
from ai.decision import Decision
from ai.levels import Level
from ai.model import GameModel
from game.core.actions import Action
from game.core.belote.game import BeloteObservation
from game.core.observation import Observation
from game.practice.belote.drills import DRILLS
from game.practice.belote.feedback import belote_feedback
from game.practice.belote.verdict import verdict
from game.practice.teacher import Teacher

GAME_ID = "bazar-belote"


def review_card(model: GameModel[Any], obs: Observation, legal: tuple[Action, ...],
                level: Level, rng: random.Random, deadline: float) -> Decision:
    """The Belote AI's own card search (its simulator knows the Belote scoring); ``model``
    comes from ``ai.registry.model_for`` for a game chosen at run time."""
    if not isinstance(model, BeloteModel) or not isinstance(obs, BeloteObservation):
        raise TypeError(f"Belote's review needs its model and observation, got {model!r:.60}")
    return model.choose_card(obs, legal, level, rng, deadline)


TEACHER = Teacher(GAME_ID, DRILLS, 200, belote_feedback, verdict, review_card,
                  calling_turns=3)
