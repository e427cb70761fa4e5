"""A seat at a table on another machine: connect, say hello, then requests out, messages in.

``TableClient`` is the asyncio side (one per seat; many can share a loop, as the soak bench
does).  It checks the host as the host checks it: a line over ``MAX_MESSAGE`` bytes, a
malformed line or an unknown message ends the connection with ``ProtocolBroken``; a
different protocol or program version is refused by name (``JoinRefused``).

Whatever the host sends, the joining side ends in one named way: a line that is not
JSON, a number of any size, a text that is not Unicode, a field of the wrong type, any
value the decoder cannot read is ``ProtocolBroken`` (``why`` "unreadable"), never another
exception.

``NetSeat`` runs one ``TableClient`` on the program's network loop (``game.net.loop``)
and offers what a local ``SeatConnection`` offers (``send``, ``receive``, ``wait``,
``close``), so a screen never blocks on the network: it polls ``receive()`` each frame,
and ``close`` returns at once.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import secrets
from collections.abc import AsyncIterator, Callable

from game.net.codec import DecodeError, Decoder
from game.net.fairness import SECRET_BYTES, DealWitness, Reveal, Verdict, pledge_of
from game.net.loop import NETWORK, LoopClosed, NetLoop
from game.net.protocol import (
    Bye,
    Closing,
    Contribute,
    Hello,
    HelloRefused,
    HostMessage,
    Open,
    Ping,
    Say,
    SeatMessage,
    Welcome,
    read_host_message,
    request_message,
)
from game.net.wire import MAX_MESSAGE, PROTOCOL, WireError, pack, unpack
from game.table.mailbox import Mailbox
from game.table.messages import Request


class JoinRefused(Exception):
    """The host would not seat us; ``why`` is the host's code (``code``, ``tries``,
    ``program``, ``protocol``, ``seat_taken``, ``no_seat``, ``hello``)."""

    def __init__(self, why: str, program: str = "") -> None:
        super().__init__(why)
        self.why = why
        self.program = program


class ProtocolBroken(Exception):
    """The host sent something this version cannot read (the connection is closed):
    ``why`` is its code for the screens and the headless summary."""

    why = "unreadable"


CONNECT_MARGIN = 3.0
"""Seconds a ``NetSeat``'s caller waits beyond the connection's own ``timeout`` (which
bounds the whole hello), for a refused connection's close."""


def new_token() -> str:
    """A player's token for one table: kept by the client, so that coming back after a
    dropped connection finds the same seat."""
    return secrets.token_hex(16)


