"""The statistics screen: the player's record by game and level, and the match history.

Left, per game: matches played and won, best score, contracts made (Blackout: exact bids),
Contras won, then the same by computer level.  Right, the finished matches, newest first:
↑/↓ (or the mouse) choose one, Enter opens the review of its deals (PgUp/PgDn in the
review step between them), P deals the match again (same seed, same options).  All of it
read from the storage's history and statistics.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from game.client.games import VIEWS, game_title, view_of
from game.client.history.match_history import (
    HistoryPages,
    HistoryRow,
    OpenedMatch,
    opened,
    replayable,
    unreadable_text,
)
from game.client.history.review import ReviewScene
from game.client.matches.session import level_name
from game.client.scenes import Scene
from game.client.ui import assets
from game.client.ui.button_layout import label_width
from game.client.ui.screen_frame import screen_frame, title_bar
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    Button,
    ButtonRow,
    fit_size,
    panel,
    px,
    text,
)
from game.i18n import _, ngettext
from game.i18n.ai_reasons import percent
from game.i18n.net_words import verdict_mark

if TYPE_CHECKING:
    from game.client.scenes import SceneHost

log = logging.getLogger(__name__)

WON, LOST = (120, 230, 140), (255, 150, 140)


def share(part: int, whole: int) -> str:
    """"7 of 10 (70%)" in the player's language."""
    return _("{part} of {whole} ({percent})").format(part=part, whole=whole,
                                                     percent=percent(part / whole))


