"""A menu screen: a title, a subtitle and a column of buttons, worked by the mouse or by
arrows and Enter; the main menu, the game menu and the screens of Play with friends are
made of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.scenes import Scene
from game.client.table.paint import felt
from game.client.ui import assets
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    MIN_LABEL_PX,
    Button,
    ButtonRow,
    fit_size,
    panel,
    text,
    wrapped,
)
from game.i18n import _

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


class MenuScene(Scene):
    """A title and a column of buttons; arrows + Enter work too."""

    title = ""
    subtitle = ""
    """Title and subtitle are catalog messages (marked with ``N_``), translated when drawn."""
    button_width = 320
    """The column's width at 1280x800 (scaled with the window)."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.buttons = ButtonRow()
        self.focus = 0
        self.resize(host.size)

    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        return []

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.u = min(w / 1280, h / 800)
        entries = self.entries()
        tight = min(1.0, 7 / max(1, len(entries)))  # a longer column keeps seven's height
        bw, bh = round(self.button_width * self.u), round(54 * self.u * tight)
        gap = round(14 * self.u * tight)
        total = len(entries) * (bh + gap)
        y = h // 2 - total // 2 + round(40 * self.u)
        self.buttons.clear()
        for label, action, enabled in entries:
            self.buttons.add(Button(pygame.Rect(w // 2 - bw // 2, y, bw, bh), label, action,
                                    enabled=enabled))
            y += bh + gap
        if pygame.mouse.get_focused():  # rebuilt under a still mouse: it still hovers
            pointer = self.host.pointer()
            for b in self.buttons.buttons:
                b.hover = b.contains(pointer)

    def enter(self) -> None:
        self.resize(self.host.size)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            live = [b for b in self.buttons.buttons if b.enabled]
            if not live:
                return
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(live)
                self.buttons.unhover()
            elif event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(live)
                self.buttons.unhover()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                b = live[self.focus % len(live)]
                if b.on_click is not None:
                    b.on_click()
            elif event.key == pygame.K_ESCAPE:
                self.back()
            return
        self.buttons.handle(event)
        if event.type == pygame.MOUSEMOTION:  # the focus follows the mouse
            live = [b for b in self.buttons.buttons if b.enabled]
            under = [i for i, b in enumerate(live) if b.hover]
            if under:
                self.focus = under[0]

    def back(self) -> None:
        pass

    def shown_facts(self) -> dict[str, object]:
        live = [b.label for b in self.buttons.buttons if b.enabled]
        return {**super().shown_facts(), "entries": live,
                "focus": self.focus % len(live) if live else -1}

    notice_box: pygame.Rect | None = None
    """Where the storage's notice was drawn last, and its text size (tests read them)."""
    notice_px = 0

    def draw_notice(self, surface: pygame.Surface, notice: str, top: int) -> None:
        """The storage's message (a second window saves nothing, say) under the buttons:
        wrapped in a framed box at a readable size, never one line shrunk to 8 px."""
        w, h = surface.get_size()
        width = min(w - 40, round(960 * self.u))
        gap, pad = round(12 * self.u), round(9 * self.u)
        room = h - top - gap - 4
        size = max(MIN_LABEL_PX + 2, round(18 * self.u))
        while True:
            lines = wrapped(notice, size, width - 4 * pad)
            step = assets.font(size).get_linesize()
            if len(lines) * step + 2 * pad <= room or size <= MIN_LABEL_PX:
                break
            size -= 1
        box = pygame.Rect(0, 0, width, len(lines) * step + 2 * pad)
        box.midtop = (w // 2, top + gap)
        box.bottom = min(box.bottom, h - 4)
        panel(surface, box, alpha=230)
        pygame.draw.rect(surface, GOLD, box, width=2, border_radius=10)
        y = box.top + pad
        for line in lines:
            text(surface, line, size, INK, midtop=(box.centerx, y))
            y += step
        self.notice_box, self.notice_px = box, size

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        w = surface.get_width()
        top = self.buttons.buttons[0].rect.top if self.buttons.buttons else surface.get_height() // 2
        text(surface, _(self.title), round(56 * self.u), GOLD, bold=True,
             center=(w // 2, top - round(110 * self.u)))
        if self.subtitle:
            subtitle = _(self.subtitle)
            text(surface, subtitle, fit_size(subtitle, round(20 * self.u), w - 40), DIM_INK,
                 center=(w // 2, top - round(55 * self.u)))
        if (notice := self.host.notices.text()) and self.opaque:
            bottom = self.buttons.buttons[-1].rect.bottom if self.buttons.buttons else 0
            self.draw_notice(surface, notice, bottom)
        live = [b for b in self.buttons.buttons if b.enabled]
        for b in self.buttons.buttons:
            b.focused = bool(live) and b is live[self.focus % len(live)]
            b.draw(surface)
