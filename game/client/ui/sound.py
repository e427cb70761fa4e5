"""Sound effects with mute and volume; silent when the machine has no sound device.

``pygame.mixer.init()`` raises where there is no audio device: the game then runs silent
rather than failing, and ``available`` is False so the settings can say so.  On Linux the
ALSA library prints its own complaints (eight lines per attempt) straight to the process's
stderr while SDL looks for a device; the mixer is started with stderr held in a file, and
what it said is kept in ``problem`` instead of reaching the player's terminal.  Effects
are the synthesized WAVs in ``assets/sounds``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.client.ui import assets

EFFECTS = ("deal", "play", "trick", "match", "click", "refuse")


@contextmanager
def held_stderr(said: list[str]) -> Iterator[None]:
    """The process's stderr (file descriptor 2, where C libraries write) goes into a
    temporary file while the block runs; what was written is added to ``said``."""
    fd = 2  # where C libraries write, whatever Python's sys.stderr is now
    try:
        saved = os.dup(fd)
    except OSError:  # no stderr at all (a windowed build): nothing to hold
        yield
        return
    if sys.stderr is not None:
        sys.stderr.flush()
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), fd)
        try:
            yield
        finally:
            os.dup2(saved, fd)
            os.close(saved)
            held.seek(0)
            said.append(held.read().decode("utf-8", "replace"))


class Sounds:
    def __init__(self, enabled: bool = True, volume: int = 80) -> None:
        self.enabled = enabled
        self.available = False
        self.problem = ""
        """Why there is no sound (the mixer's error and what the audio library said)."""
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._volume = volume
        self.played: list[str] = []
        """Names of effects asked for (tests read this; kept short)."""
        said: list[str] = []
        try:
            if not pygame.mixer.get_init():
                with held_stderr(said):
                    pygame.mixer.init()
            for name in EFFECTS:
                self._sounds[name] = pygame.mixer.Sound(str(assets.asset_path("sounds",
                                                                              f"{name}.wav")))
            self.available = True
            self.volume = volume
        except (pygame.error, FileNotFoundError, OSError) as exc:
            self.available = False
            self.problem = " ".join([str(exc), *said]).strip()

    @property
    def volume(self) -> int:
        """0 (silent) to 100, applied to every effect."""
        return self._volume

    @volume.setter
    def volume(self, value: int) -> None:
        self._volume = value
        for sound in self._sounds.values():
            sound.set_volume(max(0, min(100, value)) / 100)

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self.played.append(name)
        del self.played[:-50]
        sound = self._sounds.get(name)
        if self.available and sound is not None and self._volume > 0:
            sound.play()
