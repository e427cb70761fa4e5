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
from collections import OrderedDict
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
    """A datagram as a table (address, port, game, host, free, seats), or None (its texts
    printable: no control character, no lone surrogate reaches a screen or a console)."""
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
            and isinstance(game, str) and len(game) <= 40 and game.isprintable()
            and isinstance(host, str) and len(host) <= 40 and host.isprintable()):
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


MAX_TABLES = 64
"""The most tables a list of announced tables keeps (a LAN has a handful): a flood of
spoofed announcements makes at most this many entries, whatever it sends."""
PER_SENDER = 4
"""The most tables kept from one address (one computer hosts one or two)."""
FORGET_AFTER = 7.0
"""Seconds without an announcement before a table leaves the list (announcements come
every ``EVERY`` seconds)."""

Key = tuple[str, int]


class TableList:
    """The tables heard lately, bounded: at most ``MAX_TABLES`` in all and ``PER_SENDER``
    from one address; a table not heard for ``FORGET_AFTER`` seconds is forgotten.

    A new table beyond a cap takes the place of the one heard longest ago — of its
    sender, or else among the tables heard only once (a host announces every ``EVERY``
    seconds, a spoofed datagram from a made-up address is heard once), and only when there
    is none of those among all.  So a flood of spoofed announcements churns the
    heard-once entries while the tables that keep announcing stay listed.  Hearing costs
    the same however much junk came before (no list is filtered or sorted per datagram);
    ``tables()`` sorts its few entries only when one of them changed since it last did."""

    def __init__(self, limit: int = MAX_TABLES, per_sender: int = PER_SENDER,
                 forget_after: float = FORGET_AFTER) -> None:
        self.limit, self.per_sender, self.forget_after = limit, per_sender, forget_after
        self._heard: OrderedDict[Key, tuple[dict[str, Any], float]] = OrderedDict()
        """Every table by (address, port), the one heard longest ago first."""
        self._once: OrderedDict[Key, None] = OrderedDict()
        """The tables heard only once, the oldest first."""
        self._by_sender: dict[str, OrderedDict[Key, None]] = {}
        self._sorted: list[dict[str, Any]] | None = []
        self.changes = 0
        """Counts the changes of what ``tables()`` returns (a reader's cheap "anything
        new?")."""

    def __len__(self) -> int:
        return len(self._heard)

    def heard(self, table: dict[str, Any], now: float) -> None:
        """One announcement (``read_announcement``'s table) read at ``now``."""
        key: Key = (table["address"], table["port"])
        old = self._heard.pop(key, None)
        self._heard[key] = (table, now)  # the newest is last
        if old is not None:
            self._by_sender[key[0]].move_to_end(key)
            self._once.pop(key, None)  # heard again: a table that keeps announcing
            if old[0] != table:
                self._changed()
            return
        mine = self._by_sender.setdefault(key[0], OrderedDict())
        mine[key] = None
        self._once[key] = None
        self._changed()
        if len(mine) > self.per_sender:
            self._drop(next(iter(mine)))
        self.forget(now)
        while len(self._heard) > self.limit:
            self._drop(next(iter(self._once or self._heard)))

    def forget(self, now: float) -> None:
        """Drop the tables not heard within ``forget_after`` seconds of ``now`` (the
        oldest are first: this stops at the first one still fresh)."""
        while self._heard:
            key, (_table, when) = next(iter(self._heard.items()))
            if now - when <= self.forget_after:
                return
            self._drop(key)

    def _drop(self, key: Key) -> None:
        del self._heard[key]
        self._once.pop(key, None)
        mine = self._by_sender[key[0]]
        del mine[key]
        if not mine:
            del self._by_sender[key[0]]
        self._changed()

    def _changed(self) -> None:
        self._sorted = None
        self.changes += 1

    def tables(self, now: float) -> list[dict[str, Any]]:
        """The tables heard within ``forget_after`` seconds, by host name and address."""
        self.forget(now)
        if self._sorted is None:
            self._sorted = sorted((t for t, _when in self._heard.values()),
                                  key=lambda t: (t["host"].lower(), t["address"], t["port"]))
        return list(self._sorted)


def listen(wait: float, port: int = DISCOVERY_PORT) -> list[dict[str, Any]]:
    """The tables announced within ``wait`` seconds (one entry per address and port, at
    most ``MAX_TABLES``: a ``TableList``'s)."""
    found = TableList(forget_after=wait + 1)
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
                found.heard(table, time.monotonic())
    return found.tables(time.monotonic())
