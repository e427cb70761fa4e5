"""``export-history`` / ``import-history``: a backup restores the same history, importing
twice adds nothing, and a bad backup is refused whole with a message naming the problem."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.__main__ import main
from game.core import create_game
from game.storage import Storage, open_storage
from game.storage.backup import FORMAT, VERSION, BackupError, export_document, parse_document
from game.storage.history import insert_entry
from game.storage.practice import insert_attempt
from tests.storage_support import open_folder, read_only

ROOT = Path(__file__).resolve().parents[1]


def _fill(folder: Path) -> None:
    storage = open_storage(folder, env={})
    for seed in range(3):
        rng = random.Random(seed)
        state = create_game("bazar-belote").new_match(seed=seed)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        storage.finish_match(state, ["human", "hard", "hard", "hard"], taken_back=seed)
    storage.practice.add("blackout", "hook", "bid 1", "bid 2", 1.25)
    storage.practice.add("blackout", "zero", "zero", "zero", 0.0)
    storage.close()


def _history(folder: Path) -> tuple[list[Any], list[Any], list[Any]]:
    storage = open_storage(folder, env={})
    try:
        return (storage.history.entries(), storage.practice.attempts(),
                storage.statistics.by_game_and_level())
    finally:
        storage.close()


def test_export_then_import_restores_the_same_history(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target, backup = tmp_path / "a", tmp_path / "b", tmp_path / "backup.json"
    _fill(source)
    assert main(["export-history", str(backup), "--data-dir", str(source)]) == 0
    assert "Exported 3 matches and 2 practice calls" in capsys.readouterr().out
    document = json.loads(backup.read_text(encoding="utf-8"))
    assert (document["format"], document["version"]) == (FORMAT, VERSION)
    assert all(m["record"]["game"] == "bazar-belote" for m in document["matches"])

    assert main(["import-history", str(backup), "--data-dir", str(target)]) == 0
    assert "Imported 3 matches and 2 practice calls" in capsys.readouterr().out
    assert _history(target) == _history(source)
    # take-backs travel too (issue 40, item 15)
    assert sorted(m["taken_back"] for m in document["matches"]) == [0, 1, 2]
    assert sorted(e.taken_back for e in _history(target)[0]) == [0, 1, 2]

    assert main(["import-history", str(backup), "--data-dir", str(target)]) == 0
    again = capsys.readouterr().out
    assert "Imported 0 matches and 0 practice calls" in again and "(5 already there)" in again
    assert _history(target) == _history(source)


def test_the_command_line_uses_the_data_dir_from_the_environment(tmp_path: Path) -> None:
    _fill(tmp_path / "data")
    backup = tmp_path / "out.json"
    env = dict(os.environ, TRICKBID_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "game", "export-history", str(backup)],
        check=False, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert len(json.loads(backup.read_text(encoding="utf-8"))["matches"]) == 3


def _good_document(tmp_path: Path) -> dict[str, Any]:
    _fill(tmp_path / "src")
    backup = tmp_path / "good.json"
    assert main(["export-history", str(backup), "--data-dir", str(tmp_path / "src")]) == 0
    return json.loads(backup.read_text(encoding="utf-8"))


def _broken(document: dict[str, Any], change: str) -> Any:
    doc = json.loads(json.dumps(document))
    if change == "format":
        doc["format"] = "something-else"
    elif change == "newer":
        doc["version"] = VERSION + 1
    elif change == "matches":
        doc["matches"] = {"not": "a list"}
    elif change == "scores":
        doc["matches"][1]["scores"] = ["ten", 3]
    elif change == "winners":
        doc["matches"][0]["winners"] = [5]
    elif change == "made":
        doc["matches"][2]["deals"][0]["made"] = ["yes", None]
    elif change == "uid":
        del doc["matches"][0]["uid"]
    elif change == "taken_back":
        doc["matches"][1]["taken_back"] = -1
    elif change == "taken_back_text":
        doc["matches"][2]["taken_back"] = "2"
    elif change == "taken_back_flag":
        doc["matches"][0]["taken_back"] = True
    elif change == "loss":
        doc["practice"][0]["loss"] = -1
    elif change == "top":
        doc = [1, 2, 3]
    return doc


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("format", "not a Trickbid history backup"),
        ("newer", "written by a newer Trickbid"),
        ("matches", "'matches' must be a list"),
        ("scores", "match 2: 'scores' must be a whole number, got 'ten'"),
        ("winners", "match 1: 'winners' must index 'scores'"),
        ("made", "match 3, deal 1: 'made' must hold true, false or null"),
        ("uid", "match 1: 'uid' must be a non-empty text"),
        ("loss", "practice attempt 1: 'loss' is never negative"),
        ("taken_back", "match 2: 'taken_back' must be a whole number from 0 to 1,000,000"),
        ("taken_back_text", "match 3: 'taken_back' must be a whole number from 0"),
        ("taken_back_flag", "match 1: 'taken_back' must be a whole number from 0"),
        ("top", "not a Trickbid history backup"),
    ],
)
def test_a_bad_backup_is_refused_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: str, message: str
) -> None:
    backup = tmp_path / "bad.json"
    backup.write_text(json.dumps(_broken(_good_document(tmp_path), change)), encoding="utf-8")
    capsys.readouterr()
    target = tmp_path / "target"
    assert main(["import-history", str(backup), "--data-dir", str(target)]) == 1
    err = capsys.readouterr().err
    assert message in err and "nothing was imported" in err
    entries, attempts, _ = _history(target)
    assert entries == [] and attempts == []


def test_an_older_backup_without_take_backs_imports_them_as_none(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Backups written before the history counted take-backs (issue 40, item 15) have no
    'taken_back': their matches import as never taken back."""
    document = _good_document(tmp_path)
    for m in document["matches"]:
        del m["taken_back"]
    backup = tmp_path / "older.json"
    backup.write_text(json.dumps(document), encoding="utf-8")
    target = tmp_path / "target"
    assert main(["import-history", str(backup), "--data-dir", str(target)]) == 0
    assert "Imported 3 matches" in capsys.readouterr().out
    entries = _history(target)[0]
    assert len(entries) == 3 and all(e.taken_back == 0 for e in entries)


