"""The new-game form's options in players' words (issue 21, defect 15): no identifier or
raw value on screen, a cue on every value that cycles, the chosen option explained."""

from __future__ import annotations

import dataclasses
import re

import pygame
import pytest

from game import i18n
from game.client.new_game import NewGameScene
from game.core import create_game
from tests.client_support import frames, key, make_app

GAMES = ("blackout", "partnership-blackout", "bazar-belote")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "ru", "fr", "hy"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_advanced_row_is_player_words_with_a_cue_and_an_explanation(
        game_id: str, language: str) -> None:
    app = make_app()
    i18n.set_language(language)
    scene = NewGameScene(app)
    scene.set_game(game_id)
    scene.advanced = True
    scene.layout_form()
    names = {f.name for f in dataclasses.fields(create_game(game_id).options)}
    words = {n.replace("_", " ") for n in names} | names
    for row in scene.form.rows:
        shown = row.show(row.value)
        assert shown.startswith("‹ ") and shown.endswith(" ›") or not row.enabled, shown
        for said in (row.label, shown):
            assert said not in words and not re.search(r"\b[a-z]+_[a-z0-9]+\b", said), said
    advanced = scene.form.rows[scene.main_rows:]
    assert advanced and all(row.note for row in advanced)
    assert all("rules files" not in row.note for row in advanced)


def test_the_chosen_row_is_explained_under_the_form() -> None:
    app = make_app()
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.set_game("blackout")
    scene.toggle_advanced()
    frames(app, 1)
    assert "←" in scene.note()  # the game row: how to change a value
    hook = next(i for i, r in enumerate(scene.form.rows) if r.label == "Hook for the dealer")
    for _ in range(hook - scene.form.focus):
        key(pygame.K_DOWN)
    frames(app, 1)
    assert scene.note() == ("The dealer may not bid so that all the bids add up to the "
                            "tricks.")
    key(pygame.K_RIGHT)
    frames(app, 1)
    assert scene.options["hook"] is True
    assert scene.form.rows[hook].show(True) == "‹ On ›"
