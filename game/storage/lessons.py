"""Lesson progress (issue 50): which lessons are done, where one was left, and the games
whose lessons were offered at their first start.

Kept beside the practice history in the same database and in the same manner: a row per
game and lesson holds the step reached (a lesson left halfway resumes there) and whether
it was finished once.  A damaged row (a step that is not a small whole number, text that
is not UTF-8) reads as a lesson not begun and is counted by ``damaged``; it stays in the
file as it is until the lesson is taken again.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.storage.clock import Clock, stamp, utc_now
from game.storage.database import Database, StorageError, is_garbled
from game.storage.text import text_problem

MAX_STEP = 1_000
"""No lesson has this many steps; a larger stored step is damage."""
_SOUND = f"typeof(step) = 'integer' AND step >= 0 AND step <= {MAX_STEP} AND done IN (0, 1)"


@dataclass(frozen=True, slots=True)
class LessonState:
    """Where the player stands in one lesson."""

    game_id: str
    lesson: str
    step: int = 0
    """The step to resume at (0: from the start)."""
    done: bool = False
    """Finished at least once."""


def _check_name(name: str, value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise StorageError(f"lesson progress needs a {name}, got {value!r}")
    why = text_problem(value)
    if why is not None:
        raise StorageError(f"lesson progress's {name} cannot be kept: {why}")
    return value


class LessonProgress:
    """The lessons of one player (``Storage.lessons``)."""

    def __init__(self, database: Database, clock: Clock = utc_now) -> None:
        self.database = database
        self.clock = clock

    def state(self, game_id: str, lesson: str) -> LessonState:
        """Where ``lesson`` of ``game_id`` was left (not begun when nothing is kept)."""
        for found in self.states(game_id):
            if found.lesson == lesson:
                return found
        return LessonState(game_id, lesson)

    def states(self, game_id: str) -> list[LessonState]:
        """Every lesson of ``game_id`` begun or done, readable rows only."""
        rows = self.database.query(
            f"SELECT lesson, step, done, {_SOUND} AS sound FROM lessons WHERE game_id = ?"
            " ORDER BY id", (game_id,))
        return [LessonState(game_id, r["lesson"], r["step"], bool(r["done"])) for r in rows
                if r["sound"] and not is_garbled((r["lesson"],))
                and isinstance(r["lesson"], str)]

    def done(self, game_id: str) -> set[str]:
        """The lessons of ``game_id`` finished at least once."""
        return {s.lesson for s in self.states(game_id) if s.done}

    def reached(self, game_id: str, lesson: str, step: int) -> None:
        """The player left ``lesson`` at ``step`` (he resumes there); a finished lesson
        stays finished."""
        self._write(game_id, lesson, step, False)

    def finished(self, game_id: str, lesson: str) -> None:
        """The player finished ``lesson``: done, and taken again from its start."""
        self._write(game_id, lesson, 0, True)

    def _write(self, game_id: str, lesson: str, step: int, done: bool) -> None:
        _check_name("game", game_id)
        _check_name("lesson", lesson)
        if type(step) is not int or not 0 <= step <= MAX_STEP:
            raise StorageError(f"a lesson's step is a whole number 0..{MAX_STEP}, "
                               f"got {step!r}")
        with self.database.transaction() as conn:
            conn.execute(
                "INSERT INTO lessons (game_id, lesson, step, done, updated_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, lesson) DO UPDATE SET"
                " step = excluded.step, done = MAX(excluded.done,"
                f" CASE WHEN {_SOUND} THEN done ELSE 0 END),"
                " updated_at = excluded.updated_at",
                (game_id, lesson, step, int(done), stamp(self.clock)))

    def damaged(self) -> int:
        """How many kept rows cannot be read (they count as lessons not begun)."""
        return int(self.database.query(
            f"SELECT COUNT(*) FROM lessons WHERE NOT ({_SOUND})")[0][0])

    def played(self, game_id: str) -> bool:
        """True if a match of ``game_id`` is in the history (finished or abandoned): the
        lessons are offered only at the first start of a game never played."""
        return bool(self.database.query(
            "SELECT 1 FROM matches WHERE game_id = ? LIMIT 1", (game_id,)))

    def offered(self, game_id: str) -> bool:
        """True once the lessons of ``game_id`` were offered at its first start."""
        return bool(self.database.query(
            "SELECT 1 FROM lesson_offers WHERE game_id = ?", (game_id,)))

    def mark_offered(self, game_id: str) -> None:
        """The lessons of ``game_id`` were offered: never again."""
        _check_name("game", game_id)
        with self.database.transaction() as conn:
            conn.execute("INSERT OR IGNORE INTO lesson_offers (game_id, offered_at)"
                         " VALUES (?, ?)", (game_id, stamp(self.clock)))
