"""The lesson screens' own words: the menu, the buttons, the offer at a game's first start.

Marked here, beside the coach's lines, so that every message of the lessons sits in one
block of each catalog (the extractor orders messages by source file); the client
translates them where it draws them.
"""

from game.i18n import N_

LEARN_TO_PLAY = N_("Learn to play")
MENU_NOTE = N_("A coach at the table shows each game in short lessons, then you play a free "
               "deal against easy computers with the hint at hand. Default rules.")
FREE_DEAL = N_("Free deal")
FREE_DEAL_NOTE = N_("A whole deal against easy computers, hints on (H)")
LEAVE = N_("Leave (Esc)")
NEXT = N_("Next ▶")
STEP_OF = N_("Step {n} of {total}")
RIGHT = N_("Correct")
TRY_AGAIN = N_("Not quite — try again")
LESSON_DONE = N_("Lesson done!")
NEXT_LESSON = N_("Next lesson")
BACK_TO_LESSONS = N_("All lessons")
NOT_NOW = N_("Not now")
RESUME_AT = N_("resume at step {n}")
DONE_MARK = N_("done")
OFFER_QUESTION = N_("You have not played {game} yet. Learn it with the coach first?")
OFFER_DETAIL = N_("Short lessons at the table, about a quarter of an hour, then a free deal.")
OFFER_YES = N_("Learn to play")
OFFER_NO = N_("Play now")
DEALER = N_("deals")
