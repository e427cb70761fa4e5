"""Checks for the arguments of the core's public entry points.

Every entry point (``create_game``, ``new_match``, ``new_deal``, ``apply``, ``observation``,
``parse_action``) refuses a value of the wrong type or range with an ``ArgumentError``
that names the argument and what it takes, before anything is computed, so a bad call
leaves the state it was made on untouched.  ``bool`` is not a whole number here (``True``
as a seed or a seat is a mistake, not 1), nor is a float, even ``2.0``.
"""

from __future__ import annotations

from game.core.actions import Action, parse_action
from game.core.errors import ArgumentError, describe

SEED_BITS = 256
SEED_LIMIT = 1 << SEED_BITS
"""Seeds and deal ids are whole numbers of at most 256 bits, either sign (records store them
as JSON): a table with friends draws 256-bit match seeds (``dealing.WIDE_SEED``)."""


def check_int(name: str, value: object, low: int, high: int | None = None) -> int:
    """``value`` if it is a whole number in ``low..high`` (``high`` None: no upper bound)."""
    bound = f"{low}..{high}" if high is not None else f"at least {low}"
    if type(value) is not int:
        raise ArgumentError(f"{name} must be a whole number {bound}, got {describe(value)}")
    if value < low or (high is not None and value > high):
        raise ArgumentError(f"{name} must be {bound}, got {describe(value)}")
    return value


def check_seat(seat: object, players: int, name: str = "seat") -> int:
    """A seat of a ``players``-seat table: a whole number 0..players-1."""
    if type(seat) is int and 0 <= seat < players:
        return seat
    return check_int(name, seat, 0, players - 1)


def check_seed(seed: object, name: str = "seed") -> int:
    """A match seed or deal id: a whole number (never None, a float, a bool or text)."""
    if type(seed) is int and -SEED_LIMIT <= seed < SEED_LIMIT:
        return seed
    if type(seed) is int:
        raise ArgumentError(f"{name} must be a whole number of at most {SEED_BITS} bits")
    return check_int(name, seed, -SEED_LIMIT, SEED_LIMIT - 1)


def coerce_action(action: object) -> Action:
    """An ``Action``, or the action its text form names."""
    if isinstance(action, Action):
        return action
    if isinstance(action, str):
        return parse_action(action)
    raise ArgumentError(
        "action must be an Action or its text (e.g. 'bid 3', 'play QH'), got "
        + describe(action)
    )
