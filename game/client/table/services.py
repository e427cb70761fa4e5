"""What the table may use of the program, and no more: the settings, the sounds, and a way
to ask for another screen.

The table scene never holds the app: through the app it could reach the storage and the
autosave, which hold the match's true state (the host saves it there).  It asks for the
score sheet, the last trick, the pause menu or a screenshot by an intent (``ask``) that
the app's navigator carries out after the frame's update; notices for the player come in
through ``notices``; the app puts the current settings in ``settings`` when they change.
"""

from __future__ import annotations

import collections
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.client.settings import Settings
    from game.client.ui.sound import Sounds


class Screen(Enum):
    """A screen the table asks the navigator for."""

    SCORES = "scores"
    """The score sheet (``between_deals``: the deal just ended and the next one waits)."""
    LAST_TRICK = "last_trick"
    """The last trick and the cards played so far (``held``: while L is held)."""
    MENU = "menu"
    """The pause menu."""
    MOMENT = "moment"
    """Not a screen: a moment worth a screenshot (``moment`` names it)."""


@dataclass(frozen=True)
class Intent:
    screen: Screen
    between_deals: bool = False
    held: bool = False
    moment: str = ""


class TableServices:
    """The table's narrow window on the program."""

    def __init__(self, settings: Settings, sounds: Sounds) -> None:
        self.settings = settings
        """The player's settings now (the app replaces them when they change)."""
        self.sounds = sounds
        self.notices: collections.deque[str] = collections.deque()
        """Messages for the player from the program (a save that failed, say)."""
        self.intents: collections.deque[Intent] = collections.deque()

    def ask(self, intent: Intent) -> None:
        self.intents.append(intent)
