"""Import checks each match by replaying its record, refuses text that is not fit to keep,
and the replay tool names a bad option (issue 39, faults 6, 7, 8, 9)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main
from game.core import create_game
from game.core.record import record_of
from game.storage import Storage, open_storage
from game.storage.backup import BackupError, checked_matches, parse_document
from game.storage.match_check import match_problem

SEATS = ["human", "hard", "hard", "hard"]


def _document(folder: Path) -> dict[str, Any]:
    storage = open_storage(folder, env={})
    for seed in range(3):
        rng = random.Random(seed)
        state = create_game("blackout", players=4, max_cards=3).new_match(seed=seed)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        storage.finish_match(state, SEATS)
    storage.practice.add("blackout", "hook", "bid 1", "bid 2", 1.25)
    storage.close()
    backup = folder / "backup.json"
    assert main(["export-history", str(backup), "--data-dir", str(folder)]) == 0
    return json.loads(backup.read_text(encoding="utf-8"))


def _import(tmp_path: Path, document: Any, raw: str | None = None) -> tuple[int, str, int]:
    backup = tmp_path / "in.json"
    backup.write_text(raw if raw is not None else json.dumps(document), encoding="utf-8")
    target = tmp_path / "target"
    code = main(["import-history", str(backup), "--data-dir", str(target)])
    storage = open_storage(target, env={})
    count = len(storage.history.entries())
    storage.close()
    return code, "", count


MISFITS = {
    "record-of-another-game": (lambda m: m["record"].update(game="bazar-belote"),
                               "of another game"),
    "option-game_id": (lambda m: m["record"]["options"].update(game_id=1),
                       "unknown option 'game_id'"),
    "option-self": (lambda m: m["options"].update(self=1), "unknown option 'self'"),
    "unknown-level": (lambda m: m["seats"].__setitem__(1, "grandmaster"),
                      "neither 'human', 'friend' nor a computer level"),
    "scores-changed": (lambda m: m["scores"].__setitem__(0, m["scores"][0] + 1),
                       "scores are not what its record leads to"),
    "action-dropped": (lambda m: m["record"]["actions"].pop(3), "record"),
    "illegal-action": (lambda m: m["record"]["actions"].__setitem__(0, "bid 99"),
                       "does not replay"),
    "players-mismatch": (lambda m: m["record"]["options"].update(players=5), "record"),
    "deal-changed": (lambda m: m["deals"][0]["tricks"].reverse()
                     if len(set(m["deals"][0]["tricks"])) > 1
                     else m["deals"][0].update(dealer=(m["deals"][0]["dealer"] + 1) % 4),
                     "not what its record leads to"),
}


@pytest.mark.parametrize("misfit", sorted(MISFITS))
def test_a_match_whose_record_does_not_fit_is_refused_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], misfit: str
) -> None:
    document = _document(tmp_path / "src")
    change, words = MISFITS[misfit]
    change(document["matches"][1])
    capsys.readouterr()
    code, _, count = _import(tmp_path, document)
    err = capsys.readouterr().err
    assert code == 0
    assert "refused 1 match" in err and "match 2" in err and words in err
    assert count == 2  # the other two were imported
    assert "Traceback" not in err


@pytest.mark.parametrize("bad", ["\x00", "\x07", "\x1b[31m", "\ud800"])
@pytest.mark.parametrize("where", ["seat", "finished_at", "practice-call", "detail"])
def test_control_characters_and_lone_surrogates_are_refused_in_plain_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: str, where: str
) -> None:
    document = _document(tmp_path / "src")
    match = document["matches"][0]
    if where == "seat":
        match["seats"][0] = "human" + bad
    elif where == "finished_at":
        match["finished_at"] += bad
    elif where == "practice-call":
        document["practice"][0]["call"] = "bid" + bad
    else:
        match["deals"][0]["details"]["note"] = bad
    raw = json.dumps(document)  # ensure_ascii: a lone surrogate is written as \\udXXX
    capsys.readouterr()
    code, _, count = _import(tmp_path, None, raw)
    err = capsys.readouterr().err
    assert code == 1 and count == 0
    assert ("control character" in err or "lone surrogate" in err), err
    assert "nothing was imported" in err and "Traceback" not in err


def test_a_real_backup_passes_every_check(tmp_path: Path) -> None:
    entries, _attempts = parse_document(_document(tmp_path))
    kept, refused = checked_matches(entries)
    assert refused == [] and len(kept) == 3


def test_a_seeded_mutation_fuzz_of_real_backups_never_stores_a_misfit(tmp_path: Path) -> None:
    """Each mutant is refused whole, or every match it stores replays to its figures."""
    good = _document(tmp_path)
    rng = random.Random(39)
    values: list[Any] = [None, 0, -1, 1, 7, 2**70, "", "hard", "human", "x" * 50, [], {},
                         True, 1.5, ["bid 1"], {"players": 3}]
    outcomes = {"refused whole": 0, "refused alone": 0, "kept": 0}
    for _ in range(1500):
        document = json.loads(json.dumps(good))
        for _change in range(rng.randint(1, 3)):
            node: Any = document["matches"][rng.randrange(3)]
            path = []
            while isinstance(node, dict | list) and node and rng.random() < 0.75:
                key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
                path.append((node, key))
                node = node[key]
            if path:
                parent, key = path[-1]
                parent[key] = rng.choice(values)
        try:
            entries, _attempts = parse_document(document)
        except BackupError:
            outcomes["refused whole"] += 1
            continue
        kept, refused = checked_matches(entries)
        outcomes["refused alone"] += len(refused)
        outcomes["kept"] += len(kept)
        storage = Storage.in_memory(env={})
        from game.storage.history import insert_entry

        with storage.database.transaction() as conn:
            for entry in kept:
                insert_entry(conn, entry)
        for stored in storage.history.entries():
            assert match_problem(stored) is None
    print("import fuzz:", outcomes)
    assert all(outcomes.values()), outcomes


@pytest.mark.parametrize("name", ["game_id", "self", "no_such_option"])
def test_replay_names_an_option_the_game_does_not_have(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    state = create_game("blackout", players=4, max_cards=2).new_match(seed=1)
    record = record_of(state)
    record["options"][name] = 1
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"unknown option {name!r}" in err and "Traceback" not in err
