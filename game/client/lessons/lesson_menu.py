"""The lessons' menu ("Learn to play"): one column per game, one button per lesson with
what the player has done of it, and the free deal that ends the game's lessons."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client.games import VIEWS, game_title
from game.client.lessons.free_deal import start_free_deal
from game.client.lessons.lesson_scene import LessonScene
from game.client.scenes import Scene
from game.client.table.paint import felt
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    MIN_LABEL_PX,
    Button,
    ButtonRow,
    centred_lines,
    fit_size,
    px,
    text,
)
from game.i18n import _
from game.practice.lessons import course_of
from game.practice.lessons import screen_words as words
from game.storage.database import StorageError
from game.storage.lessons import LessonState

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


class LessonMenu(Scene):
    """Every game's lessons; ``game_id`` puts that game's column first in the keyboard's
    order (the offer at a game's first start opens on it)."""

    def __init__(self, host: SceneHost, game_id: str | None = None) -> None:
        super().__init__(host)
        self.game_id = game_id
        self.buttons = ButtonRow()
        self.notes: list[tuple[pygame.Rect, str, bool]] = []
        """Under each lesson's button: what the player has done of it (text, done)."""
        self.headings: list[tuple[pygame.Rect, str]] = []
        self.focus = 0
        self.resize(host.size)

    def enter(self) -> None:
        self.resize(self.host.size)

    def states(self, game_id: str) -> dict[str, LessonState]:
        try:
            kept = self.host.practice_storage().lessons.states(game_id)
        except StorageError:
            return {}
        return {s.lesson: s for s in kept}

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 800)
        self.buttons.clear()
        self.notes.clear()
        self.headings.clear()
        games = list(VIEWS)
        if self.game_id in games:
            games.remove(self.game_id)
            games.insert(0, self.game_id)
        gap = round(24 * u)
        col_w = min(round(380 * u), (w - 2 * gap - (len(games) - 1) * gap) // len(games))
        left = w // 2 - (len(games) * (col_w + gap) - gap) // 2
        top = round(170 * u)
        bh, note_h = round(42 * u), max(MIN_LABEL_PX + 2, px(14, u)) + round(4 * u)
        size_px = max(13, px(17, u))
        order = list(VIEWS)
        for game_id in games:
            x = left + order.index(game_id) * (col_w + gap)
            self.headings.append((pygame.Rect(x, top - round(40 * u), col_w, round(34 * u)),
                                  game_title(game_id)))
            course = course_of(game_id)
            done = self.states(game_id)
            y = top
            for number, lesson in enumerate(course.lessons, 1):
                label = f"{number}. {_(lesson.title)}"
                self.buttons.add(Button(pygame.Rect(x, y, col_w, bh), label,
                                        partial(self.open, game_id, lesson.key),
                                        font_size=size_px, data={"lesson": lesson.key}))
                state = done.get(lesson.key)
                note = ""
                if state is not None and state.step:
                    note = _(words.RESUME_AT).format(n=state.step + 1)
                elif state is not None and state.done:
                    note = "✓ " + _(words.DONE_MARK)
                self.notes.append((pygame.Rect(x, y + bh, col_w, note_h), note,
                                   state is not None and state.done))
                y += bh + note_h
            y += round(10 * u)
            self.buttons.add(Button(pygame.Rect(x, y, col_w, bh), _(words.FREE_DEAL),
                                    partial(start_free_deal, self.host, course.free_deal),
                                    picked=True, font_size=size_px, data={"free_deal": True},
                                    tooltip=_(words.FREE_DEAL_NOTE)))
            self.notes.append((pygame.Rect(x, y + bh, col_w, 2 * note_h),
                               _(words.FREE_DEAL_NOTE), False))
        back_w = round(220 * u)
        self.buttons.add(Button(pygame.Rect(w // 2 - back_w // 2, h - bh - round(16 * u),
                                            back_w, bh), _("Back"), self.back,
                                font_size=size_px))

    def open(self, game_id: str, key: str) -> None:
        state = self.states(game_id).get(key)
        self.host.push(LessonScene(self.host, game_id, key, state.step if state else 0))

    def handle(self, event: pygame.event.Event) -> None:
        if self.escaped(event):
            return
        live = self.buttons.buttons
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT):
                self.focus = (self.focus + 1) % len(live)
                self.buttons.unhover()
            elif event.key in (pygame.K_UP, pygame.K_LEFT):
                self.focus = (self.focus - 1) % len(live)
                self.buttons.unhover()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                fn = live[self.focus].on_click
                if fn is not None:
                    fn()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = self.u
        surface.blit(felt((w, h)), (0, 0))
        title = _(words.LEARN_TO_PLAY)
        text(surface, title, round(44 * u), GOLD, bold=True, center=(w // 2, round(40 * u)))
        centred_lines(surface, _(words.MENU_NOTE), max(MIN_LABEL_PX + 2, px(16, u)), DIM_INK,
                      w - round(160 * u), (w // 2, round(78 * u)))
        for rect, heading in self.headings:
            text(surface, heading, fit_size(heading, px(22, u), rect.width, bold=True), GOLD,
                 bold=True, center=rect.center)
        size = max(MIN_LABEL_PX + 1, px(14, u))
        for rect, note, done in self.notes:
            if note:  # wrapped rather than shrunk: a note stays readable in every language
                centred_lines(surface, note, size, GOLD if done else DIM_INK, rect.width,
                              (rect.centerx, rect.top + 1))
        for i, b in enumerate(self.buttons.buttons):
            b.focused = i == self.focus
            b.draw(surface)
