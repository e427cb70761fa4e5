"""Who sits where at a table on the network: the host's plan of seats, from data or text.

Each seat is the host's own (``person``: the player at the host's screen), ``open`` (for a
friend on another machine, a computer once nobody comes back to it) or ``computer`` at a
level.  ``parse_seats`` reads the scripted form ``me,open,open,hard``; ``saved_seats`` and
``plans_of_saved`` turn a plan into the seats a save keeps ("human", "friend" or a level,
as the history stores them) and back, so a resumed table seats everyone as before.
"""

from __future__ import annotations

from dataclasses import dataclass


class SeatSpecError(ValueError):
    """A seat plan that cannot be: the text says which seat and why."""


@dataclass(frozen=True)
class SeatPlan:
    kind: str
    """``"person"`` (the host's own seat), ``"open"`` or ``"computer"``."""
    level: str = ""
    """The computer's level (``"computer"`` seats only)."""
    name: str = ""
    """The host's own player's name (``"person"`` seats only), as every seat is told."""


KINDS = ("person", "open", "computer")
SAVED_HUMAN = "human"
SAVED_FRIEND = "friend"
"""A seat open for a friend, as a save and the history name it."""


def saved_seats(plans: tuple[SeatPlan, ...] | list[SeatPlan]) -> tuple[str, ...]:
    """The seats of ``plans`` as a save keeps them: the host's own ``human``, a friend's
    seat ``friend``, a computer by its level."""
    return tuple(SAVED_HUMAN if p.kind == "person" else SAVED_FRIEND if p.kind == "open"
                 else p.level for p in plans)


def plans_of_saved(seats: list[str] | tuple[str, ...], levels: tuple[str, ...],
                   headless: bool = False) -> tuple[SeatPlan, ...]:
    """The plan of a saved table's ``seats`` (``saved_seats`` read back).  A headless host
    has nobody at its screen: the seat its player had is open for him to join."""
    plans = []
    for i, seat in enumerate(seats):
        if seat == SAVED_HUMAN:
            plans.append(SeatPlan("open") if headless else SeatPlan("person"))
        elif seat == SAVED_FRIEND:
            plans.append(SeatPlan("open"))
        elif seat in levels:
            plans.append(SeatPlan("computer", seat))
        else:
            raise SeatSpecError(f"seat {i}: {str(seat)[:20]!r} is not a saved seat")
    return tuple(plans)


def parse_seats(spec: str, players: int, levels: tuple[str, ...],
                headless: bool) -> tuple[SeatPlan, ...]:
    """``spec`` (``me,open,open,hard``) as one plan per seat.  A headless host has nobody
    at its screen, so ``me`` is refused there rather than quietly made a computer."""
    words = [w.strip().lower() for w in spec.split(",")]
    if len(words) != players:
        raise SeatSpecError(f"--seats names {len(words)} seats; this game has {players}")
    plans = []
    for i, word in enumerate(words):
        if word == "me":
            if headless:
                raise SeatSpecError(
                    f"seat {i}: a headless host takes no seat; use open or a level "
                    f"({', '.join(levels)})")
            plans.append(SeatPlan("person"))
        elif word == "open":
            plans.append(SeatPlan("open"))
        elif word in levels:
            plans.append(SeatPlan("computer", word))
        else:
            raise SeatSpecError(
                f"seat {i}: {word[:20]!r} is not me, open or a level ({', '.join(levels)})")
    if sum(p.kind == "person" for p in plans) > 1:
        raise SeatSpecError("only one seat can be me")
    return tuple(plans)
