"""The settings screen: a row for every choice, each explained, each cycling its setting."""

from __future__ import annotations

import pytest

from game.client.screens.settings import SettingsScene
from tests.client_support import frames, make_app

ROWS = {
    "Animation speed": "speed",
    "Pause between computer moves": "ai_pause",
    "Computer level": "ai_level",
    "Play a forced card by itself": "auto_play_forced",
    "Confirm each card and call": "confirm_play",
    "Take back a move": "undo",
    "Blackout: time to change my bid": "change_bid_seconds",
    "Four-colour deck": "four_colour",
    "Card back": "card_back",
    "Table colour": "table_colour",
    "Trump suit at the right of the hand": "trump_last",
    "Sound effects": "sound",
    "Volume": "volume",
}


def _scene():
    app = make_app()
    app.main_menu()
    scene = SettingsScene(app)
    app.stack.push(scene)
    frames(app, 1)
    return app, scene


@pytest.mark.parametrize(("label", "name"), sorted(ROWS.items()))
def test_each_row_steps_its_setting_both_ways(label: str, name: str) -> None:
    app, scene = _scene()
    row = next(r for r in scene.form.rows if r.label == label)
    before = getattr(app.settings, name)
    row.step(1)
    after = getattr(app.settings, name)
    assert after != before and after == row.value
    row.step(-1)
    assert getattr(app.settings, name) == before
    app.thinker.close()


def test_every_row_has_an_explanation_and_the_cue_that_it_cycles() -> None:
    app, scene = _scene()
    labels = {r.label for r in scene.form.rows}
    # the name opens its own dialog (tests/test_client_your_name.py)
    assert set(ROWS) | {"Language", "Full screen (F11)", "Your name"} == labels
    for i, row in enumerate(scene.form.rows):
        assert row.note and row.note.endswith(".")
        scene.form.focus = i
        assert scene.form.note_shown() == row.note
        assert row.button is not None
        assert row.button.pad > 4 or row.label == "Your name"  # room for the arrows
        # (the name does not cycle: it opens its field)
    app.thinker.close()


def test_the_note_follows_the_mouse_before_the_keyboard_focus() -> None:
    app, scene = _scene()
    volume = next(r for r in scene.form.rows if r.label == "Volume")
    assert volume.button is not None
    volume.button.hover = True
    assert scene.form.note_shown() == "How loud the sounds are."
    app.thinker.close()


def test_settings_say_once_that_the_sound_is_off_without_a_device() -> None:
    app, scene = _scene()
    app.sounds.available = False
    assert "no audio device" in scene.sound_notice()
    app.sounds.available = True
    assert scene.sound_notice() == ""
    app.thinker.close()
