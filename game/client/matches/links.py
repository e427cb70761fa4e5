"""What a match at this screen reads from its table, and the connections it reads through.

A seat played here is connected either to a table of this screen's own (the referee's
``SeatConnection``: the table's messages) or to a table with friends (``NetSeat`` of a
table elsewhere, or the hosting player's own seat): those also tell who sits where, what
was said, the deals' verdict, the host's notices and how the connection ended.  One
closed union, ``News``, names all of it, so the session and the lobby ``match`` on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.net.admission import HostNotice
from game.net.fairness import Verdict
from game.net.protocol import HostMessage
from game.table.messages import Request

News = HostMessage | Verdict | HostNotice | BaseException
"""Everything a seat's connection may hand the screen: a host's message (a table of this
screen's own sends only the table's part of them), the deals' verdict as a table with
friends closes, the host's notice at the hosting player's own seat, and how a connection
ended (``ProtocolBroken``, ``ConnectionError``)."""


class Link(Protocol):
    """A local seat's connection to its table: a ``SeatConnection`` of a host at this
    screen, or a seat at a table with friends (``TalkingLink``)."""

    def send(self, request: Request) -> None: ...

    def receive(self) -> Sequence[News]: ...

    def wait(self, timeout: float) -> News | None: ...

    def close(self) -> None: ...


class TalkingLink(Link, Protocol):
    """A seat at a table with friends: it may say the protocol's quick phrases."""

    def say(self, phrase: str) -> None: ...


__all__ = ["Link", "News", "TalkingLink"]
