"""The computer players of a table: one agent per seat, from the AI package.

``make_agent`` gives the AI's agent; only for a game the AI does not play
(``ai.NoAIError``) does a stand-in choose seeded random legal moves (the table says so).
Any other refusal — a bad level or seat — is the caller's bug and is raised.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ai import NoAIError, create_agent
from ai.decision import Decision
from ai.reason import Why, why
from ai.turns import Chooser
from game.core.actions import Action
from game.core.observation import Observation


class FallbackAgent:
    """Used only for a game without an AI (``ai.NoAIError``): a seeded random legal action."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               deadline: float | None = None) -> Decision:
        return Decision(self.rng.choice(tuple(legal_actions)), why(Why.NO_AI))


def make_agent(level: str, game: Any, seat: int, seed: int) -> Chooser:
    """The AI's agent of ``level`` for ``seat``; the fallback for a game it has no AI for."""

    try:
        return create_agent(level, game, seat, seed)
    except NoAIError:  # keep the table playable; the session tells the player
        return FallbackAgent(seed)


def agent_seed(match_seed: int, seat: int) -> int:
    """Each computer's own seed: thinking never shifts the deals, and one match seed gives
    the same computers' moves on every machine."""
    return match_seed * 31 + seat
