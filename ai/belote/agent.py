"""The Bazar Belote agent: the common agent, plus "do you contra now?" for any seat.

Bazar Belote lets an opponent of the standing bid say Contra out of turn (bazar-belote 12,
14), so after each call the AI seats in the Contra window are asked, by the one driver
of ``ai.contra`` (client, practice, benchmarks and tests).  The interface is a method:
``agent.wants_contra(observation)`` returns a ``Decision`` carrying ``contra`` when the
seat contras now, or None; it may be called at any moment of the auction (a seat outside
``observation.contra_seats`` always gets None) and it is never needed on the seat's own
turn, where ``choose`` weighs Contra among the legal calls.  ``choose`` takes only
observations of the seat to play; an out-of-turn observation (its ``legal`` is just
``(contra,)``) is refused with a pointer to ``wants_contra``.
"""

from __future__ import annotations

import time

from ai.agent import Agent
from ai.belote.model import BeloteModel
from ai.decision import Decision
from ai.reason import Why, why
from game.core.actions import CONTRA
from game.core.belote.game import BeloteObservation
from game.core.observation import Observation

RANDOM_CONTRA = 0.1
"""How often the ``random`` level contras when it may (tests reach the Contra paths)."""


class BeloteAgent(Agent):
    """A computer player for one seat of Bazar Belote."""

    model: BeloteModel

    def _not_to_play(self) -> str:
        return (f"seat {self.seat} is not to play: ask wants_contra(observation) whether it "
                "contras out of turn")

    def wants_contra(
        self, observation: Observation, deadline: float | None = None
    ) -> Decision | None:
        """Contra now (in turn or out of turn): a Decision for ``contra``, or None."""
        self._check_observation(observation)
        assert isinstance(observation, BeloteObservation)  # the model's game: Bazar Belote
        if deadline is not None:
            deadline = self._deadline(deadline, 0.0)
        if self.seat not in observation.contra_seats:
            return None
        if self.level.name == "random":
            if self.rng.random() < RANDOM_CONTRA:
                return Decision(CONTRA, why(Why.RANDOM), ((CONTRA, 0.0),))
            return None
        if deadline is None:
            # asked after every call, for two seats: half the level's budget each
            deadline = time.monotonic() + self.level.budget / 2
        return self.model.contra_decision(observation, self.level, self.rng, deadline)
