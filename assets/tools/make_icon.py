"""Draw the window icon (run once; ``assets/icon.png`` is committed).

Two fanned cards with a spade and a heart on a green table, drawn with pygame and the
bundled DejaVu font so the icon carries no third-party art.

    python assets/tools/make_icon.py
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ASSETS = Path(__file__).resolve().parents[1]


def card(
    symbol: str, colour: tuple[int, int, int], font: pygame.font.Font, centre: tuple[int, int]
) -> pygame.Surface:
    surf = pygame.Surface((120, 170), pygame.SRCALPHA)
    pygame.draw.rect(surf, (250, 250, 245), surf.get_rect(), border_radius=14)
    pygame.draw.rect(surf, (40, 40, 40), surf.get_rect(), width=3, border_radius=14)
    glyph = font.render(symbol, True, colour)
    surf.blit(glyph, glyph.get_rect(center=centre))
    return surf


def main() -> int:
    pygame.init()
    font = pygame.font.Font(str(ASSETS / "fonts" / "DejaVuSans.ttf"), 110)
    icon = pygame.Surface((256, 256), pygame.SRCALPHA)
    pygame.draw.rect(icon, (22, 104, 60), icon.get_rect(), border_radius=44)
    pygame.draw.rect(icon, (12, 70, 38), icon.get_rect(), width=6, border_radius=44)
    left = pygame.transform.rotate(card("♠", (20, 20, 20), font, (44, 62)), 14)
    right = pygame.transform.rotate(card("♥", (200, 20, 30), font, (60, 88)), -14)
    icon.blit(left, left.get_rect(center=(100, 128)))
    icon.blit(right, right.get_rect(center=(156, 132)))
    pygame.image.save(icon, str(ASSETS / "icon.png"))
    print(f"wrote {ASSETS / 'icon.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
