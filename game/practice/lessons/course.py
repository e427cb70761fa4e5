"""Each game's course: its lessons in order, then a free deal.

A game's lessons are the data module ``game/practice/lessons/data/<package>.py`` (the
package name the core's registry gives the game: no game id is spelled here).  Loading a
course checks every lesson through the rules core (``validation.checked``); a course ends
with a free deal against easy computers with the hint at hand, in the game's default
settings: the coach only names it, the client starts it.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from game.core.errors import UnknownGame
from game.core.registry import ENTRIES
from game.practice.lessons.lesson import Lesson, LessonError, parse_lesson
from game.practice.lessons.validation import checked

FREE_DEAL_LEVEL = "easy"


@dataclass(frozen=True)
class FreeDeal:
    """The deal that ends a course: the game's default options, easy computers, hints on."""

    game_id: str
    options: Mapping[str, Any] = field(default_factory=dict)
    level: str = FREE_DEAL_LEVEL
    hints: bool = True


@dataclass(frozen=True)
class Course:
    """A game's lessons in order, and the free deal after them."""

    game_id: str
    lessons: tuple[Lesson, ...]
    free_deal: FreeDeal

    def lesson(self, key: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.key == key:
                return lesson
        raise LessonError(f"no lesson {key!r}; the lessons are "
                          + ", ".join(x.key for x in self.lessons))


def load_course(game_id: str, data: object) -> Course:
    """A course from a data module's ``LESSONS``; every lesson checked by the core."""
    if not isinstance(data, (list, tuple)) or not data:
        raise LessonError(f"the lessons of {game_id} are a non-empty list")
    lessons = tuple(checked(game_id, parse_lesson(item)) for item in data)
    keys = [x.key for x in lessons]
    if len(set(keys)) != len(keys):
        raise LessonError(f"the lessons of {game_id} repeat a key: {keys}")
    return Course(game_id, lessons, FreeDeal(game_id))


@cache
def course_of(game_id: str) -> Course:
    """The checked course of ``game_id``; an unknown game is refused with those there are."""
    for entry in ENTRIES:
        if entry.id == game_id:
            module = importlib.import_module(f"game.practice.lessons.data.{entry.package}")
            return load_course(game_id, module.LESSONS)
    raise UnknownGame(f"no lessons for game {game_id!r:.60}: the games are "
                      + ", ".join(e.id for e in ENTRIES), game_id, tuple(e.id for e in ENTRIES))


def courses() -> tuple[Course, ...]:
    """Every game's course, in the registry's order."""
    return tuple(course_of(entry.id) for entry in ENTRIES)
