"""The host leaves and resumes later from the match's record; the friends sit down again."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.core.record import record_of, replay_record
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost
from tests.net_support import CODE, LOOPBACK, PROGRAM, bots, open_host, run

ROOT = Path(__file__).resolve().parent.parent


def test_a_match_resumed_from_its_record_goes_on_where_it_stopped():
    first = open_host("bazar-belote", seed=3, deals=1)
    run(bots(first, 4))
    assert first.wait_closed(10) and first.ended == "deals_done"
    record = json.loads(json.dumps(record_of(first.state)))
    resumed = replay_record(record)
    second = NetHost(resumed, [SeatPlan("open")] * 4,
                     HostSettings(program=PROGRAM, address=LOOPBACK, code=CODE, deals=2))
    second.open()
    summaries = run(bots(second, 4))
    assert second.wait_closed(10) and second.ended == "deals_done"
    assert second.state.results[0] == first.state.results[0]
    assert len(second.state.results) == 2
    assert [s["totals"] for s in summaries] == [list(second.state.scores)] * 4
    assert replay_record(record_of(second.state)) == second.state


def test_resuming_a_record_of_another_game_is_refused_by_name(tmp_path):
    host = open_host("blackout", seed=1)
    host.close()
    assert host.wait_closed(10) and host.ended == "host_left"
    path = tmp_path / "m.json"
    path.write_text(json.dumps(record_of(host.state)), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "game", "host", "--game", "bazar-belote", "--seats",
         "open,open,open,open", "--resume", str(path), "--headless", "--no-announce"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2 and "a match of blackout" in done.stderr


TOKENS = ["a1" * 16, "b2" * 16, "c3" * 16, "d4" * 16]


def test_friends_get_their_seats_back_by_their_tokens_after_the_host_resumes():
    import ai
    from game.net.seats import plans_of_saved
    from game.net.server import token_digest
    from tests.net_support import client

    plan = [SeatPlan("open"), SeatPlan("computer", "easy"), SeatPlan("open"),
            SeatPlan("open")]
    first = open_host("partnership-blackout", plan, seed=5, deals=1)
    seated = [client(first, token=TOKENS[s], seat=s) for s in (0, 2, 3)]
    run(bots(first, 3, clients=seated))
    assert first.wait_closed(10)
    table = first.table_record()
    assert table["seats"] == ["friend", "easy", "friend", "friend"]
    assert table["tokens"] == [token_digest(TOKENS[0]), None, token_digest(TOKENS[2]),
                               token_digest(TOKENS[3])]
    assert not any(t in json.dumps(table) for t in TOKENS)  # no token kept, only digests
    record = {**json.loads(json.dumps(record_of(first.state))), "table": table}
    second = NetHost(replay_record(record),
                     plans_of_saved(table["seats"], tuple(ai.LEVELS), headless=True),
                     HostSettings(program=PROGRAM, address=LOOPBACK, code=CODE, deals=2,
                                  level="easy"),
                     tokens=table["tokens"])
    second.open()

    async def come_back():
        stranger = client(second, token="e5" * 16)
        try:
            await stranger.connect()
        except Exception as exc:  # noqa: BLE001 - the refusal is the point
            refused = getattr(exc, "why", repr(exc))
        else:
            refused = "seated"
        # the friends come back in another order, none naming a seat: each by his token
        back = [client(second, token=TOKENS[s]) for s in (3, 0, 2)]
        for c in back:
            await c.connect()
        seats = [c.seat for c in back]
        summaries = await bots(second, 3, clients=back)
        return refused, seats, summaries

    refused, seats, summaries = run(come_back(), 90)
    assert refused == "no_seat"  # every open seat waits for its own player
    assert seats == [3, 0, 2]
    assert second.wait_closed(10) and second.ended == "deals_done"
    assert len(second.state.results) == 2
    assert {tuple(s["totals"]) for s in summaries} == {tuple(second.state.scores)}


def test_the_headless_host_saves_its_table_and_resumes_it_without_seats_given(tmp_path):
    """``trickbid host --record FILE`` keeps the seats and the tokens' digests beside the
    record; ``--resume FILE`` seats each friend coming back by his token alone."""
    save = tmp_path / "table.json"

    def host(*args: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [sys.executable, "-m", "game", "host", "--game", "blackout", "--players", "3",
             "--port", "0", "--address", LOOPBACK, "--code", "SAVE", "--record", str(save),
             "--level", "easy", "--no-announce", "--headless", *args],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def join(port: int, seat: int | None, token: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [sys.executable, "-m", "game", "join", f"{LOOPBACK}:{port}", "--code", "SAVE",
             "--bot", "easy", "--token", token, "--headless",
             *(["--seat", str(seat)] if seat is not None else [])],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def play(host_proc: subprocess.Popen[str], seats: list[int | None]) -> list[dict]:
        assert host_proc.stdout is not None
        port = json.loads(host_proc.stdout.readline())["listening"]
        joins = [join(port, seat, TOKENS[i]) for i, seat in enumerate(seats)]
        lines = [json.loads(j.communicate(timeout=120)[0].strip().splitlines()[-1])
                 for j in joins]
        host_proc.communicate(timeout=60)
        return lines

    first = play(host("--seats", "open,hard,open", "--deals", "1"), [2, 0])
    assert [line["seat"] for line in first] == [2, 0]
    saved = json.loads(save.read_text(encoding="utf-8"))
    assert saved["table"]["seats"] == ["friend", "hard", "friend"]
    assert not any(t in save.read_text(encoding="utf-8") for t in TOKENS)
    again = play(host("--resume", str(save), "--deals", "2"), [None, None])
    assert [line["seat"] for line in again] == [2, 0]
    assert [line["deals"] for line in again] == [2, 2]
    assert json.loads(save.read_text(encoding="utf-8"))["table"] == saved["table"]
