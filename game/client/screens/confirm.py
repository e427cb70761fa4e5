"""A question before a step that cannot be taken back: quitting with a match unfinished,
a new match over an unfinished one, and any other scene's "are you sure?".

The dialog is an overlay: the scene below stays drawn, dimmed.  Esc, a click outside,
or the cancel button close it and change nothing; only the confirm button (or Enter on
it) goes ahead.  The focus starts on a safe answer (cancel, or the third answer a caller
may add, such as "Resume it"), so a hurried Enter never commits.  ←/→ (or Tab) move the
focus, Enter takes the lit button; the buttons are sized to their words (``button_layout``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.scenes import Scene
from game.client.ui.button_layout import centred_row, row_width
from game.client.ui.widgets import DIM_INK, GOLD, ButtonRow, fit_size, panel, text
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


class ConfirmDialog(Scene):
    """``question`` with a ``cancel`` and a ``confirm`` button, and optionally a third,
    safe answer ``also`` (label, action) after them, which then has the first focus;
    ``on_confirm`` and ``also``'s action run after the dialog has closed (so they may
    replace the scenes beneath)."""

    opaque = False

    def __init__(self, host: SceneHost, question: str, confirm: str, on_confirm: Callable[[], None],
                 detail: str = "", cancel: str = "",
                 also: tuple[str, Callable[[], None]] | None = None) -> None:
        super().__init__(host)
        self.question = question
        self.detail = detail
        self.confirm_label = confirm
        self.cancel_label = cancel
        self.on_confirm = on_confirm
        self.also = also
        self.buttons = ButtonRow()
        self.focus = 2 if also is not None else 0
        """The lit button: 0 cancel, 1 confirm, 2 the third answer (the safe ones first)."""
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.u = u = min(w / 1280, h / 800)
        size_px = max(14, round(20 * u))
        entries: list[tuple[str, Callable[[], None]]] = [
            (self.cancel_label or _("Cancel (Esc)"), self.cancel),
            (self.confirm_label, self.confirm)]
        if self.also is not None:
            entries.append((self.also[0], self.take_also))
        bh = round(50 * u)
        gap = round(24 * u)
        least = round(200 * u)
        total = row_width([label for label, _fn in entries], size_px, least, gap)
        width = min(w - 40, max(round(640 * u), total + 2 * gap))
        self.area = pygame.Rect(0, 0, width, round(250 * u))
        self.area.center = (w // 2, h // 2)
        y = self.area.bottom - bh - round(24 * u)
        self.buttons.clear()
        for button in centred_row(entries, self.area, y, bh, size_px, least, gap):
            self.buttons.add(button)

    def shown_facts(self) -> dict[str, object]:
        return {**super().shown_facts(), "question": self.question}

    def cancel(self) -> None:
        self.host.pop()

    back = cancel

    def confirm(self) -> None:
        self.host.pop()
        self.on_confirm()

    def take_also(self) -> None:
        if self.also is not None:
            self.host.pop()
            self.also[1]()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_UP,
                               pygame.K_DOWN):
                step = -1 if event.key in (pygame.K_LEFT, pygame.K_UP) else 1
                self.focus = (self.focus + step) % len(self.buttons.buttons)
                self.buttons.unhover()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                fn = self.buttons.buttons[self.focus].on_click
                if fn is not None:
                    fn()
            return
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and not self.area.collidepoint(event.pos)):
            self.cancel()
            return
        self.buttons.handle(event)
        if event.type == pygame.MOUSEMOTION:
            for i, b in enumerate(self.buttons.buttons):
                if b.hover:
                    self.focus = i

    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 160))
        surface.blit(shade, (0, 0))
        panel(surface, self.area, alpha=255)
        pygame.draw.rect(surface, GOLD, self.area, width=2, border_radius=10)
        width = self.area.width - round(40 * u)
        question_px = fit_size(self.question, max(16, round(28 * u)), width, bold=True)
        text(surface, self.question, question_px, GOLD, bold=True,
             midtop=(self.area.centerx, self.area.top + round(30 * u)))
        if self.detail:
            text(surface, self.detail, max(13, round(17 * u)), DIM_INK,
                 midtop=(self.area.centerx, self.area.top + round(86 * u)),
                 wrap=width)
        for i, b in enumerate(self.buttons.buttons):
            b.focused = i == self.focus
            b.draw(surface)

