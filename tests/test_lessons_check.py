"""``python -m game lessons --check`` (issue 50): run in-process by the suite."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main as game_main
from game.i18n import LANGUAGES, language
from game.practice.lessons import check
from game.practice.lessons.course import Course, FreeDeal, course_of
from game.practice.lessons.lesson import LessonError
from tests.game_floors import GAME_IDS


def lines(out: str) -> list[dict[str, object]]:
    return [json.loads(x) for x in out.splitlines() if x.strip()]


def test_every_lesson_of_every_game_passes_in_every_language(capsys) -> None:
    spoken = language()
    assert game_main(["lessons", "--check"]) == 0
    found = lines(capsys.readouterr().out)
    expected = sum(len(course_of(g).lessons) for g in GAME_IDS) * len(LANGUAGES)
    assert len(found) == expected
    assert all(x["ok"] and x["ends"] for x in found)
    assert all(x["explained"] == x["wrong_tries"] for x in found)
    # the second pass really tries wrong choices: most lessons have some
    assert sum(int(x["wrong_tries"]) > 0 for x in found) >= len(found) - len(LANGUAGES)
    assert {x["language"] for x in found} == set(LANGUAGES)
    assert language() == spoken  # the checker leaves the player's language as it was


def test_a_missing_translation_fails_the_check(capsys, monkeypatch) -> None:
    real = course_of(GAME_IDS[0])
    lesson = real.lessons[0]
    untranslated = type(lesson)(**{**lesson.__dict__, "title": "A title nobody translated"})
    course = Course(real.game_id, (untranslated,), FreeDeal(real.game_id))
    monkeypatch.setattr(check, "courses", lambda: (course,))
    assert check.main(["--check"]) == 1
    found = lines(capsys.readouterr().out)
    assert [x["ok"] for x in found] == [True] + [False] * (len(LANGUAGES) - 1)  # en first
    assert all("A title nobody translated" in x["missing"] for x in found[1:])


def test_a_wrong_try_without_words_fails_the_check(capsys, monkeypatch) -> None:
    real = course_of(GAME_IDS[0])
    lesson = real.lesson("trick")
    steps = list(lesson.steps)
    steps[2] = type(steps[2])(**{**steps[2].__dict__, "poor": " "})  # words that say nothing
    broken = type(lesson)(**{**lesson.__dict__, "steps": tuple(steps)})
    monkeypatch.setattr(check, "courses",
                        lambda: (Course(real.game_id, (broken,), FreeDeal(real.game_id)),))
    assert check.main(["--check"]) == 1
    found = lines(capsys.readouterr().out)
    assert found[0]["explained"] == int(found[0]["wrong_tries"]) - 1
    assert "step 3: play KH not explained" in found[0]["errors"]


def test_a_lesson_that_fails_to_load_fails_the_check(capsys, monkeypatch) -> None:
    def refuse() -> tuple[Course, ...]:
        raise LessonError("lesson 'x', step 2: scripted 'play 8D': illegal")

    monkeypatch.setattr(check, "courses", refuse)
    assert check.main(["--check"]) == 1
    assert "step 2" in lines(capsys.readouterr().out)[0]["error"]


@pytest.mark.parametrize("argv", [[], ["--chek"], ["--check", "extra"]])
def test_the_command_wants_check(argv: list[str], capsys) -> None:
    assert check.main(argv) == 2
    assert "usage" in capsys.readouterr().err
