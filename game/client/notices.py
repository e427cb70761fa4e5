"""The program's notice for the player: one thing he should be told (a save that failed, a
match that could not be filed or opened again), held as data and worded when it is shown.

A notice is the storage's ``Notice`` (its code, and for English its own plain message) or
one of the window's own codes (``WINDOW_CODES``, a ``Notice`` with no message); either is
worded by the i18n floor (``game.i18n.notices.notice_text``) in the language shown at the
moment it is drawn.  An exception's text never becomes a notice: a failure is told by the
code of what failed (``failed``).
"""

from __future__ import annotations

import logging

from game.i18n.notices import notice_text
from game.storage import Notice

WINDOW_CODES = frozenset({"save_failed", "settings_not_kept", "match_not_filed",
                          "resume_failed", "table_not_reopened"})
"""What the window itself may report, each worded in every language by the i18n floor."""

log = logging.getLogger(__name__)


class Notices:
    """The notice line the menus show and the table says (the latest notice wins)."""

    def __init__(self) -> None:
        self.current: Notice | None = None

    def tell(self, notice: Notice) -> None:
        """The storage's ``notice`` (its code words it in each language)."""
        self.current = notice

    def failed(self, code: str, cause: BaseException | None = None) -> None:
        """Something failed: ``code`` (one of ``WINDOW_CODES``) says what, in the player's
        words; the failure's own text (``cause``) goes to the log, never to the screen."""
        if code not in WINDOW_CODES:
            raise ValueError(f"not a notice of the window: {code!r}")
        if cause is not None:
            log.warning("%s: %s", code, cause)
        self.current = Notice(code, "")

    def clear(self) -> None:
        self.current = None

    def text(self) -> str:
        """The notice in the player's language now ("" when there is none)."""
        return "" if self.current is None else notice_text(self.current)

    def take(self) -> str:
        """The notice's words, handed on once (to the table's message line)."""
        words = self.text()
        self.current = None
        return words
