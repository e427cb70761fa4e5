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
