"""Asked before a new match replaces an unfinished one (issue 21, defect 10).

Only one match is kept to resume (the autosave), so starting another loses the first: the
player chooses to resume it, to start the new one anyway, or to go back to the form.
Esc is "cancel", never a commit; ←/→ move between the buttons, Enter takes the lit one.

Trickbid's general confirm dialog belongs to another part of the client; this one says
exactly what is at stake here and can move onto it later.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.button_layout import centred_row, row_width
from game.client.games import game_title
from game.client.scenes import Scene
from game.client.widgets import GOLD, INK, ButtonRow, fit_size, panel, text
from game.i18n import _

if TYPE_CHECKING:
    from game.client.app import App


class UnfinishedMatchDialog(Scene):
    opaque = False

    def __init__(self, app: App, game_id: str, start_new: Callable[[], object]) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.start_new = start_new
        self.buttons = ButtonRow()
        self.focus = 0
        self.resize(app.size)

    def question(self) -> str:
        return _("You have an unfinished {game}.").format(game=game_title(self.game_id))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 800)
        entries: list[tuple[str, Callable[[], None]]] = [
            (_("Resume it"), self.resume),
            (_("Start new (it is lost)"), self.confirm),
            (_("Cancel (Esc)"), self.back),
        ]
        size_px = max(12, round(18 * u))
        gap, bh, least = round(16 * u), round(48 * u), round(170 * u)
        total = row_width([label for label, _fn in entries], size_px, least, gap)
        self.rect = pygame.Rect(0, 0, min(w - 40, max(total + 4 * gap, round(640 * u))),
                                round(200 * u))
        self.rect.center = (w // 2, h // 2)
        self.buttons.clear()
        for button in centred_row(entries, self.rect, self.rect.bottom - bh - round(24 * u),
                                  bh, size_px, least, gap):
            self.buttons.add(button)
        self.light()

    def light(self) -> None:
        for i, b in enumerate(self.buttons.buttons):
            b.hover = i == self.focus

    def resume(self) -> None:
        self.app.resume()

    def confirm(self) -> None:
        self.app.stack.pop()
        self.start_new()

    def handle(self, event: pygame.event.Event) -> None:
        if self.escaped(event):
            return
        if event.type == pygame.KEYDOWN:
            count = len(self.buttons.buttons)
            if event.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN,
                             pygame.K_TAB):
                step = -1 if event.key in (pygame.K_LEFT, pygame.K_UP) else 1
                self.focus = (self.focus + step) % count
                self.light()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                fn = self.buttons.buttons[self.focus].on_click
                if fn is not None:
                    fn()
            return
        self.buttons.handle(event)
        if event.type == pygame.MOUSEMOTION:
            lit = [i for i, b in enumerate(self.buttons.buttons) if b.hover]
            if lit:
                self.focus = lit[0]
            self.light()

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        u = self.u
        panel(surface, self.rect, alpha=250)
        pygame.draw.rect(surface, GOLD, self.rect, width=2, border_radius=10)
        line = self.question()
        text(surface, line, fit_size(line, round(24 * u), self.rect.width - 40, True), GOLD,
             bold=True, midtop=(self.rect.centerx, self.rect.top + round(24 * u)))
        note = _("Only one match is kept to resume: a new match replaces it.")
        text(surface, note, fit_size(note, round(16 * u), self.rect.width - 40), INK,
             midtop=(self.rect.centerx, self.rect.top + round(66 * u)))
        self.buttons.draw(surface)
