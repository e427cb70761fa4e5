"""What the Practice scene's painter shares with the scene, declared once.

``PracticeScene`` keeps the flow and the input, ``PracticePanels`` the pictures; this base
names the scene state the pictures read, with its types, so the painter is checked by
``mypy --strict`` on its own instead of pretending to be the whole scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.client.scenes import SceneHost
    from game.practice import Situation
    from game.practice.playout import PlayOut


class PracticeParts:
    """The Practice scene's shared state (assigned by ``PracticeScene``) and its queries."""

    host: SceneHost
    game_id: str
    phase: str
    situation: Situation | None
    playout: PlayOut | None
    verdict: str
    u: float
    """The scale: 1.0 at 1280×800."""
    info: pygame.Rect
    right: pygame.Rect
    hand_area: pygame.Rect
    card_h: int
    hand_cards: list[tuple[int, pygame.Rect]]
    """The viewer's cards as drawn, with their rectangles (for clicks)."""

    def action_top(self) -> int:
        """The top of the action buttons (panels stop above it)."""
        raise NotImplementedError
