"""The progress scene: exact-call rate and average points lost, per game and drill.

Reads the practice history through ``game.practice.progress`` (the storage layer); one
button per drill that has attempts picks the chart; a table lists every drill's totals.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.games import VIEWS
from game.client.practice.paint import progress_chart
from game.client.scenes import Scene
from game.client.ui.screen_frame import screen_frame, title_bar
from game.client.ui.widgets import DIM_INK, INK, Button, ButtonRow, fit_size, panel, px, text
from game.i18n import _, ngettext, number
from game.i18n.ai_reasons import percent
from game.practice.games import drill_named
from game.practice.progress import Progress

if TYPE_CHECKING:
    from game.client.scenes import SceneHost

def drill_title(game_id: str, drill: str) -> str:
    try:
        short = _(VIEWS[game_id].short_title) if game_id in VIEWS else game_id
        return _("{game}: {drill}").format(game=short,
                                           drill=_(drill_named(game_id, drill).title))
    except ValueError:  # a drill no longer taught (an old row): its stored name
        return _("{game}: {drill}").format(game=_(VIEWS[game_id].short_title)
                                           if game_id in VIEWS else game_id, drill=drill)


class ProgressScene(Scene):
    def __init__(self, host: SceneHost, progress: Progress, game_id: str | None = None,
                 drill: str | None = None) -> None:
        super().__init__(host)
        self.progress = progress
        self.stats = progress.summary()
        self.selected: tuple[str, str] | None = None
        if game_id is not None and drill is not None:
            self.selected = (game_id, drill)
        elif self.stats:
            self.selected = (self.stats[0].game_id, self.stats[0].drill)
        self.buttons = ButtonRow()
        self.resize(host.size)

    def enter(self) -> None:
        self.stats = self.progress.summary()
        self.resize(self.host.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u, self.bar = title_bar(size)
        self.u = u
        m = round(16 * u)
        self.list_rect = pygame.Rect(m, self.bar.bottom + m, round(400 * u),
                                     h - self.bar.bottom - 2 * m)
        self.chart_rect = pygame.Rect(self.list_rect.right + m, self.bar.bottom + m,
                                      w - self.list_rect.right - 2 * m,
                                      h - self.bar.bottom - 2 * m)
        self.buttons.clear()
        bh = round(38 * u)
        self.buttons.add(Button(pygame.Rect(w - m - round(150 * u), self.bar.centery - bh // 2,
                                            round(150 * u), bh), _("Back (Esc)"), self.back))
        y = self.list_rect.top + round(44 * u)
        for s in self.stats:
            key = (s.game_id, s.drill)
            label = drill_title(*key)
            b = Button(pygame.Rect(self.list_rect.left + m, y, self.list_rect.width - 2 * m,
                                   round(34 * u)), label, self._pick(key),
                       picked=key == self.selected, font_size=round(14 * u))
            self.buttons.add(b)
            y += round(34 * u) + round(34 * u)

    def _pick(self, key: tuple[str, str]) -> Callable[[], None]:
        def pick() -> None:
            self.selected = key
            self.resize(self.host.size)

        return pick

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_g):
            self.back()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        screen_frame(surface, self.bar, _("Practice progress"), round(22 * u), round(16 * u))
        panel(surface, self.list_rect, alpha=150)
        text(surface, _("Drills practised"), round(17 * u), INK, bold=True,
             topleft=(self.list_rect.left + round(14 * u), self.list_rect.top + round(12 * u)))
        for b in self.buttons.buttons:
            b.draw(surface)
        for b, s in zip(self.buttons.buttons[1:], self.stats, strict=False):
            calls = ngettext("{n} call", "{n} calls", s.attempts).format(n=s.attempts)
            line = _("{calls} · {percent} exact · {points} points lost per call").format(
                calls=calls, percent=percent(s.exact_rate), points=number(s.average_loss, ".2f"))
            text(surface, line, fit_size(line, px(13, u), b.rect.width), DIM_INK,
                 topleft=(b.rect.left + 4, b.rect.bottom + round(4 * u)))
        if self.selected is None:
            progress_chart(surface, self.chart_rect, u, _("Progress"), [], [], [])
            return
        series = self.progress.series(*self.selected)
        progress_chart(
            surface, self.chart_rect, u, drill_title(*self.selected),
            [p.label for p in series], [p.exact_rate for p in series],
            [p.average_loss for p in series], [p.day for p in series],
        )