class TableClient:
    """One seat's connection to a host (asyncio)."""

    def __init__(self, address: str, port: int, code: str, program: str,
                 token: str | None = None, seat: int | None = None, name: str = "",
                 ping_every: float = 10.0, idle_timeout: float = 30.0,
                 tap: Callable[[bytes], None] | None = None,
                 contributor: Callable[[str], str] | None = None) -> None:
        """``contributor(commitment)``: our contribution to the deals of the table whose
        host committed so (a window's own, the same when it comes back to a resumed table:
        ``seat_token.table_contribution``); none: fresh random bytes."""
        self.address, self.port = address, port
        self.contributor = contributor
        self.hello = Hello(PROTOCOL, program, code, token or new_token(), seat, name)
        self.ping_every = ping_every
        self.idle_timeout = idle_timeout
        self.tap = tap
        """Sees every line from the host as it arrived (the no-leak test's capture)."""
        self.seat = -1
        self.players = 0
        self._decoder = Decoder()
        self.witness = DealWitness(secrets.token_hex(SECRET_BYTES))
        """Checks the host's deals at the reveal (``fairness``): our contribution is in it."""
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._pinger: asyncio.Task[None] | None = None

    async def connect(self, timeout: float = 10.0) -> Welcome:
        """Connect and be seated within ``timeout`` seconds in all; ``JoinRefused``,
        ``ProtocolBroken``, ``TimeoutError`` or ``OSError`` if not (its socket closed)."""
        try:
            first = await asyncio.wait_for(self._hello(), timeout)
        except BaseException:
            await self.close()
            raise
        match first:
            case HelloRefused():
                await self.close()
                raise JoinRefused(first.why, first.program)
            case Welcome():
                pass
            case _:
                await self.close()
                raise ProtocolBroken(f"expected welcome, got {type(first).__name__}")
        if first.program != self.hello.program:  # the host's is different: refused by name
            await self.close()
            raise JoinRefused("program", first.program)
        self.seat, self.players = first.seat, first.players
        self._contribute(first)
        self._pinger = asyncio.ensure_future(self._ping())
        return first

    def _contribute(self, welcome: Welcome) -> None:
        """After the host committed to its secret: our own random part of the deals."""
        self.witness.commitment = welcome.commitment
        if self.contributor is not None and welcome.commitment is not None:
            self.witness.contribution = self.contributor(welcome.commitment)
        self._write(Contribute(pledge_of(self.witness.contribution)))

    async def _hello(self) -> HostMessage:
        """Connect, say hello and read the host's first answer."""
        reader, writer = await asyncio.open_connection(self.address, self.port,
                                                       limit=MAX_MESSAGE)
        self._reader, self._writer = reader, writer
        writer.write(pack(request_message(self.hello)))
        return await self._next()

    async def _ping(self) -> None:
        while self._writer is not None:
            await asyncio.sleep(self.ping_every)
            self._write(Ping())

    async def _next(self) -> HostMessage:
        assert self._reader is not None
        try:
            line = await self._reader.readline()
        except (ValueError, asyncio.LimitOverrunError):
            raise ProtocolBroken(f"a line over {MAX_MESSAGE} bytes") from None
        if self.tap is not None:
            self.tap(line)
        if not line.endswith(b"\n"):
            raise ConnectionResetError("the host closed the connection")
        try:
            message = read_host_message(unpack(line, MAX_MESSAGE), self._decoder)
        except (WireError, DecodeError) as exc:
            raise ProtocolBroken(str(exc)) from None
        except Exception as exc:  # a reading we did not foresee: refused too
            logging.getLogger("trickbid.net").exception("a host line could not be read")
            raise ProtocolBroken(f"unexpected {type(exc).__name__}") from None
        self.witness.see(message)
        return message

    async def messages(self) -> AsyncIterator[HostMessage | Verdict]:
        """Every message from the host until it closes (``Closing`` is the last one);
        ``ConnectionError`` when the connection drops, ``TimeoutError`` when the host
        has been silent for ``idle_timeout``; it just stops once we closed the connection
        ourselves."""
        while self._writer is not None:  # None: closed by us (left), nothing more to read
            message = await asyncio.wait_for(self._next(), self.idle_timeout)
            match message:
                case Ping() | Reveal():  # a reveal is judged as the table closes
                    continue
                case Open():  # Start: every pledge is in, show what we pledged
                    self._write(Open(self.witness.contribution))
                    continue
                case Closing():
                    verdict = self.witness.at_close(message.why)
                    if verdict is not None:
                        yield verdict
                    yield message
                    return
                case _:
                    yield message

    def _write(self, message: SeatMessage) -> None:
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(pack(request_message(message)))

    def send(self, request: Request) -> None:
        self._write(request)

    def say(self, phrase: str) -> None:
        """One of ``protocol.PHRASES`` to the table (it comes back as ``Say`` with our
        seat, like everyone's)."""
        self._write(Say(phrase))

    def send_raw(self, data: bytes) -> None:
        """Bytes as they are (tests of a hostile peer)."""
        if self._writer is not None:
            self._writer.write(data)

    async def close(self, bye: bool = False) -> None:
        pinger, self._pinger = self._pinger, None
        if pinger is not None and pinger is not asyncio.current_task():
            pinger.cancel()
            await asyncio.wait([pinger])
        writer, self._writer = self._writer, None
        if writer is not None:
            if bye and not writer.is_closing():
                writer.write(pack(request_message(Bye())))
            writer.close()
            try:
                await asyncio.wait_for(writer.wait_closed(), 2)
            except (TimeoutError, ConnectionError, OSError):
                pass


Arrival = HostMessage | Verdict | BaseException
"""What a seat's inbox holds: the host's messages, the deals' verdict as the table closes,
and how the connection ended (``ProtocolBroken``, ``ConnectionError``)."""


