"""Where the table's own buttons go: Last trick, Undo and Claim, stacked above the layout's
column of buttons (Hint, Scores, Menu) at its width and height."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.ui import assets
from game.client.ui.layout import BUTTON_PT, TableLayout, compute_layout
from game.client.ui.widgets import INK, Button, ButtonRow, fit_size, text
from game.i18n import _

EXTRA_BUTTONS = ("last_trick", "undo", "claim")
"""Bottom to top above the Hint button."""


def extra_button_rects(layout: TableLayout, hint: bool = True) -> dict[str, pygame.Rect]:
    """``hint``: the column has its Hint button (a table whose host allows no hints has
    none, and the extra buttons stand in its place)."""
    column = [r for name, r in layout.buttons.items() if hint or name != "hint"]
    top = min(column, key=lambda r: r.top)
    gap = max(4, round(10 * layout.unit))
    out = {}
    for i, name in enumerate(EXTRA_BUTTONS):
        out[name] = top.move(0, -(i + 1) * (top.height + gap))
    return out


@dataclass
class TwoLineButton(Button):
    """A button whose words go on two lines when one line would shrink them: the column's
    width is the layout's, and "Последняя взятка (L)" does not fit it on one line at
    1024x640."""

    def draw(self, surface: pygame.Surface) -> None:
        label, self.label = self.label, ""
        try:
            super().draw(surface)
        finally:
            self.label = label
        width = self.rect.width - 2 * self.pad
        size = self.font_size or max(10, int(self.rect.height * 0.45))
        one_line = fit_size(label, size, width, bold=True)
        ink = INK if self.enabled else (120, 128, 122)
        if one_line >= size * 0.85 or " " not in label:
            text(surface, label, one_line, ink, bold=True, center=self.rect.center)
            return
        two = max(9, min(size, int(self.rect.height * 0.36)))
        words = label.split(" ")
        best = min(range(1, len(words)), key=lambda i: max(
            len(" ".join(words[:i])), len(" ".join(words[i:]))))
        lines = [" ".join(words[:best]), " ".join(words[best:])]
        two = min(fit_size(line, two, width, bold=True) for line in lines)
        gap = round(two * 1.1)
        for i, line in enumerate(lines):
            text(surface, line, two, ink, bold=True,
                 center=(self.rect.centerx, self.rect.centery + (i * 2 - 1) * gap // 2))


def button_labels() -> dict[str, str]:
    """The table buttons' labels by layout name (the layout sizes them to fit)."""
    return {"hint": _("Hint (H)"), "scores": _("Scores (S)"), "menu": _("Menu (Esc)"),
            "last_trick": _("Last trick (L)"), "undo": _("Undo (U)"),
            "claim": _("Claim (C)")}


def table_layout(size: tuple[int, int], players: int, viewer: int) -> TableLayout:
    """The table's layout for a window of ``size``, its button bar as wide as the widest
    label needs."""
    px = max(11, round(BUTTON_PT * min(size[0] / 1280, size[1] / 800)))
    widest = max(assets.font(px, True).size(label)[0] for label in button_labels().values())
    return compute_layout(size, players, viewer, widest)


def make_buttons(buttons: ButtonRow, layout: TableLayout, hints: bool, undo: bool,
                 can_undo: bool, claim: bool) -> None:
    """The table's buttons; each asks for what its key names (``table_intents``).
    ``hints``: the table allows hints; ``undo``: the Undo button is up (live when
    ``can_undo``); ``claim``: the Claim button is up."""
    buttons.clear()
    rects = layout.buttons
    labels = button_labels()
    size = layout.font(BUTTON_PT)
    for name in ("hint", "scores", "menu") if hints else ("scores", "menu"):
        buttons.add(Button(rects[name], labels[name], key=name, font_size=size))
    extra = extra_button_rects(layout, hint=hints)
    buttons.add(TwoLineButton(extra["last_trick"], labels["last_trick"],
                              key="last_trick", font_size=size))
    if undo:
        buttons.add(TwoLineButton(extra["undo"], labels["undo"], key="undo",
                                  enabled=can_undo, font_size=size))
    if claim:
        buttons.add(TwoLineButton(extra["claim"], labels["claim"], key="claim",
                                  font_size=size))
