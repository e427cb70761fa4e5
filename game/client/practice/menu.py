"""The Practice menu: one column per game, one button per drill, and the calling position.

As many columns as fit side by side at a readable width (every game, with today's three);
more games than that are shown a page at a time, turned by a "Next" button beside "Back",
so a fourth game needs only its registry line.

The position button cycles through "random" and each position the table can have (first
to speak … dealer); a drill that needs a particular position (the hook: the dealer) uses its
own whatever is chosen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.friends.seating import player_counts, with_players
from game.client.games import VIEWS, game_title
from game.client.practice.panels import ORDINALS
from game.client.practice.progress import ProgressScene
from game.client.practice.scene import PracticeScene, practice_progress
from game.client.scenes import Scene
from game.client.table.paint import felt
from game.client.ui import assets
from game.client.ui.button_layout import centred_row, label_width
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    MIN_LABEL_PX,
    Button,
    ButtonRow,
    centred_lines,
    fit_size,
    panel,
    text,
)
from game.i18n import _
from game.practice.games import drills_of

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


MIN_COLUMN_U = 330
"""The narrowest game column, in units of the 1280×800 layout: the drills' titles and
two-line summaries stay readable in every language down to it (four columns at 1280×800,
282 units, put French and Armenian words under the readable size)."""


class PracticeMenu(Scene):
    def __init__(self, host: SceneHost, games: Sequence[str] | None = None) -> None:
        super().__init__(host)
        self.games: tuple[str, ...] = tuple(VIEWS) if games is None else tuple(games)
        """The games shown, in order: every registered game unless told."""
        self.page = 0
        """Which page of games is shown, when they do not all fit side by side."""
        self.position: int | None = None
        self.players = 4
        """Blackout's number of players (3–7)."""
        self.buttons = ButtonRow()
        self.resize(host.size)

    def enter(self) -> None:
        self.resize(self.host.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 800)
        self.buttons.clear()
        gap = round(24 * u)

        def width(n: int) -> float:
            return min(360 * u, (w - 80 * u - (n - 1) * gap) / n)

        # As many columns side by side as stay readable (always three at least: the
        # window is at least 1280 units wide), the rest on further pages.
        per_page = max([1] + [n for n in range(1, len(self.games) + 1)
                              if width(n) >= MIN_COLUMN_U * u])
        self.pages = -(-len(self.games) // per_page)
        self.page %= self.pages
        games = self.games[self.page * per_page:(self.page + 1) * per_page]
        n = len(games)
        col_w = round(width(n))
        total = n * col_w + (n - 1) * gap
        left = w // 2 - total // 2
        top = round(200 * u)
        bh = round(48 * u)
        self.summary_px = max(MIN_LABEL_PX, round(13 * u))
        # Room under each drill for its summary in two lines at a readable size.
        below = max(round(40 * u),
                    2 * assets.font(self.summary_px).get_linesize() + round(10 * u))
        self.columns: list[tuple[str, pygame.Rect]] = []
        for i, game_id in enumerate(games):
            x = left + i * (col_w + gap)
            drills = drills_of(game_id)
            rect = pygame.Rect(x, top, col_w, round(60 * u) + len(drills) * (bh + below))
            self.columns.append((game_id, rect))
            y = top + round(56 * u)
            for d in drills:
                b = Button(pygame.Rect(x + round(14 * u), y, col_w - round(28 * u), bh),
                           _(d.title), self._start(game_id, d.name), font_size=round(17 * u))
                b.tooltip = _(d.summary)
                self.buttons.add(b)
                y += bh + below
        bottom = max(r.bottom for _, r in self.columns) + round(24 * u)
        bw = round(260 * u)
        row: list[tuple[str, Callable[[], None]]] = [
            (self._position_label(), self.cycle_position),
            (_("Blackout players: {n}").format(n=self.players), self.cycle_players),
            (_("Progress"), self.show_progress)]
        size_px = max(MIN_LABEL_PX + 2, round(20 * u))
        for button in centred_row(row, pygame.Rect(0, 0, w, h), bottom, bh, size_px, bw, gap):
            self.buttons.add(button)
        back = _("Back (Esc)")
        if self.pages > 1:
            turn: list[tuple[str, Callable[[], None]]] = [
                (back, self.back), (_("Next ▶"), self.next_page)]
            for button in centred_row(turn, pygame.Rect(0, 0, w, h), bottom + bh + gap, bh,
                                      size_px, bw, gap):
                self.buttons.add(button)
            return
        bw = max(bw, label_width(back, size_px))
        self.buttons.add(Button(pygame.Rect(w // 2 - bw // 2, bottom + bh + gap, bw, bh),
                                back, self.back, font_size=size_px))

    def next_page(self) -> None:
        """Shows the next games (after the last page, the first again)."""
        self.page = (self.page + 1) % self.pages
        self.resize(self.host.size)

    def _position_label(self) -> str:
        if self.position is None:
            return _("Position: random")
        if self.position == -1:
            return _("Position: dealer")
        return _("Position: {ordinal}").format(ordinal=_(ORDINALS[self.position]))

    def cycle_position(self) -> None:
        order: list[int | None] = [None, 0, 1, 2, -1]
        self.position = order[(order.index(self.position) + 1) % len(order)]
        self.resize(self.host.size)

    def cycle_players(self) -> None:
        counts = next((c for c in map(player_counts, VIEWS) if len(c) > 1), [self.players])
        self.players = counts[(counts.index(self.players) + 1) % len(counts)] \
            if self.players in counts else counts[0]
        self.resize(self.host.size)

    def _start(self, game_id: str, drill: str) -> Callable[[], None]:
        def start() -> None:
            position = self.position
            d = next(x for x in drills_of(game_id) if x.name == drill)
            if d.positions is not None:
                position = None  # the drill seats the player itself
            options = with_players(game_id, {}, self.players) or None
            players = (options or {}).get("players", player_counts(game_id)[0])
            if position is not None and position >= players - 1:
                position = -1  # the last position is the dealer's
            self.host.push(PracticeScene(self.host, game_id, drill, position=position,
                                              options=options))

        return start

    def show_progress(self) -> None:
        self.host.push(ProgressScene(self.host, practice_progress(self.host)))

    def handle(self, event: pygame.event.Event) -> None:
        if not self.escaped(event):
            self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        u = self.u
        w = surface.get_width()
        surface.blit(felt(surface.get_size()), (0, 0))
        text(surface, _("Bidding practice"), round(50 * u), GOLD, bold=True,
             center=(w // 2, round(80 * u)))
        line = _("Make the call; the teacher plays it out over many deals and shows you what "
                 "it is worth.")
        text(surface, line, fit_size(line, round(18 * u), w - 40), DIM_INK,
             center=(w // 2, round(135 * u)))
        for game_id, rect in self.columns:
            panel(surface, rect, alpha=150)
            text(surface, game_title(game_id), round(21 * u), INK, bold=True,
                 midtop=(rect.centerx, rect.top + round(14 * u)))
        for b in self.buttons.buttons:
            b.draw(surface)
            if b.tooltip:
                centred_lines(surface, b.tooltip, self.summary_px, DIM_INK, b.rect.width,
                              (b.rect.centerx, b.rect.bottom + round(5 * u)))
