"""Where the deal review puts each seat's hand and its card of the trick (issue 40, item 7).

The seats sit on an ellipse round the table, the reviewed seat at the bottom and the next
ones clockwise.  Two rules the old placement broke at 7 players and in small windows:

- no two hands touch: a hand is no wider than the room to its neighbours in the same row
  (two top hands at 7 players ran together into one 14-card row);
- the cards are as tall as the room allows and the longest hand is overlapped no more
  than leaves each card's index in view (13-card hands at 1024x640 had ~6 px indices).

The trick's cards go on a smaller ellipse in the middle, spaced so that none covers
another or a hand.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.client.ui.assets import card_size

INDEX_SHOWN = 0.2
"""The share of a card's width left in view under the next card: its corner index."""
LABEL = 30
"""Pixels (at the 1280x800 reference) above a hand for its seat's line."""


@dataclass(frozen=True)
class SeatBox:
    seat: int
    rect: pygame.Rect
    """Where the hand's cards go (the seat's line is drawn above it)."""
    height: int
    """The cards' height."""
    angle: float
    """The seat's direction from the table's centre (radians)."""


def _angle(seat: int, bottom: int, players: int) -> float:
    return math.pi / 2 + ((seat - bottom) % players) * 2 * math.pi / players


def seat_boxes(table: pygame.Rect, players: int, bottom: int, most_cards: int,
               u: float) -> list[SeatBox]:
    """Every seat's hand box, by seat."""
    label = round(LABEL * u)
    margin = round(10 * u)
    rows = 2 + (players - 1) // 2 if players > 4 else 3
    # tall enough to read, short enough for every row of hands and the trick between
    h = round(min((table.height - 2 * margin) / (rows + 2.2) + 4, table.width / 7, 130 * u))
    angles = [_angle(s, bottom, players) for s in range(players)]
    wide = [0.36 if players <= 4 else 0.31] * players
    for _ in range(40):
        boxes = _place(table, angles, h, wide, label, margin)
        _part_neighbours(boxes, round(16 * u), label)
        w = card_size(h)[0]
        need = w + INDEX_SHOWN * w * (most_cards - 1)
        if all(b.width >= min(need, 12 * w) for b in boxes) or h <= 40:
            return [SeatBox(s, boxes[s], h, angles[s]) for s in range(players)]
        h -= 3
    raise AssertionError("unreachable: the loop returns by h <= 40")


def _place(table: pygame.Rect, angles: list[float], h: int, wide: list[float], label: int,
           margin: int) -> list[pygame.Rect]:
    boxes = []
    inner = table.inflate(-2 * margin, -2 * margin)
    for angle, share in zip(angles, wide, strict=True):
        width = round(table.width * share)
        x = table.centerx + math.cos(angle) * (inner.width / 2 - width / 2)
        y = table.centery + math.sin(angle) * (inner.height / 2 - h / 2 - label / 2)
        box = pygame.Rect(0, 0, width, h)
        box.center = (round(x), round(y + label / 2))
        box.clamp_ip(pygame.Rect(inner.left, inner.top + label, inner.width,
                                 inner.height - label))
        boxes.append(box)
    return boxes


def _part_neighbours(boxes: list[pygame.Rect], gap: int, label: int) -> None:
    """Narrow the hands that share a row (their seat's lines included) until a gap parts
    each from the next."""
    for a in boxes:
        for b in boxes:
            if a is b or a.bottom + 4 <= b.top - label or b.bottom + 4 <= a.top - label:
                continue
            room = abs(a.centerx - b.centerx) - gap
            for box in (a, b):
                if box.width > room:
                    centre = box.center
                    box.width = max(1, room)
                    box.center = centre


def hand_area(box: SeatBox, u: float) -> pygame.Rect:
    """The hand's box with its seat's line above it: what must stay clear."""
    label = round(LABEL * u)
    return pygame.Rect(box.rect.left, box.rect.top - label, box.rect.width,
                       box.rect.height + label)


def trick_slots(table: pygame.Rect, boxes: list[SeatBox], u: float) -> dict[int, pygame.Rect]:
    """Where each seat's card of the trick goes: the largest cards, on the smallest ring,
    that cover neither one another nor a hand."""
    clear = [hand_area(b, u).inflate(8, 8) for b in boxes]
    players = len(boxes)
    h = round(min(table.height / 5, 110 * u))
    while h > 24:
        w = card_size(h)[0]
        for tenth in range(5, 40):
            s = tenth / 10
            rects = {}
            for b in boxes:
                rect = pygame.Rect(0, 0, w, h)
                rect.center = (round(table.centerx + math.cos(b.angle) * s * w),
                               round(table.centery + math.sin(b.angle) * s * h * 0.72))
                rects[b.seat] = rect
            if players == 1 or not any(rects[x].inflate(6, 6).colliderect(rects[y])
                                       for x in rects for y in rects if x < y):
                break
        if all(table.contains(r) and r.collidelist(clear) < 0 for r in rects.values()):
            return rects
        h -= 4
    return rects
