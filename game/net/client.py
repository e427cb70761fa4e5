"""A seat at a table on another machine: connect, say hello, then requests out, messages in.

``TableClient`` is the asyncio side (one per seat; many can share a loop, as the soak bench
does).  It checks the host as the host checks it: a line over ``MAX_MESSAGE`` bytes, a
malformed line or an unknown message ends the connection with ``ProtocolBroken``; a
different protocol or program version is refused by name (``JoinRefused``).

``NetSeat`` runs one ``TableClient`` on its own thread and loop and offers what a local
``SeatConnection`` offers (``send``, ``receive``, ``wait``, ``close``), so a screen never
blocks on the network: it polls ``receive()`` each frame.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import threading
from collections.abc import AsyncIterator, Callable
from typing import Any

from game.net.codec import DecodeError, Decoder
from game.net.fairness import SECRET_BYTES, DealWitness, Reveal, pledge_of
from game.net.protocol import (
    Closing,
    Hello,
    HelloRefused,
    Open,
    Ping,
    Welcome,
    hello_message,
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
    """The host sent something that is not the protocol (the connection is closed)."""


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
        """Connect and be seated; ``JoinRefused`` or ``ProtocolBroken`` if not."""
        reader, writer = await asyncio.wait_for(asyncio.open_connection(
            self.address, self.port, limit=MAX_MESSAGE), timeout)
        self._reader, self._writer = reader, writer
        writer.write(pack(hello_message(self.hello)))
        first = await asyncio.wait_for(self._next(), timeout)
        if isinstance(first, HelloRefused):
            await self.close()
            raise JoinRefused(first.why, first.program)
        if not isinstance(first, Welcome):
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
        self._write({"t": "contribute", "pledge": pledge_of(self.witness.contribution)})

    async def _ping(self) -> None:
        while self._writer is not None:
            await asyncio.sleep(self.ping_every)
            self._write({"t": "ping"})

    async def _next(self) -> Any:
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
        self.witness.see(message)
        return message

    async def messages(self) -> AsyncIterator[Any]:
        """Every message from the host until it closes (``Closing`` is the last one);
        ``ConnectionError`` when the connection drops, ``TimeoutError`` when the host
        has been silent for ``idle_timeout``."""
        while True:
            message = await asyncio.wait_for(self._next(), self.idle_timeout)
            if isinstance(message, Ping):
                continue
            if isinstance(message, Reveal):
                continue  # judged as the table closes, on everything it sent
            if isinstance(message, Open):  # Start: every pledge is in, show what we pledged
                self._write({"t": "open", "contribution": self.witness.contribution})
                continue
            if isinstance(message, Closing):
                verdict = self.witness.at_close(message.why)
                if verdict is not None:
                    yield verdict
            yield message
            if isinstance(message, Closing):
                return

    def _write(self, message: dict[str, Any]) -> None:
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(pack(message))

    def send(self, request: Request) -> None:
        self._write(request_message(request))

    def say(self, phrase: str) -> None:
        """One of ``protocol.PHRASES`` to the table (it comes back as ``Say`` with our
        seat, like everyone's)."""
        self._write({"t": "say", "phrase": phrase})

    def send_raw(self, data: bytes) -> None:
        """Bytes as they are (tests of a hostile peer)."""
        if self._writer is not None:
            self._writer.write(data)

    async def close(self, bye: bool = False) -> None:
        if self._pinger is not None:
            self._pinger.cancel()
        writer, self._writer = self._writer, None
        if writer is not None:
            if bye and not writer.is_closing():
                writer.write(pack({"t": "bye"}))
            writer.close()
            try:
                await asyncio.wait_for(writer.wait_closed(), 2)
            except (TimeoutError, ConnectionError, OSError):
                pass


class NetSeat:
    """A ``TableClient`` on its own thread, with the local ``SeatConnection``'s methods:
    ``send`` a request, ``receive`` what has arrived (never waits), ``wait``, ``close``.

    Besides the referee's messages it passes on the table's own (``Seats``, ``Closing``,
    ``ProtocolComplaint``) and ``ConnectionError`` / ``ProtocolBroken`` instances when the
    connection ends badly.  ``connect`` raises ``JoinRefused`` in the caller's thread.
    """

    def __init__(self, client: TableClient) -> None:
        self.client = client
        self._inbox: Mailbox[Any] = Mailbox()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="table-seat",
                                        daemon=True)
        self.seat = -1

    def connect(self, timeout: float = 10.0) -> Welcome:
        self._thread.start()
        done = asyncio.run_coroutine_threadsafe(self.client.connect(timeout), self._loop)
        try:
            welcome = done.result(timeout + 1)
        except BaseException:
            self._loop.call_soon_threadsafe(self._loop.stop)
            raise
        self.seat = welcome.seat
        asyncio.run_coroutine_threadsafe(self._pump(), self._loop)
        return welcome

    async def _pump(self) -> None:
        try:
            async for message in self.client.messages():
                self._inbox.put(message)
        except (ConnectionError, OSError, TimeoutError, ProtocolBroken) as exc:
            self._inbox.put(exc if isinstance(exc, ProtocolBroken | ConnectionError)
                            else ConnectionError(str(exc) or type(exc).__name__))
        finally:
            await self.client.close()

    def send(self, request: Request) -> None:
        self._loop.call_soon_threadsafe(self.client.send, request)

    def say(self, phrase: str) -> None:
        self._loop.call_soon_threadsafe(self.client.say, phrase)

    def receive(self) -> list[Any]:
        return self._inbox.take_all()

    def wait(self, timeout: float) -> Any | None:
        return self._inbox.wait(timeout)

    def close(self) -> None:
        """Leave the table (``bye``) and stop the thread."""
        if self._loop.is_closed() or not self._thread.is_alive():
            return
        done = asyncio.run_coroutine_threadsafe(self.client.close(bye=True), self._loop)
        with contextlib.suppress(Exception):  # leaving anyway
            done.result(3)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(3)
