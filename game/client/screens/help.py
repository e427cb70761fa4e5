"""The keyboard help (F1 or ?, from any scene): every key of every scene, from ``keys``.

An overlay: the scene below stays drawn underneath, the section of the scene it was opened
from comes first.  Any key, a click or Esc closes it; ↑ ↓ and the wheel scroll it when the
window is too small for the whole list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes import Scene
from game.client.ui import assets, keys
from game.client.ui.widgets import DIM_INK, GOLD, INK, MIN_LABEL_PX, fit_size, panel, rendered, text
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


class HelpScene(Scene):
    opaque = False

    def __init__(self, host: SceneHost, first: str = "",
                 without: frozenset[str] = frozenset()) -> None:
        """``first``: the section shown first (the scene the player is in); ``without``:
        commands this table does not offer (``hint`` where the host allows none)."""
        super().__init__(host)
        self.without = without
        order = list(keys.SCENES)
        if first in order:
            order.remove(first)
            order.insert(1 if order and order[0] == "anywhere" else 0, first)
        self.order = order
        self.scroll = 0
        self.height = 0
        """The list's full height at the last draw (for the scroll limit)."""

    def handle(self, event: pygame.event.Event) -> None:
        step = 40
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * step)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP,
                                                            pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            sign = 1 if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -1
            size = 8 if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) else 1
            self.scroll = max(0, self.scroll + sign * size * step)
        elif event.type == pygame.KEYDOWN or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, min(w - round(40 * u), round(1100 * u)), h - round(40 * u))
        box.center = (w // 2, h // 2)
        panel(surface, box, alpha=255)  # opaque: nothing shows through (defect 13)
        pygame.draw.rect(surface, GOLD, box, width=2, border_radius=10)
        pad = round(18 * u)
        title = _("Keys")
        text(surface, title, max(14, round(30 * u)), GOLD, bold=True,
             midtop=(box.centerx, box.top + pad // 2))
        footer = _("Any key or a click closes this list; ↑ ↓ scroll it")
        foot = fit_size(footer, max(MIN_LABEL_PX, round(14 * u)), box.width - 2 * pad)
        text(surface, footer, foot, DIM_INK,
             midtop=(box.centerx, box.bottom - pad // 2 - round(foot * 1.3)))
        area = pygame.Rect(box.left + pad, box.top + round(52 * u), box.width - 2 * pad,
                           box.height - round(52 * u) - round(34 * u))
        row = max(15, round(22 * u))
        size = max(MIN_LABEL_PX, round(15 * u))
        columns = 2 if area.width >= round(1000 * u) else 1
        gap = round(30 * u)
        col_w = (area.width - gap * (columns - 1)) // columns
        key_w = round(col_w * 0.3)
        sections = [self.section(scene, size, row, col_w, key_w, self.without)
                    for scene in self.order if keys.bindings_of(scene)]
        placed = flow(sections, columns, area.height)
        self.height = max((y + s.get_height() for _col, y, s in placed), default=0)
        limit = max(0, self.height - area.height)
        self.scroll = min(self.scroll, limit)
        clip = surface.get_clip()
        surface.set_clip(area)
        for col, y, image in placed:
            surface.blit(image, (area.left + col * (col_w + gap), area.top + y - self.scroll))
        surface.set_clip(clip)

    @staticmethod
    def section(scene: str, size: int, row: int, width: int, key_w: int,
                without: frozenset[str] = frozenset()) -> pygame.Surface:
        """One scene's heading and rows (but the commands ``without``), drawn once into a
        surface of its own height."""
        lines: list[tuple[pygame.Surface, pygame.Surface, int]] = []
        heading = rendered(_(keys.SCENES[scene]), round(size * 1.15), GOLD, True)
        height = heading.get_height() + 8
        for b in keys.bindings_of(scene):
            if b.command in without:
                continue
            label, words = keys.translated(b)
            # A long key name ("↑ ↓ Page Up Page Down Home End") takes two lines at the
            # full size rather than one shrunk out of reading.
            key_room = key_w - 16
            fits = assets.font(size, True).size(label)[0] <= key_room
            key_image = rendered(label, size, INK, True, 0 if fits else key_room)
            words_image = rendered(words, size, INK, False, width - key_w)
            lines.append((key_image, words_image, height))
            height += max(row, words_image.get_height() + 4, key_image.get_height() + 4)
        image = pygame.Surface((width, height + row // 3), pygame.SRCALPHA)
        image.blit(heading, (0, 4))
        for key_image, words_image, y in lines:
            image.blit(key_image, (12, y))
            image.blit(words_image, (key_w, y))
        return image


def flow(sections: list[pygame.Surface], columns: int, height: int
         ) -> list[tuple[int, int, pygame.Surface]]:
    """Sections in order down the columns, a section never split, the columns about even
    (each at least as tall as the window allows before the next begins)."""
    total = sum(s.get_height() for s in sections)
    target = max(height, -(-total // columns))
    placed = []
    col = y = 0
    for s in sections:
        if y and y + s.get_height() > target and col < columns - 1:
            col, y = col + 1, 0
        placed.append((col, y, s))
        y += s.get_height()
    return placed
