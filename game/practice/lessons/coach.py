"""The coach: steps a student through one lesson.

The coach offers a step (its line, what to highlight, the choices), takes the student's
choice and says whether it is right — with why — or wrong — with why, the position
unchanged so the student tries again.  A right choice is applied, the other seats' scripted
actions follow, and the next step is offered.  The coach holds the lesson's true state: a
lesson's deal is arranged and shown to the student on purpose, so no card is hidden from
the one person at the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action
from game.core.errors import RuleRefusal, TrickbidError
from game.core.registry import AnyGame
from game.core.state import TrickState
from game.i18n.reasons import reason_text
from game.practice.lessons.lesson import Lesson, LessonError, Line, Step
from game.practice.lessons.validation import (
    apply_choice,
    expected_actions,
    first_state,
    game_of,
    play_scripted,
    student_choices,
)


@dataclass(frozen=True)
class Reason:
    """The rules' own reason for refusing a choice (the core's typed refusal)."""

    refusal: RuleRefusal

    def text(self) -> str:
        return reason_text(self.refusal)


Said = Line | Reason
"""What the coach says: his own line, or the rule's reason."""


@dataclass(frozen=True)
class Verdict:
    """The coach's answer to a choice: ``right`` or not, and why."""

    right: bool
    why: tuple[Said, ...]
    refused: bool = False
    """True when the rules themselves refused the choice (not only the coach)."""

    def texts(self) -> tuple[str, ...]:
        return tuple(s.text() for s in self.why)


class Coach:
    """One lesson in progress.  ``at`` resumes it at that step (0-based): the steps before
    are played as the coach expects."""

    def __init__(self, game_id: str, lesson: Lesson, at: int = 0) -> None:
        self.game_id = game_id
        self.lesson = lesson
        self.game: AnyGame = game_of(game_id, lesson)
        self.state: TrickState = first_state(self.game, lesson)
        self.index = 0
        self._enter()
        while self.index < min(at, len(lesson.steps)):
            self._advance()

    # ------------------------------------------------------------------ the offer
    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step:
        if self.finished:
            raise LessonError(f"lesson {self.lesson.key!r} is finished")
        return self.lesson.steps[self.index]

    @property
    def line(self) -> Line:
        """The coach's line for the step offered."""
        return Line(self.step.say)

    @property
    def highlight(self) -> tuple[str, ...]:
        return self.step.highlight

    def choices(self) -> tuple[Action, ...]:
        """What the student may do now (empty on a step that is only read)."""
        if self.finished or self.step.reads_only:
            return ()
        return student_choices(self.state, self.lesson.student)

    def expected(self) -> tuple[Action, ...]:
        return expected_actions(self.game, self.lesson, self.index + 1, self.step)

    # ------------------------------------------------------------------ answers
    def choose(self, action: Action | str) -> Verdict:
        """The verdict on the student's choice; a right one is applied and the lesson moves
        on, a wrong one leaves everything as it was."""
        step = self.step
        if step.reads_only:
            raise LessonError(f"lesson {self.lesson.key!r}, step {self.index + 1}: "
                              "nothing to choose here; go on")
        if not isinstance(action, Action):
            try:
                action = self.game.parse_action(action)
            except TrickbidError as exc:
                raise LessonError(f"not an action: {exc}") from None
        if action in self.expected():
            self.state = apply_choice(self.state, self.lesson.student, action)
            self.index += 1
            self._enter()
            return Verdict(True, (Line(step.right),))
        return self.judge_wrong(action)

    def judge_wrong(self, action: Action) -> Verdict:
        """Why ``action`` is wrong here (nothing is applied)."""
        step = self.step
        own = step.wrong.get(str(action))
        seat = None if self.state.to_play == self.lesson.student else self.lesson.student
        refusal = self.state.refusal(action, seat)
        if refusal is not None:
            words: list[Said] = [Reason(refusal)]
            extra = own or step.refused
            if extra:
                words.append(Line(extra))
            return Verdict(False, tuple(words), refused=True)
        return Verdict(False, (Line(own or step.poor),))

    def go_on(self) -> None:
        """Leave a step that is only read."""
        if not self.step.reads_only:
            raise LessonError(f"lesson {self.lesson.key!r}, step {self.index + 1}: "
                              "the coach waits for a choice")
        self.index += 1
        self._enter()

    # ------------------------------------------------------------------ moving on
    def _advance(self) -> None:
        """Take the step as the coach expects (resuming)."""
        if self.step.reads_only:
            self.go_on()
        else:
            self.choose(self.expected()[0])

    def _enter(self) -> None:
        """Play the scripted actions before the step now offered."""
        if not self.finished:
            self.state = play_scripted(self.game, self.state, self.lesson, self.index + 1,
                                       self.step)
