"""Hostile and broken peers against a live host on loopback: the table goes on, correctly.

Two honest bot clients play seats 0 and 2; seat 1 is taken by a peer that acts out of
turn and then floods garbage (closed after its strikes), seat 3 by one that never reads
(dropped once its queue is full); a computer takes both over.  Meanwhile other peers send
random bytes, truncated and giant lines, nothing at all (half-open), wrong codes, wrong
versions, a hello for a seat that is taken.  The match must end as the record replays,
each refusal must be the named one, and the host's memory must stay bounded.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import tracemalloc

from game.core.record import record_of, replay_record
from game.net.client import JoinRefused
from game.net.wire import PROTOCOL, pack
from tests.net_support import CODE, LOOPBACK, PROGRAM, client, open_host, run

HELLO = {"t": "hello", "protocol": PROTOCOL, "program": PROGRAM, "code": CODE,
         "token": "0" * 32, "seat": None, "name": "x"}


async def raw(port: int, data: bytes, read: bool = True, timeout: float = 5.0) -> list[dict]:
    """Send ``data`` on a fresh connection; what the host answered until it closed."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port, limit=1 << 20)
    out = []
    try:
        writer.write(data)
        await writer.drain()
        while read:
            line = await asyncio.wait_for(reader.readline(), timeout)
            if not line:
                break
            out.append(json.loads(line))
    except (ConnectionError, OSError):
        pass
    finally:
        writer.close()
    return out


def hello(**fields) -> bytes:
    return pack({**HELLO, **fields})


async def flooder(port: int) -> list[str]:
    """Seat 1: once the match is on, acts out of turn or illegally, says hello again, then
    sends garbage fast; every refusal's reason, in order."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port, limit=1 << 20)
    writer.write(hello(seat=1, token="1" * 32))
    writer.write(pack({"t": "act", "action": "play 2♠", "version": 0}))  # before the start
    seen = []
    attacked = garbled = False
    try:
        while True:
            line = await asyncio.wait_for(reader.readline(), 10)
            if not line:
                break
            message = json.loads(line)
            if message["t"] in ("refused", "error", "closing"):
                seen.append(message.get("why"))
            if message["t"] == "update" and not attacked:
                attacked = True
                version = message["view"]["version"]
                for action in ("play 2♠", "bid 99", "deal"):
                    writer.write(pack({"t": "act", "action": action, "version": version}))
            if len(seen) == 4 and not garbled:  # the three acts refused: now garbage
                garbled = True
                writer.write(hello(seat=0))
                for i in range(4):  # with the second hello, five strikes: closed
                    writer.write(b"{not json %d\n" % i)
                await writer.drain()
    except OSError:  # closed with our garbage still unread: a reset
        pass
    finally:
        writer.close()
    await flood(port)
    return seen


async def flood(port: int) -> None:
    """Seat 1 again (same token: its seat back), then 500 lines at once."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port, limit=1 << 20)
    writer.write(hello(seat=1, token="1" * 32) + pack({"t": "ping"}) * 500)
    try:
        await writer.drain()
        while await asyncio.wait_for(reader.readline(), 10):
            pass
    except OSError:
        pass
    finally:
        writer.close()


async def slow_reader(host) -> None:
    """Seat 3: a tiny receive buffer and it never reads, yet it pings and plays (the test
    peeks at the true state for its moves: a peer that acts but does not read)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
    sock.setblocking(False)
    loop = asyncio.get_running_loop()
    await loop.sock_connect(sock, (LOOPBACK, host.port))
    await loop.sock_sendall(sock, hello(seat=3, token="3" * 32))
    try:
        while not host.ended:
            await asyncio.sleep(0.05)
            legal = host.state.actors().get(3)
            message = ({"t": "act", "action": str(legal[0]), "version": host._referee.version}
                       if legal else {"t": "ping"})
            await loop.sock_sendall(sock, pack(message))
    except OSError:
        pass
    finally:
        sock.close()


async def hostile_crowd(port: int, rng: random.Random) -> dict[str, list]:
    """Everything else, at once; each attack's answers."""
    results: dict[str, list] = {}
    junk = [bytes(rng.randrange(256) for _ in range(rng.randrange(1, 600))) for _ in range(8)]
    tasks = {
        **{f"random{i}": raw(port, j + b"\n") for i, j in enumerate(junk)},
        "truncated": raw(port, hello()[:30], read=False),
        "giant": raw(port, b"{" + b"x" * 3_000_000 + b"}\n"),
        "giant_hello": raw(port, pack({**HELLO, "name": "y" * 10_000})),
        "not_an_object": raw(port, b"[1,2,3]\n"),
        "nan": raw(port, b'{"t":"hello","protocol":NaN}\n'),
        "protocol": raw(port, hello(protocol=PROTOCOL + 1)),
        "program": raw(port, hello(program="other-9")),
        "seat_taken": raw(port, hello(seat=0, token="9" * 32)),
        "bad_token": raw(port, hello(token="../../etc/passwd")),
        "half_open": raw(port, b""),
    }
    names = list(tasks)
    answers = await asyncio.gather(*tasks.values(), return_exceptions=True)
    for name, answer in zip(names, answers, strict=True):
        results[name] = answer if isinstance(answer, list) else [repr(answer)]
    wrong = []
    for i in range(5):  # wrong codes from this address, then the right one: locked out
        wrong.append(await raw(port, hello(code=f"BAD{i}", token=f"{i + 4:x}" * 32)))
    results["wrong_codes"] = wrong
    return results


