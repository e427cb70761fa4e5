"""The agent: one design for every game and level.

``create_agent(level, game, seat, seed)`` (in ``ai.registry``, which knows each game's model
and agent class) gives an agent that sees only what it is handed — an observation and the
legal actions — and thinks with its own ``random.Random(seed)``, so thinking never shifts
the deals and the same seed gives the same decision.  Calls and cards go to the game's
model; the level sets how hard each one looks.  This module names no game and no registry:
the games' packages name the agent (``GameAI.agent``), the registry names them.

Bad input is refused before any thinking (so the agent's random stream is untouched) with
an ``AIError`` naming the argument: a game that is not a ``Game``, an unknown level, a seat
or seed that is not a whole number in range, something that is not an observation (a
state is not: an agent sees only what its seat may know), legal actions that are not
``Action`` values legal for the seat now.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from ai.decision import Decision
from ai.errors import AIArgumentError, described, is_whole
from ai.levels import LEVELS, Level
from ai.model import GameModel
from ai.reason import Why, why
from game.core.actions import WAIT, Action
from game.core.observation import Observation
from game.core.phase import Phase


class Agent:
    """A computer player for one seat of one game."""

    def __init__(self, level: Level, model: GameModel[Any], seat: int, seed: int) -> None:
        self.level = level
        self.model = model
        self.seat = seat
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"<Agent {self.level.name} {self.model.game_id} seat {self.seat}>"

    def choose(
        self,
        observation: Observation,
        legal_actions: Sequence[Action],
        deadline: float | None = None,
    ) -> Decision:
        """Choose one of ``legal_actions``.

        ``deadline`` is a ``time.monotonic()`` instant by which to answer (None: the
        level's own budget from now).  At least one sampled world is always examined, so a
        deadline already past still gives a sound, quick answer.
        """
        self._check_observation(observation)
        legal = self._check_legal(observation, legal_actions)
        if observation.to_play != self.seat:
            if WAIT not in legal:  # out of turn a seat may always let the moment pass
                raise AIArgumentError(
                    f"seat {self.seat} is not to play: out of turn its choices include wait")
            # asked after every call, for every seat that may act out of turn: half the
            # level's budget each
            deadline = self._deadline(deadline, self.level.budget / 2)
            return self.model.choose_out_of_turn(
                observation, legal, self.level, self.rng, deadline)
        deadline = self._deadline(deadline, self.level.budget)
        if self.level.name == "random":
            action = self.rng.choice(legal)
            return Decision(action, why(Why.RANDOM), ((action, 0.0),))
        if observation.phase is Phase.PLAY:
            return self.model.choose_card(observation, legal, self.level, self.rng, deadline)
        if observation.phase is Phase.BIDDING:
            return self.model.choose_call(observation, legal, self.level, self.rng, deadline)
        action = legal[0]
        return Decision(action, why(Why.ONLY_ACTION), ((action, 0.0),))

    # ------------------------------------------------------------ checks
    def _check_observation(self, observation: object) -> None:
        if not isinstance(observation, Observation):
            hint = ""
            if hasattr(observation, "observation") and hasattr(observation, "legal_actions"):
                hint = " (a state is not an observation: pass state.observation(seat))"
            raise AIArgumentError(
                f"observation must be an Observation{hint}, got {described(observation)}")
        if observation.game_id != self.model.game_id:
            raise AIArgumentError(
                f"this agent plays {self.model.game_id}, not {observation.game_id!r:.60}")
        if observation.seat != self.seat:
            raise AIArgumentError(
                f"this agent sits in seat {self.seat}, not seat {observation.seat}"
            )
        problem = self._inconsistency(observation)
        if problem:
            raise AIArgumentError(f"this observation cannot come from the game: {problem}")

    def _inconsistency(self, obs: Observation) -> str:
        """What in ``obs`` no observation of this game could hold ("" when nothing): the
        cheap facts search relies on (table size, trump, seats, the hand and its size)."""
        n = self.model.players
        if obs.players != n or len(obs.tricks) != n:
            return f"{obs.players!r:.20} players, {len(obs.tricks)} trick counts (the game has {n})"
        if not is_whole(obs.trump) or not -1 <= obs.trump < 4:
            return f"trump {obs.trump!r:.20} (a suit 0..3, or -1)"
        if not is_whole(obs.dealer) or not 0 <= obs.dealer < n:
            return f"dealer {obs.dealer!r:.20}"
        if not is_whole(obs.hand) or obs.hand < 0 or obs.hand & ~self.model.game.deck:
            return "a hand with cards outside the deck"
        played = 0
        for trick in obs.past_tricks + (obs.trick,):
            for who, card in trick:
                if not (is_whole(who) and 0 <= who < n and is_whole(card) and 0 <= card < 52):
                    return f"a card {card!r:.20} played by seat {who!r:.20}"
                played += who == self.seat
        if obs.hand.bit_count() + played != obs.hand_size:
            return (f"{obs.hand.bit_count()} cards in hand and {played} played, "
                    f"but a hand size of {obs.hand_size!r:.20}")
        if any(not (is_whole(who) and 0 <= who < n) for who, _ in obs.calls):
            return "a call by a seat that is not at the table"
        return ""

    def _check_legal(
        self, observation: Observation, legal_actions: Sequence[Action]
    ) -> tuple[Action, ...]:
        if isinstance(legal_actions, (str, bytes)) or not isinstance(
            legal_actions, Sequence
        ):
            raise AIArgumentError(
                f"legal_actions must be a sequence of Actions, got {described(legal_actions)}")
        legal = tuple(legal_actions)
        for a in legal:
            if not isinstance(a, Action):
                raise AIArgumentError(
                    f"legal_actions must be Actions (parse text with game.parse_action), "
                    f"got {described(a)}")
        if not observation.legal:
            raise AIArgumentError(self._not_to_play())
        if not legal:
            raise AIArgumentError("there is no legal action to choose from")
        allowed = set(observation.legal)
        for a in legal:
            if a not in allowed:
                raise AIArgumentError(
                    f"{a} is not a legal action of seat {self.seat} now: legal are "
                    + ", ".join(str(b) for b in observation.legal))
        return legal

    def _not_to_play(self) -> str:
        return f"seat {self.seat} is not to play"

    @staticmethod
    def _deadline(deadline: object, budget: float) -> float:
        """The ``time.monotonic()`` instant to answer by (None: ``budget`` from now)."""
        if deadline is None:
            return time.monotonic() + budget
        if not isinstance(deadline, (int, float)) or isinstance(deadline, bool) or (
            math.isnan(deadline)
        ):
            raise AIArgumentError(
                "deadline must be a time.monotonic() instant (a number) or None, "
                f"got {described(deadline)}")
        return float(deadline)


__all__ = ["LEVELS", "Agent"]
