"""The out-of-turn questions: after every call, may an AI seat say Contra now?

Bazar Belote lets an opponent of the standing bid say Contra out of turn (bazar-belote 12,
14): after each call every computer seat in the Contra window that is not to play is asked
``agent.wants_contra(observation)``, in the order of ``state.contra_seats()``; the first
that says Contra has it applied (``state.apply("contra", seat=n)``) and nobody after it is
asked.  ``ContraRound`` holds that protocol once, as a small pure object — whom to ask
next, what an answer does — so the synchronous callers (practice, the benchmarks, the
tests: ``ask_contras``) and the client's worker thread (ask one seat, poll, hand the
answer back) follow the same rule.  States of games without out-of-turn calls have no
``contra_seats`` and give an empty round.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, Protocol

from ai.decision import Decision
from ai.errors import AIArgumentError
from game.core.actions import CONTRA, Action
from game.core.observation import Observation


class ContraAnswerer(Protocol):
    """Whatever answers the question (an ``ai.Agent``)."""

    def wants_contra(
        self, observation: Observation, deadline: float | None = None
    ) -> Decision | None: ...


def contra_window(state: Any) -> tuple[int, ...]:
    """The seats that may say Contra now (empty for games without out-of-turn calls)."""
    seats = getattr(state, "contra_seats", None)
    return tuple(seats()) if callable(seats) else ()


class ContraRound:
    """The out-of-turn Contra questions after one call.

    ``asked`` are the seats whose answer counts (the computer seats: a person says Contra
    by himself).  Ask ``next_seat()``, hand its answer to ``answer`` (the action it takes,
    or None), until ``next_seat()`` is None; then ``after()`` is the state to play on.
    """

    def __init__(self, state: Any, asked: Collection[int]) -> None:
        self.state = state
        self._queue = [s for s in contra_window(state) if s != state.to_play and s in asked]
        self.contra_by: int | None = None
        """The seat that said Contra, once one has."""

    def next_seat(self) -> int | None:
        """The seat to ask now, or None when the round is over."""
        if self.contra_by is not None or not self._queue:
            return None
        return self._queue[0]

    @property
    def done(self) -> bool:
        return self.next_seat() is None

    def answer(self, seat: int, action: Action | None) -> None:
        """``seat``'s answer: ``contra`` (Contra now) or None (the bid stands)."""
        if seat != self.next_seat():
            raise AIArgumentError(
                f"seat {seat!r:.20} was not asked now (next: {self.next_seat()})")
        if action is not None and action != CONTRA:
            raise AIArgumentError(
                f"an out-of-turn answer is contra or None, got {action!r:.60}")
        self._queue.pop(0)
        if action is not None:
            self.contra_by = seat

    def after(self) -> Any:
        """The state after the round: with the Contra applied, or as it was."""
        if self.contra_by is None:
            return self.state
        return self.state.apply(CONTRA, seat=self.contra_by)


def ask_contras(
    state: Any, agents: Mapping[int, ContraAnswerer], deadline: float | None = None
) -> Any:
    """``state`` after asking ``agents`` (by seat) the out-of-turn Contra question."""
    contras = ContraRound(state, agents)
    while (seat := contras.next_seat()) is not None:
        decision = agents[seat].wants_contra(state.observation(seat), deadline)
        contras.answer(seat, None if decision is None else decision.action)
    return contras.after()