def refusal(answers: list) -> str | None:
    return next((a.get("why") for a in answers if isinstance(a, dict)
                 and a.get("t") in ("hello_refused", "closing")), None)


def test_hostile_peers_cannot_stop_or_bend_the_match():
    host = open_host("partnership-blackout", seed=21, deals=2, takeover_after=0.3,
                     hello_timeout=0.5, idle_timeout=5, send_timeout=1.0,
                     queue_limit=8192, socket_buffer=4096, code_tries=3, strikes=5,
                     unidentified_per_address=32)  # the whole crowd comes from loopback
    tracemalloc.start()

    async def scenario():
        slow = asyncio.ensure_future(slow_reader(host))
        flooding = asyncio.ensure_future(flooder(host.port))
        honest = [client(host, seat=0, ping_every=1), client(host, seat=2, ping_every=1)]
        for c in honest:
            await c.connect()
        from game.net.bot import play_bot

        playing = [asyncio.ensure_future(play_bot(c, "easy", i)) for i, c in enumerate(honest)]
        crowd = await hostile_crowd(host.port, random.Random(5))
        summaries = await asyncio.gather(*playing)
        flooded = await flooding
        # after the table closed nothing listens
        try:
            await asyncio.open_connection(LOOPBACK, host.port)
            listening = True
        except OSError:
            listening = False
        await slow
        return summaries, flooded, crowd, listening

    summaries, flooded, crowd, listening = run(scenario(), timeout=90)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert host.wait_closed(10)
    assert host.ended == "deals_done"
    # the match ended, correctly: both honest seats saw the record's scores
    replayed = replay_record(record_of(host.state))
    assert len(host.state.results) == 2
    assert [s["totals"] for s in summaries] == [list(replayed.scores)] * 2
    assert [s["deals"] for s in summaries] == [2, 2]
    # the flooder was refused by name, then closed for its errors
    assert flooded[0] == "not_yours"  # before the match began
    assert set(flooded[1:4]) <= {"rule", "not_yours", "stale"}
    assert flooded[4:] == ["malformed"] * 5 + ["errors"]
    # back with its token, it flooded: closed for it again
    assert [why for seat, why in host.closes if seat == 1] == ["errors", "errors"]
    # each hostile hello was refused by name (or the peer was just dropped)
    assert refusal(crowd["protocol"]) == "protocol"
    assert refusal(crowd["program"]) == "program"
    assert refusal(crowd["seat_taken"]) == "seat_taken"
    assert refusal(crowd["bad_token"]) == "hello"
    assert refusal(crowd["giant_hello"]) in ("too_long", None)
    assert refusal(crowd["not_an_object"]) == "hello"
    assert refusal(crowd["nan"]) == "hello"
    assert refusal(crowd["giant"]) in ("too_long", None)
    assert [refusal(w) for w in crowd["wrong_codes"]] == ["code"] * 3 + ["tries"] * 2
    for i in range(8):
        assert refusal(crowd[f"random{i}"]) in ("hello", "too_long", None)
    assert crowd["half_open"] == []  # dropped after the hello timeout, told nothing
    assert not listening
    # the peer that stopped reading was dropped for it, and a computer played on
    assert (3, "slow") in host.closes, (len(host.closes), list(host.closes))
    # 3 MB of junk and a match's traffic went through; the host kept well under it
    assert peak < 12_000_000, peak


def test_a_hello_refused_by_name_on_the_client_side():
    host = open_host("blackout", program="trickbid-9.9")

    async def scenario():
        c = client(host)
        try:
            await c.connect()
        except JoinRefused as exc:
            return exc.why, exc.program
        return None

    try:
        assert run(scenario(), timeout=20) == ("program", "trickbid-9.9")
    finally:
        host.close()
        assert host.wait_closed(10)


def test_computers_playing_flat_out_are_not_taken_for_a_flood():
    """Bot clients with no thinking time send as fast as the table moves: they pace
    themselves under the host's rate, so no move is dropped and the match goes on (it
    stalled on a dropped move before)."""
    from game.net.bot import play_bot

    host = open_host("partnership-blackout", seed=2, deals=6)

    async def scenario():
        cs = [client(host) for _ in range(4)]
        for c in cs:
            await c.connect()
        return await asyncio.gather(*(play_bot(c, "random", i, think_inline=True)
                                      for i, c in enumerate(cs)))

    summaries = run(scenario(), timeout=120)
    assert host.wait_closed(10) and host.ended == "deals_done"
    assert [s["deals"] for s in summaries] == [6] * 4
    assert not [why for _, why in host.closes if why == "errors"]
