"""A hostile host against the joining side (issue 46, fault 5): whatever line a host
sends — a number of 5,000 digits, an event whose type is a list, a text that is not
Unicode, any field of any message of the wrong JSON type, deep nesting, bytes that are not
UTF-8, a line over the cap — ``trickbid join`` and the window's ``NetSeat`` end in one
named way ("unreadable": the host sent something this version cannot read), told once,
never a traceback, never silence, and nothing of the table is filed in the history."""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest

from game.client.matches.session import MatchSession
from game.net.cli import UNREADABLE, join_main
from game.net.client import NetSeat, ProtocolBroken, TableClient
from game.net.codec import DecodeError, Decoder
from game.net.protocol import Closing, read_host_message
from game.net.version import program_version
from game.net.wire import MAX_MESSAGE, WireError, pack, unpack
from tests.client_support import frames, make_app
from tests.hostile_host import FakeHost, good_messages, hostile_lines, line_of
from tests.net_support import CODE, LOOPBACK, PROGRAM

pytestmark = pytest.mark.filterwarnings("error::RuntimeWarning")

HUGE_NUMBER = b'{"t":"said","seat":' + b"9" * 5000 + b',"phrase":"hello"}\n'
"""Fault 5's first line: ``json.loads`` raises ``ValueError`` past 4,300 digits."""


def event_typed(kind: Any) -> bytes:
    """An update whose one event names its type with ``kind`` (fault 5: a list or an
    object there was a ``TypeError`` in the codec)."""
    update = good_messages(PROGRAM)["update"]
    return line_of({**update, "events": [{**update["events"][0], "type": kind}]})


LONE_SURROGATE = b'{"t":"closing","why":"\\ud800"}\n'
"""Fault 5's third line: printing the summary that held this reason failed."""

BREAKING = {"huge_number": HUGE_NUMBER, "type_list": event_typed(["Dealt"]),
            "type_object": event_typed({"a": 1}), "lone_surrogate": LONE_SURROGATE}


def readable(lines: list[bytes]) -> list[bool]:
    """Whether this program reads each line in turn (the codec as the oracle: one decoder
    for the whole connection, as the client has)."""
    decoder = Decoder()
    out = []
    for line in lines:
        try:
            read_host_message(unpack(line, MAX_MESSAGE), decoder)
            out.append(True)
        except (WireError, DecodeError):
            out.append(False)
    return out


# ------------------------------------------------------------------ the codec, alone
def test_the_codec_reads_any_host_line_or_refuses_it_by_name() -> None:
    """3,000 seeded hostile lines (every kind of message, each field of the wrong type,
    huge numbers, deep nesting, lone surrogates, junk): each one is read or refused with
    ``WireError`` / ``DecodeError``, never another exception."""
    lines = hostile_lines(random.Random(46), PROGRAM, 3000) + list(BREAKING.values())
    surprises = []
    refused = 0
    for line in lines:
        try:
            read_host_message(unpack(line, MAX_MESSAGE), Decoder())
        except (WireError, DecodeError):
            refused += 1
        except Exception as exc:  # noqa: BLE001 - what this test looks for
            surprises.append((line[:120], repr(exc)[:120]))
    assert surprises == []
    assert refused > 2500  # the lines were hostile: nearly all refused


def test_every_good_message_still_reads() -> None:
    for kind, message in good_messages(PROGRAM).items():
        assert readable([line_of(message)]) == [True], kind


