"""A lesson checked through the rules core as it is loaded.

Every scripted action of the other seats and every choice the coach expects must be legal
where the lesson puts it; a step that expects a choice must be the student's to make; a
legal choice the coach does not expect must have words saying why it is wrong.  A lesson
that breaks any of these fails to load with a message naming the lesson, the step and the
rule the core cites.
"""

from __future__ import annotations

from game.core import create_game
from game.core.actions import Action
from game.core.cards import parse_card
from game.core.errors import TrickbidError
from game.core.registry import AnyGame
from game.core.state import TrickState
from game.practice.lessons.lesson import Lesson, LessonError, Step


def parse_scripted(game: AnyGame, text: str) -> tuple[Action, int | None]:
    """An action text, with ``"@3 contra"`` naming a seat that acts out of turn."""
    seat: int | None = None
    if text.startswith("@"):
        head, _space, rest = text.partition(" ")
        seat, text = int(head[1:]), rest
    return game.parse_action(text), seat


def game_of(game_id: str, lesson: Lesson) -> AnyGame:
    """The lesson's game with its options (none: the default preset)."""
    try:
        return create_game(game_id, **lesson.options)
    except TrickbidError as exc:
        raise LessonError(f"lesson {lesson.key!r}: options refused: {exc}") from None


def first_state(game: AnyGame, lesson: Lesson) -> TrickState:
    """The arranged deal."""
    try:
        return game.new_deal(**lesson.deal)
    except (TrickbidError, TypeError) as exc:
        raise LessonError(f"lesson {lesson.key!r}: the deal is refused: {exc}") from None


def student_choices(state: TrickState, student: int) -> tuple[Action, ...]:
    """What the student may do now: his turn's actions, or an out-of-turn call with
    ``wait`` (Bazar Belote's Contra)."""
    return state.actors().get(student, ())


def play_scripted(game: AnyGame, state: TrickState, lesson: Lesson, number: int,
                  step: Step) -> TrickState:
    """``state`` after the step's scripted actions, each checked by the core."""
    for text in step.before:
        where = f"lesson {lesson.key!r}, step {number}: scripted {text!r}"
        try:
            action, seat = parse_scripted(game, text)
        except (TrickbidError, ValueError) as exc:
            raise LessonError(f"{where}: not an action: {exc}") from None
        actor = state.to_play if seat is None else seat
        if actor == lesson.student:
            raise LessonError(f"{where}: is the student's own move; make it a step's choice")
        refusal = state.refusal(action, seat)
        if refusal is not None:
            raise LessonError(f"{where}: illegal: {refusal.message}")
        state = state.apply(action, seat)
    return state


def expected_actions(game: AnyGame, lesson: Lesson, number: int,
                     step: Step) -> tuple[Action, ...]:
    where = f"lesson {lesson.key!r}, step {number}"
    try:
        return tuple(game.parse_action(t) for t in step.expect)
    except TrickbidError as exc:
        raise LessonError(f"{where}: an expected choice is not an action: {exc}") from None


def check_choice_step(state: TrickState, lesson: Lesson, number: int, step: Step,
                      expected: tuple[Action, ...]) -> None:
    """The expected choices are legal for the student, and every other legal one is
    explained."""
    where = f"lesson {lesson.key!r}, step {number}"
    legal = student_choices(state, lesson.student)
    if not legal:
        raise LessonError(f"{where}: expects a choice but the student's seat "
                          f"{lesson.student} may not act here")
    for action in expected:
        if action not in legal:
            seat = None if state.to_play == lesson.student else lesson.student
            refusal = state.refusal(action, seat)
            why = refusal.message if refusal is not None else "not the student's to make"
            raise LessonError(f"{where}: expected {action} is illegal: {why}")
    others = [a for a in legal if a not in expected]
    unexplained = [str(a) for a in others if str(a) not in step.wrong]
    if unexplained and not step.poor:
        raise LessonError(f"{where}: legal choices {', '.join(unexplained)} are not "
                          "expected and nothing says why ('poor' or 'wrong')")


def apply_choice(state: TrickState, student: int, action: Action) -> TrickState:
    """The student's choice applied (out of turn when it is not his turn)."""
    return state.apply(action, None if state.to_play == student else student)


def checked(game_id: str, lesson: Lesson) -> Lesson:
    """``lesson`` if its whole arranged play is legal whichever expected choice the student
    makes at each step, else ``LessonError`` naming the lesson and the step."""
    game = game_of(game_id, lesson)
    _walk(game, lesson, first_state(game, lesson), 0)
    return lesson


def _walk(game: AnyGame, lesson: Lesson, state: TrickState, index: int) -> None:
    """Check the steps from ``index`` on, down every branch of expected choices."""
    for number in range(index + 1, len(lesson.steps) + 1):
        step = lesson.steps[number - 1]
        state = play_scripted(game, state, lesson, number, step)
        for text in step.highlight:
            _check_highlight(game, text, f"lesson {lesson.key!r}, step {number}")
        if step.reads_only:
            continue
        expected = expected_actions(game, lesson, number, step)
        check_choice_step(state, lesson, number, step, expected)
        for other in expected[1:]:
            _walk(game, lesson, apply_choice(state, lesson.student, other), number)
        state = apply_choice(state, lesson.student, expected[0])


def _check_highlight(game: AnyGame, text: str, where: str) -> None:
    try:
        parse_card(text)
        return
    except (TrickbidError, ValueError):
        pass
    try:
        game.parse_action(text)
    except (TrickbidError, ValueError):
        raise LessonError(f"{where}: highlight {text!r} is neither a card nor a call") from None
