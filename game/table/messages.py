"""The messages between the referee and its seats: data, never text.

A seat sends requests for itself (the connection says which seat it is: a request never
names another); the referee answers every seat with what it may see.  The same values
serve the local table (through queues) and, encoded as JSON, a player on another machine.
Everything a person reads is worded by the seat's own screen from these codes and numbers
in its own language.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.core.observation import Observation
from game.table.view import SeatView

# ------------------------------------------------------------------ seat -> referee


@dataclass(frozen=True)
class Act:
    """Make this call, play this card, or (between deals) deal the next deal."""

    action: Action
    version: int
    """The referee's move the seat saw when it acted: an act on a position that has
    moved on is refused as stale, never applied to the new one."""


@dataclass(frozen=True)
class TakeBack:
    """Take back the seat's last chosen call or card of this deal, and what followed."""

    version: int


@dataclass(frozen=True)
class ClaimRest:
    """The seat claims every trick left (judged by the referee on the real hands)."""

    version: int


Request = Act | TakeBack | ClaimRest

# ------------------------------------------------------------------ referee -> seat


@dataclass(frozen=True)
class Update:
    """The table after a move: the events the seat may see, then its new view."""

    events: tuple[Event, ...]
    view: SeatView[Observation]


class Refusal(Enum):
    """Why a request was refused (besides a rule of the game: ``Refused.rule``)."""

    RULE = "rule"
    """A rule of the game forbids it (``code`` and ``params`` name the rule)."""
    STALE = "stale"
    """The position moved on before the request arrived."""
    NO_TAKE_BACK = "no_take_back"
    """This table takes no moves back, or there is nothing of the seat's to take back."""
    NOT_YOURS = "not_yours"
    """The seat may not do that now (not its turn, not its table to deal)."""


@dataclass(frozen=True)
class Refused:
    """The seat's request was not carried out."""

    why: Refusal
    code: str = ""
    """The rule's code (``IllegalActionError.code``) when ``why`` is RULE."""
    params: tuple[tuple[str, Any], ...] = ()
    """The rule's details (seats, cards) for its wording."""


@dataclass(frozen=True)
class ClaimRuling:
    """The referee's ruling on a claim (every seat is told).  A valid claim's tricks are
    played out at once (the updates follow); a refused one says only that another seat can
    still take a trick — never who or with what, as the others would object at a table."""

    seat: int
    valid: bool
    decided: bool = True
    """False: too many ways to play on to judge yet (nothing is revealed)."""
    tricks_left: int = 0


@dataclass(frozen=True)
class DealRecord:
    """A finished deal's record, its hands as dealt (public once it is over; never the
    match's seed), for its review: sent to every seat when the deal is scored, and for the
    deals already played when a seat sits down."""

    deal_number: int
    record: dict[str, Any]


@dataclass(frozen=True)
class ComputerFailed:
    """The computer at ``seat`` failed to choose; a safe legal move was made for it (the
    failure is in the log file)."""

    seat: int


Message = Update | Refused | ClaimRuling | DealRecord | ComputerFailed