# ------------------------------------------------------------------ trickbid join
def headless_join(host: FakeHost, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:
    code = join_main([f"{LOOPBACK}:{host.port}", "--code", CODE, "--bot", "random",
                      "--headless"])
    (line,) = capsys.readouterr().out.splitlines()
    return code, json.loads(line)


def before(program: str) -> list[bytes]:
    """What a host says first: welcome, who sits where, the first update."""
    good = good_messages(program)
    return [pack(good["welcome"]), pack(good["seats"]), pack(good["update"])]


@pytest.mark.parametrize("name", sorted(BREAKING))
def test_a_headless_join_ends_cleanly_on_a_line_that_broke_it(
        name: str, capsys: pytest.CaptureFixture[str]) -> None:
    host = FakeHost(lambda _n: [*before(program_version()), BREAKING[name]])
    try:
        code, summary = headless_join(host, capsys)
    finally:
        host.close()
    assert code == UNREADABLE
    assert summary["ended"] == "unreadable" and summary["seat"] == 1


def test_a_headless_join_fuzzed_by_a_hostile_host(capsys: pytest.CaptureFixture[str]) -> None:
    """Seeded: each connection gets the usual start, one hostile line, then ``closing``;
    the join ends "unreadable" (exit 5) exactly when this program cannot read that line,
    else as the host said, and always with one JSON line (never a traceback)."""
    program = program_version()
    hostile = hostile_lines(random.Random(7), program, 24)
    closing = pack({"t": "closing", "why": "host_left"})
    host = FakeHost(lambda n: [*before(program), hostile[n], closing])
    started = time.monotonic()
    try:
        for line in hostile:
            code, summary = headless_join(host, capsys)
            if readable([*before(program), line]) == [True] * 4:
                # read and played on (a mutated closing may end the table its own way)
                assert code != UNREADABLE and summary["ended"] != "unreadable", line[:200]
            else:
                assert (code, summary["ended"]) == (UNREADABLE, "unreadable"), line[:200]
    finally:
        host.close()
    assert time.monotonic() - started < 20


# ------------------------------------------------------------------ the window's seat
def seat_messages(host: FakeHost, seconds: float = 5.0) -> list[Any]:
    """Join ``host`` through a ``NetSeat``; everything it passed on until it ended (and a
    moment more, to see that nothing follows the end)."""
    seat = NetSeat(TableClient(LOOPBACK, host.port, CODE, PROGRAM, idle_timeout=seconds))
    try:
        seat.connect(5)
        out: list[Any] = []
        deadline = time.monotonic() + seconds
        while not out or not isinstance(out[-1], (Closing, BaseException)):
            assert time.monotonic() < deadline, "the seat went silent"
            message = seat.wait(0.5)
            if message is not None:
                out.append(message)
        out += [m for m in [seat.wait(0.1)] if m is not None]
        return out
    finally:
        seat.close()
        assert seat.wait_closed(5)


@pytest.mark.parametrize("name", sorted(BREAKING))
def test_a_seat_is_told_once_that_the_host_sent_what_it_cannot_read(name: str) -> None:
    host = FakeHost(lambda _n: [*before(PROGRAM), BREAKING[name]], stall=True)
    try:
        messages = seat_messages(host)
    finally:
        host.close()
    assert isinstance(messages[-1], ProtocolBroken) and messages[-1].why == "unreadable"
    assert sum(isinstance(m, BaseException) for m in messages) == 1


def test_a_seat_fuzzed_by_a_hostile_host() -> None:
    """Seeded: the window's seat gets the usual start and one hostile line, then the
    host stays silent; the seat is told "unreadable" once when it cannot read the line,
    and otherwise passes it on and hears the host's closing."""
    hostile = hostile_lines(random.Random(11), PROGRAM, 24)
    closing = pack({"t": "closing", "why": "host_left"})
    host = FakeHost(lambda n: [*before(PROGRAM), hostile[n], closing], stall=True)
    started = time.monotonic()
    try:
        for line in hostile:
            messages = seat_messages(host)
            ends = [m for m in messages if isinstance(m, (Closing, BaseException))]
            if readable([*before(PROGRAM), line]) == [True] * 4:
                assert not any(isinstance(m, BaseException) for m in messages), line[:200]
            else:
                assert len(ends) == 1 and isinstance(ends[0], ProtocolBroken), line[:200]
    finally:
        host.close()
    assert time.monotonic() - started < 20


# ------------------------------------------------------------------ the history
def test_a_table_that_sent_an_unreadable_line_is_not_filed() -> None:
    """A joined match under way (a move seen) whose host then sends what this version
    cannot read: said once in the player's words, and nothing filed (a broken connection
    is filed as an abandoned match with friends; an unreadable host is not trusted)."""
    bad = line_of({**good_messages(PROGRAM)["update"],
                   "events": [{"type": "os.system"}]})
    host = FakeHost(lambda _n: before(PROGRAM), stall=True)
    app = make_app()
    seat = NetSeat(TableClient(LOOPBACK, host.port, CODE, PROGRAM))
    try:
        assert seat.connect(5).seat == 1
        session = MatchSession.joined({1: seat}, app.thinker, timeout=10)
        assert session.view.version > 0  # a move was seen: a drop would be filed
        app.matches.play_networked(session, None)
        for held in host._held:
            held.sendall(bad)
        deadline = time.monotonic() + 10
        while not session.ended:
            assert time.monotonic() < deadline, "the seat was never told"
            session.poll()
            time.sleep(0.01)
        session.poll()
        assert session.ended == "unreadable" and session.unreadable
        assert [s.text for s in session.said] == [
            "The host sent something this version cannot read: the connection was closed"]
        frames(app, 3)  # the app files a closed table at its next frame, if it would
        assert app.storage.history.entries() == []
    finally:
        app.matches.friends.leave()
        seat.close()
        host.close()
        app.thinker.close()


def test_the_wire_refuses_huge_numbers_and_lone_surrogates_by_name() -> None:
    for line, phrase in [(HUGE_NUMBER, "more than 100 digits"),
                         (LONE_SURROGATE, "lone surrogate"),
                         (b'{"t":"x","k\\udc00":1}\n', "lone surrogate")]:
        with pytest.raises(WireError, match=phrase):
            unpack(line, MAX_MESSAGE)
    assert unpack(b'{"t":"said","n":' + b"9" * 100 + b"}\n", MAX_MESSAGE)["n"] == 10**100 - 1
    assert unpack(b'{"t":"x","e":"\\ud83d\\ude00"}\n', MAX_MESSAGE)["e"] == "\U0001f600"


def test_a_summary_that_cannot_be_written_as_it_is_is_escaped(
        capsys: pytest.CaptureFixture[str]) -> None:
    from game.net.cli import _say

    _say({"host": "a\udc80b"})
    assert json.loads(capsys.readouterr().out) == {"host": "a\udc80b"}
