"""The classes a seat's view may name on the wire, found rather than listed.

An observation, an event or a deal's figures is a polymorphic value: the wire names its
class in ``"type"``, and the decoder builds only a class from these tables.  The games
are the core's registry's (``game.core.registry.ENTRIES``), so a new game's classes come
with its registry line; the events are the core's ``Event`` union; a plain record a field
may hold is one of the core's dataclasses (or the seat's view), looked up only by the
names our own classes' annotations use, never by a name read from the wire.
"""

from __future__ import annotations

import dataclasses
import sys
from typing import TypeVar, get_args

from game.core.events import Event
from game.core.observation import Observation
from game.core.registry import ENTRIES
from game.core.result import Figures
from game.table.view import SeatView

C = TypeVar("C")


def _registered(base: type[C]) -> dict[str, type[C]]:
    """Each registered game's own subclasses of ``base`` (its observation, its figures), by
    the name the wire carries.  The games are the core's registry's: each entry's game is
    made once (which imports its package), and only classes from that package count, so a
    new game's classes come with its registry line and are listed nowhere else."""
    for entry in ENTRIES:
        entry.make({})
    classes: list[type[C]] = []
    pending = list(base.__subclasses__())
    while pending:
        cls = pending.pop()
        pending.extend(cls.__subclasses__())
        module = sys.modules.get(cls.__module__)
        # A slotted dataclass replaces the class it decorates: the module's name is the one.
        if module is not None and getattr(module, cls.__name__, None) is cls:
            classes.append(cls)
    found: dict[str, type[C]] = {}
    for entry in ENTRIES:  # in the registry's order
        package = f"game.core.{entry.package}."
        for cls in sorted(classes, key=lambda c: c.__name__):
            if cls.__module__.startswith(package):
                found[cls.__name__] = cls
    return found


OBSERVATIONS: dict[str, type[Observation]] = _registered(Observation)
"""Each registered game's observation class, by the name the wire carries."""
EVENTS: dict[str, type[Event]] = {cls.__name__: cls for cls in get_args(Event)}
"""The core's events (its ``Event`` union), by the name the wire carries."""
FIGURES: dict[str, type[Figures]] = _registered(Figures)
"""Each registered game's figures of a scored deal, by the name the wire carries."""


def is_record(target: object) -> bool:
    """A plain (untagged) dataclass a field may hold: one of the core's frozen dataclasses
    (a contract, a combination, a deal's result) or the seat's view.  Only names our own
    classes' annotations use are looked up, never a name read from the wire."""
    return (isinstance(target, type) and dataclasses.is_dataclass(target)
            and (target.__module__.startswith("game.core.") or target is SeatView))
