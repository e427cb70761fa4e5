"""The score sheet between deals and the end-of-match table with Blackout's settlement.

An overlay on the table: per deal the contracts (made or failed), tricks and points, and the
running totals; at the end the winner, the final table and, in Blackout, what each player
settles with the others (blackout 18).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.client.games import view_of
from game.client.scenes import Scene
from game.client.screens.menus import PauseMenu
from game.client.table import game_text
from game.client.ui.button_layout import centred_row
from game.client.ui.widgets import DIM_INK, GOLD, INK, RED, ButtonRow, fit_size, panel, text
from game.core.phase import Phase
from game.i18n import _, ngettext
from game.i18n.net_words import verdict_text

if TYPE_CHECKING:
    from game.client.scenes import SceneHost
    from game.client.table.scene import TableScene

MADE, FAILED = (120, 230, 140), (255, 130, 120)


EXPLAIN_LINES = 7
"""At most this many lines on how the chosen deal scored (Belote's longest explanation);
the sheet keeps room for the longest of its deals."""

SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5,
               pygame.K_HOME: -10_000, pygame.K_END: 10_000}
"""Keys that move the chosen deal (the rows scroll to keep it in view)."""


class ScoreSheet(Scene):
    """The deals so far, one row each, with the chosen one explained beneath; the rows
    scroll (wheel, ↑↓, PgUp/PgDn, Home/End) and the latest deal is chosen at first.
    Enter or Space deals the next hand; Esc opens the pause menu and commits nothing."""

    opaque = True
    """It draws the table itself, once, as a dimmed backdrop (``backdrop``)."""
    def __init__(self, host: SceneHost, table: TableScene, between_deals: bool = True) -> None:
        super().__init__(host)
        self.table = table
        self.between_deals = between_deals
        self.buttons = ButtonRow()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.age = 0.0
        self.chosen = len(self.state.results) - 1
        """Index in ``state.results`` of the deal explained under the rows."""
        self.first = 0
        """Index of the top visible row."""
        self.row_rects: list[tuple[int, pygame.Rect]] = []
        self.backdrop: pygame.Surface | None = None
        """The table as it stood when the sheet came up, dimmed.  The table does not move
        while the sheet is up, so it is drawn once (not every frame), and its plates'
        words stay under the shade instead of mixing with the sheet's rows."""
        self.resize(host.size)

    def enter(self) -> None:
        self.backdrop = None  # uncovered again: the settings may have changed the table

    def settings_changed(self) -> None:
        self.backdrop = None

    @property
    def state(self) -> Any:
        return self.table.shown

    @property
    def over(self) -> bool:
        return bool(self.state.phase is Phase.OVER) and self.between_deals

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = min(w / 1280, h / 800)
        self.u = u
        self.backdrop = None
        # As tall as the rows need (title, heads, deals, total, explanation, settlement,
        # buttons); beyond the window the rows scroll.
        rows = max(1, len(self.state.results))
        self.explain_rows = max([len(self.explanation(i)) for i in range(rows - 1)]
                                + [len(self.explanation()), 1])
        want = round((64 + 26 + 40 * rows + 40 + 22 * self.explain_rows
                      + (70 if self.over else 0) + 90) * u)
        self.rect = pygame.Rect(0, 0, min(w - 40, round(1000 * u)), min(h - 40, want))
        self.rect.center = (w // 2, h // 2)
        self.buttons.clear()
        size_px = max(12, round(18 * u))
        bh = round(46 * u)
        y = self.rect.bottom - bh - round(16 * u)
        entries: list[tuple[str, Callable[[], None]]] = []
        if self.state.results:
            entries.append((_("Review deal (R)"), self.review))
        if self.over:
            entries += [(_("Replay this match"), self.replay_match),
                        (_("Play again"), self.play_again), (_("Main menu"), self.main_menu)]
        else:
            entries.append((_("Next deal (Enter)") if self.between_deals
                            else _("Close (Enter)"), self.close))
        for button in centred_row(entries, self.rect, y, bh, size_px, round(160 * u),
                                  round(16 * u)):
            self.buttons.add(button)
        self.scroll_to(self.chosen)

    # ------------------------------------------------------------ rows
    def rows_box(self) -> tuple[int, int, int]:
        """The rows' top, their height and how many fit."""
        u = self.u
        top = self.rect.top + round(90 * u)
        bottom = self.rect.bottom - round((90 + 40 + 22 * self.explain_rows
                                           + (70 if self.over else 0)) * u)
        row_h = round(40 * u)
        return top, row_h, max(1, (bottom - top) // row_h)

    def scroll_to(self, index: int) -> None:
        """Choose deal ``index`` (clamped) and scroll so its row shows."""
        count = len(self.state.results)
        self.chosen = max(0, min(count - 1, index))
        _top, _h, visible = self.rows_box()
        if self.chosen < self.first:
            self.first = self.chosen
        elif self.chosen >= self.first + visible:
            self.first = self.chosen - visible + 1
        self.first = max(0, min(self.first, max(0, count - visible)))

    def scroll(self, rows: int) -> None:
        """Scroll the rows without changing the chosen deal (the wheel)."""
        _top, _h, visible = self.rows_box()
        count = len(self.state.results)
        self.first = max(0, min(self.first + rows, max(0, count - visible)))

    def visible_rows(self) -> range:
        _top, _h, visible = self.rows_box()
        return range(self.first, min(len(self.state.results), self.first + visible))

    def close(self) -> None:
        self.host.pop()
        if self.between_deals:
            self.table.next_deal()

    def review(self) -> None:
        """The review of the chosen deal (the one just scored, unless another row was
        chosen), from the finished deals' records: PgUp/PgDn there step to the others."""
        # when asked: the review loads the practice floor and the AI's models, which the
        # table's start-up does without (the first frame; bench/startup.py)
        from game.client.history.review import ReviewScene

        session = self.table.session
        records = [session.deal_records[n] for n in sorted(session.deal_records)]
        if not records:
            return
        self.host.push(ReviewScene(self.host, records[-1], deal=self.chosen + 1,
                                        seat=session.viewer, names=session.names,
                                        deal_records=records))

    def play_again(self) -> None:
        self.host.matches.start(self.table.session.setup, same_seed=False)

    def main_menu(self) -> None:
        self.host.main_menu()

    def replay_match(self) -> None:
        """The same match again: its seed and options, so the same deals come round."""
        setup = dataclasses.replace(self.table.session.setup, seed=self.state.match_seed)
        self.host.matches.start(setup, same_seed=True)

    def escape(self) -> None:
        """Esc: back to the table when the sheet was only looked at; between deals the
        pause menu (the next deal waits for Enter)."""
        if not self.between_deals:
            self.host.pop()
            return

        self.host.push(PauseMenu(self.host, self.table))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_r and self.state.results:
                self.review()
            elif event.key == pygame.K_ESCAPE:
                self.escape()
            elif event.key in SCROLL_KEYS:
                self.scroll_to(self.chosen + SCROLL_KEYS[event.key])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.over:
                    self.play_again()
                else:
                    self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    self.scroll_to(index)
                    return
        self.buttons.handle(event)

    def update(self, dt: float) -> None:
        self.age += dt
        if self.host.autoplay and self.between_deals and self.age > self.host.autoplay_hold:
            if self.over or self.table.deals_done >= self.table.autoplay_deals:
                self.host.finish_autoplay()
            else:
                self.close()

    def wake_in(self) -> float | None:
        """A demo's sheet closes by itself after ``autoplay_hold``; else only input acts."""
        if self.host.autoplay and self.between_deals:
            return max(0.0, self.host.autoplay_hold - self.age)
        return None

    # ------------------------------------------------------------------ draw
    def columns(self) -> tuple[list[str], list[int]]:
        """Column headings and score indices: players, or the two teams."""
        state = self.state
        names = self.table.session.names
        if game_text.team_mode(state):
            return [game_text.pair(names[0], names[2]), game_text.pair(names[1], names[3])], [0, 1]
        return list(names), list(range(state.players))

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        if self.backdrop is None or self.backdrop.get_size() != surface.get_size():
            backdrop = pygame.Surface(surface.get_size())
            self.table.draw(backdrop)
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            backdrop.blit(shade, (0, 0))
            self.backdrop = backdrop
        surface.blit(self.backdrop, (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        u = self.u
        r = self.rect
        panel(surface, r, alpha=240)
        pygame.draw.rect(surface, GOLD, r, width=2, border_radius=10)
        state = self.state
        title = self.title()
        text(surface, title, fit_size(title, round(28 * u), r.width - 40, True), GOLD, bold=True,
             midtop=(r.centerx, r.top + round(14 * u)))
        verdict = self.table.session.deals_verdict if self.over else None
        if verdict is not None:  # a friend's table: what the host's reveal showed (issue 46)
            said = verdict_text(verdict.reason)
            text(surface, said, fit_size(said, round(13 * u), r.width - 40), GOLD
                 if verdict.verified else RED, midtop=(r.centerx, r.top + round(45 * u)))
        heads, indices = self.columns()
        results = list(state.results)
        first_col = round(130 * u)
        col_w = (r.width - first_col - round(40 * u)) // max(1, len(heads))
        x0 = r.left + round(20 * u) + first_col
        y = r.top + round(64 * u)
        size = round(15 * u) + 1
        for i, head in enumerate(heads):
            text(surface, head, fit_size(head, size, col_w - 8, True), INK, bold=True,
                 center=(x0 + i * col_w + col_w // 2, y))
        top, row_h, visible = self.rows_box()
        y = top
        self.row_rects = []
        rows = self.visible_rows()
        for index in rows:
            res = results[index]
            rect = pygame.Rect(r.left + 8, y, r.width - 16, row_h)
            if index == self.chosen and len(results) > 1:
                pygame.draw.rect(surface, (30, 70, 46), rect, border_radius=6)
            self.row_rects.append((index, rect))
            self.draw_row(surface, res, indices, x0, col_w, y, row_h, size)
            y += row_h
        y = top + row_h * min(visible, max(1, len(results)))
        if rows.start > 0:
            more = ngettext("▲ {n} earlier deal", "▲ {n} earlier deals", rows.start).format(
                n=rows.start)
            text(surface, more, size - 3, DIM_INK,
                 midleft=(r.left + round(20 * u), r.top + round(64 * u)))
        later = len(results) - rows.stop
        if later > 0:
            more = ngettext("▼ {n} later deal", "▼ {n} later deals", later).format(n=later)
            cue = text(surface, more, size - 3, DIM_INK, midleft=(r.left + round(20 * u), y + 4))
            pygame.draw.line(surface, DIM_INK, (cue.right + 8, y + 4), (r.right - 20, y + 4), 1)
        else:
            pygame.draw.line(surface, DIM_INK, (r.left + 20, y + 4), (r.right - 20, y + 4), 1)
        y += round(10 * u)
        text(surface, _("Total"), size + 2, GOLD, bold=True, topleft=(r.left + round(20 * u), y))
        for i, idx in enumerate(indices):
            text(surface, str(state.scores[idx]), size + 2, GOLD, bold=True,
                 midtop=(x0 + i * col_w + col_w // 2, y))
        y += round(30 * u)
        y = self.draw_explanation(surface, y, size)
        if self.over:
            y = self.draw_end(surface, indices, x0, col_w, y, size)
        self.buttons.draw(surface)

    def explanation(self, index: int | None = None) -> list[str]:
        """How deal ``index`` (default: the chosen one) scored, in the game's words, headed
        by its number; empty before any deal."""
        results = self.state.results
        if not results:
            return []
        res = results[self.chosen if index is None else index]
        lines = view_of(self.state).deal_lines(self.state, res, self.table.session.names)
        if not lines:
            return []
        head = _("Deal {number}:").format(number=res.deal_number)
        return [head, *lines][:EXPLAIN_LINES]

    def draw_explanation(self, surface: pygame.Surface, y: int, size: int) -> int:
        u = self.u
        left = self.rect.left + round(20 * u)
        width = self.rect.width - round(40 * u)
        line_h = round(22 * u)
        for i, line in enumerate(self.explanation()):
            colour = INK if i == 0 else DIM_INK
            text(surface, line, fit_size(line, size - 2, width, i == 0), colour, bold=i == 0,
                 topleft=(left, y + i * line_h))
        return y + line_h * self.explain_rows

    def title(self) -> str:
        state = self.state
        names = self.table.session.names
        if self.over and state.winners is not None:
            heads, _indices = self.columns()
            if len(state.winners) == 1 and state.winners[0] == self.table.session.viewer \
                    and not game_text.team_mode(state) and self.table.session.is_human(
                        self.table.session.viewer):
                return _("You win!")
            who = _(" and ").join(heads[w] for w in state.winners)
            if len(state.winners) == 1 and not game_text.team_mode(state):
                return _("{name} wins!").format(name=who)
            return _("{names} win!").format(names=who)
        res = state.deal_result
        if res is not None and res.thrown_in and self.between_deals:
            return _("Deal {number}: thrown in, no score").format(number=res.deal_number)
        if res is not None and self.between_deals:
            return _("Deal {number} scored (dealer {name})").format(number=res.deal_number,
                                                                    name=names[res.dealer])
        return _("Score sheet")

    def draw_row(self, surface: pygame.Surface, res: Any, indices: list[int], x0: int,
                 col_w: int, y: int, row_h: int, size: int) -> None:
        u = self.u
        text(surface, _("Deal {number}").format(number=res.deal_number), size, DIM_INK,
             midleft=(self.rect.left + round(20 * u), y + row_h // 2))
        for i, idx in enumerate(indices):
            label, colour = self.cell(res, idx)
            cx = x0 + i * col_w + col_w // 2
            text(surface, label, fit_size(label, size - 2, col_w - 8), colour,
                 center=(cx, y + row_h // 3))
            pts = res.points[idx]
            text(surface, f"{pts:+d}", size, colour, bold=True, center=(cx, y + row_h * 3 // 4))

    def cell(self, res: Any, idx: int) -> tuple[str, tuple[int, int, int]]:
        """Deal ``res`` for seat or team ``idx``: its contract and tricks, coloured by
        whether it was made."""
        made = res.made[idx] if idx < len(res.made) else None
        record = res.contracts[idx] if idx < len(res.contracts) else None
        contract = game_text.contract_text(record, self.table.session.names) \
            if record is not None else ""
        took = self.took(res, idx)
        declarers = self.declarers(res)
        if declarers is not None and idx != declarers:
            # partnership-blackout 10: the team that lost the auction defends
            declared_made = res.made[declarers] if declarers < len(res.made) else None
            if declared_made is False:
                return _("defended, set them · took {took}").format(took=took), MADE
            return _("defended · took {took}").format(took=took), INK
        label = _("{call} · took {took}").format(call=contract, took=took) if contract \
            else _("took {took}").format(took=took)
        return label, INK if made is None else (MADE if made else FAILED)

    def declarers(self, res: Any) -> int | None:
        """The team that played for its contract in deal ``res`` when only the auction's
        winner scores (partnership-blackout 10), else None."""
        return view_of(self.state).declarers(self.state, res)

    def took(self, res: Any, idx: int) -> int:
        if game_text.team_mode(self.state):
            return int(res.tricks[idx] + res.tricks[idx + 2])
        return int(res.tricks[idx])

    def draw_end(self, surface: pygame.Surface, indices: list[int], x0: int, col_w: int,
                 y: int, size: int) -> int:
        settlement = self.state.settlement
        if settlement is None:
            return y
        text(surface, _("Settlement"), size + 2, INK, bold=True,
             topleft=(self.rect.left + round(20 * self.u), y))
        for i, idx in enumerate(indices):
            net = settlement[idx]
            text(surface, f"{net:+d}", size + 2, MADE if net >= 0 else FAILED, bold=True,
                 midtop=(x0 + i * col_w + col_w // 2, y))
        y += round(28 * self.u)
        note = _("Each pair settles the difference of their scores: net = n × own − sum of all")
        text(surface, note, fit_size(note, size - 2, self.rect.width - 40), DIM_INK,
             midtop=(self.rect.centerx, y))
        return y + round(24 * self.u)
