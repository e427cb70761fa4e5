"""Who the host lets in (``game.net.admission``), against a live host on loopback and alone.

Strangers come from many addresses (every 127.0.0.N is this machine's loopback), so a
limit per address alone would not hold: the table-wide wrong-code budget must, the host
must be told that someone is guessing, and a friend coming back with his token must still
sit down.  Silent connections must never keep a friend out, and a code that is not of the
code's alphabet is refused by name (``code``) and counted like any wrong code.
"""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from game.net.admission import Admission, AdmissionLimits, HostNotice, valid_code
from game.net.wire import PROTOCOL
from tests.net_support import CODE, LOOPBACK, ONE_FRIEND, PROGRAM, open_host, run

pytestmark = pytest.mark.filterwarnings("error::RuntimeWarning")

HELLO = {"t": "hello", "protocol": PROTOCOL, "program": PROGRAM, "code": CODE,
         "token": "0" * 32, "seat": None, "name": "x"}

NOT_OF_THE_ALPHABET = ["ＴＥＳＴ", "TESÄ", "TES\u0301T", "ТЕСТ", "TEST\u200b", "ſEST",
                       "TES", "TESTT", "T\udcffST", "TE\x00T", ""]
"""Full-width letters, an umlaut, a combining mark, Cyrillic look-alikes, a zero-width
space, a long s (``"ſ".upper() == "S"``), wrong lengths, a lone surrogate, a NUL."""


def hello(**fields) -> bytes:
    """A hello line, its text escaped as JSON allows (a lone surrogate too)."""
    return json.dumps({**HELLO, **fields}).encode() + b"\n"


