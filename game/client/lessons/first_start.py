"""The lessons offered once, at the first start of a game the player has never played.

Only with the player's own data (a run that keeps nothing, an AI demo and the tests' apps
are never asked): the offer is remembered whatever the answer, so it comes once per game.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from game.client.games import game_title
from game.client.lessons.lesson_menu import LessonMenu
from game.client.screens.confirm import ConfirmDialog
from game.i18n import _
from game.practice.lessons import screen_words as words
from game.storage.database import StorageError

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


def should_offer(host: SceneHost, game_id: str) -> bool:
    """True (once) when ``game_id`` was never played nor its lessons offered; the offer is
    then marked as made."""
    storage = host.storage
    if storage is None or not storage.persistent or host.autoplay:
        return False
    try:
        lessons = storage.lessons
        if lessons.offered(game_id) or lessons.played(game_id):
            return False
        lessons.mark_offered(game_id)
    except StorageError:
        return False  # the file is busy or damaged: play, and ask another time
    return True


def start_or_offer(host: SceneHost, game_id: str, start: Callable[[], object]) -> None:
    """``start()`` the match, or first ask whether to take the lessons of ``game_id``."""
    if not should_offer(host, game_id):
        start()
        return
    def play_now() -> None:
        start()

    host.push(ConfirmDialog(
        host, _(words.OFFER_QUESTION).format(game=game_title(game_id)),
        _(words.OFFER_YES), partial(open_lessons, host, game_id),
        detail=_(words.OFFER_DETAIL), also=(_(words.OFFER_NO), play_now)))


def open_lessons(host: SceneHost, game_id: str) -> None:
    host.push(LessonMenu(host, game_id))
