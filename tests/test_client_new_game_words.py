"""The new-game form's options in players' words (issue 21, defect 15): no identifier or
raw value on screen, a cue on every value that cycles, the chosen option explained."""

from __future__ import annotations

import dataclasses
import re

import pygame
import pytest

from game import i18n
from game.client.screens.new_game import NewGameScene
from game.core import create_game
from tests.client_support import frames, key, make_app
from tests.game_floors import GAME_IDS as REGISTERED

GAMES = REGISTERED


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
        # one cue, the form's ◂ ▸ inside the button, and only with values to step through
        assert "‹" not in shown and "›" not in shown, shown
        assert row.button is not None
        cue = row.button.pad > 4
        assert cue == (row.enabled and len(row.values) > 1), (row.label, shown)
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
    assert scene.form.rows[hook].show(True) == "On"


def test_a_one_value_option_shows_no_arrows() -> None:
    """Issue 40, item 18: a value with nothing to step to (a game's only rules preset) is
    drawn plain, without the ◂ ▸ the other values show."""
    from game.client.ui.form import cue_width
    from game.client.ui.widgets import INK

    app = make_app()
    scene = NewGameScene(app)
    app.stack.push(scene)
    checked = 0
    for game_id in GAMES:
        scene.set_game(game_id)
        frames(app, 1)
        for row in scene.form.rows:
            assert row.button is not None
            rect = row.button.rect
            end = range(rect.left + 3, rect.left + 3 + cue_width(rect.height))
            ink = {tuple(app.screen.get_at((x, rect.centery)))[:3] for x in end}
            arrows = row.enabled and len(row.values) > 1
            assert (INK in ink) == arrows, (game_id, row.label, row.values)
            checked += not arrows
    assert checked, "no one-value row was seen"


@pytest.mark.parametrize("players, usual, most", [(3, 15, 17), (4, 13, 13), (5, 10, 10),
                                                   (7, 7, 7)])
def test_most_cards_offers_what_the_rules_allow_and_names_the_usual_number(
        players: int, usual: int, most: int) -> None:
    """Issue 40, item 14 (blackout 2): the default hand is 15 cards at 3 players, which the
    row now says, and 16 and 17 stay choices (the rules' option); at 4 players nothing
    above 13 is offered only to be refused at Start."""
    app = make_app()
    scene = NewGameScene(app)
    scene.set_game("blackout")
    scene.set_players(players)
    scene.advanced = True
    scene.layout_form()
    row = next(r for r in scene.form.rows if r.label == "Most cards in a hand")
    assert row.values == [None, *range(1, most + 1)]
    assert row.show(None) == f"the usual {usual}"
    scene.set_option("max_cards", most)
    app.stack.push(scene)
    scene.start()
    assert not scene.error
