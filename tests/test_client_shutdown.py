"""Leaving the game as the system or a full disk requires (issue 39, faults 2, 11, 12):
one SIGTERM closes the game at once; with no display it says so and exits; quitting with
something not yet written says so first."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.client.screens.confirm import ConfirmDialog
from game.core import create_game
from game.storage import open_storage
from tests.client_support import frames, make_app
from tests.storage_support import disk_full

ROOT = Path(__file__).resolve().parent.parent


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TRICKBID_DATA_DIR=str(tmp_path),
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(extra)
    return env


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM is POSIX")
def test_one_sigterm_closes_the_game_at_once_during_a_match(tmp_path: Path) -> None:
    env = _env(tmp_path, SDL_VIDEODRIVER="dummy")
    marker = tmp_path / "first-frame"
    env["TRICKBID_FIRST_FRAME_FILE"] = str(marker)
    child = subprocess.Popen([sys.executable, "-m", "game.launcher", "--game", "blackout",
                              "--level", "easy"], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not marker.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert marker.exists(), "the window never drew"
        time.sleep(1.0)  # the table is up, the match unfinished
        child.send_signal(signal.SIGTERM)
        code = child.wait(10)  # before: the quit question, and the game went on
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
    assert code == 0


def test_with_no_display_the_game_says_so_and_exits(tmp_path: Path) -> None:
    env = _env(tmp_path)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, "-m", "game"], check=False, cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "no display found" in done.stderr and "SDL_VIDEODRIVER=dummy" in done.stderr


def test_with_no_display_only_the_games_own_message_shows(tmp_path: Path) -> None:
    """Issue 48, item 20: SDL's Wayland driver printed "Error: XDG_RUNTIME_DIR is invalid
    or not set" before the game's message, and a person took it for the real error."""
    env = _env(tmp_path)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, "-m", "game"], check=False, cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert done.stderr.lstrip().startswith("trickbid: no display found"), done.stderr
    assert "XDG_RUNTIME_DIR" not in done.stderr


def test_the_dummy_driver_asked_for_by_name_still_runs_a_demo(tmp_path: Path) -> None:
    env = _env(tmp_path, SDL_VIDEODRIVER="dummy")
    env.pop("DISPLAY", None)
    done = subprocess.run([sys.executable, "-m", "game", "--game", "blackout",
                           "--autoplay", "1", "--speed", "instant"], check=False,
                          cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_quitting_with_a_finished_match_not_yet_written_asks_first(tmp_path: Path) -> None:
    app = make_app()
    storage = open_storage(tmp_path, env={})
    app.storage = storage
    rng = random.Random(3)
    state = create_game("blackout", players=4, max_cards=2).new_match(seed=3)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    app.main_menu()
    frames(app, 1)
    with disk_full():
        storage.autosaver.finished(state, ["human", "easy", "easy", "easy"])
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        frames(app, 2)
    top = app.stack.top
    assert isinstance(top, ConfirmDialog) and app.running
    assert "not saved yet" in top.detail.lower() or "disk is full" in top.detail
    storage.retry()  # room again: written
    assert storage.unsaved() == [] and len(storage.history.entries()) == 1
    app.storage = None
    storage.close()
    app.thinker.close()
