"""Leaving a table with friends, as people expect: it is asked first, and the question
says what leaving does to the others — the host's leaving ends the table for everyone,
a friend's leaves his seat kept for him (a computer plays it until he is back)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.screens.confirm import ConfirmDialog
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes import SceneHost
    from game.client.table.scene import TableScene


def leaving_question(host: SceneHost, table: TableScene,
                     leave: Callable[[], None]) -> ConfirmDialog | None:
    """The question before ``leave`` takes the player from ``table``; None when nothing
    needs asking (a table at this screen alone, one already closed, a match over)."""
    session = table.session
    if not session.networked or session.ended or session.view.is_over:
        return None
    if host.matches.hosts_table():
        return ConfirmDialog(
            host, _("Close the table for everyone?"), _("Leave and close the table"), leave,
            detail=_("You are the host: if you leave, the table ends for every friend at "
                     "it. The match is kept, and Resume opens the table again."),
            cancel=_("Stay (Esc)"))
    return ConfirmDialog(
        host, _("Leave the table?"), _("Leave the table"), leave,
        detail=_("The others play on: your seat is kept for you, and a computer plays it "
                 "if you are not back soon. Join the table again to come back."),
        cancel=_("Stay (Esc)"))
