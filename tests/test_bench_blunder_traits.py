"""The blunder catalogue's builder names no game (issue 47, the toy-game rehearsal: it had a
branch per game id, so a fourth game edited it): what differs per game is described by the
game's AI (``GameAI.blunders``, ``ai.blunder_traits``)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from ai.registry import GAME_AIS
from game.core.record import replay_record
from tests.bench_support import BENCH, bench_script
from tests.game_floors import GAME_IDS

FOLDER = Path(__file__).resolve().parent / "data" / "blunders"


def test_the_catalogue_builder_holds_no_game_id() -> None:
    tree = ast.parse((BENCH / "blunder_catalogue.py").read_text())
    named = sorted({node.value for node in ast.walk(tree)
                    if isinstance(node, ast.Constant) and node.value in GAME_IDS})
    assert named == []


def test_every_registered_game_describes_how_its_blunders_are_judged() -> None:
    catalogue = bench_script("blunder_catalogue")
    assert set(GAME_AIS) == set(GAME_IDS)
    for game_id in GAME_IDS:
        assert catalogue.traits(game_id) is GAME_AIS[game_id].blunders
        assert catalogue.four_seat_game(game_id).new_match(seed=1).players == 4


def test_every_catalogued_card_position_is_within_its_games_solved_size() -> None:
    """The data the builder wrote under its old per-game table still fits the traits."""
    catalogue = bench_script("blunder_catalogue")
    for path in sorted(FOLDER.glob("*.json")):
        entry = json.loads(path.read_text())
        if entry.get("kind") == "call":
            continue
        state = replay_record(entry["record"])
        hand = state.observation(entry["seat"]).hand
        assert hand.bit_count() <= catalogue.traits(state.game.id).max_cards, path.name