class StatisticsScene(Scene):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.rows = HistoryPages()
        self.stats: list[Any] = []
        self.by_level: list[Any] = []
        self.best: dict[str, int] = {}
        self.problem = ""
        self.message = ""
        """Why the chosen match could not be opened (empty: nothing to say)."""
        self.chosen = 0
        self.first = 0
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.buttons = ButtonRow()
        self.load()
        self._fresh = True
        self.resize(host.size)

    def load(self) -> None:
        """Read the figures and the size of the history again (a match may have been
        filed since); the list itself is read a page at a time as it is shown, and a
        match's record only when it is opened."""
        storage = self.host.storage
        if storage is None:
            return
        try:
            self.rows = HistoryPages(storage.statistics)
            self.by_level = storage.statistics.by_game_and_level()
            self.stats = storage.statistics.by_game(by_level=self.by_level)
            self.best = storage.statistics.best_scores()
            self.problem = ""
        except Exception as exc:  # noqa: BLE001 - a damaged store: say so, show nothing
            self.rows = HistoryPages()
            log.warning("the statistics could not be read: %s", exc)
            self.problem = _("Your match history could not be read.")
        self.chosen = max(0, min(self.chosen, len(self.rows) - 1))

    def enter(self) -> None:
        if self._fresh:  # read by __init__ a moment ago: the first visit reads once
            self._fresh = False
            return
        self.load()
        self.resize(self.host.size)

    # ---------------------------------------------------------------- layout
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u, self.bar = title_bar(size)
        self.u = u
        m = round(16 * u)
        self.left = pygame.Rect(m, self.bar.bottom + m, round((w - 3 * m) * 0.46),
                                h - self.bar.bottom - 2 * m)
        self.right = pygame.Rect(self.left.right + m, self.left.top,
                                 w - self.left.right - 2 * m, self.left.height)
        self.buttons.clear()
        bh = round(40 * u)
        size_px = max(12, round(17 * u))
        back = _("Back (Esc)")
        bw = label_width(back, size_px, round(150 * u))
        self.buttons.add(Button(pygame.Rect(w - m - bw, self.bar.centery - bh // 2, bw, bh),
                                back, self.back, font_size=size_px))
        y = self.right.bottom - bh - m
        row = self.current()
        labels = [(_("Review (Enter)"), self.review, row is not None and row.has_record),
                  (_("Replay this match (P)"), self.replay, row is not None and replayable(row))]
        x = self.right.left + m
        for label, fn, on in labels:
            bw = label_width(label, size_px, round(170 * u))
            self.buttons.add(Button(pygame.Rect(x, y, bw, bh), label, fn, enabled=on,
                                    font_size=size_px))
            x += bw + m
        self.list_top = self.right.top + round(48 * u)
        self.list_bottom = y - m
        # two lines per match, at least 12 px each, with room around them
        self.row_h = max(round(48 * u), assets.font(px(15, u), True).get_linesize()
                         + assets.font(px(14, u)).get_linesize() + round(18 * u))
        self.keep_in_view()

    def visible(self) -> int:
        return max(1, (self.list_bottom - self.list_top) // self.row_h)

    def keep_in_view(self) -> None:
        if self.chosen < self.first:
            self.first = self.chosen
        elif self.chosen >= self.first + self.visible():
            self.first = self.chosen - self.visible() + 1
        self.first = max(0, min(self.first, max(0, len(self.rows) - self.visible())))

    def current(self) -> HistoryRow | None:
        try:
            return self.rows[self.chosen] if 0 <= self.chosen < len(self.rows) else None
        except Exception:  # noqa: BLE001 - a store that fails now: nothing chosen
            return None

    def choose(self, index: int) -> None:
        if len(self.rows):
            self.chosen = max(0, min(len(self.rows) - 1, index))
            self.message = ""
            self.resize(self.host.size)

    def open_current(self) -> OpenedMatch | None:
        """The chosen match read and checked, or None with ``message`` saying why not."""
        row = self.current()
        if row is None or self.host.storage is None:
            return None
        match = opened(self.host.storage, row)
        if isinstance(match, str):
            self.message = _("This match cannot be opened: {why}").format(why=match)
            return None
        return match

    # ------------------------------------------------------------------ flow
    def review(self) -> None:
        """The review of the chosen match's deals (its last deal first)."""
        match = self.open_current()
        if match is None:
            return

        try:
            names = tuple(_(n) for n in match.setup.seat_names())
            seat = match.human_seat if match.human_seat is not None else 0
            scene = ReviewScene(self.host, match.record, seat=seat, names=names)
        except Exception as exc:  # noqa: BLE001 - a stored row must never close the game
            log.warning("a stored match could not be opened: %s", exc)
            self.message = _("This match cannot be opened: {why}").format(why=unreadable_text())
            return
        self.host.push(scene)

    def replay(self) -> None:
        row = self.current()
        if row is None or not replayable(row):
            return
        match = self.open_current()
        if match is None:
            return
        if match.setup.seed is None:
            self.message = _("This match cannot be dealt again: its deals were not kept.")
            return
        try:
            self.host.matches.start(match.setup, same_seed=True)
        except Exception as exc:  # noqa: BLE001 - a stored row must never close the game
            log.warning("a stored match could not be opened: %s", exc)
            self.message = _("This match cannot be opened: {why}").format(why=unreadable_text())

    def handle(self, event: pygame.event.Event) -> None:
        if self.escaped(event):
            return
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.visible(),
                     pygame.K_PAGEDOWN: self.visible(), pygame.K_HOME: -10**6,
                     pygame.K_END: 10**6}
            if event.key in steps:
                self.choose(self.chosen + steps[event.key])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.review()
            elif event.key == pygame.K_p:
                self.replay()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(self.first - event.y,
                                    max(0, len(self.rows) - self.visible())))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    if index == self.chosen and getattr(event, "clicks", 1) > 1:
                        self.review()
                    self.choose(index)
                    return
        self.buttons.handle(event)

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        screen_frame(surface, self.bar, _("Statistics"), round(22 * u), round(16 * u))
        panel(surface, self.left, alpha=150)
        panel(surface, self.right, alpha=150)
        self.draw_totals(surface)
        self.draw_history(surface)
        self.buttons.draw(surface)

    def game_lines(self, game_id: str) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The lines of one game's block: (text, colour, bold)."""
        total = next((s for s in self.stats if s.game_id == game_id), None)
        if total is None or not total.played:
            return []
        best = self.best.get(game_id)
        head = ngettext("{n} match", "{n} matches", total.played).format(n=total.played)
        won = _("won {share}").format(share=share(total.won, total.played))
        lines = [(game_title(game_id), GOLD, True), (f"{head} · {won}", INK, False)]
        if best is not None:
            lines.append((_("Best score: {score}").format(score=best), INK, False))
        if total.contracts:
            word = _(view_of(game_id).contracts_word)
            lines.append((_("{what}: {share}").format(
                what=word, share=share(total.contracts_made, total.contracts)), INK, False))
        if total.contras_for or total.contras_against:
            lines.append((_("Contras: yours won {mine}; theirs made {theirs}").format(
                mine=f"{total.contras_for_won}/{total.contras_for}",
                theirs=f"{total.contras_against_made}/{total.contras_against}"), INK, False))
        for lv in (s for s in self.by_level if s.game_id == game_id and s.played):
            matches = ngettext("{n} match", "{n} matches", lv.played).format(n=lv.played)
            lines.append((_("{level}: {matches}, won {share}").format(
                level=level_name(lv.level) if lv.level != "mixed" else _("mixed levels"),
                matches=matches, share=share(lv.won, lv.played)), DIM_INK, False))
        return lines

    def draw_totals(self, surface: pygame.Surface) -> None:
        u = self.u
        r = self.left
        x = r.left + round(16 * u)
        y = r.top + round(14 * u)
        width = r.width - round(32 * u)
        text(surface, _("Your results"), round(19 * u), INK, bold=True, topleft=(x, y))
        y += round(36 * u)
        if self.problem:
            text(surface, self.problem, px(15, u), DIM_INK, wrap=width, topleft=(x, y))
            return
        drawn = False
        for game_id in VIEWS:
            for line, colour, bold in self.game_lines(game_id):
                size = round((18 if bold else 15) * u)
                rect = text(surface, line, fit_size(line, size, width, bold), colour,
                            bold=bold, topleft=(x, y))
                y = rect.bottom + round(5 * u)
                drawn = True
            y += round(12 * u)
        if not drawn:
            empty = _("No finished match yet: your results appear here after your first "
                      "match.")
            text(surface, empty, px(15, u), DIM_INK, wrap=width, topleft=(x, y))

    def row_text(self, row: HistoryRow) -> tuple[str, str]:
        """The two lines of a history row."""
        level = level_name(row.level) if row.level not in ("mixed", "none") else \
            _("mixed levels")
        first = f"{row.finished_at[:10]} · {game_title(row.game_id)} · {level}"
        deals = ngettext("{n} deal", "{n} deals", row.deals).format(n=row.deals)
        if row.abandoned:
            outcome = _("abandoned")
        elif row.won is None:
            outcome = _("computers only")
        elif row.won:
            outcome = _("won")
        elif row.placing is not None and row.sides > 2:
            outcome = _("lost · placed {place} of {count}").format(place=row.placing,
                                                                  count=row.sides)
        else:
            outcome = _("lost")
        score = "" if row.score is None else _("score {score}").format(score=row.score) + " · "
        # issue 40, item 15: a match in which moves were taken back says so
        marked = " · " + _("moves taken back") if row.taken_back else ""
        # issue 37: a match played at a network table says so
        marked += " · " + _("played with friends") if row.with_friends else ""
        # issue 46: a joined match says whether its deals checked out
        verdict = verdict_mark(row.deals_verified) if row.with_friends else ""
        marked += " · " + verdict if verdict else ""
        return first, f"{outcome} · {score}{deals}{marked}"

    def draw_history(self, surface: pygame.Surface) -> None:
        u = self.u
        r = self.right
        x = r.left + round(16 * u)
        text(surface, _("Match history"), round(19 * u), INK, bold=True,
             topleft=(x, r.top + round(14 * u)))
        self.row_rects = []
        if self.message:
            width = r.width - round(32 * u)
            text(surface, self.message, px(14, u), LOST, wrap=width,
                 topleft=(x, self.list_bottom - round(36 * u)))
        if not len(self.rows):
            return
        width = r.width - round(32 * u)
        y = self.list_top
        shown = range(self.first, min(len(self.rows), self.first + self.visible()))
        for index in shown:
            if self.message and y + self.row_h > self.list_bottom - round(40 * u):
                break  # the reason a match did not open stays readable below the list
            try:
                row = self.rows[index]
            except Exception:  # noqa: BLE001 - the history changed or fails: stop here
                break
            rect = pygame.Rect(r.left + 8, y, r.width - 16, self.row_h - 4)
            if index == self.chosen:
                pygame.draw.rect(surface, (30, 80, 52), rect, border_radius=6)
                pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=6)
            self.row_rects.append((index, rect))
            first, second = self.row_text(row)
            text(surface, first, fit_size(first, px(15, u), width, True), INK, bold=True,
                 topleft=(x, y + round(4 * u)))
            colour = DIM_INK if row.won is None or row.abandoned else WON if row.won else LOST
            text(surface, second, fit_size(second, px(14, u), width), colour,
                 topleft=(x, y + round(4 * u)
                          + assets.font(px(15, u), True).get_linesize()))
            y += self.row_h
        if shown.start > 0 or shown.stop < len(self.rows):
            more = _("{first}–{last} of {count} · ↑↓ wheel").format(
                first=shown.start + 1, last=shown.stop, count=len(self.rows))
            text(surface, more, px(13, u), DIM_INK,
                 topright=(r.right - round(16 * u), r.top + round(18 * u)))

