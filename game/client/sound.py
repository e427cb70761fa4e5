"""Sound effects with mute; silent when the machine has no sound device.

``pygame.mixer.init()`` raises where there is no audio device: the game then runs silent
rather than failing.  Effects are the synthesized WAVs in ``assets/sounds``.
"""

from __future__ import annotations

import pygame

from game.client import assets

EFFECTS = ("deal", "play", "trick", "match", "click", "refuse")


class Sounds:
    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []
        """Names of effects asked for (tests read this; kept short)."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in EFFECTS:
                self._sounds[name] = pygame.mixer.Sound(str(assets.asset_path("sounds",
                                                                              f"{name}.wav")))
                self._sounds[name].set_volume(0.5)
            self.available = True
        except (pygame.error, FileNotFoundError, OSError):
            self.available = False

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self.played.append(name)
        del self.played[:-50]
        sound = self._sounds.get(name)
        if self.available and sound is not None:
            sound.play()
