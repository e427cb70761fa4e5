"""The rules screens: the rules files of each game, readable in the window.

The text is the player's rules of each game (``assets/rules/<language>/<game>.md``, written
for people who have never played), laid out by ``rules_layout``: headings, paragraphs, lists,
bold and aligned tables, wrapped to the panel (never cut) and scrolled with the wheel, the
arrows or Page Up/Down.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game.client.games import VIEWS, game_title
from game.client.scenes import Scene
from game.client.screens.rules_layout import Placed, Style, layout
from game.client.table.paint import felt
from game.client.ui import assets
from game.client.ui.button_layout import label_width
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    MIN_LABEL_PX,
    Button,
    ButtonRow,
    fit_size,
    panel,
)
from game.i18n import _, language

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


def rules_text(game_id: str, code: str | None = None) -> str:
    """The rules of ``game_id`` in language ``code`` (default: the current one).

    English is ``assets/rules/<game>.md``; a translation is ``assets/rules/<code>/<game>.md``
    (whole documents: a rules text is prose with its own structure, not a list of phrases).
    """
    code = language() if code is None else code
    names = [("rules", code, f"{game_id}.md")] if code != "en" else []
    for parts in names + [("rules", f"{game_id}.md")]:
        try:
            return assets.asset_path(*parts).read_text(encoding="utf-8")
        except OSError:
            continue
    return "# {title}\n\n{missing}".format(
        title=game_title(game_id),
        missing=_("The rules text is missing from this installation "
                  "(assets/rules/{game}.md).").format(game=game_id))


class RulesScene(Scene):
    def __init__(self, host: SceneHost, game_id: str | None = None) -> None:
        super().__init__(host)
        self.game_id = game_id if game_id is not None else next(iter(VIEWS))
        self.scroll = 0
        self.lines: list[Placed] = []
        self.tabs = ButtonRow()
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.u = u = min(w / 1280, h / 800)
        self.area = pygame.Rect(round(40 * u), round(90 * u), w - round(80 * u),
                                h - round(120 * u))
        self.tabs.clear()
        bh = round(44 * u)
        back = _("Back (Esc)")
        back_px = max(MIN_LABEL_PX + 2, int(bh * 0.45))
        back_w = max(round(130 * u), label_width(back, back_px))
        # one tab per registered game, centred, clear of the Back button on either side
        n, gap = len(VIEWS), 12
        room = w - 2 * (round(20 * u) + back_w + gap)
        bw = min(round(260 * u), (room - (n - 1) * gap) // n)
        x = w // 2 - (n * bw + (n - 1) * gap) // 2
        for gid in VIEWS:
            b = Button(pygame.Rect(x, round(24 * u), bw, bh), game_title(gid),
                       functools.partial(self.show, gid), picked=gid == self.game_id)
            self.tabs.add(b)
            x += bw + gap
        self.tabs.add(Button(pygame.Rect(w - round(20 * u) - back_w, round(24 * u), back_w, bh),
                             back, self.back, font_size=back_px))
        self.render_lines()

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        self.resize(self.host.size)

    def render_lines(self) -> None:
        self.lines = layout(rules_text(self.game_id), self.text_width(), self.style())

    def style(self) -> Style:
        """Fonts and colours of the text at this window's scale."""
        u = self.u
        sizes = {"body": max(12, round(17 * u)), "h1": max(16, round(26 * u)),
                 "h2": max(14, round(21 * u)), "h3": max(13, round(18 * u))}

        def font(key: str, bold: bool) -> pygame.font.Font:
            return assets.font(sizes[key], bold or key != "body")

        return Style(font, INK, GOLD, DIM_INK, gap=round(8 * u), indent=round(24 * u))

    def text_width(self) -> int:
        """The width of the text column: the panel less its margins."""
        return self.area.width - round(40 * self.u)

    def content_height(self) -> int:
        return max((p.y + p.image.get_height() for p in self.lines), default=0)

    def handle(self, event: pygame.event.Event) -> None:
        step = round(60 * self.u)
        page = self.area.height - step
        limit = max(0, self.content_height() - self.area.height + round(40 * self.u))
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: page,
                     pygame.K_PAGEUP: -page, pygame.K_HOME: -10**6, pygame.K_END: 10**6}
            if event.key in moves:
                self.scroll = min(limit, max(0, self.scroll + moves[event.key]))
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                ids = list(VIEWS)
                i = ids.index(self.game_id) + (1 if event.key == pygame.K_RIGHT else -1)
                self.show(ids[i % len(ids)])
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = min(limit, max(0, self.scroll - event.y * step))
            return
        self.tabs.handle(event)

    def inner(self) -> pygame.Rect:
        """The panel less its margins: where the text is drawn."""
        return self.area.inflate(-round(40 * self.u), -round(24 * self.u))

    def visible(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The lines drawn at this scroll position and where: only whole lines (a line half
        under the panel's edge reads as a cut line)."""
        inner = self.inner()
        top = inner.top - self.scroll
        return [(image, (inner.left + x, top + y)) for image, x, y in self.lines
                if top + y >= inner.top and top + y + image.get_height() <= inner.bottom]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        self.tabs.draw(surface)
        panel(surface, self.area, alpha=225)
        clip = surface.get_clip()
        inner = self.inner()
        surface.set_clip(inner)
        for image, pos in self.visible():
            surface.blit(image, pos)
        surface.set_clip(clip)
        if self.content_height() > inner.height:
            hint = _("wheel / ↑↓ / PgUp PgDn to scroll")
            f = assets.font(fit_size(hint, max(11, round(13 * self.u)), self.area.width))
            img = f.render(hint, True, DIM_INK)
            surface.blit(img, img.get_rect(bottomright=(self.area.right - 8,
                                                        self.area.bottom + img.get_height())))
