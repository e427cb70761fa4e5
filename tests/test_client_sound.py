"""Sound: the volume reaches the mixer; a machine without sound is told so in Settings
and its audio library's complaints stay off the terminal (issue 21, defect 22)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.client.ui.sound import held_stderr
from tests.client_support import make_app

ROOT = Path(__file__).resolve().parents[1]


def test_the_volume_setting_reaches_every_effect() -> None:
    app = make_app(sound=True)
    if not app.sounds.available:  # pragma: no cover - the dummy audio driver is there
        pytest.fail("the dummy audio driver should give the tests a mixer")
    app.save_settings(app.settings.with_(volume=30))
    assert app.sounds.volume == 30
    assert {round(s.get_volume(), 2) for s in app.sounds._sounds.values()} == {0.3}
    app.save_settings(app.settings.with_(volume=0))
    app.sounds.played.clear()
    app.sounds.play("click")
    assert {round(s.get_volume(), 2) for s in app.sounds._sounds.values()} == {0.0}
    app.thinker.close()


def test_what_a_c_library_writes_to_stderr_is_held_not_shown(capfd) -> None:
    said: list[str] = []
    with held_stderr(said):
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
    os.write(2, b"after\n")
    assert "Unknown PCM default" in said[0]
    assert capfd.readouterr().err == "after\n"


def test_starting_without_a_sound_device_prints_nothing() -> None:
    """The real audio drivers, where there may be no device: nothing on stderr."""
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update(SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               TRICKBID_DATA_DIR=env.get("TRICKBID_DATA_DIR", "/tmp/trickbid-sound-test"))
    code = ("from game.client.app import App\n"
            "app = App((1024, 640), persistent=False)\n"
            "print('available' if app.sounds.available else 'silent:', app.sounds.problem[:40])\n"
            "app.thinker.close()\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          check=False,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.startswith(("available", "silent:"))
