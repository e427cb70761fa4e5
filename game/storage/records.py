"""The types storage's public functions take and give across floors.

``Record``: a match's (or a deal's) JSON record as the core writes it
(``game.core.record.record_of``) and replays it; storage keeps it as it came and never
reads more of it than its game, options and seats, so it is an object of JSON values
checked where read, not a shape of its own.  ``OptionValues``: a game's options by name,
as ``Game.options_dict()`` gives them and ``create_game`` takes them.  ``FinishedMatch``:
what filing a match reads of it, a finished core state or a seat's last view of a network
table's match (``game.table.view.SeatView``: storage may not import the table floor).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from game.core.result import DealResult

Record = Mapping[str, object]
"""A JSON record (``game.core.record``): its fields are JSON values."""

OptionValues = Mapping[str, object]
"""Option name → its value (JSON text, number or flag)."""


class GameIdentity(Protocol):
    """What storage asks of a game: its id and its options."""

    @property
    def id(self) -> str: ...

    def options_dict(self) -> Mapping[str, object]: ...


class FinishedMatch(Protocol):
    """A finished match as filing reads it (a ``TrickState`` or a ``SeatView``)."""

    @property
    def game(self) -> GameIdentity: ...

    @property
    def players(self) -> int: ...

    @property
    def results(self) -> Sequence[DealResult]: ...

    @property
    def scores(self) -> Sequence[int]: ...

    @property
    def winners(self) -> Sequence[int] | None: ...
