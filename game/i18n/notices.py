"""What the storage tells the player about his saved data, in the player's language.

The storage (``game.storage``) reports each problem as a ``Notice(code, message,
moved_to)`` with a detailed English message (paths, the system's own words).  In English
that message is shown as it is; in the other languages the code's plain summary is shown,
with the place a damaged file was set aside when there is one.
"""

from __future__ import annotations

from typing import Protocol

from game.i18n import N_, _, language

WHY = {
    "damaged": N_("Your saved data could not be read."),
    "foreign": N_("The saved data file is not a Trickbid file."),
    "newer": N_("Your saved data comes from a newer Trickbid."),
}
NOTICES = {
    "unwritable": N_("Trickbid cannot write to its folder: you can play, but settings, saved "
                     "games and history will not be kept after you quit."),
    "unreadable": N_("Trickbid is not allowed to read your saved data; it was left as it is. "
                     "This session starts with default settings and nothing will be saved."),
    "read_only": N_("Your saved data can be read but not written: this session will not "
                    "save anything."),
    "busy": N_("Another Trickbid window seems to be using your saved data: this window will "
               "not save anything."),
    "upgrade": N_("Your saved data could not be brought up to date for this version of "
                  "Trickbid; it was left as it is and this session will not save anything."),
    "settings": N_("A saved setting could not be used; it is back to its default."),
    "second_window": N_("Trickbid is already open in another window: this window plays on a "
                        "copy of your saved data and saves nothing. Close it and play in the "
                        "other window to keep your games."),
    "save_busy": N_("Another program is writing to your saved data, so this game is not saved "
                    "yet; Trickbid keeps trying after each move."),
    "save_failed": N_("This game could not be saved."),
    "save_pending": N_("This game is not saved yet: the disk is full or cannot be written. "
                       "Trickbid keeps it and tries again every few seconds; free some space "
                       "to keep it."),
    "disk": N_("Trickbid cannot write your saved data now: the disk is full or cannot be "
               "written. Your data was left as it is; this session saves nothing. Free some "
               "space and start Trickbid again."),
    "practice": N_("Some saved practice calls are damaged and left out of your progress; they "
                   "were kept as they are."),
    "error": N_("Trickbid could not open your saved data: this session starts with default "
                "settings and nothing will be saved."),
    # the window's own notices (game.client.notices): a code, never an exception's text
    "settings_not_kept": N_("Your settings could not be saved: they apply until you quit."),
    "match_not_filed": N_("This match could not be written into your history."),
    "resume_failed": N_("The saved match could not be opened."),
    "table_not_reopened": N_("The table could not be opened on this computer's network"),
}
MOVED = N_("{why} The file was kept as {path} and Trickbid starts with default settings and "
           "an empty history.")
KEPT = N_("{why} This session starts with default settings and nothing will be saved.")


class Worded(Protocol):
    """What a notice gives its words: the storage's ``Notice`` (``game.storage.database``,
    a floor above this one, so named by its shape)."""

    @property
    def code(self) -> str: ...
    @property
    def message(self) -> str: ...
    @property
    def moved_to(self) -> str | None: ...


def notice_text(notice: Worded) -> str:
    """A storage ``Notice`` for the player (its own message in English); a notice without
    a message of its own (the window's: ``game.client.notices``) is worded from its code
    in every language."""
    message, code = notice.message, notice.code
    if not message and code in NOTICES:
        return _(NOTICES[code])
    if language() == "en":
        return message
    if code in NOTICES:
        return _(NOTICES[code])
    why = _(WHY.get(code, WHY["damaged"]))
    moved = notice.moved_to
    if moved:
        return _(MOVED).format(why=why, path=moved)
    return _(KEPT).format(why=why)
