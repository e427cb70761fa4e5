"""Import compares every figure of each deal with its replay (issue 46, fault 12): a backup
whose deal said ``thrown_in: true``, or a contract of seat -2**62, replayed fine (only tricks,
points and the dealer were compared) and was kept, and the statistics were read from it.
Such a match is refused alone, with the reason; the rest is added."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main
from game.core.registry import game_entry
from game.storage import open_storage
from game.storage.backup import checked_matches, parse_document
from tests.test_long_states import play_match
from tests.test_storage_import_checks import _document, _import


def _first_contract(match: dict[str, Any]) -> dict[str, Any]:
    for deal in match["deals"]:
        for contract in deal["contracts"]:
            if isinstance(contract, dict):
                return contract
    raise AssertionError("no contract in the match")


def _flip_made(match: dict[str, Any]) -> None:
    made = match["deals"][0]["made"]
    made[0] = not made[0] if isinstance(made[0], bool) else True


FIGURES = {
    "thrown-in": (lambda m: m["deals"][0].update(thrown_in=True), "thrown_in"),
    "contract-seat": (lambda m: _first_contract(m).update(seat=-(2**62)), "contracts"),
    "contract-number": (lambda m: _first_contract(m).update(
        number=_first_contract(m)["number"] + 1), "contracts"),
    "made": (_flip_made, "made"),
    "detail": (lambda m: m["deals"][0]["details"].update(bonus="999"), "details"),
    "deal-number": (lambda m: m["deals"][0].update(deal_number=-(2**62)), "number"),
}


@pytest.mark.parametrize("figure", sorted(FIGURES))
def test_a_deal_whose_figures_differ_from_its_replay_is_refused_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], figure: str
) -> None:
    document = _document(tmp_path / "src")
    change, field = FIGURES[figure]
    change(document["matches"][1])
    capsys.readouterr()
    code, _, count = _import(tmp_path, document)
    err = capsys.readouterr().err
    assert code == 0 and "Traceback" not in err
    assert "refused 1 match" in err and "match 2" in err, err
    assert "not what its record leads to" in err and f"its {field}" in err, err
    assert count == 2  # the other two were added


def _played(game_id: str, seed: int) -> Any:
    return play_match(game_id, dict(game_entry(game_id).short_match), seed)[-1]


def test_real_backups_of_every_game_pass_the_figure_check(tmp_path: Path) -> None:
    """No false refusal: contracts with seats, multipliers and suits, Belote's details."""
    storage = open_storage(tmp_path, env={})
    for game_id in ("partnership-blackout", "bazar-belote"):
        for seed in (1, 2):
            storage.finish_match(_played(game_id, seed), ["human", "hard", "hard", "hard"])
    storage.close()
    backup = tmp_path / "backup.json"
    assert main(["export-history", str(backup), "--data-dir", str(tmp_path)]) == 0
    entries, _ = parse_document(json.loads(backup.read_text(encoding="utf-8")))
    kept, refused = checked_matches(entries)
    assert refused == [] and len(kept) == 4
