"""The computer levels as the player reads them: one line each, how it plays and how long
it thinks (issue 38).  Kept true to what ``bench/`` measures: where a level is no stronger
than the one below it, its line says so."""

from __future__ import annotations

from game.i18n import N_, _

LEVEL_NOTES = {
    "easy": N_("Glances at a handful of possible deals and often settles for a card a little "
               "worse than the best, or a bid one too many; answers at once."),
    "medium": N_("Looks at a few possible deals before each card, now and then settles for one "
                 "nearly as good, and never plays a card no player would; thinks a moment."),
    "hard": N_("Plays out many possible deals and reads everyone's bids; thinks up to "
               "a quarter of a second."),
    "expert": N_("Searches several times as far as Hard and thinks up to a second; in "
                 "Blackout and Partnership Blackout it is not measurably stronger than Hard."),
}


def level_note(level: str) -> str:
    """The line that describes ``level`` in the player's language ("" for other levels)."""
    return _(LEVEL_NOTES[level]) if level in LEVEL_NOTES else ""
