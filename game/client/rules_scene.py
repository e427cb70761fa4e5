"""The rules screens: the rules files of each game, readable in the window.

The text is the project's rules files (``assets/rules/*.md``, the ones the engine
implements), lightly rendered: headings, paragraphs, lists and tables, wrapped to the
window and scrolled with the wheel, the arrows or Page Up/Down.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

import pygame

from game.client import assets
from game.client.games import VIEWS, game_title
from game.client.scenes import Scene
from game.client.table_paint import felt
from game.client.widgets import DIM_INK, GOLD, INK, Button, ButtonRow, fit_size, panel
from game.i18n import _, language

if TYPE_CHECKING:
    from game.client.app import App

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


def clean(line: str) -> str:
    """Markdown emphasis and code marks out, table pipes to spacing."""
    line = re.sub(r"\*\*(.+?)\*\*", r"\1", line)
    line = re.sub(r"`([^`]*)`", r"\1", line)
    if line.lstrip().startswith("|"):  # tables, also those indented under a list item
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if all(set(c) <= set("-: ") for c in cells):
            return ""
        return "   ·   ".join(cells)
    return line


def paragraphs(source: str) -> list[str]:
    """Join the files' hard-wrapped lines: a list item or paragraph runs until a blank line,
    a heading, a table row or the next list item."""
    out: list[str] = []
    joinable = False
    for raw in source.splitlines():
        stripped = raw.strip()
        starts_item = bool(re.match(r"(\d+\.|-)\s", stripped))
        if not stripped or raw.startswith("#") or stripped.startswith("|"):
            out.append(raw)
            joinable = False
        elif joinable and not starts_item:
            out[-1] += " " + stripped
        else:
            out.append(raw)
            joinable = True
    return out


class RulesScene(Scene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id if game_id is not None else next(iter(VIEWS))
        self.scroll = 0
        self.lines: list[tuple[pygame.Surface, int]] = []
        self.tabs = ButtonRow()
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.u = u = min(w / 1280, h / 800)
        self.area = pygame.Rect(round(40 * u), round(90 * u), w - round(80 * u),
                                h - round(120 * u))
        self.tabs.clear()
        bw, bh = round(260 * u), round(44 * u)
        x = w // 2 - (3 * bw + 2 * 12) // 2
        for gid in VIEWS:
            b = Button(pygame.Rect(x, round(24 * u), bw, bh), game_title(gid),
                       functools.partial(self.show, gid), picked=gid == self.game_id)
            self.tabs.add(b)
            x += bw + 12
        self.tabs.add(Button(pygame.Rect(w - round(150 * u), round(24 * u), round(130 * u), bh),
                             _("Back (Esc)"), self.back))
        self.render_lines()

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        self.resize(self.app.size)

    def render_lines(self) -> None:
        u = self.u
        width = self.area.width - round(40 * u)
        body = assets.font(max(12, round(17 * u)))
        head = assets.font(max(14, round(22 * u)), True)
        lines: list[tuple[pygame.Surface, int]] = []
        for raw in paragraphs(rules_text(self.game_id)):
            if raw.startswith("#"):
                title = raw.lstrip("#").strip()
                lines.append((head.render(clean(title), True, GOLD, wraplength=width), 14))
                continue
            line = clean(raw)
            if not line.strip():
                continue
            indent = round(24 * u) if re.match(r"\s*(\d+\.|-)\s", line) else 0
            image = body.render(line.strip(), True, INK, wraplength=width - indent)
            lines.append((image, indent))
        self.lines = lines

    def content_height(self) -> int:
        return sum(img.get_height() + 6 for img, _ in self.lines)

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

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        self.tabs.draw(surface)
        panel(surface, self.area, alpha=225)
        clip = surface.get_clip()
        inner = self.area.inflate(-round(40 * self.u), -round(24 * self.u))
        surface.set_clip(inner)
        y = inner.top - self.scroll
        for image, indent in self.lines:
            if y + image.get_height() >= inner.top and y <= inner.bottom:
                surface.blit(image, (inner.left + indent, y))
            y += image.get_height() + 6
        surface.set_clip(clip)
        if self.content_height() > inner.height:
            hint = _("wheel / ↑↓ / PgUp PgDn to scroll")
            f = assets.font(fit_size(hint, max(11, round(13 * self.u)), self.area.width))
            img = f.render(hint, True, DIM_INK)
            surface.blit(img, img.get_rect(bottomright=(self.area.right - 8,
                                                        self.area.bottom + img.get_height())))
