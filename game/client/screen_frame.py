"""The cloth and the title bar every full screen outside the table draws first.

Practice, its progress chart, the review and the statistics are separate screens with one
look: the table's cloth, a dark bar across the top and the screen's title in gold at its
left.  Drawn here once, so a change of that look is made in one place.
"""

from __future__ import annotations

import pygame

from game.client.table_paint import felt
from game.client.widgets import GOLD, fit_size, panel, text


def screen_frame(surface: pygame.Surface, bar: pygame.Rect, title: str, size: int,
                 inset: int, room: int | None = None) -> None:
    """Cloth over ``surface``, the ``bar`` and ``title`` at ``size`` px, ``inset`` px from
    the left; with ``room``, the title shrinks to fit that many pixels."""
    surface.blit(felt(surface.get_size()), (0, 0))
    panel(surface, bar, alpha=170, radius=0)
    px = size if room is None else fit_size(title, size, room, True)
    text(surface, title, px, GOLD, bold=True, midleft=(inset, bar.centery))