async def ask(port: int, line: bytes, source: str = LOOPBACK, timeout: float = 5.0) -> str:
    """Send one hello from ``source``; the host's answer (``welcome`` or the refusal's
    reason), ``"reset"`` when it dropped us without a word."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port, local_addr=(source, 0))
    try:
        writer.write(line)
        await writer.drain()
        answer = await asyncio.wait_for(reader.readline(), timeout)
    except (ConnectionError, OSError):
        return "reset"
    finally:
        writer.close()
    if not answer:
        return "reset"
    message = json.loads(answer)
    return "welcome" if message["t"] == "welcome" else str(message.get("why"))


def source(n: int) -> str:
    return f"127.0.{n // 250}.{n % 250 + 2}"


def finish(host) -> None:
    host.close()
    assert host.wait_closed(10)


# ------------------------------------------------------------------ the live host
def test_many_addresses_cannot_escape_the_wrong_code_limit():
    """30 addresses give one wrong code each: past the table's budget of 20 a minute the
    right code from a new address is refused ``tries`` too (on the old host it was welcome:
    only 10 a address were counted), and the host has been told someone is guessing."""
    host = open_host("blackout", players=3, code_tries=10, table_tries=20)

    async def scenario():
        wrong = [await ask(host.port, hello(code="ZZZZ"), source(n)) for n in range(30)]
        right = await ask(host.port, hello(token="5" * 32), source(31))
        return wrong, right

    try:
        wrong, right = run(scenario(), timeout=30)
    finally:
        finish(host)
    assert wrong[:20] == ["code"] * 20
    assert wrong[20:] == ["tries"] * 10  # the code is not even looked at any more
    assert right == "tries"
    assert list(host.notices) == [HostNotice("guessing", 20, 120)]


def test_a_seated_friend_comes_back_while_the_table_refuses_newcomers():
    host = open_host("blackout", ONE_FRIEND, players=3, table_tries=5, takeover_after=30)
    friend = "a" * 32

    async def scenario():
        seated = await asyncio.open_connection(LOOPBACK, host.port)
        seated[1].write(hello(token=friend, seat=1))
        assert json.loads(await seated[0].readline())["t"] == "welcome"
        seated[1].close()  # his connection drops...
        for n in range(6):  # ...while a stranger tries codes from everywhere
            await ask(host.port, hello(code="ZZZZ"), source(n))
        stranger = await ask(host.port, hello(token="b" * 32), source(7))
        back = await ask(host.port, hello(token=friend, seat=1), source(8))
        return stranger, back

    try:
        stranger, back = run(scenario(), timeout=30)
    finally:
        finish(host)
    assert host.admission.locked()
    assert stranger == "tries"
    assert back == "welcome"


@pytest.mark.parametrize("code", NOT_OF_THE_ALPHABET)
def test_a_code_outside_the_alphabet_is_refused_by_name(code):
    """On the old host a non-ASCII code raised ``TypeError`` in ``compare_digest``: a
    traceback, the peer dropped without a word, the try not counted."""
    host = open_host("blackout", players=3, code_tries=1)

    async def scenario():
        first = await ask(host.port, hello(code=code))
        second = await ask(host.port, hello())  # the right code: the one try is used up
        return first, second

    try:
        first, second = run(scenario(), timeout=20)
    finally:
        finish(host)
    if "\udcff" in code:  # not text at all: the wire refuses the line as a malformed hello
        assert (first, second) == ("hello", "welcome")
    else:
        assert (first, second) == ("code", "tries")


def test_silent_connections_never_keep_a_friend_out():
    """40 connections from five addresses say nothing; a friend still sits down (on the
    old host 32 silent ones filled the table and every join was reset), and when his
    connection drops he comes back to his seat through another 40."""
    host = open_host("blackout", ONE_FRIEND, players=3, max_connections=32, hello_timeout=20,
                     takeover_after=30)
    held = []

    async def silent(count: int, first: int) -> None:
        for n in range(count):
            held.append(await asyncio.open_connection(LOOPBACK, host.port,
                                                      local_addr=(source(first + n % 5), 0)))
        await asyncio.sleep(0.2)  # the host has taken every one in

    async def scenario():
        await silent(40, 0)
        reader, writer = await asyncio.open_connection(LOOPBACK, host.port)
        writer.write(hello(token="d" * 32, seat=1))
        seated = json.loads(await reader.readline())["t"]
        writer.close()  # the match is on: his seat waits for him
        await silent(40, 5)
        back = await ask(host.port, hello(token="d" * 32, seat=1), source(21))
        for _, w in held:
            w.close()
        return seated, back

    try:
        seated, back = run(scenario(), timeout=30)
        assert host.admission.connections() <= 32
    finally:
        finish(host)
    assert (seated, back) == ("welcome", "welcome")


def test_a_host_with_a_code_outside_the_alphabet_is_refused_at_once():
    import threading

    before = threading.active_count()
    with pytest.raises(ValueError, match="table code"):
        open_host("blackout", players=3, code="O0I1")
    assert threading.active_count() == before  # refused before anything was started


# ------------------------------------------------------------------ the limits alone
class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_table_budget_is_a_sliding_window_and_the_lockout_ends():
    clock = Clock()
    door: Admission[int] = Admission("K7QM", AdmissionLimits(table_tries=3, tries_window=60,
                                                             lockout=120), clock)
    assert [door.judge(f"10.0.0.{n}", "AAAA", False) for n in range(2)] == ["code"] * 2
    clock.now += 61  # those two are forgotten
    assert [door.judge(f"10.0.1.{n}", "AAAA", False) for n in range(2)] == ["code"] * 2
    assert not door.locked() and not door.notices
    assert door.judge("10.0.2.1", "AAAA", False) == "code"  # the third within a minute
    assert door.locked() and len(door.notices) == 1
    assert door.judge("10.0.2.2", "k7qm", False) == "tries"
    assert door.judge("10.0.2.2", "K7QM", True) is None  # a friend coming back
    clock.now += 121
    assert door.judge("10.0.2.2", "k7qm", False) is None


def test_the_record_of_addresses_is_bounded_and_fails_closed(monkeypatch):
    from game.net import admission

    monkeypatch.setattr(admission, "MAX_ADDRESSES", 3)
    clock = Clock()
    door: Admission[int] = Admission("K7QM", AdmissionLimits(table_tries=1000), clock)
    for n in range(3):
        assert door.judge(f"10.0.0.{n}", "AAAA", False) == "code"
    assert door.judge("10.9.9.9", "K7QM", False) == "tries"  # an address it cannot record
    assert door.judge("10.0.0.1", "K7QM", False) is None  # one it knows, with tries left
    assert door.judge("10.9.9.9", "K7QM", True) is None


def test_room_goes_to_the_newcomer_never_to_a_seated_peer():
    door: Admission[str] = Admission("K7QM", AdmissionLimits(max_connections=3,
                                                             unidentified_per_address=2))
    assert door.arrive("a1", "A") == []
    assert door.arrive("a2", "A") == []
    assert door.arrive("a3", "A") == ["a1"]  # its address's oldest
    door.identified("a2")
    assert door.arrive("b1", "B") == []
    assert door.arrive("c1", "C") == ["a3"]  # full: the oldest not seated
    door.finished("c1")  # refused, lingering: the first to go
    assert door.arrive("d1", "D") == ["c1"]
    door.identified("b1")
    door.identified("d1")
    assert door.arrive("e1", "E") is None  # every place is a seated peer's
    assert door.connections() == 3


def test_a_code_is_checked_against_its_alphabet():
    assert valid_code("K7QM") and valid_code("k7qm")
    for code in NOT_OF_THE_ALPHABET + ["O0I1", "K7Q "]:
        assert not valid_code(code), code


def test_the_headless_host_says_in_its_log_that_someone_is_guessing():
    import subprocess
    import sys
    from pathlib import Path

    from game.net.version import program_version

    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "host", "--game", "blackout", "--players", "3",
         "--seats", "open,easy,easy", "--address", LOOPBACK, "--code", "K7QM",
         "--no-announce", "--headless"],
        cwd=Path(__file__).resolve().parent.parent, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        port = json.loads(proc.stdout.readline())["listening"]

        async def guess_right_program():
            return [await ask(port, hello(code="ZZZZ", program=program_version()), source(n))
                    for n in range(21)]
        answers = run(guess_right_program(), timeout=30)
        time.sleep(0.6)  # the host looks at its notices twice a second
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=20)
    assert answers == ["code"] * 20 + ["tries"]
    lines = [json.loads(line) for line in out.strip().splitlines()]
    assert lines[0] == {"notice": "guessing", "count": 20, "for_seconds": 120}
    assert "Traceback" not in err
    assert lines[-1]["ended"] == "host_left"


def test_the_headless_host_refuses_a_code_outside_the_alphabet_by_name():
    import subprocess
    import sys
    from pathlib import Path

    done = subprocess.run(
        [sys.executable, "-m", "game", "host", "--game", "blackout", "--seats",
         "open,open,open,open", "--code", "K1LL", "--no-announce", "--headless"],
        cwd=Path(__file__).resolve().parent.parent, capture_output=True, text=True,
        timeout=60, check=False)
    assert done.returncode == 2 and "--code" in done.stderr and "Traceback" not in done.stderr
