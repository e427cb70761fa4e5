"""The score sheet between deals and the end-of-match table with Blackout's settlement.

An overlay on the table: per deal the contracts (made or failed), tricks and points, and the
running totals; at the end the winner, the final table and, in Blackout, what each player
settles with the others (blackout 18).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client import game_text
from game.client.scenes import Scene
from game.client.widgets import DIM_INK, GOLD, INK, Button, ButtonRow, fit_size, panel, text
from game.core.phase import Phase
from game.i18n import _

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.table import TableScene

MADE, FAILED = (120, 230, 140), (255, 130, 120)


class ScoreSheet(Scene):
    opaque = False

    def __init__(self, app: App, table: TableScene, between_deals: bool = True) -> None:
        super().__init__(app)
        self.table = table
        self.between_deals = between_deals
        self.buttons = ButtonRow()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.age = 0.0
        self.resize(app.size)

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
        # As tall as the rows need (title, heads, deals, total, settlement, buttons).
        rows = max(1, len(self.state.results))
        want = round((64 + 26 + 40 * rows + 40 + (70 if self.over else 0) + 100) * u)
        self.rect = pygame.Rect(0, 0, min(w - 40, round(1000 * u)), min(h - 40, want))
        self.rect.center = (w // 2, h // 2)
        self.buttons.clear()
        bw, bh = round(200 * u), round(46 * u)
        y = self.rect.bottom - bh - round(16 * u)
        if self.over:
            self.buttons.add(Button(pygame.Rect(self.rect.centerx - bw - 10, y, bw, bh),
                                    _("Play again"), self.play_again))
            self.buttons.add(Button(pygame.Rect(self.rect.centerx + 10, y, bw, bh),
                                    _("Main menu"), self.main_menu))
        else:
            label = _("Next deal (Enter)") if self.between_deals else _("Close (Enter)")
            self.buttons.add(Button(pygame.Rect(self.rect.centerx - bw // 2, y, bw, bh),
                                    label, self.close))
        if self.between_deals and self.state.deal_result is not None:
            self.buttons.add(Button(pygame.Rect(self.rect.left + round(16 * u), y, bw, bh),
                                    _("Review deal (R)"), self.review))

    def close(self) -> None:
        self.app.stack.pop()
        if self.between_deals:
            self.table.next_deal()

    def review(self) -> None:
        """The post-deal review of the deal just scored, from its record."""
        from game.client.review_scene import ReviewScene
        from game.core.record import record_of

        self.app.stack.push(ReviewScene(self.app, record_of(self.state),
                                        seat=self.table.session.viewer))

    def play_again(self) -> None:
        self.app.start_match(self.table.session.setup, same_seed=False)

    def main_menu(self) -> None:
        self.app.main_menu()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self.between_deals \
                and self.state.deal_result is not None:
            self.review()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE, pygame.K_ESCAPE):
            if self.over:
                if event.key != pygame.K_ESCAPE:
                    self.play_again()
                else:
                    self.main_menu()
            else:
                self.close()
            return
        self.buttons.handle(event)

    def update(self, dt: float) -> None:
        self.age += dt
        if self.app.autoplay and self.between_deals and self.age > self.app.autoplay_hold:
            if self.over or self.table.deals_done >= self.table.autoplay_deals:
                self.app.finish_autoplay()
            else:
                self.close()

    # ------------------------------------------------------------------ draw
    def columns(self) -> tuple[list[str], list[int]]:
        """Column headings and score indices: players, or the two teams."""
        state = self.state
        names = self.table.session.names
        if game_text.team_mode(state):
            return [game_text.pair(names[0], names[2]), game_text.pair(names[1], names[3])], [0, 1]
        return list(names), list(range(state.players))

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        u = self.u
        r = self.rect
        panel(surface, r, alpha=240)
        pygame.draw.rect(surface, GOLD, r, width=2, border_radius=10)
        state = self.state
        title = self.title()
        text(surface, title, fit_size(title, round(28 * u), r.width - 40, True), GOLD, bold=True,
             midtop=(r.centerx, r.top + round(14 * u)))
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
        y += round(26 * u)
        bottom = r.bottom - round(150 * u if self.over else 100 * u)
        row_h = round(40 * u)
        visible = max(1, (bottom - y) // row_h)
        for res in results[-visible:]:
            self.draw_row(surface, res, indices, x0, col_w, y, row_h, size)
            y += row_h
        pygame.draw.line(surface, DIM_INK, (r.left + 20, y + 4), (r.right - 20, y + 4), 1)
        y += round(10 * u)
        text(surface, _("Total"), size + 2, GOLD, bold=True, topleft=(r.left + round(20 * u), y))
        for i, idx in enumerate(indices):
            text(surface, str(state.scores[idx]), size + 2, GOLD, bold=True,
                 midtop=(x0 + i * col_w + col_w // 2, y))
        y += round(30 * u)
        if self.over:
            y = self.draw_end(surface, indices, x0, col_w, y, size)
        self.buttons.draw(surface)

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
        if not getattr(self.state.game.options, "auction_winner_only", False):
            return None
        winner = dict(res.details).get("auction_winner", "")
        return int(winner) if winner.isdigit() else None

    def took(self, res: Any, idx: int) -> int:
        if game_text.team_mode(self.state):
            return int(res.tricks[idx] + res.tricks[idx + 2])
        return int(res.tricks[idx])

    def draw_end(self, surface: pygame.Surface, indices: list[int], x0: int, col_w: int,
                 y: int, size: int) -> int:
        settlement = getattr(self.state, "settlement", None)
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