@pytest.mark.parametrize(
    ("content", "message"),
    [(None, "cannot read"), (b"{not json", "is not valid JSON"),
     (b"\xff\xfe\x00garbage", "cannot read")],
)
def test_an_unreadable_backup_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None, message: str
) -> None:
    backup = tmp_path / "in.json"
    if content is not None:
        backup.write_bytes(content)
    assert main(["import-history", str(backup), "--data-dir", str(tmp_path / "d")]) == 1
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [["export-history"], ["import-history", "a.json", "b.json"],
     ["export-history", "a.json", "--data-dir"]],
)
def test_usage_errors(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert "usage: python -m game export-history FILE" in capsys.readouterr().err


def test_export_to_a_missing_folder_fails_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "no" / "such" / "folder" / "out.json"
    assert main(["export-history", str(target), "--data-dir", str(tmp_path / "d")]) == 1
    assert "error: cannot write" in capsys.readouterr().err
    assert not target.exists()


def test_export_works_from_a_read_only_data_folder_import_does_not(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with open_folder() as folder:
        data, out = folder / "data", folder / "out"
        data.mkdir()
        out.mkdir()
        data.chmod(0o755)
        out.chmod(0o777)
        _fill(data)
        backup = out / "backup.json"
        with read_only(data):
            exported = main(["export-history", str(backup), "--data-dir", str(data)])
            imported = main(["import-history", str(backup), "--data-dir", str(data)])
        assert exported == 0 and imported == 1
        err = capsys.readouterr().err
        assert "cannot be written here; nothing was imported" in err
        assert len(json.loads(backup.read_text(encoding="utf-8"))["matches"]) == 3


_DOCUMENT: dict[str, Any] = {}


def _small_document() -> dict[str, Any]:
    """A real backup of one Belote match and one practice call (built once)."""
    if not _DOCUMENT:
        storage = Storage.in_memory(env={})
        rng = random.Random(5)
        state = create_game("bazar-belote").new_match(seed=5)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        storage.finish_match(state, ["human", "easy", "easy", "easy"])
        storage.practice.add("bazar-belote", "contra", "pass", "contra", 2.0)
        _DOCUMENT.update(export_document(storage.database))
    return json.loads(json.dumps(_DOCUMENT))


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:3]):
            out += _paths(value, (*prefix, i))
    return out


ANY_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.sampled_from([2**63, -(2**63) - 1, 2**64])
    | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                               max_size=3),
    max_leaves=6,
)


@settings(max_examples=60, deadline=None)
@given(pick=st.integers(min_value=0), value=ANY_JSON)
def test_a_backup_changed_anywhere_imports_whole_or_is_refused_whole(
    pick: int, value: Any
) -> None:
    document = _small_document()
    paths = _paths(document)
    path = paths[pick % len(paths)]
    if path:
        node = document
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = value
    else:
        document = value
    storage = Storage.in_memory(env={})
    try:
        entries, attempts = parse_document(document)
    except BackupError as refused:
        assert str(refused)  # says what is wrong
        return
    with storage.database.transaction() as conn:
        for entry in entries:
            insert_entry(conn, entry)
        for attempt in attempts:
            insert_attempt(conn, attempt)
    assert len(storage.history.entries()) == len(entries)


@pytest.mark.parametrize(("field", "value", "message"), [
    ("multiplier", 2**63, "multiplier must be 1, 2"),
    ("multiplier", 3, "multiplier must be 1, 2"),
    ("suit", 4, "suit must be -1"),
    ("suit", -(2**63) - 1, "suit must be -1"),
])
def test_a_backup_contract_out_of_range_is_refused_by_name(
    field: str, value: int, message: str
) -> None:
    """A contract's multiplier goes to an integer column and its suit picks a symbol:
    out of range, the import used to crash (found by the property test above)."""
    document = _small_document()
    contracts = [c for m in document["matches"] for d in m["deals"]
                 for c in d["contracts"] if isinstance(c, dict)]
    contracts[0][field] = value
    with pytest.raises(BackupError, match=message):
        parse_document(document)


