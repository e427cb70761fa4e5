"""The table's own values on the wire (besides the referee's messages, ``game.table.messages``):
a seat's ``Hello``, the quick phrases, the pledges of the deals, who sits where, why a seat is
refused or closed, and the limits of their fields.  ``game.net.protocol`` declares how each
one is written and read.
"""

from __future__ import annotations

import string
from dataclasses import dataclass

from game.net.wire import PROTOCOL

MAX_SEATS = 7
"""No game seats more (Blackout's seven)."""
TOKEN_LENGTH = 32
"""A client's token for a table: 32 hex digits (128 random bits)."""
MAX_NAME = 24
MAX_VERSION = 2**31
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""A table code's letters: no 0/O or 1/I to misread when it is read out."""
CODE_LENGTH = 4
CODE_LETTERS = string.ascii_lowercase + string.digits + "_-."
"""The letters of a code the host sends as data (why a seat is refused or closed, a rule's
id): a newer host's unknown code still reads (the screen words it as a general one),
anything else is not a code."""


@dataclass(frozen=True)
class Hello:
    protocol: int
    program: str
    code: str
    token: str
    seat: int | None
    name: str


PHRASES = ("hello", "good_luck", "well_played", "thanks", "sorry", "oops", "one_moment",
           "good_game", "bye")
"""The quick messages a seat may send the table: ids only, each screen words them in its
own language (no free text: nothing a peer types reaches another's screen)."""


HELLO_REFUSALS = ("hello", "protocol", "program", "code", "tries", "seat_taken", "no_seat")
"""Why a host refuses to seat a peer (``hello_refused``'s ``why``)."""
CLOSINGS = ("match_over", "deals_done", "host_left", "errors", "too_long", "replaced", "bye",
            "refused")
"""Why a host closes a seat's connection (``closing``'s ``why``)."""
COMPLAINTS = ("malformed", "too_fast")
"""Why a host refused one line of a seat (``error``'s ``why``)."""


@dataclass(frozen=True)
class Say:
    """One of ``PHRASES`` to the whole table (seat -> host), or from ``seat`` (host ->
    seat: ``seat`` is filled in by the host, never by the sender)."""

    phrase: str
    seat: int = -1


@dataclass(frozen=True)
class Ping:
    pass


@dataclass(frozen=True)
class Contribute:
    """A seat's pledge of its own random contribution to the match's deals: the hash of
    it (``fairness.pledge_of``, 64 hex digits), sent right after its ``welcome`` (after
    the host committed to its secret)."""

    pledge: str


@dataclass(frozen=True)
class Open:
    """The contribution itself (64 hex digits), sent when the host asks at Start: every
    pledge was in before any contribution was shown (seat -> host), or the host's ask
    (host -> seat, ``contribution`` empty)."""

    contribution: str = ""


@dataclass(frozen=True)
class Bye:
    pass


Control = Hello | Ping | Bye | Say | Contribute | Open


@dataclass(frozen=True)
class SeatState:
    """Who sits at one seat, as every seat is told (``seats`` message)."""

    kind: str
    """``"person"``, ``"computer"``, ``"open"`` (nobody yet) or ``"lost"`` (its
    connection dropped; a computer takes it in ``takeover_in`` seconds)."""
    name: str = ""
    level: str = ""
    takeover_in: int | None = None


SEAT_KINDS = ("person", "computer", "open", "lost")


@dataclass(frozen=True)
class Welcome:
    seat: int
    players: int
    program: str
    hints: bool = True
    """The host allows hints at this table (for every seat, the host's own too)."""
    commitment: str | None = None
    """The SHA-256 of the host's secret (``game.net.fairness``), before any card is dealt;
    None: this table's deals cannot be checked (a table resumed from an older save)."""
    game: str = ""
    """The table's game id: a seat knows who partners whom before the first view, however
    it found the table (issue 48, defect 5)."""
    protocol: int = PROTOCOL
    """The host's protocol version (the seat's own, or it would have been refused)."""


@dataclass(frozen=True)
class Seats:
    seats: tuple[SeatState, ...]


@dataclass(frozen=True)
class HelloRefused:
    why: str
    program: str = ""
    protocol: int = 0


@dataclass(frozen=True)
class Closing:
    why: str


@dataclass(frozen=True)
class ProtocolComplaint:
    """The host refused one of our lines (``why``: malformed, too_fast)."""

    why: str
    detail: str
