"""The host of a table on the network: a ``TableHost`` and a listener for its open seats.

The listener is an ``asyncio`` server on its own thread and loop, started by ``open()`` and
closed with the table: nothing listens unless a table is hosted.  A peer says ``hello``
(protocol and program versions, the table code, its token for this table, the seat it
wants); once seated, each line it sends is checked (``protocol.read_request``) and given
to the referee as that seat's request, so a peer can only ever act for its own seat, and
the core judges every move as it judges a local one.

Protection, all per connection unless said: lines over ``MAX_REQUEST`` bytes, malformed
lines and floods (a token bucket) are refused with a reason and, past a few strikes, the
connection is closed; a wrong code counts against the peer's address and past
``code_tries`` that address is refused for the table's life; a peer that sends nothing
(not even its ping) for ``idle_timeout`` is dropped; what is queued for a peer is bounded
(``queue_limit`` bytes) and a peer that does not read it within ``send_timeout`` is
dropped, so nobody stalls the others.  Who may come in at all — the code, the wrong-code
limits per address and for the whole table, the room for connections not yet seated — is
``game.net.admission``'s to say; the host only asks it.  Nothing a peer sends raises on
the host: every line is decoded under one guard (``_decode``).

A seat whose connection drops shows as ``lost``; after ``takeover_after`` seconds a
computer at the host's level plays it (``TableHost.set_computer``).  The same player —
the same token — coming back gets the seat again: the computer leaves it at once and the
player's view is sent (a computer's answer already being computed may still be played, at
most that one move: never twice, never lost).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import secrets
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.actions import DEAL, Kind
from game.core.phase import Phase
from game.net.admission import Admission, AdmissionLimits, HostNotice
from game.net.fairness import DealSecret, Reveal, pledge_of
from game.net.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    MAX_NAME,
    Bye,
    Closing,
    Contribute,
    Hello,
    HelloRefused,
    Open,
    Ping,
    ProtocolComplaint,
    Say,
    SeatMessage,
    SeatState,
    Welcome,
    host_message,
    read_request,
    reveal_message,
    seats_message,
    table_message,
    welcome_message,
)
from game.net.seats import SeatPlan, saved_seats
from game.net.wire import MAX_REQUEST, PROTOCOL, pack, unpack
from game.table.computers import agent_seed, make_agent
from game.table.host import SeatConnection, TableHost
from game.table.messages import Act, Message, Refusal, Refused, Request, Update
from game.table.referee import Outbox, Referee
from game.table.thinking import Thinker

log = logging.getLogger("trickbid.net")


DEFAULT_PORT = 47390
"""The port a table listens on unless told otherwise: the one the README's firewall rules
name (the window's host falls back to a free port when another program holds it)."""


def new_code() -> str:
    """A fresh table code to read out (four letters and digits, none easily confused)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


@dataclass(frozen=True)
class HostSettings:
    """A network table's limits and waits (seconds, bytes, counts)."""

    program: str
    code: str = field(default_factory=new_code)
    address: str = "0.0.0.0"
    port: int = 0
    any_port_if_taken: bool = False
    """When ``port`` is held by another program, listen on a free port instead (the
    window's host: its screen shows the port it got); else ``open`` fails."""
    takeover_after: float = 60.0
    level: str = "medium"
    """The level of a computer taking over a lost seat."""
    deals: int | None = None
    """Close the table after this many deals (None: play the match out)."""
    hello_timeout: float = 5.0
    idle_timeout: float = 30.0
    ping_every: float = 10.0
    send_timeout: float = 10.0
    queue_limit: int = 1 << 20
    """Bytes waiting for one peer (past it the peer is dropped as too slow)."""
    socket_buffer: int = 65536
    """The kernel's send buffer for each peer, and the transport's high-water mark."""
    rate: float = 30.0
    """Lines a second a peer may send, on average..."""
    burst: float = 60.0
    """...and at once."""
    strikes: int = 5
    """Refused lines (malformed, too fast) within 10 s that close the connection."""
    code_tries: int = 10
    """Wrong codes one address may give in the table's life (``game.net.admission``)."""
    table_tries: int = 20
    """Wrong codes the whole table takes in any ``tries_window`` seconds; past them every
    newcomer is refused ``tries`` for ``lockout`` seconds (friends coming back are not)."""
    tries_window: float = 60.0
    lockout: float = 120.0
    max_connections: int = 32
    unidentified_per_address: int = 8
    """Connections one address may hold before a hello seats one (its oldest goes)."""
    start_when_full: bool = True
    """Start the match once every open seat has a player (a headless host)."""
    hints: bool = True
    """Hints are allowed at this table: every seat is told so in its ``welcome`` (the
    rule is the host's, for everyone, the host's own seat too)."""

    def admission_limits(self) -> AdmissionLimits:
        return AdmissionLimits(code_tries=self.code_tries, table_tries=self.table_tries,
                               tries_window=self.tries_window, lockout=self.lockout,
                               max_connections=self.max_connections,
                               unidentified_per_address=self.unidentified_per_address)


def token_digest(token: str) -> str:
    """What a save keeps of a player's token: its SHA-256, which finds his seat again when
    he comes back with the token but would not let anyone who reads the file take it."""
    return hashlib.sha256(token.lower().encode("ascii", "replace")).hexdigest()


@dataclass
class _Seat:
    plan: SeatPlan
    token: str | None = None
    saved: str | None = None
    """The digest of the token of the player who sat here before the host resumed (his
    seat waits for him: it is not given to the first comer)."""
    name: str = ""
    conn: _Connection | None = None
    lost_since: float | None = None
    timer: asyncio.TimerHandle | None = None
    taken_over: bool = False
    pledge: str | None = None
    """The hash of the contribution this seat's window pledged after its welcome."""
    contribution: str | None = None
    """The contribution itself, shown when the host asked at Start (matching the pledge)."""


ABRUPT = ("slow", "gone", "too_long", "crowded")
"""Ends after which the socket is closed at once (the peer no longer reads or is gone)."""
STRIKE_WINDOW = 10.0
"""Seconds a refused line counts against its connection."""
CONTRIBUTION_WAIT = 2.0
"""Seconds Start waits for a seated window's contribution that has not arrived yet."""
LINGER = 2.0
"""Seconds a gracefully closed peer's late lines are read and dropped."""


class _Connection:
    """One peer: its reader, its bounded queue of lines to send, and its writer task."""

    def __init__(self, host: NetHost, reader: asyncio.StreamReader,
                 writer: asyncio.StreamWriter) -> None:
        self.host = host
        self.reader = reader
        self.writer = writer
        self.queue: deque[bytes] = deque()
        self.queued = 0
        self.wake = asyncio.Event()
        self.closed = False
        self.why = ""
        self.seat: int | None = None
        self.tokens = host.settings.burst
        self.last = time.monotonic()
        self.strikes: deque[float] = deque()
        self.read_done = asyncio.Event()

    # -------------------------------------------------------------- sending
    def send(self, line: bytes) -> None:
        """Queue ``line`` (on the loop); a peer that lets too much pile up is dropped."""
        if self.closed:
            return
        self.queue.append(line)
        self.queued += len(line)
        if self.queued > self.host.settings.queue_limit:
            self.close("slow")
            return
        self.wake.set()

    async def write_loop(self) -> None:
        timeout = self.host.settings.send_timeout
        try:
            while not self.closed or self.queue:
                if not self.queue:
                    self.wake.clear()
                    await self.wake.wait()
                    continue
                if self.writer.transport.is_closing():
                    break
                while self.queue:
                    line = self.queue.popleft()
                    self.queued -= len(line)
                    self.writer.write(line)
                await asyncio.wait_for(self.writer.drain(), timeout)
        except TimeoutError:  # it stopped reading: dropped as too slow (and the host told)
            self.close("slow")
        except (ConnectionError, OSError):
            self.close("gone")
        finally:
            if self.why not in ABRUPT and not self.writer.transport.is_closing():
                # a graceful end: say so (EOF) and let the peer read our last lines before
                # the socket closes, rather than reset it under a request it was sending
                with contextlib.suppress(OSError, RuntimeError):
                    if self.writer.can_write_eof():
                        self.writer.write_eof()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.read_done.wait(), LINGER + 1)
            self.writer.close()

    def close(self, why: str) -> None:
        """Say ``why`` (if the peer still reads) and end the connection."""
        if self.closed:
            return
        self.why = why
        log.info("connection of seat %s closed: %s", self.seat, why)
        self.host.closes.append((self.seat, why))
        self.host.admission.finished(self)
        if why not in ("slow", "gone", "crowded"):
            self.queue.append(pack(table_message(Closing(why))))
        self.closed = True
        self.wake.set()
        if why in ("slow", "crowded"):
            self.queue.clear()
            self.writer.transport.abort()

    def crowd_out(self) -> None:
        """Drop this connection (never seated, or already closed and lingering) to make
        room for a newcomer: at once, without a word."""
        self.close("crowded")
        self.queue.clear()
        self.writer.transport.abort()

    # -------------------------------------------------------------- receiving
    def allowed(self) -> bool:
        """The token bucket: False when the peer sends faster than its rate."""
        now = time.monotonic()
        settings = self.host.settings
        self.tokens = min(settings.burst, self.tokens + (now - self.last) * settings.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def strike(self, why: str, detail: str) -> None:
        """Refuse one line; ``strikes`` within ``STRIKE_WINDOW`` seconds close the
        connection (older ones are forgiven: a fast client now and then is no flood)."""
        # the detail may quote the peer's own text (a lone surrogate cannot be written)
        safe = detail[:200].encode("utf-8", "backslashreplace").decode("utf-8")
        self.send(pack(table_message(ProtocolComplaint(why, safe))))
        now = time.monotonic()
        self.strikes.append(now)
        while self.strikes and self.strikes[0] < now - STRIKE_WINDOW:
            self.strikes.popleft()
        if len(self.strikes) >= self.host.settings.strikes:
            self.close("errors")

    async def read_line(self, timeout: float) -> bytes | None:
        """The next line, or None when the peer is gone, silent too long or over the cap."""
        try:
            line = await asyncio.wait_for(self.reader.readline(), timeout)
        except (TimeoutError, ConnectionError, OSError):
            return None
        except (ValueError, asyncio.LimitOverrunError):  # a line over the cap
            self.close("too_long")
            return None
        return line if line.endswith(b"\n") else None


class _Link:
    """The table host's view of a remote seat: encodes on the host's thread, queues on the
    loop (``deliver`` never blocks).  One link is one connection: its first update carries
    the match's finished results, each later one only those scored since (``known``)."""

    def __init__(self, host: NetHost, conn: _Connection) -> None:
        self._host = host
        self._conn = conn
        self._known = 0
        """The finished deals' results this connection has been sent."""

    def deliver(self, message: Message) -> None:
        line = pack(host_message(message, self._known))
        if isinstance(message, Update):
            self._known = len(message.view.results)
        self._host.loop.call_soon_threadsafe(self._conn.send, line)


class _DealLimit(Referee):
    """The referee of a table that closes after ``deals`` deals: the next deal is refused
    on the referee's own thread, so no request racing the close can start it."""

    def __init__(self, state: Any, deals: int | None) -> None:
        super().__init__(state, resumed=bool(state.log) or bool(state.results))
        self.deals = deals

    def handle(self, seat: int, request: Request) -> Outbox:
        if (self.deals is not None and isinstance(request, Act)
                and request.action.kind is Kind.DEAL and len(self.state.results) >= self.deals):
            return [(seat, Refused(Refusal.NOT_YOURS))]
        return super().handle(seat, request)


class NetHost:
    """A table of ``seats`` from ``state``, served on the network while it is open.

    ``on_change(state)`` is called on the table host's thread after every move (the
    host's autosave); ``pace(window)`` is the table host's pace for computers' moves
    (``TableHost``; none by default: a headless table plays at once)."""

    def __init__(self, state: Any, seats: Sequence[SeatPlan], settings: HostSettings,
                 on_change: Callable[[Any], None] | None = None,
                 pace: Callable[[bool], float] | None = None,
                 tokens: Sequence[str | None] = (),
                 fair: DealSecret | None = None) -> None:
        """``fair``: the host's secret for deals every seat can check (``fairness``): each
        welcome carries its commitment, and at Start the match is dealt anew from the
        seed it and the seats' contributions give — unless ``state`` is a resumed match,
        whose ``fair`` comes from its save already fixed.  None: the deals follow
        ``state``'s own seed and nothing is committed (tests that foresee the deals)."""
        if len(seats) != state.players:
            raise ValueError(f"{len(seats)} seats planned for {state.players} players")
        # first: a code outside the alphabet is refused before any thread is started
        self.admission: Admission[_Connection] = Admission(settings.code,
                                                           settings.admission_limits())
        self.notices: deque[HostNotice] = self.admission.notices
        """What the host should be told (someone guessing the code): each screen or log
        words it (``game.i18n.net_words.host_notice_text``); read from any thread."""
        self.settings = settings
        self.state = state
        """The latest true state (the host's own: saving, tests)."""
        self._game = state.game
        self._seed = state.match_seed if state.match_seed is not None else 0
        self._seats = [_Seat(plan, name=plan.name[:MAX_NAME]) for plan in seats]
        for seat, digest in zip(self._seats, tokens, strict=False):
            if digest is not None and seat.plan.kind == "open":
                seat.saved = digest
        self._thinker = Thinker()  # the table host's own: it closes it when it stops
        self._referee = _DealLimit(state, settings.deals)
        computers = {i: make_agent(p.level, self._game, i, agent_seed(self._seed, i))
                     for i, p in enumerate(seats) if p.kind == "computer"}
        self._table = TableHost(self._referee, computers, self._thinker,
                                on_change=self._changed, first_events=state.last_events,
                                stop_when_empty=False, **({"pace": pace} if pace else {}))
        self._on_change = on_change
        if fair is not None and fair.used is None and (state.log or state.results):
            raise ValueError("a resumed match keeps the secret it was dealt from")
        self.fair = fair
        self._start_asked: float | None = None
        self._opening: dict[int, str] | None = None
        """At Start, once every pledge was in: each pledging seat's pledge, by seat (its
        contribution is asked for and must match it)."""
        self.resumable = False
        """The table's owner keeps it to resume (a save): closing before the match is over
        then reveals nothing, since the secret would tell every seat the deals to come."""
        self._started = False
        self._live_people = 0
        self._conns: set[_Connection] = set()
        self.loop = asyncio.new_event_loop()
        self._server: asyncio.base_events.Server | None = None
        self._thread: threading.Thread | None = None
        self._closed = threading.Event()
        self.ended = ""
        """Why the table closed (``match_over``, ``deals_done``, ``host_left``)."""
        self.port = 0
        self.said: deque[Say] = deque(maxlen=64)
        """The last quick messages, for the host's own screen."""
        self._said_at: dict[int, float] = {}
        self.closes: deque[tuple[int | None, str]] = deque(maxlen=64)
        """The last connections closed: (seat or None, why) — what the host may show."""

    # -------------------------------------------------------------- the host's own API
    def connect(self, seat: int) -> SeatConnection:
        """The host's own seat (a ``person`` seat), before ``open``."""
        assert self._seats[seat].plan.kind == "person"
        return self._table.connect(seat)

    def open(self) -> int:
        """Start listening; the port it listens on."""
        ready = threading.Event()
        self._thread = threading.Thread(target=self._serve, args=(ready,), name="table-net",
                                        daemon=True)
        self._thread.start()
        ready.wait(10)
        if self._server is None:
            raise OSError(f"cannot listen on {self.settings.address}:{self.settings.port}")
        if self.settings.start_when_full:
            self.loop.call_soon_threadsafe(self._start_if_full)
        return self.port

    def start(self) -> None:
        """Start the match now (the host said so); open seats not yet taken are lost."""
        self.loop.call_soon_threadsafe(self._start)

    def close(self, why: str = "host_left") -> None:
        """Close the table: every peer is told ``why``, the listener closes."""
        if not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(self._finish, why)
            except RuntimeError:
                pass

    def say(self, seat: int, phrase: str) -> None:
        """``seat`` says one of ``PHRASES`` to the table (the host's own seat too; any
        thread).  One phrase a second per seat: more are dropped."""
        if threading.current_thread() is not self._thread:
            with contextlib.suppress(RuntimeError):  # the table has closed
                self.loop.call_soon_threadsafe(self.say, seat, phrase)
            return
        now = time.monotonic()
        if now - self._said_at.get(seat, -10.0) < 1.0:
            return
        self._said_at[seat] = now
        self.said.append(Say(phrase, seat))
        line = pack(table_message(Say(phrase, seat)))
        for conn in self._conns:
            if conn.seat is not None:
                conn.send(line)

    def guessing(self) -> HostNotice | None:
        """The notice in force while the table refuses newcomers because someone is
        trying codes (for the host's screen; any thread), else None."""
        if not self.admission.locked() or not self.notices:
            return None
        return self.notices[-1]

    def wait_closed(self, timeout: float | None = None) -> bool:
        return self._closed.wait(timeout)

    def table_record(self) -> dict[str, Any]:
        """What a resumed table needs besides the match's record: each seat's kind
        (``saved_seats``) and the digest of the token of the friend who sat there (never
        the token), so he gets his seat back by coming back (``tokens`` of a new host)."""

        return {"seats": list(saved_seats([s.plan for s in self._seats])),
                "tokens": [token_digest(s.token) if s.token is not None else s.saved
                           for s in self._seats]}

    def seat_states(self) -> tuple[SeatState, ...]:
        """Who sits where now (for the host's screen and every seat's)."""
        now = time.monotonic()
        out = []
        for seat in self._seats:
            plan = seat.plan
            if plan.kind == "computer":
                out.append(SeatState("computer", level=plan.level))
            elif plan.kind == "person" or seat.conn is not None:
                out.append(SeatState("person", seat.name))
            elif seat.taken_over:
                out.append(SeatState("computer", seat.name, self.settings.level))
            elif seat.lost_since is not None:
                left = self.settings.takeover_after - (now - seat.lost_since)
                out.append(SeatState("lost", seat.name, takeover_in=max(0, round(left))))
            else:
                out.append(SeatState("open"))
        return tuple(out)

    # -------------------------------------------------------------- the loop thread
    def _serve(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            try:
                self._server = self.loop.run_until_complete(asyncio.start_server(
                    self._accept, self.settings.address, self.settings.port,
                    limit=MAX_REQUEST))
            except OSError:
                if not self.settings.any_port_if_taken or self.settings.port == 0:
                    raise
                log.info("port %s is taken: listening on a free one", self.settings.port)
                self._server = self.loop.run_until_complete(asyncio.start_server(
                    self._accept, self.settings.address, 0, limit=MAX_REQUEST))
            self.port = self._server.sockets[0].getsockname()[1]
        except OSError as exc:  # said once, by ``open``'s caller: no traceback here
            log.info("cannot listen on %s:%s: %s", self.settings.address,
                     self.settings.port, exc)
            ready.set()
            self._closed.set()
            return
        ready.set()
        pinger = self.loop.create_task(self._ping())
        try:
            self.loop.run_forever()
        finally:
            pinger.cancel()
            pending = asyncio.all_tasks(self.loop)
            for task in pending:
                task.cancel()
            self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            self.loop.close()
            self._closed.set()

    async def _ping(self) -> None:
        line = pack(table_message(Ping()))
        while True:
            await asyncio.sleep(self.settings.ping_every)
            for conn in list(self._conns):
                if conn.seat is not None:
                    conn.send(line)
            if any(s.lost_since is not None and not s.taken_over for s in self._seats):
                self._tell_seats()  # the countdown

    async def _accept(self, reader: asyncio.StreamReader,
                      writer: asyncio.StreamWriter) -> None:
        """One peer's whole stay.  When the table's loop closes under it (its task is
        cancelled) it ends quietly: asyncio's server would log a cancelled handler as an
        error with its traceback."""
        try:
            await self._serve_connection(reader, writer)
        except asyncio.CancelledError:
            writer.transport.abort()

    async def _serve_connection(self, reader: asyncio.StreamReader,
                                writer: asyncio.StreamWriter) -> None:
        conn = _Connection(self, reader, writer)
        room = None if self.ended else self.admission.arrive(conn, _address(writer))
        if room is None:
            writer.transport.abort()
            return
        for old in room:
            old.crowd_out()
        sock = writer.get_extra_info("socket")
        if sock is not None:  # the kernel's share of a peer that stops reading is bounded too
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF,
                                self.settings.socket_buffer)
        writer.transport.set_write_buffer_limits(high=min(self.settings.socket_buffer,
                                                          self.settings.queue_limit))
        self._conns.add(conn)
        writing = asyncio.ensure_future(conn.write_loop())
        try:
            seat = await self._greet(conn)
            if seat is not None:
                await self._serve_seat(conn, seat)
        finally:
            if not conn.closed:
                conn.close("gone")
            if conn.seat is not None:
                self._lost(conn.seat, conn)
            if conn.why not in ABRUPT:
                await self._linger(conn)
            conn.read_done.set()
            self._conns.discard(conn)
            self.admission.left(conn)
            try:
                await asyncio.wait_for(writing, self.settings.send_timeout + 1)
            except (TimeoutError, asyncio.CancelledError):
                writer.transport.abort()

    async def _linger(self, conn: _Connection) -> None:
        """Read and drop what a closed peer still sends, until it closes (at most
        ``LINGER`` seconds and 64 KiB)."""
        end = time.monotonic() + LINGER
        dropped = 0
        with contextlib.suppress(TimeoutError, ConnectionError, OSError):
            while dropped < 65536 and (left := end - time.monotonic()) > 0:
                data = await asyncio.wait_for(conn.reader.read(4096), left)
                if not data:
                    return
                dropped += len(data)

    def _refuse(self, conn: _Connection, why: str) -> None:
        conn.send(pack(table_message(HelloRefused(why, self.settings.program, PROTOCOL))))
        conn.close("refused")

    async def _greet(self, conn: _Connection) -> int | None:
        line = await conn.read_line(self.settings.hello_timeout)
        if line is None:
            conn.close(conn.why or "gone")
            return None
        hello = _decode(line)
        if not isinstance(hello, Hello):
            self._refuse(conn, "hello")
            return None
        if hello.protocol != PROTOCOL:
            self._refuse(conn, "protocol")
            return None
        if hello.program != self.settings.program:
            self._refuse(conn, "program")
            return None
        was_locked = self.admission.locked()
        why = self.admission.judge(_address(conn.writer), hello.code, self._returning(hello))
        if not was_locked and self.admission.locked():
            log.warning("someone is guessing the table code: newcomers refused for %ss",
                        self.settings.lockout)
        if why is not None:
            self._refuse(conn, why)
            return None
        seat = self._choose_seat(hello)
        if isinstance(seat, str):
            self._refuse(conn, seat)
            return None
        self._sit(seat, conn, hello)
        return seat

    def _returning(self, hello: Hello) -> bool:
        """Whether ``hello`` carries the token of a seat's player (a friend coming back:
        no stranger knows 128 random bits, so no lockout holds him)."""
        token = hello.token.lower()
        if len(token) != 32:
            return False
        if any(seat.token is not None and secrets.compare_digest(seat.token, token)
               for seat in self._seats):  # (asked before the code is: no timing to read)
            return True
        digest = token_digest(token)
        return any(seat.token is None and seat.saved is not None
                   and secrets.compare_digest(seat.saved, digest) for seat in self._seats)

    def _choose_seat(self, hello: Hello) -> int | str:
        """The seat ``hello`` gets, or why none: its own again (same token), the one it
        asks for if open, else the first open one."""
        token = hello.token.lower()
        for i, seat in enumerate(self._seats):
            if seat.token == token:
                return i
        digest = token_digest(token)
        for i, seat in enumerate(self._seats):
            if seat.token is None and seat.saved is not None \
                    and secrets.compare_digest(seat.saved, digest):
                return i  # his seat before the host resumed the match
        wanted = range(len(self._seats)) if hello.seat is None else [hello.seat]
        for i in wanted:
            if i >= len(self._seats):
                return "no_seat"
            seat = self._seats[i]
            # a seat kept for a player of the resumed match is given to whoever asks for
            # it by number (as before tokens were kept), never to the first comer
            if seat.plan.kind == "open" and seat.token is None and (
                    seat.saved is None or hello.seat is not None):
                return i
        return "seat_taken" if hello.seat is not None else "no_seat"

    def _sit(self, index: int, conn: _Connection, hello: Hello) -> None:
        seat = self._seats[index]
        old = seat.conn
        if old is not None:  # the same player from a new connection: the old one goes
            old.seat = None
            old.close("replaced")
            self._live_people -= 1
        seat.token, seat.name, seat.conn = hello.token.lower(), hello.name, conn
        conn.seat = index
        self.admission.identified(conn)
        seat.lost_since = None
        if seat.timer is not None:
            seat.timer.cancel()
            seat.timer = None
        if seat.taken_over:
            seat.taken_over = False
            self._table.set_computer(index, None)
        self._live_people += 1
        if not self._started and self._opening is None:
            seat.pledge = None  # a new connection contributes anew
        conn.send(pack(welcome_message(Welcome(
            index, len(self._seats), self.settings.program, self.settings.hints,
            self.fair.commitment if self.fair is not None else None, self._game.id),
            PROTOCOL)))
        self._table.join(index, _Link(self, conn))
        self._tell_seats()
        if self.settings.start_when_full:
            self._start_if_full()

    async def _serve_seat(self, conn: _Connection, seat: int) -> None:
        while not conn.closed:
            line = await conn.read_line(self.settings.idle_timeout)
            if line is None or conn.closed:
                return
            if not conn.allowed():
                conn.strike("too_fast", f"at most {self.settings.rate:g} messages a second")
                continue
            request = _decode(line)
            match request:
                case ValueError():
                    conn.strike("malformed", str(request))
                case Bye():
                    conn.close("bye")
                    return
                case Ping():
                    pass
                case Say():
                    self.say(seat, request.phrase)
                case Hello():
                    conn.strike("malformed", "hello is said once")
                case Contribute() | Open():
                    self._contributed(seat, request)
                case _ if self._started and not self.ended:
                    self._table.submit(seat, request)
                case _:
                    conn.send(pack(host_message(Refused(Refusal.NOT_YOURS))))

    def _lost(self, index: int, conn: _Connection) -> None:
        seat = self._seats[index]
        if seat.conn is not conn:
            return
        seat.conn = None
        self._live_people -= 1
        self._table.leave(index)
        if self.ended:
            return
        if not self._started:  # nothing is at stake yet: the seat is open again
            seat.token, seat.name = None, ""
            self._tell_seats()
            return
        seat.lost_since = time.monotonic()
        seat.timer = self.loop.call_later(self.settings.takeover_after, self._take_over, index)
        self._tell_seats()
        self._deal_if_nobody()

    def _take_over(self, index: int) -> None:
        seat = self._seats[index]
        seat.timer = None
        if seat.conn is not None or self.ended:
            return
        seat.taken_over = True
        agent = make_agent(self.settings.level, self._game, index,
                           agent_seed(self._seed, index))
        self._table.set_computer(index, agent)
        self._tell_seats()
        self._deal_if_nobody()

    def _tell_seats(self) -> None:
        line = pack(seats_message(self.seat_states()))
        for conn in self._conns:
            if conn.seat is not None:
                conn.send(line)

    def _start_if_full(self) -> None:
        if all(s.plan.kind != "open" or s.token is not None for s in self._seats):
            self._start()

    def _start(self) -> None:
        if self._started or self.ended or self._contributions_due():
            return
        self._started = True
        for i, seat in enumerate(self._seats):
            if seat.plan.kind == "open" and seat.token is None:
                seat.lost_since = time.monotonic()
                seat.timer = self.loop.call_later(0, self._take_over, i)
        self._fix_deals()
        self._table.start()

    # -------------------------------------------------------------- deals every seat checks
    def _contributed(self, index: int, said: Contribute | Open) -> None:
        """A seat's pledge (kept until Start asks for the contributions: the last one its
        connection sent), or the contribution it pledged (kept only when Start asked for
        it and it matches the pledge).  Anything else adds nothing."""
        seat = self._seats[index]
        if self._started:
            return
        if isinstance(said, Contribute):
            if self._opening is None:
                seat.pledge = said.pledge
        elif self._opening is not None and self._opening.get(index) == pledge_of(
                said.contribution):
            seat.contribution = said.contribution

    def _contributions_due(self) -> bool:
        """Start in two steps, each waiting at most ``CONTRIBUTION_WAIT`` s (then going on
        without what is missing): first every seated window's pledge (it follows the
        welcome), then — the pledges fixed, so nobody can choose a contribution after
        seeing another — the contributions themselves, asked of those who pledged."""
        fair = self.fair
        if fair is None or fair.used is not None or not fair.takes_contributions:
            return False
        now = time.monotonic()
        if self._start_asked is None:
            self._start_asked = now
        if self._opening is None:
            if now - self._start_asked < CONTRIBUTION_WAIT and not all(
                    s.conn is None or s.pledge is not None for s in self._seats):
                return self._start_later()
            self._opening = {i: s.pledge for i, s in enumerate(self._seats)
                             if s.conn is not None and s.pledge is not None}
            self._start_asked = now
            line = pack(table_message(Open()))
            for i in self._opening:
                conn = self._seats[i].conn
                if conn is not None:
                    conn.send(line)
        if now - self._start_asked < CONTRIBUTION_WAIT and not all(
                self._seats[i].contribution is not None for i in self._opening):
            return self._start_later()
        return False

    def _start_later(self) -> bool:
        # a table that starts when full asks again whether it still is (a seat may leave)
        self.loop.call_later(0.02, self._start_if_full if self.settings.start_when_full
                             else self._start)
        return True

    def _fix_deals(self) -> None:
        """At Start: the match seed from the secret and the seated windows'
        contributions, and the match dealt anew from it (nothing was dealt to anyone yet:
        the table host sends no view before it starts).  A resumed match keeps its own."""
        fair = self.fair
        if fair is None or fair.used is not None:
            return
        opened = self._opening or {}
        seed = fair.fix([s.contribution if i in opened else None
                         for i, s in enumerate(self._seats)])
        state = self._game.new_match(seed=seed)
        self.state = state
        self._table.restart(state)

    def _reveal(self, why: str) -> None:
        """The table closes: reveal the secret and the contributions used to every seat
        still connected, so each can check the deals — once the match is over, or at any
        close of a table nobody keeps to resume (its deals to come would be known)."""
        fair = self.fair
        if fair is None or fair.used is None or not self._started:
            return
        if self.resumable and why not in ("match_over", "deals_done"):
            return
        line = pack(reveal_message(Reveal(fair.secret.hex(), fair.used)))
        for conn in self._conns:
            if conn.seat is not None:
                conn.send(line)

    def fair_record(self) -> dict[str, object] | None:
        """What a resumed table needs to reveal the same secret (``DealSecret.as_json``);
        None before Start (a resumed table draws a new one) or without one."""
        fair = self.fair
        return fair.as_json() if fair is not None and fair.used is not None else None

    # -------------------------------------------------------------- the table's changes
    def _changed(self, state: Any, taken_back: int = 0) -> None:
        """On the table host's thread after every move: keep the state, end the table
        when the match (or the deals asked for) is done (a table of several people takes
        nothing back: ``taken_back`` stays 0)."""
        self.state = state
        if self._on_change is not None:
            self._on_change(state)
        deals = self.settings.deals
        if state.phase is Phase.OVER:
            self.loop.call_soon_threadsafe(self._finish, "match_over")
        elif state.phase is Phase.SCORED:
            if deals is not None and len(state.results) >= deals:
                self.loop.call_soon_threadsafe(self._finish, "deals_done")
            else:
                self.loop.call_soon_threadsafe(self._deal_if_nobody)

    def _deal_if_nobody(self) -> None:
        """Between deals a person deals the next one; with nobody connected (and nobody at
        the host's own screen), the host."""
        state = self.state
        if self._started and not self.ended and self._live_people == 0 \
                and not any(s.plan.kind == "person" for s in self._seats) \
                and state.phase is Phase.SCORED and not self._deals_done(state):
            self._table.submit(0, Act(DEAL, self._referee.version))

    def _deals_done(self, state: Any) -> bool:
        deals = self.settings.deals
        return deals is not None and len(state.results) >= deals

    def _finish(self, why: str) -> None:
        if self.ended:
            return
        self.ended = why
        for seat in self._seats:
            if seat.timer is not None:
                seat.timer.cancel()
        self._table.stop()
        self._thinker.close()
        if self._server is not None:
            self._server.close()
        self._reveal(why)
        for conn in list(self._conns):
            conn.close(why)
        self.loop.create_task(self._stop_loop())

    async def _stop_loop(self) -> None:
        deadline = time.monotonic() + self.settings.send_timeout
        while self._conns and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        self._table.wait_stopped(5)
        self.loop.stop()


def _decode(line: bytes) -> SeatMessage | ValueError:
    """A seat's line as a request or a control, or the ``ValueError`` saying why not.

    One guard for everything a peer can send: the wire's and the protocol's own errors,
    and whatever else a hostile line could raise on the way (a number too long to read,
    a text that is no text), so nothing a peer sends ever raises on the host."""
    try:
        return read_request(unpack(line, MAX_REQUEST))
    except (ValueError, TypeError, RecursionError, KeyError, AttributeError) as exc:
        return exc if isinstance(exc, ValueError) else ValueError(type(exc).__name__)


def _address(writer: asyncio.StreamWriter) -> str:
    """The peer's address (its host part: every port of one machine is one address)."""
    peer = writer.get_extra_info("peername")
    return str(peer[0]) if isinstance(peer, tuple) and peer else "?"
