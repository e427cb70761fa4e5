"""Drawing of a lesson: the coach's box, the seats with their calls, the trick, and the
student's hand with the cards that matter raised and ringed in gold.

Pure drawing of what the scene hands over; nothing is kept here.  The table is a simple
one (the full table scene paints a ``SeatView`` its session keeps): a lesson shows its
arranged deal from the student's seat, the other hands face down.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.client.table.paint import sorted_hand
from game.client.ui import assets
from game.client.ui.widgets import (
    DIM_INK,
    GOLD,
    INK,
    MIN_LABEL_PX,
    fit_size,
    panel,
    px,
    text,
    wrapped,
)
from game.core.cards import SUIT_SYMBOLS
from game.core.observation import Observation
from game.i18n import _
from game.i18n.terms import call_text, suit_name
from game.practice.lessons.screen_words import DEALER

TOOK = "took {took}"
TRUMP = "Trump {symbol} {suit}"
"""The table's own words (marked where the table uses them: named here so the catalogs'
order of messages does not move them to this module)."""
GOOD = (120, 220, 140)
WRONG = (255, 150, 120)
Colour = tuple[int, int, int]


def coach_lines(width: int, u: float, header: str, said: Sequence[tuple[str, Colour]],
                line: str) -> tuple[int, list[tuple[str, int, Colour, bool]]]:
    """The coach box's lines (text, size, colour, bold) wrapped to ``width``, and its
    height: the header, the verdict on the last choice, then the coach's line."""
    body = max(MIN_LABEL_PX + 3, px(19, u))
    small = max(MIN_LABEL_PX + 1, px(15, u))
    out: list[tuple[str, int, Colour, bool]] = [(header, small, DIM_INK, False)]
    for words, colour in said:
        out += [(w, body, colour, True) for w in wrapped(words, body, width, bold=True)]
    out += [(w, body, INK, False) for w in wrapped(line, body, width)]
    height = sum(assets.font(size, bold).get_linesize() for _w, size, _c, bold in out)
    return height, out


def draw_coach(surface: pygame.Surface, rect: pygame.Rect, u: float,
               lines: Sequence[tuple[str, int, Colour, bool]]) -> None:
    panel(surface, rect, alpha=215)
    pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=10)
    pad = round(14 * u)
    y = rect.top + pad
    for words, size, colour, bold in lines:
        text(surface, words, size, colour, bold=bold, topleft=(rect.left + pad, y))
        y += assets.font(size, bold).get_linesize()


def seat_spots(area: pygame.Rect, players: int) -> list[tuple[int, int]]:
    """Where each seat sits around ``area``: the student (seat 0) at the bottom, then
    clockwise (left, across, right at a table of four)."""
    if players == 4:
        return [area.midbottom, area.midleft, area.midtop, area.midright]
    out = []
    for seat in range(players):
        angle = math.pi / 2 + 2 * math.pi * seat / players
        out.append((round(area.centerx + math.cos(angle) * area.width / 2),
                    round(area.centery + math.sin(angle) * area.height / 2)))
    return out


def calls_of(obs: Observation, seat: int) -> str:
    """The seat's calls, then the tricks it took once the play has begun."""
    calls = "  ".join(call_text(a) for s, a in obs.calls if s == seat)
    if obs.past_tricks or obs.trick:
        took = _(TOOK).format(took=obs.tricks[seat])
        return f"{calls} · {took}" if calls else took
    return calls


def seat_label(obs: Observation, seat: int, names: Sequence[str]) -> str:
    """The seat's name, marked when it deals (the coach often says who deals)."""
    if seat == obs.dealer:
        return f"{names[seat]} · {_(DEALER)}"
    return names[seat]


