"""Seats and teams: seats are 0..n-1 clockwise; partners sit opposite (team = seat % 2).

The one place the table's geometry is written down, so no floor re-derives "the seat
after", "my partner" or "my team" with its own modular arithmetic.
"""

from __future__ import annotations

PARTNER: tuple[int, ...] = (2, 3, 0, 1)
"""``PARTNER[seat]`` is ``partner_of(seat)``: a look-up for the hot loops of play and search."""


NEXT_SEAT: tuple[tuple[int, ...], ...] = tuple(
    tuple((seat + 1) % n for seat in range(n)) for n in range(9)
)
"""``NEXT_SEAT[players][seat]`` is ``next_seat(seat, players)``, as a look-up."""


def next_seat(seat: int, players: int) -> int:
    """The seat to the left of ``seat`` (the next to speak or play)."""
    return (seat + 1) % players


def team_of(seat: int) -> int:
    """Team 0 is seats 0 and 2, team 1 seats 1 and 3."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The seat opposite ``seat`` at a four-player table."""
    return (seat + 2) % 4


def opponents_of(seat: int) -> tuple[int, int]:
    """The two seats of the other team at a four-player table, in seat order."""
    left, right = (seat + 1) % 4, (seat + 3) % 4
    return (left, right) if left < right else (right, left)

