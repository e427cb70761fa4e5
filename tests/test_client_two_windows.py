"""Two real game windows on one machine, under Xvfb (issue 48, item 4): one hosts a
table, the other joins it on loopback; a deal is played; the joining window is killed
and started again and sits back at its seat from the Join list without the code; the
host leaves and the friend's window says so at once and offers the menu.

Each window reports the scene it shows (``game.client.scene_report``, a test hook on only
when ``TRICKBID_SCENE_REPORT`` names a file); keys reach it through ``xdotool``.  Skipped,
with the reason, where the machine has no Xvfb or xdotool (``.ci/run`` installs them).
Every wait is bounded; the whole walk takes some 20–40 s.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.storage import open_storage

ROOT = Path(__file__).resolve().parents[1]
MISSING = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]

pytestmark = pytest.mark.skipif(
    bool(MISSING) or sys.platform != "linux",
    reason=f"needs Xvfb and xdotool on Linux (missing: {', '.join(MISSING) or 'Linux'}); "
           "`.ci/run` installs them")


@pytest.fixture
def display() -> Iterator[str]:
    """A private X display (the server picks a free number and says which)."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                               "1280x800x24", "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as said:
        number = said.readline().strip()
    try:
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


class Window:
    """One game window: its process, its report and its keyboard."""

    def __init__(self, display: str, folder: Path, role: str) -> None:
        self.display, self.folder, self.role = display, folder, role
        self.report = folder / "scene.json"
        self.proc: subprocess.Popen[bytes] | None = None
        self.xid = ""

    def start(self) -> None:
        self.report.unlink(missing_ok=True)
        # the pointer off every window: a button under it would take the keyboard's focus
        subprocess.run(["xdotool", "mousemove", "0", "0"],
                       env={**os.environ, "DISPLAY": self.display}, timeout=10, check=True)
        env = {**os.environ, "DISPLAY": self.display, "TRICKBID_DATA_DIR": str(self.folder),
               "TRICKBID_SCENE_REPORT": str(self.report), "SDL_AUDIODRIVER": "dummy",
               "SDL_VIDEO_X11_WMCLASS": f"trickbid-{self.role}-{os.getpid()}",
               "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        env.pop("SDL_VIDEODRIVER", None)
        self.proc = subprocess.Popen([sys.executable, "-m", "game", "--size", "1024x640"],
                                     cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        self.wait(lambda f: f.get("scene") == "MainMenu", "the main menu")
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--class", f"trickbid-{self.role}-{os.getpid()}"],
            env={**os.environ, "DISPLAY": self.display}, capture_output=True, text=True,
            timeout=20, check=True)
        self.xid = found.stdout.split()[-1]

    def facts(self) -> dict[str, Any]:
        try:
            return dict(json.loads(self.report.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            return {}

    def wait(self, done: Callable[[dict[str, Any]], bool], what: str,
             seconds: float = 30.0) -> dict[str, Any]:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            facts = self.facts()
            if facts and done(facts):
                return facts
            assert self.proc is not None and self.proc.poll() is None, \
                f"the {self.role} window died waiting for {what}"
            time.sleep(0.05)
        raise AssertionError(f"the {self.role} window never showed {what}: {self.facts()}")

    def keys(self, *names: str) -> None:
        env = {**os.environ, "DISPLAY": self.display}
        subprocess.run(["xdotool", "windowfocus", "--sync", self.xid], env=env, timeout=10,
                       check=True, capture_output=True)
        for name in names:
            subprocess.run(["xdotool", "key", "--delay", "30", name], env=env, timeout=10,
                           check=True)
            time.sleep(0.08)  # a frame to take it in

    def choose(self, entry: str) -> None:
        """The menu's ``entry``, by ↓ until it has the focus, then Enter."""
        for _ in range(12):
            facts = self.facts()
            if facts["entries"][facts["focus"]] == entry:
                self.keys("Return")
                return
            self.keys("Down")
            time.sleep(0.1)
        raise AssertionError(f"no {entry!r} in {self.facts()}")

    def type(self, words: str) -> None:
        env = {**os.environ, "DISPLAY": self.display}
        subprocess.run(["xdotool", "windowfocus", "--sync", self.xid], env=env, timeout=10,
                       check=True, capture_output=True)
        subprocess.run(["xdotool", "type", "--delay", "40", words], env=env, timeout=20,
                       check=True)
        time.sleep(0.1)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


def prepared(folder: Path, name: str) -> Path:
    """A player's data folder: his name chosen, English, no sound, no waiting."""
    folder.mkdir()
    storage = open_storage(folder, env={})
    storage.change_settings(player_name=name, name_chosen=True, language="en", sound=False,
                            speed="instant", ai_pause=0.2, change_bid_seconds=0.0,
                            ai_level="random")
    storage.close()
    return folder


def take_turns(windows: list[Window], done: Callable[[], bool], seconds: float = 60) -> None:
    """Each window whose player is to act presses Enter (the chosen card or call); a
    choice the rules refuse is followed by → to the next one."""
    deadline = time.monotonic() + seconds
    pressed: dict[str, str] = {}
    while not done():
        assert time.monotonic() < deadline, [w.facts() for w in windows]
        for window in windows:
            facts = window.facts()
            table = facts.get("table", {})
            if facts.get("scene") == "ScoreSheet":
                continue
            if not table.get("my_turn"):
                pressed.pop(window.role, None)
                continue
            seen = json.dumps(table, sort_keys=True)
            if pressed.get(window.role) == seen:  # refused: the next card or call
                window.keys("Right")
            window.keys("Return")
            pressed[window.role] = seen
        time.sleep(0.3)


def test_two_windows_host_join_play_come_back_and_the_host_leaves(
        display: str, tmp_path: Path) -> None:
    host = Window(display, prepared(tmp_path / "host", "Hostess"), "host")
    guest = Window(display, prepared(tmp_path / "guest", "Guest"), "guest")
    try:
        host.start()
        guest.start()
        # the host: Play with friends → Host a table; 3 players, seat 3 a computer; open
        host.choose("Play with friends")
        host.wait(lambda f: f["scene"] == "FriendsMenu", "play with friends")
        host.choose("Host a table")
        host.wait(lambda f: f["scene"] == "HostScreen", "the host screen")
        host.keys("Down", "Left", *["Down"] * 5, "Right", *["Down"] * 3, "Return")
        table = host.wait(lambda f: "code" in f, "the open table")
        assert table["seats"] == ["person", "open", "computer"]
        # the friend: Play with friends → Join a table; the address, Enter, the code, Enter
        guest.choose("Play with friends")
        guest.wait(lambda f: f["scene"] == "FriendsMenu", "play with friends")
        guest.choose("Join a table")
        guest.wait(lambda f: f["scene"] == "JoinScreen", "the join screen")
        guest.type(f"127.0.0.1:{table['port']}")
        guest.keys("Return")
        guest.type(table["code"])
        guest.keys("Return")
        guest.wait(lambda f: f.get("seated"), "a seat taken")
        host.wait(lambda f: f.get("seats") == ["person", "person", "computer"],
                  "the friend seated")
        host.keys("Return")  # Start
        for window in (host, guest):
            window.wait(lambda f: "table" in f, "the table")
        assert "Guest" in host.facts()["table"]["names"]
        assert "Hostess" in guest.facts()["table"]["names"]
        take_turns([host, guest], lambda: host.facts().get("table", {}).get("deals", 0) >= 1)
        guest.wait(lambda f: f.get("table", {}).get("deals", 0) >= 1, "the deal scored")

        guest.kill()  # the friend's window is gone: his seat waits for him
        host.wait(lambda f: f.get("table", {}).get("seats", [None, None])[1] == "lost",
                  "the friend's seat lost")
        guest.start()  # and back: the table he left is on top, no code typed
        guest.choose("Play with friends")
        guest.wait(lambda f: f["scene"] == "FriendsMenu", "play with friends")
        guest.choose("Join a table")
        facts = guest.wait(lambda f: f["scene"] == "JoinScreen", "the join screen")
        assert facts["rows"][0] == "kept"
        guest.keys("Return")
        guest.wait(lambda f: "table" in f and not f["table"]["ended"], "the table again")
        host.wait(lambda f: f.get("table", {}).get("seats", [None, None])[1] == "person",
                  "the friend back at his seat")

        # the host leaves: asked first, then the friend is told at once
        for _ in range(4):
            if host.facts()["scene"] == "PauseMenu":
                break
            host.keys("Escape")
            time.sleep(0.3)
        host.wait(lambda f: f["scene"] == "PauseMenu", "the menu")
        host.choose("Main menu")
        asked = host.wait(lambda f: f["scene"] == "ConfirmDialog", "the leave question")
        assert asked["question"] == "Close the table for everyone?"
        host.keys("Right", "Return")
        host.wait(lambda f: f["scene"] == "MainMenu", "the main menu")
        told = guest.wait(lambda f: f["scene"] == "ConfirmDialog", "the host's leaving",
                          seconds=15)
        assert told["question"] == "The host left the table: the match is over"
        guest.keys("Return")
        guest.wait(lambda f: f["scene"] == "MainMenu", "the main menu")
    finally:
        guest.close()
        host.close()
