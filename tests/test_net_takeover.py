"""Reconnect and takeover: bot clients in their own processes are killed mid-deal and
started again; a computer keeps the lost seat going, the player comes back to it, and the
match's record replays to exactly the scores every client printed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.core import create_game
from game.core.phase import Phase
from game.core.record import record_of, replay_record
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost
from game.net.version import program_version

ROOT = Path(__file__).resolve().parent.parent
TOKENS = [f"{seat}{seat}" * 16 for seat in range(4)]


def join(port: int, seat: int) -> subprocess.Popen[str]:
    """``trickbid join`` for ``seat``, a computer making its moves, in its own process."""
    return subprocess.Popen(
        [sys.executable, "-m", "game", "join", f"127.0.0.1:{port}", "--code", "TAKE",
         "--seat", str(seat), "--bot", "medium", "--token", TOKENS[seat], "--seed", str(seat),
         "--headless"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)})


def wait_for(condition, timeout: float, what: str) -> None:
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, f"timed out waiting for {what}"
        time.sleep(0.01)


def test_killed_clients_are_taken_over_and_come_back_with_no_move_lost_or_doubled(tmp_path):
    game = create_game("partnership-blackout")
    host = NetHost(game.new_match(seed=31), [SeatPlan("open")] * 4,
                   HostSettings(program=program_version(), address="127.0.0.1", code="TAKE",
                                takeover_after=1.0, level="easy", deals=3))
    port = host.open()
    procs = {seat: join(port, seat) for seat in range(4)}
    finished = []
    try:
        # mid-deal: the play has begun and a few cards are down
        wait_for(lambda: host.state.phase is Phase.PLAY and host.state.played.bit_count() >= 3,
                 60, "the first cards of the play")
        for seat in (1, 3):
            procs[seat].send_signal(signal.SIGKILL)
            procs[seat].wait(10)
            finished.append(procs.pop(seat))
        wait_for(lambda: host.seat_states()[1].kind == "lost", 10, "seat 1 shown as lost")
        procs[3] = join(port, 3)  # back at once: maybe before the computer took over
        wait_for(lambda: host.seat_states()[1].kind == "computer", 10, "the takeover")
        moves = len(host.state.log)
        wait_for(lambda: len(host.state.log) > moves + 2, 20, "the computer to play seat 1")
        procs[1] = join(port, 1)  # back after the takeover
        wait_for(lambda: host.seat_states()[1].kind == "person", 20, "seat 1's return")
        outputs = {}
        for seat, proc in procs.items():
            out, err = proc.communicate(timeout=120)
            assert proc.returncode == 0, err[-2000:]
            outputs[seat] = json.loads(out.strip().splitlines()[-1])
    finally:
        for proc in list(procs.values()) + finished:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
        host.close()
    assert host.wait_closed(15)
    assert host.ended == "deals_done"
    assert [outputs[s]["seat"] for s in range(4)] == [0, 1, 2, 3]
    # the record replays to the host's state, each move once: as many actions as moves
    final = host.state
    record = record_of(final)
    assert replay_record(record) == final
    assert len(record["actions"]) == host._referee.version
    assert len(final.results) == 3
    for seat in range(4):
        assert outputs[seat]["deals"] == 3
        assert outputs[seat]["totals"] == list(final.scores)
    # and the command-line replay agrees
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    replayed = subprocess.run([sys.executable, "-m", "game", "replay", str(path)], cwd=ROOT,
                              capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(replayed.stdout)["scores"] == list(final.scores)
    assert (1, "gone") in host.closes and (3, "gone") in host.closes
