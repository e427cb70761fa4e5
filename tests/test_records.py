"""Golden records replay to their stored results; the replay tool reports bad records."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import RecordError, create_game
from game.core.record import record_of, replay_record, summary_of

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_record_replays_to_its_stored_result(path):
    record = json.loads(path.read_text(encoding="utf-8"))
    state = replay_record(record)
    assert summary_of(state) == record["expected"]
    assert record_of(state)["actions"] == record["actions"]


def test_there_are_golden_records_for_every_game_built():
    games = {json.loads(p.read_text())["game"] for p in GOLDEN}
    assert {"blackout", "partnership-blackout"} <= games


def test_an_illegal_action_stops_the_replay_at_its_position():
    record = json.loads((Path(__file__).parent / "golden" / "blackout_deal_by_hand.json")
                        .read_text())
    record["actions"][5] = "play 3C"  # seat 1 must follow the spade lead with KS
    with pytest.raises(RecordError, match="must follow suit") as e:
        replay_record(record)
    assert e.value.position == 5


@pytest.mark.parametrize(
    ("record", "message"),
    [([], "JSON object"), ({"format": "other"}, "not a Trickbid record"),
     ({"game": "chess", "seed": 1}, "unknown game"),
     ({"game": "blackout", "options": {"colour": 1}, "seed": 1}, "unknown option"),
     ({"game": "blackout"}, "seed"), ({"game": "blackout", "seed": 1, "actions": "bid 1"},
                                       "list"),
     ({"game": "blackout", "seed": 1, "version": 99}, "newer")],
)
def test_malformed_records_are_rejected_with_a_reason(record, message):
    with pytest.raises(RecordError, match=message):
        replay_record(record)


def run_replay(path):
    return subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)],
        check=False, capture_output=True, text=True, timeout=60,
    )


def test_replay_command_prints_the_result_as_json(tmp_path):
    state = create_game("blackout").new_match(seed=3)
    for text in ["bid 0", "bid 1", "bid 0", "bid 1"]:
        state = state.apply(text)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record_of(state)))
    done = run_replay(path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == summary_of(state)


def test_replay_command_fails_with_position_and_reason(tmp_path):
    record = record_of(create_game("blackout").new_match(seed=3))
    record["actions"] = ["bid 0", "bid 7"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    done = run_replay(path)
    assert done.returncode != 0
    assert "position 1" in done.stderr and "bid from 0 to 1" in done.stderr


def test_replay_command_reports_unreadable_files(tmp_path):
    path = tmp_path / "junk.json"
    path.write_text("{not json")
    done = run_replay(path)
    assert done.returncode != 0 and "cannot read record" in done.stderr
