"""Lessons: a coach at the table for each game, UI-free.

A lesson is data (``data/<game package>.py``: an arranged deal and its steps, the coach's
words as catalog messages); ``lesson.py`` reads it, ``validation.py`` replays it through the
rules core as it is loaded, ``coach.py`` steps a student through it, ``course.py`` lists
each game's lessons and the free deal that ends them, and ``check.py`` walks them all
headless (``python -m game lessons --check``).
"""

from game.practice.lessons.coach import Coach, Verdict
from game.practice.lessons.course import Course, FreeDeal, course_of, courses
from game.practice.lessons.lesson import Lesson, LessonError, Line, Step

__all__ = ["Coach", "Course", "FreeDeal", "Lesson", "LessonError", "Line", "Step", "Verdict",
           "course_of", "courses"]
