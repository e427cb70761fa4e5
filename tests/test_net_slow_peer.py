"""A seated peer that stops reading is dropped as slow, and the host's list of closed
connections (``NetHost.closes``, what its screen may show) says so, whichever limit
caught it first: the bytes queued for it, or a write's drain that never ends."""

from __future__ import annotations

import asyncio
import socket
import time

import pytest

from game.net.wire import PROTOCOL, pack
from tests.net_support import CODE, LOOPBACK, ONE_FRIEND, PROGRAM, open_host, run

pytestmark = pytest.mark.filterwarnings("error::RuntimeWarning")


def test_a_peer_whose_drain_never_ends_is_dropped_as_slow_and_said_so():
    # the queue may hold a lot (1 MiB): only the drain's deadline can catch this peer
    host = open_host("blackout", ONE_FRIEND, players=3, send_timeout=0.5, socket_buffer=2048,
                     queue_limit=1 << 20, idle_timeout=30)

    async def scenario():
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
        sock.setblocking(False)
        loop = asyncio.get_running_loop()
        await loop.sock_connect(sock, (LOOPBACK, host.port))
        await loop.sock_sendall(sock, pack({"t": "hello", "protocol": PROTOCOL,
                                            "program": PROGRAM, "code": CODE,
                                            "token": "1" * 32, "seat": 1, "name": "x"}))
        def burst() -> None:  # on the host's loop: quick messages pile up for the peer
            for _ in range(50):
                host._said_at.clear()  # (one phrase a second is the rule: not here)
                host.say(0, "hello")

        deadline = time.monotonic() + 20
        try:  # it never reads
            while (1, "slow") not in host.closes and time.monotonic() < deadline:
                host.loop.call_soon_threadsafe(burst)
                await asyncio.sleep(0.02)
        finally:
            sock.close()

    try:
        run(scenario(), timeout=30)
    finally:
        host.close()
        assert host.wait_closed(10)
    assert (1, "slow") in host.closes
