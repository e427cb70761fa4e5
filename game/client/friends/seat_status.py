"""A lost seat at a table on the network: its plate says so, with the seconds until a
computer plays it.

The host says who sits where (``game.net.protocol.Seats``: a lost seat carries the seconds
left before the takeover when it was sent); it says it again when anything changes and
every few seconds while a seat is lost, so between two messages the count goes on here
from the table's own clock (``now``: the table's tween clock, so tests drive it by hand).
"""

from __future__ import annotations

import math

import pygame

from game.client.ui.layout import TableLayout
from game.client.ui.widgets import INK, RED, fit_size, text
from game.i18n import _
from game.net.protocol import SeatState


class SeatStatus:
    """Who sits where as the table last said, and when that arrived."""

    def __init__(self) -> None:
        self.states: tuple[SeatState, ...] = ()
        self.arrived = 0.0

    def update(self, states: tuple[SeatState, ...], now: float) -> None:
        """The table's latest word (a new tuple each time the host speaks)."""
        if states is not self.states:
            self.states = states
            self.arrived = now

    def countdowns(self, now: float) -> dict[int, int]:
        """Each lost seat's whole seconds left before a computer plays it."""
        gone = now - self.arrived
        return {seat: max(0, math.ceil((s.takeover_in or 0) - gone))
                for seat, s in enumerate(self.states) if s.kind == "lost"}

    def wake_in(self, now: float) -> float | None:
        """Seconds until a countdown shown changes (None: no seat is lost)."""
        if not any(s.kind == "lost" for s in self.states):
            return None
        gone = now - self.arrived
        return max(0.05, 1.0 - (gone % 1.0))

    def draw(self, surface: pygame.Surface, layout: TableLayout, now: float) -> None:
        """Over each lost seat's plate: "connection lost" and the countdown."""
        for seat, left in self.countdowns(now).items():
            if seat >= layout.players:
                continue
            plate = layout.spot(seat).plate
            badge = pygame.Rect(plate.left, plate.top + plate.height // 3, plate.width,
                                plate.height - plate.height // 3)
            pygame.draw.rect(surface, (70, 14, 14), badge, border_radius=8)
            pygame.draw.rect(surface, RED, badge, width=2, border_radius=8)
            pad = round(8 * layout.unit)
            first = _("Connection lost")
            second = (_("A computer plays in {seconds} s").format(seconds=left) if left
                      else _("A computer plays now"))
            line = badge.height // 2
            text(surface, first, fit_size(first, layout.font(15), badge.width - 2 * pad,
                                          bold=True), INK, bold=True,
                 center=(badge.centerx, badge.top + line // 2 + 1))
            text(surface, second, fit_size(second, layout.font(15), badge.width - 2 * pad),
                 INK, center=(badge.centerx, badge.top + line + line // 2 - 1))
