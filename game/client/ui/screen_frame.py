"""The cloth and the title bar every full screen outside the table lays out and draws first.

Practice, its progress chart, the review and the statistics are separate screens with one
look: the table's cloth, a dark bar across the top and the screen's title in gold at its
left.  Drawn here once, so a change of that look is made in one place.
"""

from __future__ import annotations

import pygame

from game.client.table.paint import felt
from game.client.ui.widgets import GOLD, fit_size, panel, text

DESIGN_SIZE = (1280, 800)
"""The window these screens are drawn for; elsewhere every length scales by ``u``."""
BAR_HEIGHT = 52
"""The title bar's height at the design size."""


def title_bar(size: tuple[int, int]) -> tuple[float, pygame.Rect]:
    """For a window of ``size``: the scale ``u`` of these screens and their title bar."""
    w, h = size
    u = min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])
    return u, pygame.Rect(0, 0, w, round(BAR_HEIGHT * u))


def screen_frame(surface: pygame.Surface, bar: pygame.Rect, title: str, size: int,
                 inset: int, room: int | None = None) -> None:
    """Cloth over ``surface``, the ``bar`` and ``title`` at ``size`` px, ``inset`` px from
    the left; with ``room``, the title shrinks to fit that many pixels."""
    surface.blit(felt(surface.get_size()), (0, 0))
    panel(surface, bar, alpha=170, radius=0)
    px = size if room is None else fit_size(title, size, room, True)
    text(surface, title, px, GOLD, bold=True, midleft=(inset, bar.centery))
