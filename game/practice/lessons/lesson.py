"""A lesson as data: its arranged deal, its steps and the coach's words.

The words are catalog messages (English msgids marked with ``N_`` in the data modules), so
a lesson holds no translated text: ``Line.text()`` words it in the language of the moment.
``parse_lesson`` checks the shape of a lesson's data and names the lesson and the field
on any fault; ``validation.py`` then checks the play itself through the rules core.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.i18n import _


class LessonError(ValueError):
    """A lesson that cannot be used: malformed data, or play the rules refuse.  The message
    names the lesson (and the step, from 1) so an author finds the fault."""


@dataclass(frozen=True)
class Line:
    """Words of the coach: a catalog message and the values that fill it."""

    message: str
    params: Mapping[str, str] = field(default_factory=dict)

    def text(self) -> str:
        """The line in the language of the moment."""
        words = _(self.message)
        return words.format(**self.params) if self.params else words


@dataclass(frozen=True)
class Step:
    """One moment of a lesson.

    ``before``: the other seats' actions, played before the coach speaks (action texts;
    ``"@3 contra"`` names a seat that acts out of turn).  ``say``: the coach's line.
    ``highlight``: card or call texts the screen marks.  ``expect``: the choices accepted at
    the student's seat (empty: the student reads and goes on).  ``right``: why an expected
    choice is right.  ``poor``: why another legal choice is wrong.  ``refused``: the coach's
    words added to the rule's own reason when the core refuses the choice.  ``wrong``:
    words for particular wrong choices (action text → message), before the general ones.
    """

    say: str
    before: tuple[str, ...] = ()
    highlight: tuple[str, ...] = ()
    expect: tuple[str, ...] = ()
    right: str = ""
    poor: str = ""
    refused: str = ""
    wrong: Mapping[str, str] = field(default_factory=dict)

    @property
    def reads_only(self) -> bool:
        """True for a step where the student only reads and goes on."""
        return not self.expect

    def messages(self) -> tuple[str, ...]:
        """Every catalog message of the step (for the translation check)."""
        found = (self.say, self.right, self.poor, self.refused, *self.wrong.values())
        return tuple(m for m in found if m)


@dataclass(frozen=True)
class Lesson:
    """One lesson of one game: ``options`` of the game (empty: its default preset), the
    deal (``new_deal``'s arguments), the ``student``'s seat, and the steps."""

    key: str
    title: str
    summary: str
    options: Mapping[str, Any]
    deal: Mapping[str, Any]
    student: int
    steps: tuple[Step, ...]

    def messages(self) -> tuple[str, ...]:
        """Every catalog message of the lesson."""
        out = [self.title, self.summary]
        for step in self.steps:
            out += step.messages()
        return tuple(out)


_STEP_FIELDS = {"say", "before", "highlight", "expect", "right", "poor", "refused", "wrong"}
_LESSON_FIELDS = {"key", "title", "summary", "options", "deal", "student", "steps"}


def _texts(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: expected a list of texts, got {value!r}")
    return tuple(value)


def _text(value: object, where: str, required: bool = False) -> str:
    if not isinstance(value, str) or (required and not value):
        raise LessonError(f"{where}: expected {'a non-empty ' if required else ''}text")
    return value


def _hands(value: object, name: str) -> list[list[str]]:
    """Hands by seat, each a list of card texts or one text of cards ("AS KS 2H")."""
    if not isinstance(value, (list, tuple)):
        raise LessonError(f"{name}: 'hands' lists each seat's cards")
    out = []
    for hand in value:
        if isinstance(hand, str):
            out.append(hand.split())
        else:
            out.append(list(_texts(hand, f"{name}: hands")))
    return out


def parse_step(data: object, where: str) -> Step:
    """A step from its data; unknown fields are refused by name."""
    if not isinstance(data, Mapping):
        raise LessonError(f"{where}: a step is a mapping of fields")
    unknown = sorted(set(data) - _STEP_FIELDS)
    if unknown:
        raise LessonError(f"{where}: unknown field(s) {', '.join(unknown)}; a step has "
                          + ", ".join(sorted(_STEP_FIELDS)))
    wrong = data.get("wrong", {})
    if not isinstance(wrong, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) and v for k, v in wrong.items()):
        raise LessonError(f"{where}: 'wrong' maps action texts to messages")
    step = Step(
        say=_text(data.get("say"), f"{where}: say", required=True),
        before=_texts(data.get("before", ()), f"{where}: before"),
        highlight=_texts(data.get("highlight", ()), f"{where}: highlight"),
        expect=_texts(data.get("expect", ()), f"{where}: expect"),
        right=_text(data.get("right", ""), f"{where}: right"),
        poor=_text(data.get("poor", ""), f"{where}: poor"),
        refused=_text(data.get("refused", ""), f"{where}: refused"),
        wrong=dict(wrong),
    )
    if step.expect and not step.right:
        raise LessonError(f"{where}: a step that expects a choice says why it is right")
    return step


def parse_lesson(data: object) -> Lesson:
    """A lesson from its data (shape only; ``validation.checked`` plays it through)."""
    if not isinstance(data, Mapping):
        raise LessonError("a lesson is a mapping of fields")
    key = data.get("key")
    name = f"lesson {key!r}"
    if not isinstance(key, str) or not key:
        raise LessonError("a lesson needs a non-empty 'key'")
    unknown = sorted(set(data) - _LESSON_FIELDS)
    if unknown:
        raise LessonError(f"{name}: unknown field(s) {', '.join(unknown)}; a lesson has "
                          + ", ".join(sorted(_LESSON_FIELDS)))
    options, deal = data.get("options", {}), data.get("deal")
    if not isinstance(options, Mapping):
        raise LessonError(f"{name}: 'options' is a mapping of the game's options")
    if not isinstance(deal, Mapping) or "hands" not in deal:
        raise LessonError(f"{name}: 'deal' gives new_deal's arguments, explicit hands first")
    deal = {**deal, "hands": _hands(deal["hands"], name)}
    student = data.get("student", 0)
    if type(student) is not int:
        raise LessonError(f"{name}: 'student' is a seat number")
    steps = data.get("steps")
    if not isinstance(steps, (list, tuple)) or not steps:
        raise LessonError(f"{name}: a lesson has at least one step")
    return Lesson(
        key=key,
        title=_text(data.get("title"), f"{name}: title", required=True),
        summary=_text(data.get("summary"), f"{name}: summary", required=True),
        options=dict(options),
        deal=dict(deal),
        student=student,
        steps=tuple(parse_step(s, f"{name}, step {i}") for i, s in enumerate(steps, 1)),
    )
