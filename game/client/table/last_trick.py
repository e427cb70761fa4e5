"""The last trick on demand, and the cards played so far by suit (key L or the button).

An overlay over the table: the previous trick's cards, each beside its player's name, who
took it, and a line per suit of every card already played in this deal (strongest first,
in the game's own card order).  Everything in it is public.  It stays while L is held, or
until a click or a key closes it when the button opened it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.games import view_of
from game.client.scenes import Scene
from game.client.table.paint import SUIT_ORDER
from game.client.ui import assets
from game.client.ui.widgets import DIM_INK, GOLD, INK, fit_size, panel, text
from game.core.cards import SUIT_SYMBOLS, iter_cards
from game.core.phase import Phase
from game.i18n import _
from game.i18n.terms import rank_text

if TYPE_CHECKING:
    from game.client.scenes import SceneHost
    from game.client.table.scene import TableScene


LIGHT_SUITS = (INK, (255, 120, 120), (255, 120, 120), INK)
LIGHT_SUITS_4 = (INK, (255, 120, 120), (130, 170, 255), (120, 220, 140))
"""Suit colours that read on a dark panel (two- and four-colour decks)."""


def last_trick(state: Any) -> tuple[tuple[tuple[int, int], ...], int | None] | None:
    """The previous complete trick ``((seat, card), …)`` and who took it (None: not known
    from the state, as after the last trick of a scored deal); None before the first."""
    if not state.past_tricks:
        return None
    trick = tuple(state.past_tricks[-1])
    if state.trick:
        winner: int | None = state.trick[0][0]  # the taker leads the next trick
    elif state.phase is Phase.PLAY:
        winner = state.to_play
    else:
        winner = None
    return trick, winner


def played_by_suit(state: Any) -> dict[int, list[int]]:
    """Every card played so far this deal (the trick on the table too), by suit, the
    strongest first in the game's order."""
    strength = view_of(state).card_strength
    cards = [c for t in state.past_tricks for _seat, c in t] + [c for _s, c in state.trick]
    out: dict[int, list[int]] = {s: [] for s in SUIT_ORDER}
    for card in cards:
        out[card // 13].append(card)
    for cards_of_suit in out.values():
        cards_of_suit.sort(key=lambda c: strength(c, state.trump), reverse=True)
    return out


def deck_suits(state: Any) -> list[int]:
    """The suits of this game's deck, in table order: every one, whatever was dealt (which
    suits are in play is no business of the overlay's)."""
    suits = {c // 13 for c in iter_cards(state.game.deck)}
    return [s for s in SUIT_ORDER if s in suits]


class LastTrickOverlay(Scene):
    """Shown over the table while L is held or until closed."""

    opaque = False

    def __init__(self, host: SceneHost, table: TableScene, held: bool) -> None:
        super().__init__(host)
        self.table = table
        self.held = held
        """Opened by holding L: releasing it closes."""

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and self.held:
            return  # the key repeating while held
        released = event.type == pygame.KEYUP and event.key == pygame.K_l and self.held
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
        if released or clicked or event.type == pygame.KEYDOWN:
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        lay = table.layout
        state = table.shown
        names = table.session.names
        u = lay.unit
        found = last_trick(state)
        box = lay.play_area.inflate(-round(lay.play_area.width * 0.3),
                                    -round(lay.play_area.height * 0.08))
        panel(surface, box, alpha=255)  # opaque: nothing shows through (defect 13)
        pygame.draw.rect(surface, GOLD, box, width=2, border_radius=10)
        pad = round(14 * u)
        y = box.top + pad
        if found is None:
            title = _("No trick has been taken yet in this deal")
        else:
            trick, winner = found
            title = (_("Last trick") if winner is None else
                     _("You took the last trick") if winner == table.session.viewer
                     and table.session.is_human(winner) else
                     _("Last trick: {name} took it").format(name=names[winner]))
        text(surface, title, fit_size(title, lay.font(20), box.width - 2 * pad, True), GOLD,
             bold=True, midtop=(box.centerx, y))
        y += round(34 * u)
        hint = _("Release L, click or press a key to close")
        hint_px = fit_size(hint, lay.font(13), box.width - 2 * pad)
        hint_top = box.bottom - round(8 * u) - round(hint_px * 1.3)
        suits = deck_suits(state)
        line_h = round(26 * u)
        # Measure first (issue 40: the suit lines once ran below the panel at 1024x640):
        # the trick's cards take what the heading and the suit lines leave, and the
        # suits go in two columns when the cards would shrink below a readable size.
        below = round(28 * u) + len(suits) * line_h
        fixed = round(34 * u)  # the names under the cards
        h = round(lay.trick_h * 0.9)
        columns = 1
        if found is not None:
            room = hint_top - y - fixed - below
            if room < h:
                h = room
                if h < lay.trick_h * 0.6 and len(suits) > 1:
                    columns = 2
                    h = min(round(lay.trick_h * 0.9),
                            hint_top - y - fixed - round(28 * u)
                            - (len(suits) + 1) // 2 * line_h)
        if found is not None:
            trick, winner = found
            w = assets.card_size(h)[0]
            gap = round(16 * u)
            total = len(trick) * w + (len(trick) - 1) * gap
            x = box.centerx - total // 2
            for seat, card in trick:
                image = assets.card_image(card, h, table.settings.four_colour)
                rect = image.get_rect(topleft=(x, y))
                surface.blit(image, rect)
                if seat == winner:
                    pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=3,
                                     border_radius=8)
                name = names[seat]
                text(surface, name, fit_size(name, lay.font(14), w + gap - 4), INK,
                     midtop=(rect.centerx, rect.bottom + round(6 * u)))
                x += w + gap
            y += h + round(34 * u)
        heading = _("Played so far")
        text(surface, heading, lay.font(17), GOLD, bold=True, midtop=(box.centerx, y))
        y += round(28 * u)
        played = played_by_suit(state)
        per_column = (len(suits) + columns - 1) // columns
        column_w = (box.width - 3 * pad) // columns
        for i, suit in enumerate(suits):
            cards = played[suit]
            ranks = " ".join(rank_text(c % 13) for c in cards) if cards else "—"
            line = f"{SUIT_SYMBOLS[suit]}  {ranks}"
            colour = (LIGHT_SUITS_4 if table.settings.four_colour else LIGHT_SUITS)[suit]
            column, row = divmod(i, per_column)
            left = box.left + pad * 2 + column * column_w
            text(surface, line, fit_size(line, lay.font(18), column_w - pad), colour,
                 midleft=(left, y + row * line_h + line_h // 2))
        text(surface, hint, hint_px, DIM_INK, midtop=(box.centerx, hint_top))