class NetSeat:
    """A ``TableClient`` on the program's network loop (``game.net.loop``), with the local
    ``SeatConnection``'s methods: ``send`` a request, ``receive`` what has arrived (never
    waits), ``wait``, ``close``.

    Besides the referee's messages it passes on the table's own (``Seats``, ``Closing``,
    ``ProtocolComplaint``) and, once, a ``ProtocolBroken`` (the host sent something this
    version cannot read) or a ``ConnectionError`` when the connection ends badly; nothing
    after it.  ``connect`` raises ``JoinRefused`` in the caller's thread; ``close`` hands
    the leaving to the loop and returns at once.
    """

    def __init__(self, client: TableClient, loop: NetLoop | None = None) -> None:
        self.client = client
        self._net = loop if loop is not None else NETWORK
        self._inbox: Mailbox[Arrival] = Mailbox()
        self._pump_task: asyncio.Task[None] | None = None
        self._leaving = False
        self._closed = False
        self._left: concurrent.futures.Future[None] | None = None
        self.seat = -1

    def connect(self, timeout: float = 10.0) -> Welcome:
        """Connect and be seated (blocks this thread up to ``timeout`` seconds and a
        little: call it off the window's thread)."""
        done = self._net.submit(self._connect(timeout))
        try:
            welcome = done.result(timeout + CONNECT_MARGIN)
        except concurrent.futures.TimeoutError:
            done.cancel()
            raise TimeoutError("the table did not answer in time") from None
        self.seat = welcome.seat
        return welcome

    async def _connect(self, timeout: float) -> Welcome:
        welcome = await self.client.connect(timeout)
        if self._closed:  # left while connecting: nothing to pump
            await self.client.close(bye=True)
            raise ConnectionError("the seat was left while joining")
        self._pump_task = asyncio.ensure_future(self._pump())
        return welcome

    async def _pump(self) -> None:
        """Everything the host sends into the inbox, then how it ended (once; nothing
        when we left)."""
        end: BaseException | None = None
        try:
            async for message in self.client.messages():
                self._inbox.put(message)
        except ProtocolBroken as exc:
            end = exc
        except (ConnectionError, OSError, TimeoutError) as exc:
            end = exc if isinstance(exc, ConnectionError) else ConnectionError(
                str(exc) or type(exc).__name__)
        except Exception as exc:  # a defect of ours: said, never silent
            logging.getLogger("trickbid.net").exception("reading the table failed")
            end = ProtocolBroken(f"unexpected {type(exc).__name__}")
        finally:
            await self.client.close(bye=self._leaving)
        if end is not None and not self._leaving:
            self._inbox.put(end)

    def send(self, request: Request) -> None:
        self._net.call_soon(self.client.send, request)

    def say(self, phrase: str) -> None:
        self._net.call_soon(self.client.say, phrase)

    def receive(self) -> list[Arrival]:
        return self._inbox.take_all()

    def wait(self, timeout: float) -> Arrival | None:
        return self._inbox.wait(timeout)

    def close(self) -> None:
        """Leave the table (``bye``): the loop does it; this returns at once."""
        if self._closed:
            return
        self._closed = True
        with contextlib.suppress(LoopClosed):  # the program is ending: the loop closed it
            self._left = self._net.submit(self._leave())

    def wait_closed(self, timeout: float) -> bool:
        """After ``close``: wait (off the window's thread) until the host has been told
        and the connection is closed; True if it was within ``timeout`` seconds."""
        left = self._left
        if left is None:
            return self._closed
        with contextlib.suppress(Exception):  # a leave that failed has left all the same
            left.result(timeout)
        return left.done()

    async def _leave(self) -> None:
        """Say bye and close; the pump, finding the connection closed, ends (cancelled
        too, should it be waiting: a cancellation alone can be lost in ``wait_for`` when
        a line arrives at the same moment, and the pump would read on)."""
        self._leaving = True
        await self.client.close(bye=True)
        pump = self._pump_task
        if pump is not None:
            pump.cancel()
            await asyncio.wait([pump])
