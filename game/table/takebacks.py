"""Take-backs: the states of the deal in play, and where "undo" returns to.

Core states are immutable, so taking a move back is going back to the state before it:
nothing is recomputed and the restored state's log (hence the saved record) simply lacks
the move and everything after it.  Only the current deal can be taken back — a scored deal
has been written to the score sheet and the history.  A forced move (the only legal one)
is skipped over: taking it back would only bring the same move again, so undo returns to
the player's last real choice, and the computers' moves after it go with it.

A call is not taken back once the caller has seen a card he had not seen when he made
it (issue 40: a bid in a one-card Blackout deal taken back after every other card was
played; the rest of a Bazar Belote hand dealt after the auction): a call is judged on
the cards known at the time, and taking it back then would be choosing it again with
knowledge the table did not give.  A card may still be taken back: the cards played
after it are the trick's, which the player would have seen anyway.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import TrickbidError
from game.core.phase import Phase
from game.core.record import record_of, start_of


class TakeBacks:
    """The states of the current deal, each with the seat whose move led to it."""

    def __init__(self, state: Any) -> None:
        self.states: list[Any] = [state]
        self.actors: list[int | None] = [None]

    @classmethod
    def replayed(cls, state: Any) -> TakeBacks:
        """The take-backs of a resumed match: its deal in play replayed from the record
        (the state's own log), so Undo works after Resume as before it.  A log that does
        not replay (it always should) leaves only the resumed state to go back to."""
        try:
            current = start_of(record_of(state))
            out = cls(current)
            for seat, action in state.log:
                actor = seat if seat is not None else current.to_play
                new = current.apply(action, seat) if seat is not None else current.apply(action)
                out.record(current, new, actor)
                current = new
        except (TrickbidError, ValueError):
            return cls(state)
        if current != state:
            return cls(state)
        out.states[-1] = state
        return out

    def record(self, before: Any, after: Any, actor: int | None) -> None:
        """``actor`` (None: not a player's move) took ``before`` to ``after``."""
        if after.deal_number != before.deal_number:
            self.states, self.actors = [after], [None]
            return
        self.states.append(after)
        self.actors.append(actor)

    def target(self, seat: int) -> int | None:
        """The index of the state ``seat`` last chose a move in, or None (also for a call
        that stays: ``call_kept``)."""
        index = self._last_choice(seat)
        if index is None or self.call_kept(seat):
            return None
        return index

    def call_kept(self, seat: int) -> bool:
        """``seat``'s last choice is a call, and it has seen cards since that it had not
        seen when it made it: the call stays."""
        index = self._last_choice(seat)
        if index is None:
            return False
        before = self.states[index]
        return before.phase is Phase.BIDDING and bool(
            seen_by(self.states[-1], seat) & ~seen_by(before, seat))

    def _last_choice(self, seat: int) -> int | None:
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


def seen_by(state: Any, seat: int) -> int:
    """Every card ``seat`` knows in ``state`` (a bit per card): its hand, the cards played
    this deal, a card turned up; read from the seat's own observation, which is what it
    was shown."""
    obs = state.observation(seat)
    turn_up = obs.turn_up
    return int(obs.hand) | int(obs.played) | (1 << turn_up if turn_up is not None else 0)
