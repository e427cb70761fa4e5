"""Asking the computers at one position: one loop for every game, read from ``state.actors()``.

The core names every seat that may act now, in the order to ask them: the seats a rule lets
act out of turn first (Bazar Belote's Contra; each may answer ``wait``), the seat to play
last.  ``first_action`` asks the seats that have an agent, in that order, through the one
``choose(observation, legal)``, until one acts; a seat without an agent (a person) is never
asked — a person acts out of turn by himself.  The synchronous callers (practice, the
benchmarks, the tests) use it as it is; the client's referee asks the same seats in the
same order (``asking_order``) one at a time off the UI thread.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any, Protocol

from ai.decision import Decision
from game.core.actions import WAIT, Action
from game.core.observation import Observation


class Chooser(Protocol):
    """Whatever chooses for a seat (an ``ai.Agent``)."""

    def choose(
        self, observation: Observation, legal_actions: Sequence[Action],
        deadline: float | None = None,
    ) -> Decision: ...


def asking_order(state: Any, seats: Collection[int], in_turn: bool = True) -> list[int]:
    """The seats of ``seats`` to ask at ``state``, in the core's order (``in_turn=False``:
    only those who may act out of turn)."""
    return [seat for seat in state.actors() if seat in seats
            and (in_turn or seat != state.to_play)]


def first_action(
    state: Any, agents: Mapping[int, Chooser], deadline: float | None = None,
    in_turn: bool = True,
) -> tuple[int, Decision] | None:
    """The first seat of ``agents`` that acts at ``state`` and its decision, or None when
    every asked seat lets the moment pass (or none is asked)."""
    actors = state.actors()
    for seat in asking_order(state, agents, in_turn):
        decision = agents[seat].choose(state.observation(seat), actors[seat], deadline)
        if decision.action != WAIT:
            return seat, decision
    return None


def play_on(
    state: Any, agents: Mapping[int, Chooser], deadline: float | None = None,
    in_turn: bool = True,
) -> Any:
    """``state`` after the first action ``agents`` take at it; ``state`` itself when none
    acts."""
    found = first_action(state, agents, deadline, in_turn)
    if found is None:
        return state
    seat, decision = found
    return state.apply(decision.action, seat)
