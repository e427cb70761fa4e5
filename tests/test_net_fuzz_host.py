"""A seeded, bounded hostile-peer fuzz against a live host on loopback.

Many short connections send what no honest program would: random bytes, every request
kind with each field given every wrong JSON type (numbers of any size — past the 4,300
digits Python refuses to read —, floats, texts, lists, objects, nesting thousands deep,
lone surrogates), missing and extra fields, non-UTF-8 bytes, over-long lines, half lines
and then a close.  First strangers before any hello; then a peer seated at seat 0 that
sends the same junk as its requests while an honest seat plays the match.  The host must
never log an error or a traceback, must answer every connection with a named refusal or
close it, and must keep serving: the honest seat joins afterwards and the match ends as
its record replays.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from typing import Any

import pytest

from game.core.record import record_of, replay_record
from game.net.bot import play_bot
from game.net.protocol import CLOSINGS, COMPLAINTS, HELLO_REFUSALS
from game.net.seats import SeatPlan
from game.net.wire import MAX_REQUEST, PROTOCOL
from game.table.messages import Refusal
from tests.net_support import CODE, LOOPBACK, PROGRAM, client, open_host, run

pytestmark = pytest.mark.filterwarnings("error::RuntimeWarning")

SEED = 46
STRANGERS = 60
"""Connections of random junk before anyone sits down, besides one for each wrong value
of each field of a hello (at most ``AT_ONCE`` open together)."""
SEATED = 20
"""Connections of the hostile seat sending random junk, one after another, besides those
sending each wrong value of each field of each request (four lines a connection: a fifth
malformed line would close it)."""
AT_ONCE = 8

HUGE = "__huge__"
"""A placeholder written out as a number of 5,000 digits (``json.dumps`` cannot)..."""
BIG = "__big__"
"""...and one of 3,900: as long as a line under the cap can hold."""

MESSAGES: list[dict[str, Any]] = [
    {"t": "hello", "protocol": PROTOCOL, "program": PROGRAM, "code": CODE, "token": "e" * 32,
     "seat": None, "name": "fuzz"},
    {"t": "act", "action": "play 2♠", "version": 0},
    {"t": "act", "action": "bid 1", "version": 1},
    {"t": "take_back", "version": 0},
    {"t": "claim", "version": 0},
    {"t": "say", "phrase": "hello"},
    {"t": "ping"},
    {"t": "pong"},
    {"t": "welcome", "protocol": PROTOCOL, "program": PROGRAM, "seat": 0, "players": 3,
     "hints": True},
]
"""Every request kind a seat sends (and one it should not), each field to be spoiled."""

WRONG_VALUES: list[Any] = [
    None, True, False, 0, -1, 2**31, -(2**63), 2**64 + 1, HUGE, BIG, 1.5, -0.0, 1e308,
    "", "x" * 300, "\ud800", "\udfff\ud800", "play \u0000", "ＴＥＳＴ", "..", "%s%n{0}",
    [], [1, [2, [3]]], {}, {"t": "act"}, {"__class__": "os"},
]


def numbers(text: str) -> str:
    """``text`` with its placeholders written out as the long numbers they stand for."""
    return text.replace(json.dumps(HUGE), "9" * 5000).replace(json.dumps(BIG), "-" + "8" * 3900)


def every_wrong_field(kinds: set[str]) -> list[bytes]:
    """Each message of ``kinds`` with each of its fields (``"t"`` too) given each of
    ``WRONG_VALUES``, one field at a time (the others right)."""
    out = []
    for message in MESSAGES:
        if message["t"] not in kinds:
            continue
        for key in sorted(message):
            for value in WRONG_VALUES:
                out.append(numbers(json.dumps({**message, key: value})).encode() + b"\n")
    return out


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def spoiled(rng: random.Random, seat_token: str | None) -> bytes:
    """One hostile line (or half line: no newline)."""
    base = dict(rng.choice(MESSAGES))
    if base["t"] == "hello" and seat_token is not None:
        base["token"] = seat_token
    choice = rng.randrange(12)
    if choice < 5:  # one field, or several, given a wrong value
        for key in rng.sample(sorted(base), rng.randint(1, min(3, len(base)))):
            base[key] = rng.choice(WRONG_VALUES)
    elif choice == 5:
        del base[rng.choice(sorted(base))]
    elif choice == 6:
        base[rng.choice(["x", "t2", "seat", "__proto__"])] = rng.choice(WRONG_VALUES)
    text = numbers(json.dumps(base))
    if choice == 7:  # a field nested deep
        key = rng.choice(sorted(base))
        depth = rng.choice([20, 999, 1500, 2040])
        text = text.replace(json.dumps(key) + ":", json.dumps(key) + ":" + nested(depth) + ",", 1)
    data = text.encode("utf-8", "surrogatepass")
    if choice == 8:  # bytes that are not UTF-8, or not JSON
        at = rng.randrange(len(data) + 1)
        data = data[:at] + rng.choice([b"\xff\xfe", b"\xc0\x80", b"\xed\xa0\x80", b"\x00",
                                       bytes(rng.randrange(256) for _ in range(20))]) + data[at:]
    elif choice == 9:  # flipped bytes
        raw = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        data = bytes(raw).replace(b"\n", b" ")
    elif choice == 10:  # a line too long, or a top level that is no object
        data = rng.choice([b"[" * 3000, b"9" * 5000, b'"' + b"a" * 70000 + b'"',
                           b"1e999999", b"-" + b"9" * 4400, b'"\\ud800"', b"null",
                           nested(4000).encode()])
    if rng.random() < 0.1:
        return data[:rng.randrange(len(data) + 1)]  # a half line: then the peer closes
    return data + b"\n"


KNOWN = set(HELLO_REFUSALS) | set(CLOSINGS) | set(COMPLAINTS) | {r.value for r in Refusal}


async def converse(port: int, lines: list[bytes], answers: list[dict]) -> str:
    """Send ``lines`` on a fresh connection (and a ``bye``: a hello of the fuzz may be
    good enough to be seated) and read the host until it closes (or 3 s of silence); how
    it ended: ``closed`` by the host, or ``silent``."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port, limit=1 << 20)
    ended = "silent"
    try:
        for line in lines:
            writer.write(line)
        if lines and not lines[-1].endswith(b"\n"):
            writer.write_eof()  # a half line, then the peer is done
        else:
            writer.write(b'{"t":"bye"}\n')
        await writer.drain()
        while True:
            line = await asyncio.wait_for(reader.readline(), 3.0)
            if not line:
                ended = "closed"
                break
            answers.append(json.loads(line))
    except (ConnectionError, OSError):
        ended = "closed"
    except TimeoutError:
        pass
    finally:
        writer.close()
    return ended