def draw_facts(surface: pygame.Surface, area: pygame.Rect, u: float,
               lines: Sequence[str]) -> None:
    """The game's own lines about the deal (the table's words: the bids' total, the
    contract, the combinations that score) in the table's top-left corner: wrapped to a
    third of the table, smaller if they must be, so they stay clear of the seat across and
    of the seat on the left."""
    width = area.width * 3 // 10
    room = area.height // 2 - round(50 * u)
    size = max(MIN_LABEL_PX + 2, px(16, u))
    while True:
        wrapped_lines = [w for line in lines for w in wrapped(line, size, width)]
        step = assets.font(size).get_linesize()
        if len(wrapped_lines) * step <= room or size <= MIN_LABEL_PX:
            break
        size -= 1
    y = area.top
    for line in wrapped_lines[:max(1, room // step)]:
        text(surface, line, size, INK, topleft=(area.left, y))
        y += step


def draw_seats(surface: pygame.Surface, area: pygame.Rect, u: float, obs: Observation,
               names: Sequence[str]) -> None:
    """Each other seat: its name, its calls, its hand face down; the student's name and
    calls sit above his hand."""
    spots = seat_spots(area, obs.players)
    back_h = round(56 * u)
    size = max(MIN_LABEL_PX + 2, px(17, u))
    for seat in range(obs.players):
        x, y = spots[seat]
        to_play = obs.to_play == seat
        colour = GOLD if to_play else INK
        label = seat_label(obs, seat, names) + ("  ◀" if to_play and seat else "")
        calls = calls_of(obs, seat)
        if seat == 0:
            r = text(surface, label, size, colour, bold=True,
                     midleft=(area.left + round(8 * u), y - round(6 * u)))
            if calls:
                text(surface, calls, size, GOLD, midleft=(r.right + round(16 * u), r.centery))
            continue
        count = _hand_size(obs, seat)
        w, _h = assets.card_size(back_h)
        fan = min(count, 13)
        step = round(w * 0.22)
        total = w + step * max(0, fan - 1)
        left = max(area.left, min(area.right - total, x - total // 2))
        top = max(area.top, min(area.bottom - back_h - 2 * size, y - back_h // 2 - size))
        back = assets.card_image(None, back_h)
        for i in range(fan):
            surface.blit(back, (left + i * step, top))
        bottom = _text_within(surface, label, size, colour, True, (left + total // 2,
                                                                 top + back_h + 2), area)
        if calls:
            _text_within(surface, calls, size, GOLD, False, (left + total // 2, bottom), area)


def _text_within(surface: pygame.Surface, content: str, size: int, colour: Colour,
                 bold: bool, midtop: tuple[int, int], bounds: pygame.Rect) -> int:
    """``content`` centred under ``midtop`` but kept inside ``bounds`` (a side seat's
    words are not cut by the window's edge); the bottom of what was drawn."""
    size = fit_size(content, size, bounds.width, bold)
    width = assets.font(size, bold).size(content)[0]
    x = max(bounds.left + width // 2, min(bounds.right - width // 2, midtop[0]))
    return text(surface, content, size, colour, bold=bold, midtop=(x, midtop[1])).bottom


def _hand_size(obs: Observation, seat: int) -> int:
    """Cards left in ``seat``'s hand: the deal's size less the cards it has played."""
    played = sum(1 for trick in obs.past_tricks for s, _c in trick if s == seat)
    played += sum(1 for s, _c in obs.trick if s == seat)
    return max(0, obs.hand_size - played)


def draw_trick(surface: pygame.Surface, area: pygame.Rect, u: float, obs: Observation) -> None:
    """The trick on the table, or the last one taken while the next is not begun."""
    trick = obs.trick or (obs.past_tricks[-1] if obs.past_tricks else ())
    if not trick:
        return
    h = round(118 * u)
    w, _h = assets.card_size(h)
    centre = area.center
    offset = {0: (0, h * 0.56), 1: (-w * 1.05, 0), 2: (0, -h * 0.56), 3: (w * 1.05, 0)}
    for seat, card in trick:
        dx, dy = offset.get(seat, (0, 0)) if obs.players == 4 else (0, 0)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(centre[0] + dx), round(centre[1] + dy))
        image = assets.card_image(card, h)
        if not obs.trick:  # the trick already taken: shown dimmed
            image = image.copy()
            image.fill((170, 170, 170), special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(image, r)


def draw_trump(surface: pygame.Surface, area: pygame.Rect, u: float, obs: Observation) -> None:
    trump = obs.trump
    size = max(MIN_LABEL_PX + 2, px(17, u))
    if trump >= 0:
        words = _(TRUMP).format(symbol=SUIT_SYMBOLS[trump],
                                                   suit=suit_name(trump))
        text(surface, words, size, GOLD, bold=True, topright=(area.right, area.top))


def draw_hand(surface: pygame.Surface, rect: pygame.Rect, u: float, obs: Observation,
              strength: Callable[[int, int], int], highlight: frozenset[int],
              four_colour: bool
              ) -> list[tuple[pygame.Rect, int]]:
    """The student's hand across ``rect``; highlighted cards raised and ringed.  Returns
    each card's rectangle, the topmost last (a click goes to the last one hit)."""
    cards = sorted_hand(obs.hand, obs.trump, True, strength)
    if not cards:
        return []
    lift = round(20 * u)
    h = rect.height - lift
    w, _h = assets.card_size(h)
    n = len(cards)
    step = min(w * 1.04, (rect.width - w) / max(1, n - 1)) if n > 1 else 0
    total = w + step * (n - 1)
    left = rect.centerx - total / 2
    out = []
    for i, card in enumerate(cards):
        up = card in highlight
        r = pygame.Rect(round(left + i * step), rect.top + (0 if up else lift), w, h)
        surface.blit(assets.card_image(card, h, four_colour), r)
        if up:
            pygame.draw.rect(surface, GOLD, r.inflate(4, 4), width=max(3, round(4 * u)),
                             border_radius=8)
        out.append((r, card))
    return out
