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


def _hostile_records() -> list[tuple[str, str]]:
    """(name, file text) pairs a careless tool or a damaged file may hand the replay tool."""
    good = json.loads((Path(__file__).parent / "golden" / "blackout_deal_by_hand.json")
                      .read_text())
    match = {"format": "trickbid-record", "version": 1, "game": "blackout", "seed": 5,
             "actions": []}
    out: list[tuple[str, str]] = []

    def add(name: str, record: object) -> None:
        out.append((name, json.dumps(record)))

    for value in (1.5, True, "1", None, [], 10**30, -1, 0):
        add(f"version={value!r}", dict(match, version=value))
    for value in (True, 1.5, "abc", None, [1], 10**80, float("inf")):
        add(f"seed={value!r}", dict(match, seed=value))
    deal = dict(good["deal"])
    for key, values in {"dealer": (None, "0", 1.5, 99, -1, True, 10**30),
                        "deal_number": ("1", 0, 1.5, 10**30),
                        "turn_up": (99, -1, 1.5, "ZZ", ["AS"])}.items():
        for value in values:
            add(f"deal.{key}={value!r}", dict(good, deal=dict(deal, **{key: value})))
    for value in (1.5, "x", 10**80, None):
        record = {k: v for k, v in match.items() if k != "seed"}
        add(f"deal.deal_id={value!r}", dict(record, deal={"deal_id": value}))
    for hands in (None, "AS", [None], [[1, 2]], [["AS"]] * 9, [[None]] * 4):
        add(f"hands={hands!r}", dict(good, deal=dict(deal, hands=hands)))
    for key, value in (("players", float("inf")), ("players", 10**400), ("players", 1e300),
                       ("players", "many"), ("max_cards", float("-inf")), ("zero_bid", None),
                       ("players", 1)):
        add(f"options.{key}={value!r}", dict(match, options={key: value}))
    for game_id in (None, 5, ["blackout"], {"id": 1}):
        add(f"game={game_id!r}", dict(match, game=game_id))
    for actions in (["bid " + "9" * 5000], ["bid ²"], ["bid 1 @99"], ["bid 1 @x"], [None],
                    ["play"], ["contra @1.5"], "bid 1"):
        add(f"actions={str(actions)[:20]}", dict(match, actions=actions))
    out.append(("nested", "[" * 100_000 + "]" * 100_000))
    out.append(("huge integer", '{"game": "blackout", "seed": ' + "7" * 5000 + "}"))
    out.append(("infinite seed", '{"game": "blackout", "seed": Infinity}'))
    out.append(("not json", "{bad"))
    out.append(("not utf-8", "\udcff"))
    return out


HOSTILE = _hostile_records()


@pytest.mark.parametrize(("name", "text"), HOSTILE, ids=[n for n, _ in HOSTILE])
def test_the_replay_tool_refuses_a_hostile_record_with_a_reason(name, text, tmp_path,
                                                                 capsys):
    """issue 17, fault 4: 'replay stopped: …' or 'cannot read record …', exit 1, never a
    traceback; a seed of true or 1.5 is refused, not replayed as seed 1."""
    from game.replay import main as replay_main

    path = tmp_path / "record.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    assert replay_main([str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(("replay stopped", "cannot read record")), err
    assert "Traceback" not in err and len(err) < 600


def test_the_replay_command_prints_no_traceback_for_a_bad_seed(tmp_path):
    path = tmp_path / "seed.json"
    path.write_text('{"game": "blackout", "seed": true}')
    done = run_replay(path)
    assert done.returncode == 1
    assert "'seed' must be a whole number" in done.stderr and "Traceback" not in done.stderr
