"""Who the host lets in: the table code, the wrong-code limits and the room for connections.

One object (``Admission``) holds every limit on strangers, so the server asks it and keeps
none of its own.  Two kinds of limit, each built so that no number of addresses escapes it:

* **Wrong codes.**  Each address has ``code_tries`` wrong codes for the table's life, and
  the whole table has ``table_tries`` wrong codes in any ``tries_window`` seconds: past that
  budget every hello is refused ``tries`` for ``lockout`` seconds *before* its code is
  looked at (a guess made then learns nothing), and the host is told that someone is
  guessing (``notices``).  A friend coming back to his seat with his token is never held
  by either limit: a stranger cannot know a 128-bit token, so nobody guessing codes can
  lock a seated friend out.  The per-address record is bounded (``MAX_ADDRESSES``); once
  full, an address it does not know counts as having used its tries (fail closed: the
  table-wide budget still lets the guesser make only a few tries a minute).
* **Room.**  At most ``max_connections`` connections; a connection that has not yet said
  a hello that seated it is *unidentified*, each address may hold at most
  ``unidentified_per_address`` of them (its oldest is dropped for a new one), and when the
  table is full the oldest unidentified connection anywhere is dropped for the newcomer.
  A seated connection is never dropped for room, and a friend coming back connects,
  sends his hello at once and is seated: silent connections can only push each other out.

A code is checked against its alphabet first (``valid_code``): anything else — full-width
letters, accents, combining marks, look-alikes from other scripts, the wrong length — is a
wrong code, counted like one and refused ``code`` by name (``secrets.compare_digest`` only
ever compares two ASCII strings of the code's length).
"""

from __future__ import annotations

import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from game.net.protocol import CODE_ALPHABET, CODE_LENGTH

MAX_ADDRESSES = 65536
"""Addresses whose wrong codes are remembered (a few MB at most)."""

Conn = TypeVar("Conn")


def valid_code(code: str) -> bool:
    """Whether ``code`` is a table code at all: ``CODE_LENGTH`` characters of
    ``CODE_ALPHABET``, in either case (ASCII only: ``"ſ".upper()`` is ``"S"``)."""
    return (len(code) == CODE_LENGTH and code.isascii()
            and all(c in CODE_ALPHABET for c in code.upper()))


@dataclass(frozen=True)
class AdmissionLimits:
    """The limits on strangers (seconds and counts); ``HostSettings`` carries them."""

    code_tries: int = 10
    """Wrong codes one address may give in the table's life."""
    table_tries: int = 20
    """Wrong codes the whole table takes in any ``tries_window`` seconds..."""
    tries_window: float = 60.0
    lockout: float = 120.0
    """...past which every hello without a seated friend's token is refused ``tries``
    for this long (and the host told)."""
    max_connections: int = 32
    unidentified_per_address: int = 8
    """Connections one address may hold before a hello seats one of them."""


@dataclass(frozen=True)
class HostNotice:
    """Something the host's screen (or the headless host's log) should say: a code for
    the i18n floor to word (``game.i18n.net_words.host_notice_text``), never text.

    ``guessing``: the table-wide wrong-code budget ran out (someone is trying codes);
    ``count`` is the wrong codes within the last window, ``for_seconds`` how long the
    table now refuses newcomers."""

    code: str
    count: int = 0
    for_seconds: int = 0


HOST_NOTICES = ("guessing",)
"""Every ``HostNotice.code`` a host gives."""


class Admission(Generic[Conn]):
    """The host's door (used on the network loop only: no locks)."""

    def __init__(self, code: str, limits: AdmissionLimits,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if not valid_code(code):
            raise ValueError(f"a table code is {CODE_LENGTH} of {CODE_ALPHABET}, "
                             f"not {code[:16]!r}")
        self._code = code.upper().encode("ascii")
        self.limits = limits
        self._clock = clock
        self._tries: dict[str, int] = {}
        self._recent: deque[float] = deque()
        """When each wrong code of the last ``tries_window`` seconds came."""
        self._locked_until = -1.0
        self.notices: deque[HostNotice] = deque(maxlen=64)
        self._unidentified: OrderedDict[Conn, str] = OrderedDict()
        """Connections not yet seated, oldest first, with their address."""
        self._identified: set[Conn] = set()

    # -------------------------------------------------------------- the code
    def judge(self, address: str, code: str, returning: bool) -> str | None:
        """Why a hello from ``address`` with ``code`` is refused (``tries`` or ``code``),
        or None to go on.  ``returning``: its token is a seat's (a friend coming back)."""
        now = self._clock()
        if not returning and (now < self._locked_until or self._used_up(address)):
            return "tries"
        if valid_code(code) and secrets.compare_digest(code.upper().encode("ascii"),
                                                       self._code):
            return None
        self._wrong(address, now)
        return "code"

    def locked(self) -> bool:
        """Whether the table refuses newcomers now (its wrong-code budget ran out)."""
        return self._clock() < self._locked_until

    def _used_up(self, address: str) -> bool:
        if address in self._tries:
            return self._tries[address] >= self.limits.code_tries
        return len(self._tries) >= MAX_ADDRESSES  # full: a new address gets no tries

    def _wrong(self, address: str, now: float) -> None:
        if address in self._tries or len(self._tries) < MAX_ADDRESSES:
            self._tries[address] = self._tries.get(address, 0) + 1
        limits = self.limits
        self._recent.append(now)
        while self._recent and self._recent[0] <= now - limits.tries_window:
            self._recent.popleft()
        if len(self._recent) >= limits.table_tries and now >= self._locked_until:
            self._locked_until = now + limits.lockout
            self.notices.append(HostNotice("guessing", len(self._recent),
                                           round(limits.lockout)))

    # -------------------------------------------------------------- the room
    def arrive(self, conn: Conn, address: str) -> list[Conn] | None:
        """Room for a new connection from ``address``: the connections to drop for it
        (oldest unidentified first), or None when it cannot come in (every place is
        held by a seated peer)."""
        limits = self.limits
        drop: list[Conn] = []
        mine = [c for c, a in self._unidentified.items() if a == address]
        if len(mine) >= limits.unidentified_per_address:
            drop.append(mine[0])
        held = len(self._unidentified) + len(self._identified) - len(drop)
        if held >= limits.max_connections:
            oldest = next((c for c in self._unidentified if c not in drop), None)
            if oldest is None:
                return None
            drop.append(oldest)
        for c in drop:
            del self._unidentified[c]
        self._unidentified[conn] = address
        return drop

    def identified(self, conn: Conn) -> None:
        """``conn`` was seated: it is never dropped for room."""
        if self._unidentified.pop(conn, None) is not None:
            self._identified.add(conn)

    def finished(self, conn: Conn) -> None:
        """``conn`` was closed (refused, replaced, dropped) but lingers a moment: it is the
        first to go for room and no longer counts against its address."""
        if conn in self._identified or conn in self._unidentified:
            self._identified.discard(conn)
            self._unidentified[conn] = ""
            self._unidentified.move_to_end(conn, last=False)

    def left(self, conn: Conn) -> None:
        """``conn`` is gone."""
        self._unidentified.pop(conn, None)
        self._identified.discard(conn)

    def connections(self) -> int:
        return len(self._unidentified) + len(self._identified)
