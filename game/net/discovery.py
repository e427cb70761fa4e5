"""Finding tables on this network: the host announces by UDP broadcast, the Join screen listens.

Standard library only (no ``zeroconf``): a broadcast every ``EVERY`` seconds to
``DISCOVERY_PORT`` carries the game, the host's name, the table's TCP port and its free
seats — never the code, which is read out at the table.  Broadcasts do not cross routers
and are often blocked (guest Wi-Fi, firewalls), so joining by a typed address and code
always works without them.  A listener reads only small datagrams, checks every field and
keeps the sender's address from the socket, never from the datagram.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

from game.net.protocol import SeatState
from game.net.wire import PROTOCOL

DISCOVERY_PORT = 47_391
EVERY = 2.0
MAX_DATAGRAM = 512


def announcement(game_id: str, port: int, seats: tuple[SeatState, ...], name: str) -> bytes:
    data = {"trickbid": PROTOCOL, "game": game_id, "port": port, "host": name[:40],
            "free": sum(s.kind == "open" for s in seats), "seats": len(seats)}
    return json.dumps(data, ensure_ascii=False).encode()


def read_announcement(data: bytes, sender: str) -> dict[str, Any] | None:
    """A datagram as a table (address, port, game, host, free, seats), or None."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or value.get("trickbid") != PROTOCOL:
        return None
    port, free, seats = value.get("port"), value.get("free"), value.get("seats")
    game, host = value.get("game"), value.get("host")
    if not (isinstance(port, int) and 0 < port < 65536 and isinstance(free, int)
            and isinstance(seats, int) and 0 <= free <= seats <= 7
            and isinstance(game, str) and len(game) <= 40
            and isinstance(host, str) and len(host) <= 40):
        return None
    return {"address": sender, "port": port, "game": game, "host": host, "free": free,
            "seats": seats}


class Announcer:
    """Broadcasts a table while it is open (its own thread; ``stop`` ends it)."""

    def __init__(self, game_id: str, port: int, seats: Callable[[], tuple[SeatState, ...]],
                 target: tuple[str, int] = ("255.255.255.255", DISCOVERY_PORT)) -> None:
        self._game_id, self._port, self._seats, self._target = game_id, port, seats, target
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="table-announce", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(3)

    def _run(self) -> None:
        name = socket.gethostname()
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            while not self._stop.is_set():
                data = announcement(self._game_id, self._port, self._seats(), name)
                with contextlib.suppress(OSError):  # no network: nothing to announce to
                    sock.sendto(data, self._target)
                self._stop.wait(EVERY)


def listen(wait: float, port: int = DISCOVERY_PORT) -> list[dict[str, Any]]:
    """The tables announced within ``wait`` seconds (one entry per address and port)."""
    found: dict[tuple[str, int], dict[str, Any]] = {}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind(("", port))
        end = time.monotonic() + wait
        while (left := end - time.monotonic()) > 0:
            sock.settimeout(left)
            try:
                data, (sender, _) = sock.recvfrom(MAX_DATAGRAM + 1)
            except TimeoutError:
                break
            table = read_announcement(data, sender)
            if table is not None:
                found[(sender, table["port"])] = table
    return list(found.values())
