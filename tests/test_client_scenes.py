"""Every scene renders headless; the asset finder, sounds, settings and the autoplay demo."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.client.app import main
from game.client.screens.menus import MainMenu, PauseMenu
from game.client.screens.new_game import NewGameScene
from game.client.screens.rules import RulesScene
from game.client.screens.settings import SettingsScene
from game.client.settings import MemorySettingsStore, Settings
from game.client.table.score_sheet import ScoreSheet
from game.client.ui import assets
from game.client.ui.sound import Sounds
from game.i18n.options import option_label
from tests.client_support import (
    distinct_colours,
    frames,
    frames_until,
    make_app,
    settle,
    start,
)
from tests.game_floors import GAME_IDS as REGISTERED

GAMES = list(REGISTERED)


def rendered(app) -> pygame.Surface:
    frames(app, 2)
    return app.screen


def test_menus_settings_rules_and_new_game_render() -> None:
    app = make_app()
    app.main_menu()
    assert isinstance(app.stack.top, MainMenu)
    assert distinct_colours(rendered(app)) > 5
    scene = NewGameScene(app)
    app.stack.push(scene)
    for game_id in GAMES:
        scene.set_game(game_id)
        scene.toggle_advanced()
        assert distinct_colours(rendered(app)) > 5
        labels = [r.label for r in scene.form.rows]
        options = [k for k in scene.options if k not in ("players", "preset", "target")]
        for name in options:  # every option of the rules file is in the advanced panel
            assert option_label(name) in labels
        scene.toggle_advanced()
    app.stack.pop()
    app.stack.push(SettingsScene(app))
    assert distinct_colours(rendered(app)) > 5
    app.stack.pop()
    for game_id in GAMES:
        app.stack.push(RulesScene(app, game_id))
        assert distinct_colours(rendered(app)) > 5
        assert len(app.stack.top.lines) > 20
        app.stack.pop()


@pytest.mark.parametrize("game_id", GAMES)
def test_table_pause_menu_and_score_sheet_render(game_id: str) -> None:
    app = make_app()
    table = start(app, game_id, seed=9)
    settle(app, table)
    assert distinct_colours(rendered(app)) > 10
    app.stack.push(PauseMenu(app, table))
    assert distinct_colours(rendered(app)) > 5
    app.stack.pop()
    app.stack.push(ScoreSheet(app, table, between_deals=False))
    assert distinct_colours(rendered(app)) > 5


def test_new_game_starts_the_chosen_table_and_rejects_nothing_valid() -> None:
    app = make_app()
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.set_game("blackout")
    scene.set_players(6)
    scene.set_option("hook", True)
    scene.start()
    table = app.stack.top
    assert type(table).__name__ == "TableScene"
    assert table.session.view.players == 6
    assert table.session.game.options.hook is True


def test_settings_change_four_colour_deck_and_store_keeps_them() -> None:
    store = MemorySettingsStore()
    store.save(Settings(four_colour=True, speed="fast"))
    assert store.load().four_colour and store.load().speed_factor == 0.5
    red = assets.card_image(27, 140, four_colour=False)  # 2♦: red in two colours
    blue = assets.card_image(27, 140, four_colour=True)  # blue in four
    assert red.get_size() == blue.get_size() == (100, 140)
    assert pygame.image.tobytes(red, "RGBA") != pygame.image.tobytes(blue, "RGBA")


def test_asset_finder_checkout_env_and_bundle(tmp_path: Path, monkeypatch) -> None:
    root = assets.asset_root()
    assert (root / "cards" / "2color" / "280" / "AS.png").is_file()
    assert (root / "fonts" / "DejaVuSans.ttf").is_file()
    bundle = tmp_path / "bundle"
    (bundle / "assets" / "cards").mkdir(parents=True)
    (bundle / "assets" / "fonts").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert assets.asset_root() == bundle / "assets"
    monkeypatch.setenv(assets.ENV_VAR, str(root))
    assert assets.asset_root() == root


def test_sounds_mute_and_play_without_a_device() -> None:
    sounds = Sounds(enabled=True)
    sounds.play("trick")
    assert sounds.played[-1] == "trick"
    sounds.enabled = False
    sounds.play("deal")
    assert sounds.played[-1] == "trick"


def test_autoplay_demo_exits_0_with_screenshots(tmp_path: Path) -> None:
    code = main(["--game", "blackout", "--players", "3", "--autoplay", "2", "--speed",
                 "instant", "--level", "easy", "--seed", "4", "--screenshot", str(tmp_path),
                 "--size", "1024x640"])
    assert code == 0
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert "blackout-deal01-scores.png" in names
    assert "blackout-deal02-scores.png" in names
    assert any("trick" in n for n in names)


def test_autosave_and_resume_the_match_in_a_new_session() -> None:
    from game.client.screens.menus import MainMenu

    app = make_app(persistent=True)
    table = start(app, "blackout", seed=31, options={"deal_sequence": "descending",
                                                     "max_cards": 4})
    settle(app, table)
    table.send(table.session.legal()[0], 0)  # the human's bid: autosaved
    frames_until(app, lambda: table.session.view.observation.bids[0] >= 0)
    frames(app, 2)
    saved = table.session.view
    again = make_app(persistent=True)  # the next start of the game
    again.main_menu()
    assert again.matches.can_resume()
    menu = again.stack.top
    assert isinstance(menu, MainMenu)
    resume = next(b for b in menu.buttons.buttons if b.label == "Resume")
    assert resume.enabled
    again.matches.resume()
    resumed = again.stack.top
    assert type(resumed).__name__ == "TableScene"
    assert resumed.session.view.calls[:1] == saved.calls[:1]
    assert resumed.session.view.hand == saved.hand
    assert again.settings.ai_level != "random"
    assert resumed.session.setup.seats == ("human", "random", "random", "random")


def test_settings_go_through_the_players_storage() -> None:
    from game.client.settings import StorageSettingsStore
    from game.storage import Storage

    storage = Storage.in_memory()
    store = StorageSettingsStore(storage)
    store.save(store.load().with_(speed="instant", four_colour=True, sound=False,
                                  ai_level="hard", ai_pause=1.5, trump_last=False,
                                  change_bid_seconds=3.0))
    assert storage.settings_value.speed == "instant"
    assert storage.settings_value.four_colour is True
    assert storage.settings_value.sound is False
    stored = {r["key"] for r in storage.database.query("SELECT key FROM settings")}
    assert {"speed", "four_colour", "sound", "ai_level"} <= stored
    again = StorageSettingsStore(storage).load()  # as the next start reads them
    assert (again.speed, again.four_colour, again.sound, again.ai_level) == (
        "instant", True, False, "hard")
    assert (again.ai_pause, again.trump_last, again.change_bid_seconds) == (1.5, False, 3.0)


def test_bad_command_line_options_are_named_and_refused(capsys) -> None:
    assert main(["--game", "blackout", "--players", "9", "--autoplay", "1"]) == 2
    assert "players" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--size", "10x10"])


@pytest.mark.parametrize("args", [["--size", "40000x40000"], ["--size", "16384x9000"],
                                  ["--screenshot", ""], ["--screenshot", "/proc/version"],
                                  ["--screenshot", "/proc/no-such-folder/shots"]])
def test_command_line_checks_size_and_screenshot_folder_before_any_deal(args, capsys) -> None:
    """issue 17, fault 11: an absurd window or a folder that cannot take screenshots is
    named at once, not after a deal (or after 24 GB)."""
    with pytest.raises(SystemExit) as stop:
        main(["--game", "blackout", "--autoplay", "1", *args])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert ("at most 7680x4320" in err) if args[0] == "--size" else ("screenshot" in err)


@pytest.mark.parametrize("game_id", ["partnership-blackout", "bazar-belote"])
def test_players_is_refused_for_the_four_player_games(game_id: str, capsys) -> None:
    assert main(["--game", game_id, "--players", "9", "--autoplay", "1"]) == 2
    assert "--players is for Blackout" in capsys.readouterr().err


def test_ctrl_c_ends_the_command_quietly(monkeypatch, capsys) -> None:
    import game.__main__ as entry

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr("game.client.app.main", interrupted)
    assert entry.main([]) == 130
    assert "interrupted" in capsys.readouterr().err


def _press_escape(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b", scancode=41))
    frames(app, 3)


def test_escape_leaves_each_menu_like_scene_and_the_pause_menu() -> None:
    from game.client.practice.menu import PracticeMenu
    from game.client.screens.new_game import NewGameScene
    from game.client.screens.rules import RulesScene
    from game.client.screens.settings import SettingsScene

    app = make_app()
    for make in (NewGameScene, SettingsScene, PracticeMenu,
                 lambda a: RulesScene(a, "blackout")):
        app.main_menu()
        app.stack.push(make(app))
        frames(app, 2)
        _press_escape(app)
        assert type(app.stack.top).__name__ == "MainMenu"
    table = start(app, "blackout")
    settle(app, table)
    _press_escape(app)
    assert type(app.stack.top).__name__ == "PauseMenu"
    _press_escape(app)
    assert app.stack.top is table


def _open_settings_by_click(app, menu) -> None:
    from tests.client_support import click

    button = next(b for b in menu.buttons.buttons if b.label == "Settings")
    click(button.rect.center)
    frames(app, 2)


def _open_settings_by_enter(app, menu) -> None:
    live = [b for b in menu.buttons.buttons if b.enabled]
    menu.focus = next(i for i, b in enumerate(live) if b.label == "Settings")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=40))
    frames(app, 2)


@pytest.mark.parametrize("opener", [_open_settings_by_click, _open_settings_by_enter])
def test_settings_open_twice_from_the_main_menu_and_the_pause_menu(opener) -> None:
    """Issue 17, fault 1: a change of settings once overwrote the menus' Settings entry."""
    from game.client.screens.settings import SettingsScene

    app = make_app()
    app.main_menu()
    for _round in range(2):
        opener(app, app.stack.top)
        scene = app.stack.top
        assert isinstance(scene, SettingsScene)
        scene.set(four_colour=not app.settings.four_colour)
        _press_escape(app)
        assert isinstance(app.stack.top, MainMenu)
    table = start(app, "blackout")
    settle(app, table)
    for _round in range(2):
        _press_escape(app)
        assert isinstance(app.stack.top, PauseMenu)
        opener(app, app.stack.top)
        assert isinstance(app.stack.top, SettingsScene)
        app.stack.top.set(trump_last=not app.settings.trump_last)
        _press_escape(app)
        assert isinstance(app.stack.top, PauseMenu)
        _press_escape(app)
        assert app.stack.top is table
        assert table.settings is app.settings  # the table reads the new settings
