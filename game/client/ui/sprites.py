"""Cards in motion: a card sprite is a position, a height, a face and a flip.

The table's static picture comes from the shown state; sprites are drawn on top while a
card deals, flies to the trick, sweeps to the winner or turns over.  Tweens move their
float attributes.
"""

from __future__ import annotations

import math

import pygame

from game.client.ui import assets


class CardSprite:
    def __init__(self, card: int | None, centre: tuple[float, float], height: float,
                 face_up: bool = True) -> None:
        self.card = card
        self.x, self.y = float(centre[0]), float(centre[1])
        self.h = float(height)
        self.face_up = face_up
        self.flip = 0.0
        """0..1 while turning over: the width shrinks to 0 at 0.5 and the face changes."""
        self.alpha = 255.0
        self.visible = True
        self.done = False
        self.seat: int | None = None
        """The seat whose card flies to the trick (until the trick is swept)."""

    def draw(self, surface: pygame.Surface, four_colour: bool) -> None:
        if not self.visible or self.done:
            return
        # Heights in steps of 6 px while a card grows or shrinks: a handful of cached
        # scalings instead of a new smooth scaling every frame.
        h = max(6, round(self.h / 6) * 6)
        face = self.face_up
        squash = 1.0
        if 0.0 < self.flip < 1.0:
            squash = abs(math.cos(self.flip * math.pi))
            face = (self.flip >= 0.5) == self.face_up
        image = assets.card_image(self.card if face else None, h, four_colour)
        if squash < 0.999:
            w = max(1, round(image.get_width() * squash))
            image = pygame.transform.scale(image, (w, image.get_height()))
        if self.alpha < 254:
            image = image.copy()
            image.set_alpha(max(0, round(self.alpha)))
        rect = image.get_rect(center=(round(self.x), round(self.y)))
        surface.blit(image, rect)
