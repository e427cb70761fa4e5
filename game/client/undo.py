"""Take-backs: the states of the deal in play, and where "undo" returns to.

Core states are immutable, so taking a move back is going back to the state before it:
nothing is recomputed and the restored state's log (hence the saved record) simply lacks
the move and everything after it.  Only the current deal can be taken back — a scored deal
has been written to the score sheet and the history.  A forced move (the only legal one)
is skipped over: taking it back would only bring the same move again, so undo returns to
the player's last real choice, and the computers' moves after it go with it.
"""

from __future__ import annotations

from typing import Any

from game.core.phase import Phase


class TakeBacks:
    """The states of the current deal, each with the seat whose move led to it."""

    def __init__(self, state: Any) -> None:
        self.states: list[Any] = [state]
        self.actors: list[int | None] = [None]

    def record(self, before: Any, after: Any, actor: int | None) -> None:
        """``actor`` (None: not a player's move) took ``before`` to ``after``."""
        if after.deal_number != before.deal_number:
            self.states, self.actors = [after], [None]
            return
        self.states.append(after)
        self.actors.append(actor)

    def target(self, seat: int) -> int | None:
        """The index of the state ``seat`` last chose a move in, or None."""
        if self.states[-1].phase not in (Phase.BIDDING, Phase.PLAY):
            return None
        for i in range(len(self.states) - 1, 0, -1):
            if self.actors[i] != seat:
                continue
            before = self.states[i - 1]
            if before.phase not in (Phase.BIDDING, Phase.PLAY):
                continue
            if before.to_play == seat and len(before.legal_actions()) == 1:
                continue  # forced: nothing to choose again
            return i - 1
        return None

    def go_back(self, seat: int) -> Any | None:
        """Drop everything from ``seat``'s last chosen move on; the state before it."""
        index = self.target(seat)
        if index is None:
            return None
        del self.states[index + 1:]
        del self.actors[index + 1:]
        return self.states[index]
