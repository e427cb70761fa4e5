"""Starting a new game over an unfinished one asks first, and the new-game screen opens on
the last game chosen (issue 21, defect 10)."""

from __future__ import annotations

import pygame

from game.client.screens.confirm import ConfirmDialog
from game.client.screens.menus import MainMenu
from game.client.screens.new_game import NewGameScene
from game.client.table.scene import TableScene
from tests.client_support import frames, key, make_app, settle, start


def left_unfinished(app) -> TableScene:
    """A Partnership match with a card or two played, left for the main menu."""
    table = start(app, "partnership-blackout", seed=4, level="random")
    settle(app, table)
    app.main_menu()
    frames(app, 1)
    assert app.matches.can_resume()
    return table


def test_a_new_game_over_an_unfinished_one_asks_and_esc_keeps_it() -> None:
    app = make_app()
    old = left_unfinished(app)
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.set_game("blackout")
    scene.start()
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.question == "You have an unfinished Partnership Blackout."
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert app.stack.top is scene and app.matches.last_table is old  # nothing lost, nothing started


def test_resume_it_opens_the_unfinished_match() -> None:
    app = make_app()
    old = left_unfinished(app)
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.start()
    key(pygame.K_RETURN)  # the lit button is "Resume it"
    frames(app, 1)
    assert app.stack.top is old


def test_start_new_replaces_it_and_resume_then_opens_the_new_one() -> None:
    app = make_app()
    left_unfinished(app)
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.set_game("bazar-belote")
    scene.start()
    dialog = app.stack.top
    new_button = dialog.buttons.buttons[1]
    assert new_button.label == "Start new (it is lost)"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=new_button.rect.center,
                                         button=1))
    frames(app, 1)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.setup.game_id == "bazar-belote"
    app.main_menu()
    app.matches.resume()
    assert app.stack.top is table


def test_the_keys_walk_the_three_answers_and_enter_on_start_new_starts_it() -> None:
    """The one confirm dialog with a third answer: ← from "Resume it" lights "Start new",
    ← again "Cancel", → → back to "Resume it", ← and Enter start the new match."""
    app = make_app()
    left_unfinished(app)
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.set_game("blackout")
    scene.start()
    dialog = app.stack.top
    assert [b.label for b in dialog.buttons.buttons] == [
        "Cancel (Esc)", "Start new (it is lost)", "Resume it"]
    lit = []
    for k in (pygame.K_LEFT, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        key(k)
        frames(app, 1)
        lit.append(dialog.buttons.buttons[dialog.focus].label)
    assert lit == ["Start new (it is lost)", "Cancel (Esc)", "Start new (it is lost)",
                   "Resume it", "Start new (it is lost)"]
    key(pygame.K_RETURN)
    frames(app, 1)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.setup.game_id == "blackout"


def test_no_question_without_an_unfinished_match() -> None:
    app = make_app()
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.start()
    assert isinstance(app.stack.top, TableScene)


def test_the_form_opens_on_the_last_game_players_levels_and_options() -> None:
    app = make_app()
    scene = NewGameScene(app)
    scene.set_game("blackout")
    scene.set_players(6)
    scene.set_level("hard")
    scene.set_option("hook", True)
    app.stack.push(scene)
    scene.start()
    app.main_menu()
    assert isinstance(app.stack.top, MainMenu)
    again = NewGameScene(app)
    assert again.game_id == "blackout" and again.players == 6 and again.level == "hard"
    assert again.options["hook"] is True
    assert again.seats == ["human"] + ["hard"] * 5


def test_after_a_restart_the_form_and_the_question_come_from_the_autosave(
        tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TRICKBID_DATA_DIR", str(tmp_path))
    app = make_app(persistent=True)
    try:
        table = start(app, "bazar-belote", seed=4, level="easy")
        settle(app, table)
        app.main_menu()
        app.storage.autosaver.flush()
    finally:
        app.thinker.close()
        app.storage.close()
    later = make_app(persistent=True)  # the next run
    try:
        scene = NewGameScene(later)
        # the level is the one setting (issue 40, item 12): the easy seats follow it
        assert scene.game_id == "bazar-belote" and scene.level == later.settings.ai_level
        assert scene.seats == ["human"] + [later.settings.ai_level] * 3
        later.stack.push(scene)
        scene.start()
        assert isinstance(later.stack.top, ConfirmDialog)
        assert later.stack.top.question == "You have an unfinished Bazar Belote."
    finally:
        later.thinker.close()
        later.storage.close()


def test_new_game_and_settings_show_one_computer_level() -> None:
    """Issue 40, item 12: Expert chosen in New game is what Settings shows, and the level
    chosen in Settings is what the next New game opens on (its seats follow it)."""
    from game.client.screens.settings import SettingsScene

    app = make_app()
    scene = NewGameScene(app)
    scene.set_game("blackout")
    scene.set_level("expert")
    app.stack.push(scene)
    scene.start()
    app.main_menu()
    settings = SettingsScene(app)
    row = next(r for r in settings.form.rows if r.label == "Computer level")
    assert row.value == "expert" and app.settings.ai_level == "expert"
    settings.set(ai_level="easy")
    again = NewGameScene(app)
    assert again.level == "easy" and again.seats == ["human"] + ["easy"] * 3
