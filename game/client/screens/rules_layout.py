"""Markdown of the rules files laid out for the rules screen: headings, paragraphs, lists,
bold and tables, wrapped to a width so that no line is ever cut at the panel's edge.

The rules files use a small subset of markdown (``#`` headings, ``-`` and ``1.`` list items,
nested by indentation, ``**bold**`` and ``|`` tables).  ``blocks`` reads that subset into
plain data; ``layout`` turns the blocks into placed images for one width and one set of fonts.
A table whose columns do not fit the width becomes a list, one row per item, instead of
running off the panel.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

import pygame

Colour = tuple[int, int, int]
Run = tuple[str, bool]  # a piece of text and whether it is bold

ITEM = re.compile(r"^(\s*)(\d+\.|[-*])\s+(.*)$")


@dataclass(frozen=True)
class Block:
    """One heading, paragraph, list item or table of a rules file."""

    kind: str  # "heading", "paragraph", "item" or "table"
    text: str = ""
    level: int = 0  # heading level, or the nesting depth of a list item
    marker: str = ""  # "3." or "•" for list items
    rows: tuple[tuple[str, ...], ...] = ()


class Placed(NamedTuple):
    image: pygame.Surface
    x: int
    y: int


@dataclass(frozen=True)
class Style:
    """The fonts and colours of a layout; ``font(size_key, bold)`` gives a font."""

    font: Callable[[str, bool], pygame.font.Font]
    ink: Colour
    heading: Colour
    rule: Colour
    gap: int  # vertical space between blocks
    indent: int  # horizontal step of list nesting


def runs(text: str) -> list[Run]:
    """``**bold**`` spans as bold runs; code marks are dropped (the text is for people)."""
    text = text.replace("`", "")
    out: list[Run] = []
    for i, piece in enumerate(text.split("**")):
        if piece:
            out.append((piece, i % 2 == 1))
    return out


def plain(text: str) -> str:
    return "".join(t for t, _ in runs(text))


def blocks(source: str) -> list[Block]:
    """The file's blocks; hard-wrapped lines of one paragraph or item are joined."""
    out: list[Block] = []
    table: list[tuple[str, ...]] = []
    table_level = 0
    open_text = False  # may the next line continue the last block?

    def flush_table() -> None:
        if table:
            out.append(Block("table", level=table_level, rows=tuple(table)))
            table.clear()

    for raw in source.splitlines():
        stripped = raw.strip()
        under_item = len(raw) - len(raw.lstrip()) >= 2  # indented under a list item
        if stripped.startswith("|"):
            if not table:
                table_level = 1 if under_item else 0
            cells = tuple(c.strip() for c in stripped.strip("|").split("|"))
            if not all(set(c) <= set("-: ") for c in cells):
                table.append(cells)
            open_text = False
            continue
        flush_table()
        if not stripped:
            open_text = False
            continue
        if stripped.startswith("#"):
            level = len(stripped) - len(stripped.lstrip("#"))
            out.append(Block("heading", stripped.lstrip("#").strip(), level=level))
            open_text = False
            continue
        item = ITEM.match(raw)
        if item:
            depth = 1 if len(item.group(1)) >= 2 else 0
            marker = "•" if item.group(2) in "-*" else item.group(2)
            out.append(Block("item", item.group(3).strip(), level=depth, marker=marker))
            open_text = True
        elif open_text:
            last = out[-1]
            out[-1] = Block(last.kind, f"{last.text} {stripped}", last.level, last.marker)
        else:
            out.append(Block("paragraph", stripped, level=1 if under_item else 0))
            open_text = True
    flush_table()
    return out


