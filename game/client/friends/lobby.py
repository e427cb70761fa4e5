"""Sitting down at a friend's table, before its match starts: what the join screen holds.

``Lobby`` connects a ``NetSeat`` on the app's ``Thinker`` (a connection may take seconds:
never on the frame's thread), then each frame (``poll``) takes what the table says — who
sits where, quick messages, a refusal or the table closing — until the host starts the
match.  Its first update makes the lobby ``ready``; ``session()`` then hands the seat to a
``MatchSession``, the messages already taken first (``_Replayed``), so the table starts
from them exactly as from a table at this screen.  ``close()`` leaves the table.
"""

from __future__ import annotations

import collections
from concurrent.futures import Future

from game.client.friends.seat_token import table_contribution
from game.client.matches.links import News
from game.client.matches.session import MatchSession
from game.i18n.net_words import closing_text, hello_refusal_text
from game.net.client import JoinRefused, NetSeat, ProtocolBroken, TableClient
from game.net.protocol import Closing, Say, Seats, SeatState, Welcome
from game.net.version import program_version
from game.table.messages import Request, Update
from game.table.thinking import Thinker


class _Replayed:
    """A seat's connection whose first messages were already taken (by the lobby): they
    come first again, then the connection's own."""

    def __init__(self, seat: NetSeat, first: list[News]) -> None:
        self._seat = seat
        self._first = collections.deque(first)

    def send(self, request: Request) -> None:
        self._seat.send(request)

    def say(self, phrase: str) -> None:
        self._seat.say(phrase)

    def receive(self) -> list[News]:
        out = list(self._first)
        self._first.clear()
        return out + self._seat.receive()

    def wait(self, timeout: float) -> News | None:
        return self._first.popleft() if self._first else self._seat.wait(timeout)

    def close(self) -> None:
        self._seat.close()


class Lobby:
    """One seat at a table on another machine, from the join until the match starts."""

    def __init__(self, thinker: Thinker, address: str, port: int, code: str,
                 seat: int | None = None, name: str = "", token: str | None = None,
                 program: str | None = None, leaving: NetSeat | None = None) -> None:
        """``leaving``: our connection to this table from another seat, closed first."""
        self.thinker = thinker
        self._seat = NetSeat(TableClient(address, port, code.strip().upper(),
                                         program or program_version(), token=token,
                                         seat=seat, name=name,
                                         contributor=None if token is None
                                         else table_contribution(token)))
        self._joining: Future[Welcome] | None = thinker.submit(self._connect, leaving)
        self.seat = -1
        """Our seat, once seated."""
        self.hints = True
        """The host allows hints at this table (its welcome says, once seated)."""
        self.game_id = ""
        """The table's game (its welcome says, once seated): who partners whom."""
        self.seats: tuple[SeatState, ...] = ()
        """Who sits where, as the table last said."""
        self.said: collections.deque[Say] = collections.deque(maxlen=8)
        self.trouble = ""
        """Why we are not at the table (refused, closed, lost), in the player's words."""
        self._taken: list[News] = []
        self.closed = False

    def _connect(self, leaving: NetSeat | None) -> Welcome:
        if leaving is not None:  # before the start a seat left is open again (the host's
            leaving.close()  # rule): left first, so that our hello finds it so
            leaving.wait_closed(5)
        return self._seat.connect()

    def moved(self, seat: int) -> Lobby:
        """The same player at ``seat`` of this table instead (an open seat, before the
        start): this lobby's connection is left first, on the thinker."""
        assert self._joining is None and not self.closed
        client = self._seat.client
        hello = client.hello
        self.closed = True
        return Lobby(self.thinker, client.address, client.port, hello.code, seat=seat,
                     name=hello.name, token=hello.token, program=hello.program,
                     leaving=self._seat)

    @property
    def joining(self) -> bool:
        return self._joining is not None

    @property
    def ready(self) -> bool:
        """The match has started: ``session()`` gives the table."""
        return not self.closed and any(isinstance(m, Update) for m in self._taken)

    def poll(self) -> None:
        """Take what has arrived (each frame; never waits)."""
        if self.closed or self.trouble:
            return
        joining = self._joining
        if joining is not None:
            if not joining.done():
                return
            self._joining = None
            error = joining.exception()
            if isinstance(error, JoinRefused):
                self._fail(hello_refusal_text(error.why))
                return
            if error is not None:
                self._fail(hello_refusal_text("unreachable"))
                return
            self.seat = self._seat.seat
            welcome = joining.result()
            self.hints, self.game_id = welcome.hints, welcome.game
        for message in self._seat.receive():
            match message:
                case Seats(seats=seats):
                    self.seats = seats
                    self._taken.append(message)  # the table shows who sits where too
                case Say():
                    self.said.append(message)
                case Closing(why=why) | ProtocolBroken(why=why):
                    self._fail(closing_text(why))
                    return
                case BaseException():
                    self._fail(closing_text("connection_lost"))
                    return
                case _:
                    self._taken.append(message)

    def _fail(self, why: str) -> None:
        self.trouble = why
        self.close()

    def session(self, timeout: float = 10.0) -> MatchSession:
        """The match at this table, from our seat (once ``ready``)."""
        assert self.ready and not self.closed
        link = _Replayed(self._seat, self._taken)
        self._taken = []
        self.closed = True  # the session has the seat now: it leaves the table
        return MatchSession.joined({self.seat: link}, self.thinker, timeout=timeout,
                                   hints=self.hints)

    def close(self) -> None:
        """Leave the table (Esc); once a session has the seat, the session leaves."""
        if self.closed:
            return
        self.closed = True
        joining = self._joining
        if joining is not None and not joining.done():
            joining.add_done_callback(lambda _done: self._seat.close())
        else:
            self._seat.close()
