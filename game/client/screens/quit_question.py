"""Asked before quitting: when a match is unfinished (it is saved for Resume, or, in a run
that keeps nothing, lost), when something is not saved yet (the disk is full or busy), or
when the player pressed Esc on the main menu.  A demo never asks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.screens.confirm import ConfirmDialog
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


def quit_question(host: SceneHost, quit_now: Callable[[], None], unfinished: bool,
                  ask: bool, settings_waiting: bool = False) -> ConfirmDialog | None:
    """The question before ``quit_now``; None when there is nothing to ask (quit at once).
    ``unfinished``: a match with a person in it is not over; ``ask``: ask anyway;
    ``settings_waiting``: settings the player changed still wait for a busy file."""
    storage = host.storage
    # settings waiting for a busy file count too: the last write at exit waits only so
    # long, and a lock held longer lost the player's choices unasked (issue 46, fault 11)
    unsaved = settings_waiting or (storage is not None and bool(storage.unsaved()))
    if host.autoplay or not (unfinished or ask or unsaved):
        return None
    detail = ""
    if unsaved:  # the disk is full or busy: say so before it is lost (storage.unsaved)
        detail = _("Not everything is saved yet: the disk is full or busy. Stay a moment"
                   " for Trickbid to try again, or quit without it.")
    elif unfinished and host.matches.hosts_table():  # the friends' table ends too (issue 48)
        detail = _("You are the host: quitting ends the table for every friend at it. "
                   "The match is kept, and Resume opens the table again.")
    elif unfinished:
        kept = storage is not None and storage.persistent
        detail = (_("Your match is saved: Resume in the main menu takes you back to it.")
                  if kept else _("This match is not saved: it ends when you quit."))
    return ConfirmDialog(host, _("Quit Trickbid?"), _("Quit"), quit_now,
                         detail=detail, cancel=_("Stay (Esc)"))
