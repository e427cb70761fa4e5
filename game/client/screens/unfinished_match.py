"""Asked before a new match replaces an unfinished one (issue 21, defect 10).

Only one match is kept to resume (the autosave), so starting another loses the first: the
player chooses to resume it, to start the new one anyway, or to go back to the form.  It
is the one confirm dialog (``confirm.ConfirmDialog``) with a third, safe answer: Esc is
"cancel", never a commit, and the focus starts on "Resume it".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.games import game_title
from game.client.screens.confirm import ConfirmDialog
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


def unfinished_match_question(host: SceneHost, game_id: str,
                              start_new: Callable[[], object]) -> ConfirmDialog:
    """The question over the new-game form: ``start_new`` runs if the player lets the
    unfinished ``game_id`` match go."""

    def replace() -> None:
        start_new()

    return ConfirmDialog(
        host, _("You have an unfinished {game}.").format(game=game_title(game_id)),
        _("Start new (it is lost)"), replace,
        detail=_("Only one match is kept to resume: a new match replaces it."),
        also=(_("Resume it"), host.matches.resume))
