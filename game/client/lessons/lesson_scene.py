"""A lesson at the table: the coach's line on top, the seats and the trick, the student's
hand below with the cards that matter raised, and the calls as buttons when it is time to
call.  A right choice is confirmed with why and the lesson goes on; a wrong one is
explained and the position stays for another try.  Leaving keeps the step reached; the
lesson resumes there from the lessons' menu.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client.games import game_title, view_of
from game.client.lessons.free_deal import start_free_deal
from game.client.lessons.lesson_paint import (
    GOOD,
    WRONG,
    Colour,
    coach_lines,
    draw_coach,
    draw_facts,
    draw_hand,
    draw_seats,
    draw_trick,
    draw_trump,
)
from game.client.scenes import Scene
from game.client.table.paint import felt
from game.client.ui.widgets import (
    SUIT_COLOURS,
    SUIT_COLOURS_4,
    Button,
    ButtonRow,
    button_width,
    focus_ring,
    px,
)
from game.core.actions import Action, Kind, play
from game.core.belote.calls import BeloteKind
from game.core.cards import parse_card
from game.core.phase import Phase
from game.i18n import _
from game.i18n.seats import table_names
from game.i18n.terms import action_text
from game.practice.lessons import Coach, Verdict, course_of
from game.practice.lessons import screen_words as words
from game.storage.database import StorageError
from game.table.view import seat_view

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


class LessonScene(Scene):
    """One lesson of one game, from step ``at`` (0: the start)."""
    def __init__(self, host: SceneHost, game_id: str, key: str, at: int = 0) -> None:
        super().__init__(host)
        self.game_id = game_id
        self.course = course_of(game_id)
        self.lesson = self.course.lesson(key)
        self.coach = Coach(game_id, self.lesson, at)
        self.verdict: Verdict | None = None
        self.focus = 0
        """The card or button the keyboard's Enter takes (``keyed``)."""
        self.buttons = ButtonRow()
        self.card_rects: list[tuple[pygame.Rect, int]] = []
        self.names = table_names(self.coach.state.players)
        self.resize(host.size)

    # ------------------------------------------------------------------ layout
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.u = u = min(w / 1280, h / 800)
        self.margin = m = round(14 * u)
        side = m + round(210 * u)  # clear of the Leave and Next buttons in the corners
        self.hand_rect = pygame.Rect(side, h - round(170 * u) - m, w - 2 * side, round(170 * u))
        self.rebuild()

    def rebuild(self) -> None:
        """The buttons of the moment: the calls when the student calls, Next on a step
        that is only read, the lesson's end; Leave last (the keyboard's focus starts on
        the first)."""
        h = self.host.size[1]
        u, m = self.u, self.margin
        self.focus = 0
        self.buttons.clear()
        bh = round(46 * u)
        size = max(13, px(18, u))
        self._choices(size, bh)
        self.buttons.add(Button(pygame.Rect(m, h - bh - m, round(170 * u), bh), _(words.LEAVE),
                                self.back, font_size=size))

    def _choices(self, size: int, bh: int) -> None:
        w, h = self.host.size
        u, m = self.u, self.margin
        if self.coach.finished:
            self._end_buttons(size, bh)
            return
        if self.coach.step.reads_only:
            self.buttons.add(Button(pygame.Rect(w - m - round(190 * u), h - bh - m,
                                                round(190 * u), bh), _(words.NEXT), self.go_on,
                                    font_size=size))
            return
        calls = self.call_choices()
        if not calls:
            return
        call_px = max(13, px(17, u))
        cw = max([round(112 * u)] + [button_width(self.call_label(a), call_px) for a in calls])
        ch, gap = round(40 * u), round(8 * u)
        per_row = max(1, min(len(calls), (w - 2 * m - round(400 * u)) // (cw + gap)))
        rows = (len(calls) + per_row - 1) // per_row
        top = self.hand_rect.top - rows * (ch + gap) - round(6 * u)
        highlight = set(self.coach.highlight)
        for i, action in enumerate(calls):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(calls) - row * per_row)
            left = w // 2 - (in_row * (cw + gap) - gap) // 2
            rect = pygame.Rect(left + col * (cw + gap), top + row * (ch + gap), cw, ch)
            suit = action.suit if action.kind in (Kind.BID, BeloteKind.CAPOT) else -1
            self.buttons.add(Button(
                rect, self.call_label(action), partial(self.choose, action),
                picked=str(action) in highlight, font_size=call_px,
                colour=self.suit_colours()[suit] if suit >= 0 else None,
                data={"action": str(action)}))

    def _end_buttons(self, size: int, bh: int) -> None:
        w, h = self.host.size
        u = self.u
        entries: list[tuple[str, Callable[[], None]]] = []
        following = self.next_lesson()
        if following is not None:
            entries.append((_(words.NEXT_LESSON), partial(self.open_lesson, following)))
        entries.append((_(words.FREE_DEAL), self.free_deal))
        entries.append((_(words.BACK_TO_LESSONS), self.host.pop))
        bw, gap = round(260 * u), round(18 * u)
        left = w // 2 - (len(entries) * (bw + gap) - gap) // 2
        for i, (label, action) in enumerate(entries):
            self.buttons.add(Button(pygame.Rect(left + i * (bw + gap), h // 2 + round(40 * u),
                                                bw, bh), label, action,
                                    font_size=size))

    def call_choices(self) -> list[Action]:
        """The calls to offer: the student's legal calls, and the ones the lesson words on
        its own (a call the rules refuse here is offered so its reason can be shown)."""
        if self.coach.state.phase is Phase.PLAY:
            return []
        out = [a for a in self.coach.choices() if a.kind is not Kind.PLAY]
        for text_ in (*self.coach.step.wrong, *self.coach.step.expect):
            action = self.coach.game.parse_action(text_)
            if action.kind is not Kind.PLAY and action not in out:
                out.append(action)
        return out

    def suit_colours(self) -> tuple[tuple[int, int, int], ...]:
        return SUIT_COLOURS_4 if self.host.settings.four_colour else SUIT_COLOURS

    @staticmethod
    def call_label(action: Action) -> str:
        if action.kind is Kind.WAIT:
            return _(words.NOT_NOW)
        return action_text(action)

    # ------------------------------------------------------------------ choices
    def choose(self, action: Action) -> None:
        self.verdict = self.coach.choose(action)
        if self.verdict.right:
            self.keep_progress()
        self.rebuild()

    def go_on(self) -> None:
        self.verdict = None
        self.coach.go_on()
        self.keep_progress()
        self.rebuild()

    def keep_progress(self) -> None:
        """The step reached, or the lesson done, in the player's data (nothing is lost
        if the file cannot be written now: the lesson simply starts over next time)."""
        lessons = self.host.practice_storage().lessons
        try:
            if self.coach.finished:
                lessons.finished(self.game_id, self.lesson.key)
            else:
                lessons.reached(self.game_id, self.lesson.key, self.coach.index)
        except StorageError:
            pass

    def next_lesson(self) -> str | None:
        keys = [x.key for x in self.course.lessons]
        i = keys.index(self.lesson.key)
        return keys[i + 1] if i + 1 < len(keys) else None

    def open_lesson(self, key: str) -> None:
        self.host.pop()
        self.host.push(LessonScene(self.host, self.game_id, key))

    def free_deal(self) -> None:
        start_free_deal(self.host, self.course.free_deal)

    def handle(self, event: pygame.event.Event) -> None:
        if self.escaped(event):
            return
        if event.type == pygame.KEYDOWN:
            self.key(event.key)
            return
        if self.buttons.handle(event) is not None:
            return
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and not self.coach.finished and not self.coach.step.reads_only
                and self.coach.state.phase is Phase.PLAY):
            for rect, card in reversed(self.card_rects):
                if rect.collidepoint(event.pos):
                    self.choose(play(card))
                    return

    def keyed(self) -> list[object]:
        """What the arrows move through: the cards in play, else the buttons (the calls,
        Next, the lesson's end, Leave)."""
        if (not self.coach.finished and not self.coach.step.reads_only
                and self.coach.state.phase is Phase.PLAY and self.card_rects):
            return [card for _rect, card in self.card_rects]
        return [b for b in self.buttons.buttons if b.enabled]

    def key(self, key: int) -> None:
        """Arrows (and Tab) move the focus, Enter or Space takes it; on a step that is only
        read, Enter goes on."""
        keyed = self.keyed()
        if key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB, pygame.K_LEFT, pygame.K_UP):
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
            self.focus = (self.focus + step) % max(1, len(keyed))
            self.buttons.unhover()
            return
        if key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return
        if not self.coach.finished and self.coach.step.reads_only:
            self.go_on()
            return
        if not keyed:
            return
        target = keyed[self.focus % len(keyed)]
        if isinstance(target, int):
            self.choose(play(target))
        elif isinstance(target, Button) and target.on_click is not None:
            target.on_click()

    # ------------------------------------------------------------------ drawing
    def said(self) -> list[tuple[str, Colour]]:
        if self.verdict is None:
            return []
        head = _(words.RIGHT) if self.verdict.right else _(words.TRY_AGAIN)
        colour = GOOD if self.verdict.right else WRONG
        return [(f"{head}: {self.verdict.texts()[0]}", colour),
                *((t, colour) for t in self.verdict.texts()[1:])]

    def header(self) -> str:
        step = min(self.coach.index + 1, len(self.lesson.steps))
        return " · ".join((game_title(self.game_id), _(self.lesson.title),
                           _(words.STEP_OF).format(n=step, total=len(self.lesson.steps))))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u, m = self.u, self.margin
        surface.blit(felt((w, h)), (0, 0))
        obs = self.coach.state.observation(self.lesson.student)
        line = _(words.LESSON_DONE) if self.coach.finished else self.coach.line.text()
        inner = w - 2 * m - round(28 * u)
        height, lines = coach_lines(inner, u, self.header(), self.said(), line)
        box = pygame.Rect(m, m, w - 2 * m, height + round(28 * u))
        table = pygame.Rect(m * 2, box.bottom + m, w - 4 * m,
                            self.hand_rect.top - box.bottom - 2 * m)
        if self.coach.finished:
            draw_coach(surface, box, u, lines)
            self.buttons.draw(surface)
            return
        draw_trump(surface, table, u, obs)
        draw_facts(surface, table, u, self.facts())
        draw_seats(surface, table, u, obs, self.names)
        draw_trick(surface, table, u, obs)
        highlight = frozenset(self._highlighted_cards())
        self.card_rects = draw_hand(surface, self.hand_rect, u, obs,
                                    view_of(self.game_id).card_strength, highlight,
                                    self.host.settings.four_colour)
        keyed = self.keyed()
        focused = keyed[self.focus % len(keyed)] if keyed else None
        for rect, card in self.card_rects:
            if card == focused:
                focus_ring(surface, rect)
        draw_coach(surface, box, u, lines)
        for b in self.buttons.buttons:
            b.focused = b is focused
        self.buttons.draw(surface)

    def facts(self) -> list[str]:
        """What the game's own view says of the deal as the student sees it."""
        view = view_of(self.game_id)
        shown = seat_view(self.coach.state, self.lesson.student, self.coach.index)
        summary = view.auction_summary(shown, self.names)
        return ([summary] if summary else []) + view.contract_lines(shown, self.names)

    def _highlighted_cards(self) -> list[int]:
        out = []
        for item in self.coach.highlight:
            try:
                out.append(parse_card(item))
            except ValueError:
                continue  # a call, not a card: its button is lit instead
        return out

