"""Partnership Blackout on the practice floor: its drills, its teacher, its verdict."""


from game.practice.partnership.drills import DRILLS
from game.practice.partnership.feedback import SCORING
from game.practice.partnership.verdict import verdict
from game.practice.teacher import Teacher
from game.practice.tricks.feedback import trick_feedback
from game.practice.tricks.review import review_card

GAME_ID = "partnership-blackout"

TEACHER = Teacher(
    GAME_ID, DRILLS, 160,
    lambda situation, call, worlds, seed, stop_at: trick_feedback(
        SCORING, situation, call, worlds, seed, stop_at),
    verdict, review_card,
)
