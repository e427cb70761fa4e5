"""A table with friends that closed under the player (the host left, closed its window or
crashed; the connection broke): told at once, over whatever is shown, with the way back
to the main menu — the table is not left frozen on a turn that will never come.

Going to the menu files the match (``FriendsTable.file_if_closed``: over, or abandoned
with friends).  "Look at the table" keeps the last picture; Esc there opens the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.screens.confirm import ConfirmDialog
from game.i18n import _
from game.i18n.net_words import closing_text

if TYPE_CHECKING:
    from game.client.matches.session import MatchSession
    from game.client.scenes import SceneHost

QUIET_ENDINGS = ("match_over", "deals_done", "bye")
"""Closings the table shows by itself (the last score sheet; the player left)."""


def needs_telling(session: MatchSession) -> bool:
    """The table closed under the player, before its end, and he has not been told."""
    return (bool(session.ended) and not session.ended_told and not session.closed
            and session.ended not in QUIET_ENDINGS and not session.closed_over)


def table_closed_notice(host: SceneHost, session: MatchSession) -> ConfirmDialog:
    """The notice: what happened, and Main menu lit (Enter takes it)."""
    session.ended_told = True
    dialog = ConfirmDialog(
        host, closing_text(session.ended), _("Main menu"), host.main_menu,
        detail="" if session.unreadable else _(
            "The match is kept in your history as a match with friends left unfinished."),
        cancel=_("Look at the table (Esc)"))
    dialog.focus = 1
    return dialog
