"""``python -m game lessons --check``: every lesson of every game walked headless.

In every language, a student who follows the coach walks each lesson to its end; a second
student tries, at each step, every wrong choice there is (each other legal choice, each
card of his hand the rules refuse, each choice the lesson words on its own) before the
right one.  Every wrong try must be explained, every line must be translated, and the
lesson must end.  One JSON line per lesson and language; the exit code is 1 on any
failure (a missing translation counts as one).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field

from game.core.actions import Action, plays_of
from game.core.phase import Phase
from game.i18n import LANGUAGES, language, set_language, translations
from game.i18n.reasons import REASONS
from game.practice.lessons.coach import Coach, Reason, Said, Verdict
from game.practice.lessons.course import Course, courses
from game.practice.lessons.lesson import Lesson, LessonError

USAGE = "usage: python -m game lessons --check"


@dataclass
class Walk:
    """What one lesson's walk in one language found."""

    game: str
    lesson: str
    language: str
    steps: int = 0
    wrong_tries: int = 0
    explained: int = 0
    ends: bool = False
    missing: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (self.ends and self.explained == self.wrong_tries and not self.missing
                and not self.errors)

    def line(self) -> str:
        return json.dumps({**asdict(self), "ok": self.ok}, ensure_ascii=False)


def is_translated(message: str, code: str) -> bool:
    """True if ``message`` has a translation in ``code`` (English is the source)."""
    if code == "en":
        return True
    return translations(code).gettext(message) != message


def _said_messages(said: Said) -> tuple[str, ...]:
    if isinstance(said, Reason):
        template = REASONS.get(said.refusal.code)
        return () if template is None else (template,)
    return (said.message,)


def wrong_tries(coach: Coach) -> list[Action]:
    """Every wrong choice a student could make at the step offered."""
    expected = coach.expected()
    tries = [a for a in coach.choices() if a not in expected]
    if coach.state.phase is Phase.PLAY and coach.state.to_play == coach.lesson.student:
        hand = coach.state.hands[coach.lesson.student]
        tries += [a for a in plays_of(hand) if a not in expected and a not in tries]
    for text in coach.step.wrong:
        action = coach.game.parse_action(text)
        if action not in expected and action not in tries:
            tries.append(action)
    return tries


def _explained(verdict: Verdict, walk: Walk) -> bool:
    """A wrong verdict with words for every part, translated."""
    if verdict.right or not verdict.why:
        return False
    for said in verdict.why:
        if not said.text().strip():
            return False
        for message in _said_messages(said):
            if not is_translated(message, walk.language):
                walk.missing.append(message)
    return True


def walk_lesson(course: Course, lesson: Lesson, code: str, try_wrong: bool, walk: Walk) -> None:
    """Walk one lesson as a student who follows the coach (and tries wrong first)."""
    coach = Coach(course.game_id, lesson)
    while not coach.finished:
        if not coach.line.text().strip():
            walk.errors.append(f"step {coach.index + 1}: the coach says nothing")
        if coach.step.reads_only:
            coach.go_on()
            continue
        if try_wrong:
            for action in wrong_tries(coach):
                walk.wrong_tries += 1
                before = (coach.index, coach.state)
                verdict = coach.choose(action)
                if _explained(verdict, walk):
                    walk.explained += 1
                else:
                    walk.errors.append(f"step {coach.index + 1}: {action} not explained")
                if (coach.index, coach.state) != before:
                    walk.errors.append(f"step {before[0] + 1}: wrong {action} moved on")
                    return
        verdict = coach.choose(coach.expected()[0])
        if not verdict.right or not all(t.strip() for t in verdict.texts()):
            walk.errors.append(f"step {coach.index}: the expected choice is not confirmed")
    walk.ends = True


def walk(course: Course, lesson: Lesson, code: str) -> Walk:
    """Both passes over one lesson in one language."""
    result = Walk(course.game_id, lesson.key, code, steps=len(lesson.steps))
    result.missing = [m for m in lesson.messages() if not is_translated(m, code)]
    try:
        walk_lesson(course, lesson, code, False, result)
        result.ends = False
        walk_lesson(course, lesson, code, True, result)
    except LessonError as exc:
        result.errors.append(str(exc))
        result.ends = False
    result.missing = sorted(set(result.missing))
    return result


def walks() -> Iterator[Walk | str]:
    """Every lesson in every language, or the message of a course that fails to load."""
    try:
        every = courses()
    except LessonError as exc:
        yield str(exc)
        return
    for course in every:
        for lesson in course.lessons:
            for code in LANGUAGES:
                set_language(code)
                yield walk(course, lesson, code)


def main(argv: list[str]) -> int:
    if argv != ["--check"]:
        print(USAGE, file=sys.stderr)
        return 2
    spoken = language()
    failed = 0
    try:
        for result in walks():
            if isinstance(result, str):
                print(json.dumps({"error": result, "ok": False}))
                failed += 1
                continue
            print(result.line())
            failed += not result.ok
    finally:
        set_language(spoken)
    if failed:
        print(f"lessons: {failed} failed", file=sys.stderr)
    return 1 if failed else 0
