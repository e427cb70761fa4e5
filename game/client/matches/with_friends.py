"""The match with friends being played at this screen: its seat's session and, when this
machine hosts it, its ``Hosting``; both are kept here, never by the table, closed when the
table is left, and a joined match filed in the player's history once its table closes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ai import LEVELS
from game.client.friends.kept_seat import forget_table
from game.client.matches.session import HUMAN
from game.net.match_record import joined_record
from game.storage.location import data_dir
from game.storage.match_entry import FRIEND

if TYPE_CHECKING:
    from game.client.friends.hosting import Hosting
    from game.client.matches.session import MatchSession
    from game.client.notices import Notices
    from game.storage import Storage


GONE_FOR_GOOD = ("host_left", "match_over", "deals_done")
"""A joined table closed for these: the seat kept for coming back is gone with it."""


class FriendsTable:
    def __init__(self, storage: Storage | None, notices: Notices) -> None:
        self.storage = storage
        self.notices = notices
        self.current: tuple[MatchSession, Hosting | None] | None = None
        """The match with friends being played, and its hosting on this machine."""
        self.filed = False
        """The joined match being played has been filed in the history."""

    def play(self, session: MatchSession, hosting: Hosting | None) -> None:
        """Sit at a table with friends (``session`` of this screen's seat, and the
        ``hosting`` when this machine is the host), leaving the one before."""
        self.leave()
        self.current = (session, hosting)
        self.filed = False

    def leave(self) -> None:
        """Leave the table with friends, if any: its seat, and its listener if hosted."""
        self.file_if_closed()
        current, self.current = self.current, None
        if current is not None:
            session, hosting = current
            session.close()
            if hosting is not None:
                hosting.close()

    def file_if_closed(self) -> None:
        """Each frame (and on leaving): a joined table that closed is filed, once — its
        match over, or, when it closed before the end (the host left, the connection
        broke) after a move was seen, as an abandoned match with friends, as a match left
        unfinished here is.  A hosted match is filed by its autosave, with the true state."""
        current = self.current
        if current is None or current[1] is not None or self.filed:
            return
        session = current[0]
        if session.ended in GONE_FOR_GOOD:  # no seat is kept there any more
            storage = self.storage
            forget_table(data_dir() if storage is not None and storage.persistent else None)
        if session.closed_over:
            self.filed = True
            self.file_joined(session)
        elif session.ended and not session.unreadable and (
                session.view.version > 0 or session.view.results):
            self.filed = True
            self.file_joined(session, abandoned=True)

    def file_joined(self, session: MatchSession, abandoned: bool = False) -> None:
        """File the match of a table joined on another computer, over, in the player's
        history, marked as played with friends: from the seat's own view (its results,
        scores and winners), the seats as the host last said (a computer by its level,
        a person as a friend), and the match's record when the seat can rebuild it;
        ``abandoned``: the table closed before the match ended (no winners, no record)."""
        if self.storage is None:
            return
        view = session.view
        told = session.seat_states
        seats = [HUMAN if seat in session.humans else
                 told[seat].level if seat < len(told) and told[seat].kind == "computer"
                 and told[seat].level in LEVELS else FRIEND for seat in range(view.players)]
        verdict = session.deals_verdict
        try:
            self.storage.file_joined_match(
                view, seats, None if abandoned else joined_record(view, session.deal_records),
                abandoned=abandoned, deals_verified=verdict.verified if verdict else False)
        except Exception as exc:  # noqa: BLE001 - StorageError: said, the table goes on
            self.notices.failed("match_not_filed", exc)