def _pieces(text: str, bold: bool, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` (one word) cut into pieces no wider than ``width`` (only a word wider than
    the whole line is ever cut)."""
    if font.size(text)[0] <= width:
        return [text]
    pieces, cur = [], ""
    for ch in text:
        if cur and font.size(cur + ch)[0] > width:
            pieces.append(cur)
            cur = ch
        else:
            cur += ch
    return pieces + ([cur] if cur else [])


def _words(text: str) -> list[list[Run]]:
    """The words of ``text``, each a list of runs (a word may change from plain to bold
    inside, as in "(**over**),"); spaces are dropped, since lines break there."""
    words: list[list[Run]] = [[]]
    for piece, bold in runs(text):
        for token in re.findall(r"\S+|\s+", piece):
            if token.isspace():
                if words[-1]:
                    words.append([])
            else:
                words[-1].append((token, bold))
    return [w for w in words if w]


def wrap(text: str, fonts: Callable[[bool], pygame.font.Font], width: int) -> list[list[Run]]:
    """Lines of runs, each at most ``width`` pixels wide, broken between words (a word is
    cut only if it is wider than the whole line)."""
    lines: list[list[Run]] = [[]]
    used = 0
    for word in _words(text):
        size = sum(fonts(bold).size(t)[0] for t, bold in word)
        space = fonts(word[0][1]).size(" ")[0] if lines[-1] else 0
        if lines[-1] and used + space + size > width:
            lines.append([])
            used, space = 0, 0
        if size <= width - used - space:
            if space:
                lines[-1].append((" ", word[0][1]))
            lines[-1].extend(word)
            used += space + size
            continue
        for t, bold in word:  # wider than a line: cut it, piece by piece
            for part in _pieces(t, bold, fonts(bold), width):
                w = fonts(bold).size(part)[0]
                if used + w > width and lines[-1]:
                    lines.append([])
                    used = 0
                lines[-1].append((part, bold))
                used += w
    return [line for line in lines if line]


def render_runs(line: list[Run], fonts: Callable[[bool], pygame.font.Font],
                colour: Colour) -> pygame.Surface:
    images = [fonts(bold).render(text, True, colour) for text, bold in line]
    height = max(fonts(False).get_linesize(), *(i.get_height() for i in images))
    surf = pygame.Surface((max(1, sum(i.get_width() for i in images)), height), pygame.SRCALPHA)
    x = 0
    for image in images:
        surf.blit(image, (x, 0))
        x += image.get_width()
    return surf


def _text(text: str, size: str, colour: Colour, style: Style, x: int, width: int,
          y: int) -> tuple[list[Placed], int]:
    def fonts(bold: bool) -> pygame.font.Font:
        return style.font(size, bold)

    placed = []
    for line in wrap(text, fonts, max(1, width)):
        image = render_runs(line, fonts, colour)
        placed.append(Placed(image, x, y))
        y += image.get_height()
    return placed, y


def _table(rows: tuple[tuple[str, ...], ...], style: Style, x: int, width: int,
           y: int) -> tuple[list[Placed], int]:
    """Aligned columns, the header row bold over a rule; a list if the columns do not fit."""
    font = style.font("body", False)
    bold = style.font("body", True)
    cols = max(len(r) for r in rows)
    grid = [list(r) + [""] * (cols - len(r)) for r in rows]
    pad = font.size("  ")[0] * 2
    widths = [max((bold if i == 0 or c == 0 else font).size(plain(row[c]))[0]
                  for i, row in enumerate(grid)) + pad for c in range(cols)]
    if sum(widths) - pad > width:
        placed: list[Placed] = []
        head = grid[0]
        for row in grid[1:]:
            parts = [f"{plain(h)}: {plain(v)}" for h, v in zip(head[1:], row[1:], strict=True)
                     if v]
            more, y = _text(f"• **{plain(row[0])}** — " + "; ".join(parts), "body",
                            style.ink, style, x, width, y)
            placed += more
        return placed, y
    line = font.get_linesize() + 4
    surf = pygame.Surface((sum(widths) - pad + 1, line * len(grid) + 3), pygame.SRCALPHA)
    for r, row in enumerate(grid):
        cx = 0
        for c, cell in enumerate(row):
            f = bold if r == 0 or c == 0 else font
            surf.blit(f.render(plain(cell), True, style.ink), (cx, r * line + (3 if r else 0)))
            cx += widths[c]
        if r == 0:
            pygame.draw.line(surf, style.rule, (0, line), (surf.get_width() - 1, line))
    return [Placed(surf, x, y)], y + surf.get_height()


def layout(source: str, width: int, style: Style) -> list[Placed]:
    """Every line of ``source`` placed in a column ``width`` pixels wide."""
    placed: list[Placed] = []
    y = 0
    bold = style.font("body", True)
    hang = bold.size("00.")[0] + style.indent // 3  # the text column of a list item
    for block in blocks(source):
        if placed:
            y += style.gap * (2 if block.kind == "heading" else 1)
        if block.kind == "heading":
            size = "h1" if block.level <= 1 else "h2" if block.level == 2 else "h3"
            colour = style.heading if block.level <= 2 else style.ink
            more, y = _text(f"**{plain(block.text)}**", size, colour, style, 0, width, y)
        elif block.kind == "table":
            x = hang * block.level
            more, y = _table(block.rows, style, x, width - x, y)
        elif block.kind == "item":
            x = hang * block.level
            marker = bold.render(block.marker, True, style.heading)
            placed.append(Placed(marker, x, y))
            more, y = _text(block.text, "body", style.ink, style, x + hang, width - x - hang, y)
        else:
            x = hang * block.level
            more, y = _text(block.text, "body", style.ink, style, x, width - x, y)
        placed += more
    return placed
