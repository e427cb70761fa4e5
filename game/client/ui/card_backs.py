"""The card backs, drawn with pygame at the size they are shown (made for this project).

Each design is a white-edged card with a coloured field, a pattern and a frame; drawn at
the exact size asked, so a back is as sharp in a 4K window as in a small one and needs no
image file (``assets/CREDITS.md``).  "black" is the bundled CC0 back of the card art.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

Colour = tuple[int, int, int]


def _lattice(surface: pygame.Surface, field: pygame.Rect, ink: Colour, step: int) -> None:
    """Diagonal lines both ways: a trellis."""
    w = max(1, step // 6)
    for x in range(field.left - field.height, field.right + field.height, step):
        pygame.draw.line(surface, ink, (x, field.top), (x + field.height, field.bottom), w)
        pygame.draw.line(surface, ink, (x, field.bottom), (x + field.height, field.top), w)


def _diamonds(surface: pygame.Surface, field: pygame.Rect, ink: Colour, step: int) -> None:
    """Rows of small diamonds, every other row shifted by half a step."""
    half = step // 2
    r = max(2, step * 3 // 8)
    for row, y in enumerate(range(field.top, field.bottom + step, half)):
        shift = half if row % 2 else 0
        for x in range(field.left - step + shift, field.right + step, step):
            pygame.draw.polygon(surface, ink, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])


def _weave(surface: pygame.Surface, field: pygame.Rect, ink: Colour, step: int) -> None:
    """Short strokes that alternate across and down, like woven cloth."""
    w = max(1, step // 4)
    for j, y in enumerate(range(field.top, field.bottom, step)):
        for i, x in enumerate(range(field.left, field.right, step)):
            if (i + j) % 2:
                pygame.draw.line(surface, ink, (x + 1, y + step // 2), (x + step - 1,
                                                                        y + step // 2), w)
            else:
                pygame.draw.line(surface, ink, (x + step // 2, y + 1), (x + step // 2,
                                                                        y + step - 1), w)


DESIGNS: dict[str, tuple[Colour, Colour, Callable[..., None]]] = {
    "blue": ((28, 64, 150), (92, 138, 214), _lattice),
    "red": ((150, 26, 34), (214, 96, 100), _diamonds),
    "green": ((22, 100, 58), (98, 176, 122), _weave),
}
"""Drawn designs: (field colour, pattern colour, pattern)."""


def draw_back(design: str, size: tuple[int, int]) -> pygame.Surface:
    """A card back ``size`` pixels, transparent outside its rounded corners."""
    field_colour, ink, pattern = DESIGNS[design]
    w = size[0]
    card = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(2, w // 12)
    pygame.draw.rect(card, (250, 250, 246), card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, (120, 120, 120), card.get_rect(), width=1, border_radius=radius)
    margin = max(2, w // 14)
    field = card.get_rect().inflate(-2 * margin, -2 * margin)
    inner = pygame.Surface(field.size, pygame.SRCALPHA)
    local = inner.get_rect()
    pygame.draw.rect(inner, (*field_colour, 255), local, border_radius=max(1, radius - margin // 2))
    mask = pygame.mask.from_surface(inner)
    pattern(inner, local, ink, max(4, w // 8))
    frame = max(1, w // 40)
    inset = max(3, w // 16)
    pygame.draw.rect(inner, (250, 250, 246), local.inflate(-2 * inset, -2 * inset), width=frame,
                     border_radius=max(1, radius - inset // 2))
    centre = local.center
    r = max(3, w // 7)
    pygame.draw.polygon(inner, (250, 250, 246), [(centre[0], centre[1] - r),
                                                 (centre[0] + r, centre[1]),
                                                 (centre[0], centre[1] + r),
                                                 (centre[0] - r, centre[1])])
    pygame.draw.polygon(inner, field_colour, [(centre[0], centre[1] - r + frame * 2),
                                              (centre[0] + r - frame * 2, centre[1]),
                                              (centre[0], centre[1] + r - frame * 2),
                                              (centre[0] - r + frame * 2, centre[1])])
    clip = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    inner.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(inner, field.topleft)
    return card
