"""``DealtState``: what a ``Game`` needs of the states it deals.

A game makes a deal's first state from its fields, and moves a match on from the last
state of a deal: who dealt, which deal it was, the match's seed and start, the logs so far,
the scores and results to carry over.  Naming that much here lets ``game.py`` name no
state module, so a state may name its ``Game`` (``TrickState.game``) without a circle;
``TrickState`` has it all.
"""

from __future__ import annotations

from typing import Any, Protocol, Self

from game.core.action_log import LogEntry
from game.core.deal import Deal
from game.core.result import DealResult


class DealtState(Protocol):
    """A state as its game deals it and reads it to deal the next (``TrickState``)."""

    @classmethod
    def _create(cls, **fields: Any) -> Self:
        """A state from every field by name (``Frozen._create``)."""
        ...

    @property
    def _deal(self) -> Deal: ...

    @property
    def dealer(self) -> int: ...

    @property
    def deal_number(self) -> int: ...

    @property
    def deal_index(self) -> int: ...

    @property
    def match_seed(self) -> int | None: ...

    @property
    def start(self) -> dict[str, Any]: ...

    @property
    def deal_log(self) -> tuple[LogEntry, ...]: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def results(self) -> tuple[DealResult, ...]: ...
