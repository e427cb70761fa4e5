"""The bidding teacher: practice deals, drills, feedback, progress and post-deal review.

UI-free (no pygame): the client's Practice and Review scenes draw what this package
computes, and tests and ``bench/practice_feedback.py`` drive it directly::

    from game.practice import PracticeStream, feedback_for
    stream = PracticeStream("blackout", "hook", seed=7)
    situation = stream.next()                 # the player (seat 0) is to call
    fb = feedback_for(situation, situation.legal[0])
    fb.best, fb.reason, fb.loss, fb.value_of(fb.call).tricks

The teacher is the AI's own machinery — sampled worlds consistent with what the seat
knows, played out by the search's rollout policy — with more worlds than a game decision
gets and a fixed seed per situation, so the same deal always gives the same numbers.
"""

from game.practice.drills import Drill
from game.practice.feedback import Feedback, feedback_for
from game.practice.games import drill_named, drills_of
from game.practice.situations import PracticeStream, Situation
from game.practice.teacher import CallValue

__all__ = [
    "CallValue",
    "Drill",
    "Feedback",
    "PracticeStream",
    "Situation",
    "drill_named",
    "drills_of",
    "feedback_for",
]
