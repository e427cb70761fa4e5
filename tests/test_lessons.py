"""Lessons (issue 50): data checked through the rules core, and the coach's verdicts."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from game.i18n import set_language
from game.practice.lessons import Coach, LessonError, course_of, courses
from game.practice.lessons.course import load_course
from game.practice.lessons.data import blackout as blackout_data
from game.practice.lessons.data import partnership as partnership_data
from game.practice.lessons.lesson import parse_lesson
from game.practice.lessons.validation import checked
from tests.game_floors import GAME_IDS

TRICK = "blackout"


def blackout_lessons() -> list[dict[str, Any]]:
    return copy.deepcopy(list(blackout_data.LESSONS))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_lessons_that_load_and_end_in_a_free_deal(game_id: str) -> None:
    course = course_of(game_id)
    assert len(course.lessons) >= 4
    assert course.free_deal.game_id == game_id
    assert course.free_deal.level == "easy" and course.free_deal.hints
    assert course.free_deal.options == {}  # the game's default preset


def test_every_course_is_listed() -> None:
    assert [c.game_id for c in courses()] == list(GAME_IDS)


def test_an_illegal_scripted_play_fails_to_load_naming_lesson_and_step() -> None:
    data = blackout_lessons()
    data[0]["steps"][2]["before"] = ["play QH", "play 8D", "play 7H"]  # seat 2 holds AH
    with pytest.raises(LessonError, match=r"lesson 'trick', step 3: scripted 'play 8D'"):
        load_course(TRICK, data)


def test_an_illegal_expected_choice_fails_to_load() -> None:
    data = blackout_lessons()
    data[0]["steps"][2]["expect"] = ["play 9S"]  # a heart was led: must follow
    with pytest.raises(LessonError, match=r"lesson 'trick', step 3: expected play 9S is "
                                          r"illegal: .*follow"):
        load_course(TRICK, data)


def test_a_legal_choice_nobody_explains_fails_to_load() -> None:
    data = blackout_lessons()
    del data[0]["steps"][2]["poor"]
    with pytest.raises(LessonError, match=r"step 3: legal choices play KH are not expected"):
        load_course(TRICK, data)


def test_every_expected_branch_is_checked() -> None:
    data = blackout_lessons()
    # step 4 accepts 9S (followed first) or KH; a step 5 that needs the KH still in hand
    # is legal on the first branch only, and the second branch is checked too
    data[0]["steps"][4] = {"say": data[0]["steps"][4]["say"], "before": ["play 5D", "play KS"],
                           "expect": ["play KH"], "right": "x"}
    with pytest.raises(LessonError, match=r"step 5: expected play KH is illegal"):
        load_course(TRICK, data)
    data[0]["steps"][3]["expect"] = ["play 9S"]
    data[0]["steps"][3]["poor"] = "x"
    assert load_course(TRICK, data).lessons[0].key == "trick"


def test_a_student_move_in_the_script_is_refused() -> None:
    data = blackout_lessons()
    data[0]["steps"][0]["before"] = ["bid 0", "bid 1", "bid 1", "bid 1"]
    with pytest.raises(LessonError, match="the student's own move"):
        load_course(TRICK, data)


def test_unknown_fields_are_refused_by_name() -> None:
    data = blackout_lessons()[0]
    data["steps"][0]["sya"] = "typo"
    with pytest.raises(LessonError, match="unknown field.*sya"):
        parse_lesson(data)


def test_a_right_choice_advances_and_says_why() -> None:
    set_language("en")
    coach = Coach(TRICK, course_of(TRICK).lesson("trick"))
    coach.go_on()
    verdict = coach.choose("bid 1")
    assert verdict.right and "play begins" in verdict.texts()[0]
    # the next step's scripted cards were played: the student follows a trick of three
    assert coach.index == 2 and coach.state.to_play == 0 and coach.state.phase.value == "play"


def test_a_card_the_rules_refuse_gets_the_rules_reason_and_may_be_retried() -> None:
    set_language("en")
    coach = Coach(TRICK, course_of(TRICK).lesson("trick"), at=2)
    before = coach.state
    verdict = coach.choose("play 9S")
    assert not verdict.right and verdict.refused
    assert "must follow suit" in verdict.texts()[0]
    assert "still hold hearts" in verdict.texts()[1]
    assert coach.state is before and coach.index == 2
    assert coach.choose("play 4H").right and coach.index == 3


def test_a_legal_but_poor_choice_is_explained_and_changes_nothing() -> None:
    coach = Coach(TRICK, course_of(TRICK).lesson("trick"), at=2)
    verdict = coach.choose("play KH")
    assert not verdict.right and not verdict.refused
    assert verdict.why[0].message == blackout_data.LESSONS[0]["steps"][2]["poor"]


def test_a_lesson_resumes_at_its_step() -> None:
    lesson = course_of(TRICK).lesson("trick")
    coach = Coach(TRICK, lesson, at=3)
    assert coach.index == 3 and coach.step is lesson.steps[3]
    while not coach.finished:
        if coach.step.reads_only:
            coach.go_on()
        else:
            coach.choose(coach.expected()[0])
    assert coach.finished


def test_the_hook_lesson_shows_the_cores_refusal_of_the_dealers_bid() -> None:
    coach = Coach(TRICK, course_of(TRICK).lesson("bidding"), at=1)
    verdict = coach.choose("bid 1")
    assert verdict.refused and verdict.why[0].refusal.code == "hook"  # type: ignore[union-attr]


def test_contra_out_of_turn_is_the_students_choice() -> None:
    game_id = GAME_IDS[2]
    coach = Coach(game_id, course_of(game_id).lesson("contra"), at=1)
    assert coach.state.to_play != 0
    assert [str(a) for a in coach.choices()] == ["contra", "wait"]
    assert not coach.choose("wait").right
    assert coach.choose("contra").right


def test_a_spade_lead_is_refused_by_the_core_in_partnership_blackout() -> None:
    game_id = GAME_IDS[1]
    coach = Coach(game_id, course_of(game_id).lesson("spades"), at=2)
    verdict = coach.choose("play AS")
    assert verdict.refused and verdict.why[0].refusal.code == "no_spade_lead"  # type: ignore[union-attr]


def test_checked_returns_the_lesson_unchanged() -> None:
    lesson = parse_lesson(copy.deepcopy(partnership_data.LESSONS[0]))
    assert checked(GAME_IDS[1], lesson) is lesson
