"""An unknown game is refused alike on every floor: one ``UnknownGame`` (the AI's
``NoAIError`` is its subclass), carrying the id asked for and the ids the floor has."""

import pytest

from ai import NoAIError
from ai.registry import game_ai
from game.client.games import view_of
from game.core import UnknownGame, UnknownGameError, create_game
from game.core.registry import game_entry
from game.practice.games import teacher_of
from game.practice.lessons.course import course_of
from tests.game_floors import GAME_IDS

LOOKUPS = {
    "core: create_game": create_game,
    "core: game_entry": game_entry,
    "ai: game_ai": game_ai,
    "practice: teacher_of": teacher_of,
    "practice: course_of": course_of,
    "client: view_of": view_of,
}


@pytest.mark.parametrize("where", sorted(LOOKUPS))
def test_every_floor_refuses_an_unknown_game_with_the_same_error(where: str) -> None:
    with pytest.raises(UnknownGame) as refused:
        LOOKUPS[where]("no-such-game")
    assert refused.value.game_id == "no-such-game"
    assert set(refused.value.known) >= set(GAME_IDS), refused.value.known
    assert "blackout" in str(refused.value)


def test_the_ais_refusal_is_an_unknown_game_and_the_old_name_is_the_same_type() -> None:
    with pytest.raises(NoAIError):
        game_ai("chess")
    assert issubclass(NoAIError, UnknownGame)
    assert UnknownGameError is UnknownGame