DAMAGE = {
    "options-not-json": "UPDATE matches SET options = '{bad' WHERE id = 1",
    "seats-not-utf8": "UPDATE matches SET seats = CAST(X'5b22ff225d' AS TEXT) WHERE id = 1",
    "record-nested-deeply": "UPDATE matches SET record = ? WHERE id = 1",
    "deal-contracts-not-json": "UPDATE deals SET contracts = 'x' WHERE match_id = 1",
    "scores-not-a-list": "UPDATE matches SET scores = '7' WHERE id = 1",
    "deal-made-short": "UPDATE deals SET made = '[]' WHERE match_id = 1",
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_export_skips_and_reports_a_damaged_match_and_keeps_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    source, backup = tmp_path / "a", tmp_path / "backup.json"
    _fill(source)
    storage = open_storage(source, env={})
    params = ("[" * 100_000 + "]" * 100_000,) if "?" in DAMAGE[damage] else ()
    with storage.database.transaction() as conn:
        conn.execute(DAMAGE[damage], params)
        conn.execute("UPDATE practice SET call = CAST(X'ff' AS TEXT) WHERE drill = 'zero'")
    storage.close()
    capsys.readouterr()
    assert main(["export-history", str(backup), "--data-dir", str(source)]) == 0
    out, err = capsys.readouterr()
    assert "Exported 2 matches and 1 practice calls" in out
    assert "skipped 1 damaged match and 1 damaged practice call" in err
    assert err.count("(finished ") == 1  # the match left out is named
    document = json.loads(backup.read_text(encoding="utf-8"))
    assert len(document["matches"]) == 2 and len(document["practice"]) == 1
    target = tmp_path / "b"  # what was exported imports whole
    assert main(["import-history", str(backup), "--data-dir", str(target)]) == 0
    assert "Imported 2 matches and 1 practice calls" in capsys.readouterr().out


def test_a_deeply_nested_backup_is_refused_in_plain_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    backup = tmp_path / "deep.json"
    for text in ("[" * 100_000 + "]" * 100_000,
                 '{"format": "trickbid-history", "version": 1, "matches": '
                 + "[" * 100_000 + "]" * 100_000 + ', "practice": []}'):
        backup.write_text(text, encoding="utf-8")
        assert main(["import-history", str(backup), "--data-dir", str(tmp_path / "d")]) == 1
        err = capsys.readouterr().err
        assert "nested too deeply" in err and "nothing was imported" in err


def _inconsistent(document: dict[str, Any], change: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(json.dumps(document))
    match, deal = doc["matches"][0], doc["matches"][0]["deals"][0]
    if change == "one-seat-three-scores":
        match["seats"] = ["human"]
        match["scores"] = [1, 2, 3]
        match["winners"] = [0]
    elif change == "scores-not-by-seat-or-team":
        match["scores"] = [1, 2, 3]
    elif change == "made-shorter-than-contracts":
        deal["made"] = deal["made"][:1]
    elif change == "tricks-not-by-seat":
        deal["tricks"] = deal["tricks"][:2]
    elif change == "points-not-by-side":
        deal["points"] = [*deal["points"], 5]
    elif change == "dealer-not-a-seat":
        deal["dealer"] = 9
    elif change == "long-seat-name":
        match["seats"][1] = "x" * 100_000
    elif change == "long-uid":
        match["uid"] = "u" * 100_000
    elif change == "long-contract":
        deal["contracts"][0] = "c" * 100_000
    elif change == "long-practice-call":
        doc["practice"][0]["call"] = "bid " + "9" * 100_000
    elif change == "huge-practice-loss":
        doc["practice"][0]["loss"] = 1e308
    return doc


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("one-seat-three-scores", "match 1: 'seats' must name 2 to 7 seats"),
        ("scores-not-by-seat-or-team", "match 1: 'scores' must hold one score per seat or"),
        ("made-shorter-than-contracts", "match 1, deal 1: 'made' must have one entry per"),
        ("tricks-not-by-seat", "match 1, deal 1: 'tricks' must hold one count per seat"),
        ("points-not-by-side", "match 1, deal 1: 'points' must hold one entry per score"),
        ("dealer-not-a-seat", "match 1, deal 1: 'dealer' must be a seat, 0 to 3"),
        ("long-seat-name", "match 1: 'seats' must list each seat as 'human', 'friend' or an"),
        ("long-uid", "match 1: 'uid' must be a text of at most"),
        ("long-contract", "match 1, deal 1: 'contracts' must hold texts of"),
        ("long-practice-call", "practice attempt 1: 'call' must be a text of at most"),
        ("huge-practice-loss", "practice attempt 1: 'loss' is at most"),
    ],
)
def test_an_inconsistent_backup_is_refused_whole_with_the_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: str, message: str
) -> None:
    backup = tmp_path / "bad.json"
    document = _inconsistent(_good_document(tmp_path), change)
    backup.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    target = tmp_path / "target"
    assert main(["import-history", str(backup), "--data-dir", str(target)]) == 1
    err = capsys.readouterr().err
    assert message in err and "nothing was imported" in err
    entries, attempts, _ = _history(target)
    assert entries == [] and attempts == []
