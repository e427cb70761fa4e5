"""Bazar Belote on the practice floor: its drills, its teacher, its verdict."""

from typing import Any

from game.core.actions import Action
from game.practice.belote.drills import DRILLS
from game.practice.belote.feedback import belote_feedback
from game.practice.belote.verdict import verdict
from game.practice.teacher import Teacher

GAME_ID = "bazar-belote"


def review_card(model: Any, obs: Any, legal: tuple[Action, ...], level: Any, rng: Any,
                deadline: float) -> Any:
    """The Belote AI's own card search (its simulator knows the Belote scoring)."""
    return model.choose_card(obs, legal, level, rng, deadline)


TEACHER = Teacher(GAME_ID, DRILLS, 200, belote_feedback, verdict, review_card,
                  calling_turns=3)
