"""A hostile host for the joining side's tests: a listener on loopback that reads a seat's
hello and answers with whatever lines a test gives it, and a seeded maker of such lines —
every kind of host message, each field replaced by a value of the wrong JSON type, a
number of any size, deep nesting, a text that is not Unicode, bytes that are not UTF-8,
lines over the cap."""

from __future__ import annotations

import dataclasses
import json
import random
import socket
import threading
from collections.abc import Callable
from typing import Any

from game.core import create_game
from game.core.record import deal_record_of
from game.net.protocol import (
    SeatState,
    Welcome,
    host_message,
    seats_message,
    welcome_message,
)
from game.net.wire import MAX_MESSAGE, PROTOCOL, pack
from game.table.messages import (
    ClaimRuling,
    ComputerFailed,
    DealRecord,
    Refusal,
    Refused,
    Update,
)
from game.table.referee import Referee
from tests.net_support import LOOPBACK

HUGE = "\u2063HUGE\u2063"
"""Stands for a number of 5,000 digits (``json.dumps`` cannot write one: it is put into
the line's bytes in its place)."""
DEEP = "\u2063DEEP\u2063"
"""Stands for an array nested 100,000 deep."""


class FakeHost:
    """Listens on loopback; each connection's hello is read, then ``answer(n)`` (n: the
    connection's number) is sent line by line, then the connection is closed — or held
    open, silent, when ``stall``."""

    def __init__(self, answer: Callable[[int], list[bytes]], stall: bool = False) -> None:
        self.answer = answer
        self.stall = stall
        self.hellos: list[bytes] = []
        self._sock = socket.create_server((LOOPBACK, 0))
        self._sock.settimeout(0.05)
        self.port = int(self._sock.getsockname()[1])
        self._stop = threading.Event()
        self._held: list[socket.socket] = []
        self._thread = threading.Thread(target=self._serve, name="fake-host", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        n = 0
        while not self._stop.is_set():
            try:
                conn, _ = self._sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            conn.settimeout(5)
            hello = b""
            try:
                while not hello.endswith(b"\n"):
                    part = conn.recv(4096)
                    if not part:
                        break
                    hello += part
                self.hellos.append(hello)
                for line in self.answer(n):
                    conn.sendall(line)
            except OSError:
                pass
            n += 1
            if self.stall:
                self._held.append(conn)
            else:
                self._part(conn)

    @staticmethod
    def _part(conn: socket.socket) -> None:
        """Close after the client has read everything: say we are done writing, then read
        what it still sends (its pledge after the welcome, a bye) until it closes — a close
        with its lines unread would reset the connection and drop ours unread."""
        try:
            conn.shutdown(socket.SHUT_WR)
            conn.settimeout(2)
            while conn.recv(4096):
                pass
        except OSError:
            pass
        conn.close()

    def close(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self._sock.close()
        for conn in self._held:
            conn.close()


# ------------------------------------------------------------------ messages
def good_messages(program: str, seat: int = 1) -> dict[str, dict[str, Any]]:
    """One well-formed message of every kind a host sends, for ``seat`` of a Blackout
    table of three (an update a move into the deal)."""
    game = create_game("blackout", players=3)
    state = game.new_match(seed=9)
    view = dataclasses.replace(Referee(state).view(seat), version=3)
    return {
        "welcome": welcome_message(Welcome(seat, 3, program, True, game="blackout"), PROTOCOL),
        "seats": seats_message((SeatState("computer", level="easy"), SeatState("person", "Ann"),
                                SeatState("lost", "Bob", takeover_in=30))),
        "update": host_message(Update(state.last_events, view)),
        "refused": host_message(Refused(Refusal.RULE, "card_not_in_hand",
                                        (("card", "QH"), ("seat", 1)))),
        "deal_record": host_message(DealRecord(1, deal_record_of(state))),
        "claim": host_message(ClaimRuling(0, True, True, 3)),
        "computer_failed": host_message(ComputerFailed(2)),
        "said": {"t": "said", "seat": 0, "phrase": "well_played"},
        "error": {"t": "error", "why": "too_fast", "detail": "at most 30 messages a second"},
        "hello_refused": {"t": "hello_refused", "why": "code", "protocol": PROTOCOL,
                          "program": program},
        "ping": {"t": "ping"},
        "closing": {"t": "closing", "why": "host_left"},
    }


def hostile_value(rng: random.Random) -> Any:
    """A value a field may not hold (or may: the reader must tell)."""
    return rng.choice([
        HUGE, DEEP, -(2**70), 2**64 + 1, 10**99, -1, 0, 7, 1.5, 1e308, -0.0, True, False, None,
        "", "x" * 300, "\ud800", "a\udfffb", "\x00\x1b[2J", "os.system", "2♠", "ZZ",
        [], [1, "a", None], [[[[[[[[]]]]]]]], {}, {"type": [1]}, {"type": {"a": 1}},
        ["type"], {"t": "welcome"}, [0] * 100, {str(i): i for i in range(100)},
    ])


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def mutated(message: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """``message`` with one of its values (at any depth, its ``t`` and its ``type``s
    too) replaced by a hostile one, or a key added or taken away."""
    copy = json.loads(json.dumps(message))
    path = rng.choice(_paths(copy)[1:] or [("t",)])
    *parent_path, last = path
    parent: Any = copy
    for step in parent_path:
        parent = parent[step]
    how = rng.random()
    if how < 0.1 and isinstance(parent, dict):
        del parent[last]
    elif how < 0.2 and isinstance(parent, dict):
        parent[rng.choice(["extra", "type", "t", "\ud800"])] = hostile_value(rng)
    else:
        parent[last] = hostile_value(rng)
    return copy


def line_of(message: Any) -> bytes:
    """``message`` as a line, the stand-ins replaced by the real thing."""
    data = json.dumps(message, ensure_ascii=True, separators=(",", ":")).encode()
    data = data.replace(json.dumps(HUGE).encode(), b"9" * 5000)
    return data.replace(json.dumps(DEEP).encode(), b"[" * 100_000 + b"]" * 100_000) + b"\n"


def junk_line(rng: random.Random) -> bytes:
    """A line that is not a message at all."""
    return rng.choice([
        lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))) + b"\n",
        lambda: b'{"t":"closing","why":"\xff\xfe"}\n',
        lambda: b'{"t":"ping","x":"' + b"y" * (MAX_MESSAGE + 10) + b'"}\n',
        lambda: b"[" * 50_000 + b"\n",
        lambda: b"[1,2,3]\n",
        lambda: b'{"t":"ping","n":NaN}\n',
        lambda: b'{"t":' + b"9" * 5000 + b"}\n",
        lambda: b"\n",
        lambda: b'{"t":"closing","why":"\\ud800"}\n',
        lambda: pack({"t": "update"})[:-5] + b"\n",
    ])()


def hostile_lines(rng: random.Random, program: str, count: int) -> list[bytes]:
    """``count`` hostile lines: mostly one message of every kind mutated, some junk."""
    good = good_messages(program)
    kinds = sorted(good)
    out = []
    for _ in range(count):
        if rng.random() < 0.2:
            out.append(junk_line(rng))
        else:
            out.append(line_of(mutated(good[rng.choice(kinds)], rng)))
    return out
