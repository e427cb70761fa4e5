"""The practice floor's registry of games: one line per game.

A game is practised when its package (``game/practice/<game>/``) is listed here; everything
else on this floor asks ``teacher_of`` for what differs between games.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import UnknownGame
from game.practice import belote, blackout, partnership
from game.practice.drills import Drill
from game.practice.teacher import Teacher

TEACHERS: dict[str, Teacher[Any]] = {
    t.game_id: t for t in (blackout.TEACHER, partnership.TEACHER, belote.TEACHER)
}
"""Game id → its teacher.  ``Any``: the game, so its state type, is chosen at run time;
each teacher's verdict is typed on its game's state."""


def teacher_of(game_id: str) -> Teacher[Any]:
    """The teacher of ``game_id``; an unknown game is refused with the games there are."""
    teacher = TEACHERS.get(game_id)
    if teacher is None:
        raise UnknownGame(f"no practice for game {game_id!r:.60}: valid games are "
                          + ", ".join(sorted(TEACHERS)), game_id, tuple(TEACHERS))
    return teacher


# ``Drill[Any]`` below: the game, so its state type, is chosen at run time (``TEACHERS``).
def _all_drills() -> tuple[Drill[Any], ...]:
    return tuple(d for t in TEACHERS.values() for d in t.drills)


def drills_of(game_id: str) -> tuple[Drill[Any], ...]:
    """The drills of ``game_id``'s teacher (none for a game without one)."""
    teacher = TEACHERS.get(game_id)
    return teacher.drills if teacher is not None else ()


def drill_named(game_id: str, name: str) -> Drill[Any]:
    for d in drills_of(game_id):
        if d.name == name:
            return d
    valid = ", ".join(d.name for d in drills_of(game_id))
    if not valid:
        games = ", ".join(sorted({d.game_id for d in _all_drills()}))
        raise UnknownGame(f"no practice for game {game_id!r:.60}: valid games are {games}",
                          game_id, tuple(TEACHERS))
    raise ValueError(f"unknown drill {name!r} for {game_id}: valid drills are {valid}")
