"""Play one Bazar Belote deal between agents, as the table's referee does: at every position
each seat of ``state.actors()`` is asked in the core's order, out-of-turn seats first (the
Contra window, bazar-belote 12, 14; they may answer ``wait``), until one acts.  Shared by
the tournament and the speed benchmark, which times every question through ``timer``."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ai.agent import Agent
from game.core.actions import WAIT
from game.core.belote.game import BeloteState
from game.core.phase import Phase

Timer = Callable[[str, float, bool], None]
"""Called with ("choose" or "contra", seconds, whether the seat had a choice)."""


def play_deal(state: BeloteState, agents: Sequence[Agent], timer: Timer | None = None
              ) -> BeloteState:
    """``state`` played to the end of its deal by ``agents`` (one per seat)."""
    s = state
    while s.phase in (Phase.BIDDING, Phase.PLAY):
        actors = s.actors()
        for seat, legal in actors.items():
            t = time.perf_counter()
            action = agents[seat].choose(s.observation(seat), legal).action
            if timer is not None:
                kind = "choose" if seat == s.to_play else "contra"
                timer(kind, time.perf_counter() - t, len(legal) > 1)
            if action != WAIT:
                s = _next(s.apply(action, seat))
                break
    return s


def _next(state: object) -> BeloteState:
    assert isinstance(state, BeloteState)
    return state