def check_answers(answers: list[dict]) -> None:
    for message in answers:
        assert isinstance(message, dict) and isinstance(message.get("t"), str), message
        if message["t"] in ("hello_refused", "closing", "error", "refused"):
            assert message["why"] in KNOWN, message


def test_hostile_peers_fuzzed_never_break_the_host(caplog):
    caplog.set_level(logging.INFO)
    rng = random.Random(SEED)
    seats = [SeatPlan("open"), SeatPlan("open"), SeatPlan("computer", "easy")]
    # the wrong-code limits would lock everyone out of a fuzz from one address: they are
    # tested in test_net_admission; here the host must only survive what it reads
    host = open_host("blackout", seats, players=3, seed=SEED, deals=1, takeover_after=0.2,
                     hello_timeout=1.0, start_when_full=False, code_tries=10**6,
                     table_tries=10**6, unidentified_per_address=64)
    token = "f" * 32

    async def strangers() -> list[tuple[str, list[dict]]]:
        gate = asyncio.Semaphore(AT_ONCE)
        scripts = [[line] for line in every_wrong_field({"hello"})]
        scripts += [[spoiled(rng, None) for _ in range(rng.randint(1, 3))]
                    for _ in range(STRANGERS)]

        async def one(lines: list[bytes]) -> tuple[str, list[dict]]:
            async with gate:
                answers: list[dict] = []
                return await converse(host.port, lines, answers), answers
        return list(await asyncio.gather(*(one(s) for s in scripts)))

    async def hostile_seat() -> list[tuple[str, list[dict], bool]]:
        out = []
        hello = json.dumps(dict(MESSAGES[0], token=token, seat=0)).encode() + b"\n"
        wrong = every_wrong_field({m["t"] for m in MESSAGES} - {"hello"})
        scripts = [[hello, *wrong[i:i + 4]] for i in range(0, len(wrong), 4)]
        scripts += [[hello] + [spoiled(rng, token) for _ in range(rng.randint(1, 6))]
                    for _ in range(SEATED)]
        for lines in scripts:
            answers: list[dict] = []
            ended = await converse(host.port, lines, answers)
            # a line over the cap closes the socket at once, with our junk unread: the
            # reset may reach us before the welcome did
            out.append((ended, answers, any(len(line) > MAX_REQUEST for line in lines)))
        return out

    async def scenario():
        before = await strangers()
        honest = client(host, seat=1, ping_every=1)
        await honest.connect()
        host.start()  # the hostile seat's junk reaches a live referee...
        after = await hostile_seat()
        # ...which waits for the honest seat's call meanwhile, so the match is still on
        return before, after, await play_bot(honest, "easy", 1)

    try:
        before, after, summary = run(scenario(), timeout=60)
    finally:
        host.close()
    assert host.wait_closed(10)
    # every stranger was refused by name, or closed; nobody was left hanging
    for ended, answers in before:
        check_answers(answers)
        assert ended == "closed", answers
        assert answers == [] or answers[0]["t"] in ("hello_refused", "closing", "welcome")
    refused = sum(1 for _, a in before if a and a[0]["t"] == "hello_refused")
    assert refused > len(before) // 2  # the fuzz reached the hello's checks
    # the hostile seat was seated each time, told what it got wrong, then closed
    for ended, answers, too_long in after:
        check_answers(answers)
        assert ended == "closed", answers
        assert (answers[0]["t"] == "welcome") if answers else too_long, answers
    assert any(a.get("why") == "malformed" for _, answers, _ in after for a in answers)
    # the honest seat played the match out, as the record replays it
    assert host.ended == "deals_done" and summary["deals"] == 1
    assert summary["totals"] == list(replay_record(record_of(host.state)).scores)
    # and nothing on the host raised
    broken = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert not broken, [r.getMessage() for r in broken[:3]]


def test_the_host_closes_quietly_under_peers_that_hang_on(caplog):
    """Peers still connected when the table closes — one refused and lingering, one that
    never said hello, one half way through a line — are cut off without a word in the
    host's log (asyncio logged each cancelled connection as an error with a traceback)."""
    caplog.set_level(logging.INFO)
    host = open_host("blackout", players=3, send_timeout=0.3, hello_timeout=5)

    async def scenario():
        held = []
        for data in (b"not json\n", b"", b'{"t":"hel'):
            _, writer = await asyncio.open_connection(LOOPBACK, host.port)
            writer.write(data)
            await writer.drain()
            held.append(writer)
        await asyncio.sleep(0.3)  # the host has read what it could
        host.close()
        assert await asyncio.get_running_loop().run_in_executor(None, host.wait_closed, 10)
        for writer in held:
            writer.close()

    run(scenario(), timeout=20)
    broken = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert not broken, [r.getMessage() for r in broken[:3]]
