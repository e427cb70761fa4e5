"""Play one Bazar Belote deal between agents, as the client does: after every call each AI
seat in a Contra window that is not to play is asked ``wants_contra`` (the out-of-turn
Contra of bazar-belote 12, 14).  Shared by the tournament and the speed benchmark, which
times every question through ``timer``."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ai.agent import Agent
from ai.belote.agent import BeloteAgent
from game.core.belote.game import BeloteObservation, BeloteState
from game.core.phase import Phase

Timer = Callable[[str, float, bool], None]
"""Called with ("choose" or "contra", seconds, whether the seat had a choice)."""


def play_deal(state: BeloteState, agents: Sequence[Agent], timer: Timer | None = None
              ) -> BeloteState:
    """``state`` played to the end of its deal by ``agents`` (one per seat)."""
    s = state
    while s.phase in (Phase.BIDDING, Phase.PLAY):
        if s.phase is Phase.BIDDING:
            contra = None
            for who in s.contra_seats():
                agent = agents[who]
                if who == s.to_play or not isinstance(agent, BeloteAgent):
                    continue
                obs = s.observation(who)
                assert isinstance(obs, BeloteObservation)
                t = time.perf_counter()
                said = agent.wants_contra(obs) is not None
                if timer is not None:
                    timer("contra", time.perf_counter() - t, True)
                if said:
                    contra = who
                    break
            if contra is not None:
                s = _next(s.apply("contra", seat=contra))
                continue
        seat = s.to_play
        assert seat is not None
        legal = s.legal_actions()
        t = time.perf_counter()
        action = agents[seat].choose(s.observation(seat), legal).action
        if timer is not None:
            timer("choose", time.perf_counter() - t, len(legal) > 1)
        s = _next(s.apply(action))
    return s


def _next(state: object) -> BeloteState:
    assert isinstance(state, BeloteState)
    return state
