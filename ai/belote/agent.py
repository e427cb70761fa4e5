"""The Bazar Belote agent: the common agent, plus "do you contra now?" for any seat.

Bazar Belote lets an opponent of the standing bid say Contra out of turn (bazar-belote 12,
14), so the client asks every AI seat after each call.  The interface is a method:
``agent.wants_contra(observation)`` returns a ``Decision`` carrying ``contra`` when the
seat contras now, or None; it may be called at any moment of the auction (a seat outside
``observation.contra_seats`` always gets None) and it is never needed on the seat's own
turn, where ``choose`` weighs Contra among the legal calls.  ``choose`` takes only
observations of the seat to play; an out-of-turn observation (its ``legal`` is just
``(contra,)``) is refused with a pointer to ``wants_contra``.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ai.agent import Agent
from ai.belote.model import BeloteModel
from ai.decision import Decision
from game.core.actions import CONTRA, Action
from game.core.belote.game import BeloteObservation
from game.core.observation import Observation
from game.core.phase import Phase

RANDOM_CONTRA = 0.1
"""How often the ``random`` level contras when it may (tests reach the Contra paths)."""


class BeloteAgent(Agent):
    """A computer player for one seat of Bazar Belote."""

    model: BeloteModel

    def choose(
        self,
        observation: Observation,
        legal_actions: Sequence[Action],
        deadline: float | None = None,
    ) -> Decision:
        legal = tuple(legal_actions)
        if not isinstance(observation, BeloteObservation) or self.level.name == "random":
            return super().choose(observation, legal, deadline)
        if observation.seat != self.seat:
            raise ValueError(f"this agent sits in seat {self.seat}, not seat {observation.seat}")
        if observation.to_play != self.seat:
            raise ValueError(
                f"seat {self.seat} is not to play: ask wants_contra(observation) whether it "
                "contras out of turn"
            )
        if not legal:
            raise ValueError("there is no legal action to choose from")
        if deadline is None:
            deadline = time.monotonic() + self.level.budget
        if observation.phase is Phase.PLAY:
            return self.model.choose_card(observation, legal, self.level, self.rng, deadline)
        return super().choose(observation, legal, deadline)

    def wants_contra(
        self, observation: BeloteObservation, deadline: float | None = None
    ) -> Decision | None:
        """Contra now (in turn or out of turn): a Decision for ``contra``, or None."""
        if observation.seat != self.seat:
            raise ValueError(f"this agent sits in seat {self.seat}, not seat {observation.seat}")
        if self.seat not in observation.contra_seats:
            return None
        if self.level.name == "random":
            if self.rng.random() < RANDOM_CONTRA:
                return Decision(CONTRA, "Contra: chosen at random", ((CONTRA, 0.0),))
            return None
        if deadline is None:
            # asked after every call, for two seats: half the level's budget each
            deadline = time.monotonic() + self.level.budget / 2
        return self.model.contra_decision(observation, self.level, self.rng, deadline)
