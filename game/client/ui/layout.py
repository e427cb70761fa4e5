"""Where everything goes on the table, for any window from 1024×640 to 3840×2160.

Pure geometry from the window size, the number of seats and the viewer's seat: no drawing
and no game state, so it is tested at every listed size for overlapping text.  The viewer
sits at the bottom; the other seats follow clockwise on an arc over the top (the next seat
on the viewer's left), each with a name plate and a small fan of card backs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.client.ui.assets import CARD_RATIO
from game.client.ui.widgets import MIN_LABEL_PX

MIN_SIZE = (1024, 640)


@dataclass
class SeatSpot:
    seat: int
    angle: float
    """Degrees, maths convention: 270 is the bottom (the viewer), 90 the top."""
    plate: pygame.Rect
    fan: pygame.Rect
    """Where the seat's card backs are fanned (the viewer's hand for the viewer)."""
    trick_slot: pygame.Rect
    origin: tuple[int, int]
    """Where this seat's cards fly from and its tricks fly to."""
    bubble: pygame.Rect = field(default_factory=pygame.Rect)
    """Where the seat's last call is said: just under its plate, clear of every card."""


@dataclass
class TableLayout:
    size: tuple[int, int]
    players: int
    viewer: int
    unit: float = 1.0
    bar: pygame.Rect = field(default_factory=pygame.Rect)
    play_area: pygame.Rect = field(default_factory=pygame.Rect)
    """The table's middle, for the bid panel: below the seats across the top."""
    card_h: int = 0
    small_h: int = 0
    trick_h: int = 0
    seats: list[SeatSpot] = field(default_factory=list)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    message: pygame.Rect = field(default_factory=pygame.Rect)
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    trump_box: pygame.Rect = field(default_factory=pygame.Rect)
    centre: tuple[int, int] = (0, 0)

    @property
    def card_w(self) -> int:
        return round(self.card_h * CARD_RATIO)

    def font(self, base: float) -> int:
        """A font size in pixels for ``base`` points at the reference 1280×800 window."""
        return max(MIN_LABEL_PX, round(base * self.unit))

    def spot(self, seat: int) -> SeatSpot:
        return self.seats[seat]

    def side_plates(self) -> list[pygame.Rect]:
        """The name plates beside the table (West's and East's at four): who has said what
        is read there, so the call panel keeps clear of them where it can (issue 40: the
        Bazar Belote panel hid both)."""
        middle = self.play_area.inflate(0, -self.play_area.height // 3)
        return [s.plate for s in self.seats if s.seat != self.viewer
                and s.plate.colliderect(middle)]

    def hand_rects(self, count: int, lifted: frozenset[int] = frozenset()) -> list[pygame.Rect]:
        """The viewer's cards, left to right, centred in the hand area; ``lifted`` indices
        rise by a fifth of a card."""
        if count <= 0:
            return []
        w, h = self.card_w, self.card_h
        area = self.hand_area
        step = w * 0.62 if count == 1 else min(w * 0.62, (area.width - w) / (count - 1))
        total = w + step * (count - 1)
        left = area.centerx - total / 2
        lift = round(h * 0.18)
        base_y = area.bottom - h
        return [
            pygame.Rect(round(left + i * step), base_y - (lift if i in lifted else 0), w, h)
            for i in range(count)
        ]

    def fan_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """Another seat's card backs, a tight fan centred on its fan rectangle."""
        if count <= 0:
            return []
        fan = self.seats[seat].fan
        h = self.small_h
        w = round(h * CARD_RATIO)
        step = 0.0 if count == 1 else min(w * 0.28, (fan.width - w) / (count - 1))
        total = w + step * (count - 1)
        left = fan.centerx - total / 2
        return [pygame.Rect(round(left + i * step), fan.top, w, h) for i in range(count)]

    def text_rects(self) -> dict[str, pygame.Rect]:
        """Every rectangle that holds text: none may overlap another or leave the window."""
        rects = {"bar": self.bar, "message": self.message, "trump": self.trump_box}
        for s in self.seats:
            rects[f"plate{s.seat}"] = s.plate
        for name, r in self.buttons.items():
            rects[f"button_{name}"] = r
        return rects


BUTTON_PT = 15
"""The table buttons' label size at 1280×800 (``TableLayout.font``)."""


def compute_layout(size: tuple[int, int], players: int, viewer: int = 0,
                   button_text_w: int = 0) -> TableLayout:
    """``button_text_w``: the widest table-button label at ``font(BUTTON_PT)``, in pixels;
    the button column is made wide enough for it (labels are never shrunk to fit)."""
    w, h = max(size[0], 320), max(size[1], 240)
    unit = min(w / 1280, h / 800)
    lay = TableLayout((w, h), players, viewer, unit)
    margin = round(10 * unit)
    lay.bar = pygame.Rect(0, 0, w, round(36 * unit))

    # The viewer's hand: as tall as the height allows, then narrowed to fit 17 cards.
    plate_w, plate_h = round(200 * unit), round(70 * unit)
    button_w = max(round(120 * unit), button_text_w + 2 * max(8, lay.font(BUTTON_PT)))
    button_w = min(button_w, w // 5)
    button_h = round(38 * unit)
    lay.card_h = round(min(h * 0.22, 0.34 * w / 2))
    lift = round(lay.card_h * 0.18)
    hand_h = lay.card_h + lift
    hand_left = margin * 2 + plate_w
    hand_right = w - margin * 2 - button_w
    lay.hand_area = pygame.Rect(hand_left, h - margin - hand_h, hand_right - hand_left, hand_h)
    lay.message = pygame.Rect(
        hand_left, lay.hand_area.top - round(34 * unit) - margin,
        hand_right - hand_left, round(34 * unit),
    )
    names = ("menu", "scores", "hint")
    for i, name in enumerate(names):
        lay.buttons[name] = pygame.Rect(
            w - margin - button_w, h - margin - (i + 1) * button_h - i * margin,
            button_w, button_h,
        )
    lay.small_h = round(lay.card_h * (0.5 if players <= 5 else 0.42 if players == 6 else 0.34))
    # Smaller trick cards for a full table, so each keeps an index corner in view.
    lay.trick_h = round(lay.card_h * (0.8 if players <= 5 else 0.7 if players == 6 else 0.64))
    trick_w = round(lay.trick_h * CARD_RATIO)
    bubble_h = round(30 * unit)
    gap = max(2, round(4 * unit))

    top = lay.bar.bottom + margin
    bottom = lay.message.top - margin
    lay.play_area = pygame.Rect(0, top, w, bottom - top)
    cx, cy = w // 2, (top + bottom) // 2
    box_h = lay.small_h + gap + plate_h  # the card backs above the plate, not under it
    box_w = max(plate_w, round(lay.small_h * CARD_RATIO * 4))
    rx = w / 2 - box_w / 2 - margin
    ry = (bottom - top) / 2 - box_h / 2
    trump_w = plate_w  # as wide as the plate beneath: its words need the room
    trump_h = round(lay.card_h * 0.55) + round(48 * unit)
    # Above the viewer's plate: the one corner no seat ever takes.
    lay.trump_box = pygame.Rect(margin, h - 2 * margin - plate_h - trump_h, trump_w, trump_h)

    # Trick slots sit on a small ellipse between the top plates and the message line.
    tcy = (top + box_h + bubble_h + bottom) // 2
    lay.centre = (cx, tcy)
    tr_x = trick_w * (1.05 if players <= 4 else 1.2 + 0.35 * (players - 5))
    tr_y = min(lay.trick_h * 0.62,
               (bottom - top - box_h - bubble_h) / 2 - lay.trick_h / 2 - margin)
    tr_y = max(tr_y, lay.trick_h * 0.3)

    n = players
    for seat in range(n):
        k = (seat - viewer) % n
        if k == 0:
            angle = 270.0
            plate = pygame.Rect(margin, h - margin - plate_h, plate_w, plate_h)
            fan = lay.hand_area.copy()
            origin = lay.hand_area.center
        else:
            m = n - 1
            # Spread the others from the left (180°) over the top to the right (0°/360°);
            # with few opponents pull the ends up so nobody sits beside the hand.
            spread = {1: 0.0, 2: 120.0, 3: 180.0, 4: 200.0, 5: 220.0}.get(m, 236.0)
            start = 90.0 + spread / 2
            angle = start - spread * (k - 1) / (m - 1) if m > 1 else 90.0
            rad = math.radians(angle)
            bx = cx + rx * math.cos(rad)
            by = cy - ry * math.sin(rad)
            box = pygame.Rect(0, 0, box_w, box_h)
            box.center = (round(bx), round(by))
            box.clamp_ip(lay.play_area)
            fan = pygame.Rect(box.x, box.y, box_w, lay.small_h)
            plate = pygame.Rect(0, 0, plate_w, plate_h)
            plate.midbottom = box.midbottom
            origin = fan.center
        rad = math.radians(angle)
        slot = pygame.Rect(0, 0, trick_w, lay.trick_h)
        slot.center = (round(cx + tr_x * math.cos(rad)), round(tcy - tr_y * math.sin(rad)))
        bubble = pygame.Rect(plate.left, plate.bottom + gap // 2, plate.width, bubble_h)
        if k and abs(math.cos(rad)) > 0.5:  # a seat at the side: the call goes inwards
            bubble.width = round(plate_w * 0.75)
            bubble.centery = plate.centery
            if math.cos(rad) < 0:
                bubble.left = plate.right + gap
            else:
                bubble.right = plate.left - gap
        lay.seats.append(SeatSpot(seat, angle, plate, fan, slot, origin, bubble))
    # The bid panel stays below the seats across the top and the calls said under them.
    under_top = [s.bubble.bottom for s in lay.seats
                 if s.seat != viewer and abs(math.cos(math.radians(s.angle))) <= 0.5]
    if under_top:
        upper = max(under_top) + margin // 2
        lay.play_area = pygame.Rect(0, upper, w, max(bottom - upper, lay.trick_h))
    return lay
