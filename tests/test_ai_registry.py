"""The AI floor's registry: every game the core knows has an AI in its own package,
registered once; game ids are spelled only there; each game's level settings live with it."""

from __future__ import annotations

import ast
import math
from pathlib import Path

import pytest

from ai import NoAIError, UnknownLevelError
from ai.registry import GAME_AIS, game_ai, level_for, model_for
from game.core import GAMES, create_game

AI_DIR = Path(__file__).resolve().parent.parent / "ai"


def _package_of(game_id: str) -> Path:
    """The folder of the package the game's AI lives in (read from its model's module)."""
    module = game_ai(game_id).model.__module__
    assert module.startswith("ai.") and module.count(".") >= 2, module
    return AI_DIR / module.split(".")[1]


def test_every_game_of_the_core_has_an_ai_in_its_own_package() -> None:
    assert set(GAME_AIS) == set(GAMES)
    folders = {_package_of(g) for g in GAMES}
    assert len(folders) == len(GAMES), "two games share one AI package"
    for game_id in GAMES:
        model = model_for(create_game(game_id))
        assert model.game_id == game_id


def test_game_ids_are_spelled_only_in_the_registry_and_the_games_own_packages() -> None:
    found: list[str] = []
    for path in sorted(AI_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in GAMES:
                game_id = node.value
                if path == AI_DIR / "registry.py" or path.is_relative_to(_package_of(game_id)):
                    continue
                found.append(f"{path.relative_to(AI_DIR)}:{node.lineno} {game_id!r}")
    assert not found, "game ids outside their package and the registry: " + ", ".join(found)


def test_level_settings_come_from_the_games_packages() -> None:
    from ai.belote.levels import LEVEL_SETTINGS as BELOTE
    from ai.partnership.levels import HARD_CUSHION

    assert level_for("hard", "partnership-blackout").call_below == HARD_CUSHION
    assert level_for("hard", "blackout").call_below == math.inf
    assert level_for("medium", "bazar-belote").samples == BELOTE["medium"]["samples"]
    assert level_for("medium", "blackout").samples != BELOTE["medium"]["samples"]


def test_unknown_games_and_levels_are_refused_by_name() -> None:
    with pytest.raises(NoAIError, match="no AI for game 'chess': valid games are"):
        game_ai("chess")
    with pytest.raises(UnknownLevelError, match="valid levels are random, easy"):
        level_for("hardd", "blackout")
    with pytest.raises(UnknownLevelError, match="got list"):
        level_for(["easy"], "blackout")  # type: ignore[arg-type]
