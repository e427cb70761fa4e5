"""Seats and teams: seats are 0..n-1 clockwise; partners sit opposite (team = seat % 2)."""

from __future__ import annotations


def next_seat(seat: int, players: int) -> int:
    return (seat + 1) % players


def team_of(seat: int) -> int:
    """Team 0 is seats 0 and 2, team 1 seats 1 and 3."""
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % 4


def seats_from(first: int, players: int) -> list[int]:
    """All seats in playing order starting at ``first``."""
    return [(first + i) % players for i in range(players)]
