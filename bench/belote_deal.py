"""Play one Bazar Belote deal between agents, as the client does: after every call the AI's
out-of-turn driver (``ai.contra.ContraRound``) asks each seat in a Contra window that is not
to play ``wants_contra`` (bazar-belote 12, 14).  Shared by the tournament and the speed
benchmark, which times every question through ``timer``."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ai.agent import Agent
from ai.contra import ContraRound
from game.core.belote.game import BeloteState
from game.core.phase import Phase

Timer = Callable[[str, float, bool], None]
"""Called with ("choose" or "contra", seconds, whether the seat had a choice)."""


def play_deal(state: BeloteState, agents: Sequence[Agent], timer: Timer | None = None
              ) -> BeloteState:
    """``state`` played to the end of its deal by ``agents`` (one per seat)."""
    s = state
    while s.phase in (Phase.BIDDING, Phase.PLAY):
        contras = ContraRound(s, range(len(agents)))
        while (who := contras.next_seat()) is not None:
            t = time.perf_counter()
            decision = agents[who].wants_contra(s.observation(who))
            if timer is not None:
                timer("contra", time.perf_counter() - t, True)
            contras.answer(who, None if decision is None else decision.action)
        if contras.contra_by is not None:
            s = _next(contras.after())
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
