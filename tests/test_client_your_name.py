"""The player's name (issue 48, item 2 and defect 6): asked once at the first start,
changed in Settings, sent when joining; a name too long is shortened the same way
everywhere, and never its "(computer)" or team mark."""

from __future__ import annotations

import argparse

import pygame
import pytest

from game.client.command_line import begin
from game.client.player_names import short_name
from game.client.screens.menus import MainMenu
from game.client.screens.settings import SettingsScene
from game.client.screens.your_name import NameScene
from game.client.ui import assets
from game.client.ui.names import fitted_name
from game.i18n import set_language
from tests.client_support import frames, key, make_app
from tests.test_client_friends import typed


def first_start(app: object) -> None:
    begin(app, argparse.Namespace(speed=None, autoplay=0, level=None, game=None))  # type: ignore[arg-type]


def test_the_first_start_asks_the_name_once_and_keeps_it(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TRICKBID_DATA_DIR", str(tmp_path))
    set_language("en")
    app = make_app(persistent=True)
    try:
        first_start(app)
        asked = app.stack.top
        assert isinstance(asked, NameScene) and asked.typed  # a default to keep or change
        for _ in range(len(asked.typed)):
            key(pygame.K_BACKSPACE)
        typed("Ада")
        key(pygame.K_RETURN)
        frames(app, 1)
        assert isinstance(app.stack.top, MainMenu)
        assert app.settings.player_name == "Ада" and app.settings.name_chosen
    finally:
        app.thinker.close()
        app.storage.close()
    later = make_app(persistent=True)  # the next start: not asked again
    try:
        first_start(later)
        assert isinstance(later.stack.top, MainMenu)
        assert later.settings.player_name == "Ада"
    finally:
        later.thinker.close()
        later.storage.close()


def test_esc_at_the_first_start_keeps_the_default_and_is_not_asked_again(
        tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TRICKBID_DATA_DIR", str(tmp_path))
    app = make_app(persistent=True)
    try:
        first_start(app)
        assert isinstance(app.stack.top, NameScene)
        key(pygame.K_ESCAPE)
        frames(app, 1)
        assert isinstance(app.stack.top, MainMenu) and app.settings.name_chosen
    finally:
        app.thinker.close()
        app.storage.close()


def test_a_run_that_keeps_nothing_is_never_asked() -> None:
    app = make_app()
    try:
        first_start(app)
        assert isinstance(app.stack.top, MainMenu)
    finally:
        app.thinker.close()


def test_settings_change_the_name() -> None:
    set_language("en")
    app = make_app()
    try:
        settings = SettingsScene(app)
        app.stack.clear_to(settings)
        row = next(r for r in settings.form.rows if r.label == "Your name")
        row.step(1)
        scene = app.stack.top
        assert isinstance(scene, NameScene) and not scene.first
        scene.typed = ""
        typed("  Zara   Sargsyan ")
        frames(app, 1)
        key(pygame.K_RETURN)
        frames(app, 1)
        assert app.stack.top is settings and app.settings.player_name == "Zara Sargsyan"
        row = next(r for r in settings.form.rows if r.label == "Your name")
        assert row.show(row.value) == "Zara Sargsyan"
    finally:
        app.thinker.close()


def test_an_empty_name_is_not_kept() -> None:
    app = make_app()
    try:
        scene = NameScene(app)
        app.stack.push(scene)
        scene.typed = "   "
        key(pygame.K_RETURN)
        frames(app, 1)
        assert app.stack.top is scene and app.settings.player_name == "Player"
    finally:
        app.thinker.close()


def test_a_long_name_is_shortened_one_way() -> None:
    assert short_name("Ann") == "Ann"
    assert short_name("Maximilian-Alexander") == "Maximilian-Al…"
    assert len(short_name("Maximilian-Alexander")) == 14
    assert short_name("Ann   Lee") == "Ann Lee"


@pytest.mark.parametrize("lang", ["en", "ru", "fr", "hy"])
def test_a_plate_too_narrow_cuts_the_name_never_its_marks(lang: str) -> None:
    """The issue's "Player (ordinateur) (équ…": the marks stay whole."""
    set_language(lang)
    pygame.font.init()
    from game.i18n import _

    marks = (_("(computer)"), _("(team A)"))
    width = assets.font(12, True).size("Wilhelmina" + "  " + "  ".join(marks))[0] - 20
    shown, px = fitted_name("Wilhelmina", marks, 17, width, True)
    assert shown.endswith("  " + "  ".join(marks)) and shown.startswith("Wilhelmin"[:2])
    assert "…" in shown and px >= 12
    assert assets.font(px, True).size(shown)[0] <= width
    roomy, _px = fitted_name("Ann", marks, 17, 2000, True)
    assert roomy == "Ann  " + "  ".join(marks)
    # narrower: a few letters of the name stay; the team gives way, "(computer)" never
    narrow = assets.font(12, True).size("Wilh…  " + marks[0])[0] + 2
    shown, px = fitted_name("Wilhelmina-Alexandra", marks, 17, narrow, True)
    assert shown == "Wilh…  " + marks[0] and px == 12


def test_a_name_never_chosen_is_sent_in_the_players_language() -> None:
    """Friends read "Игрок", not the English default; the account's name is only offered
    in the field, never sent unasked."""
    from game.client.friends.join_screen import JoinScreen
    from game.net.version import program_version
    from tests.client_support import frames_until
    from tests.net_support import ONE_FRIEND, open_host

    set_language("ru")
    host = open_host("blackout", ONE_FRIEND, seed=8, players=3, program=program_version(),
                     code="ABCD", start_when_full=False)
    app = make_app((1024, 640), language="ru")
    join = JoinScreen(app)
    try:
        assert app.settings.player_name == "Player" and not app.settings.name_chosen
        app.stack.clear_to(join)
        join.fields = {"address": f"127.0.0.1:{host.port}", "code": "ABCD"}
        join.join()
        frames_until(app, lambda: host.seat_states()[1].kind == "person")
        assert host.seat_states()[1].name == "Игрок"
    finally:
        join.exit()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()
        set_language("en")
