"""``GameAI``: what one game's AI package describes (``AI = GameAI(...)`` in its
``__init__``), apart from the registry (``ai.registry``) that lists the games.

A game's package imports this base; the registry imports a game's package only when an
agent for it is made, so the registry and the game packages never import each other.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ai.blunder_traits import BlunderTraits
from ai.levels import Level
from game.core.registry import AnyGame

if TYPE_CHECKING:
    from ai.agent import Agent
    from ai.model import GameModel

AgentType = Callable[[Level, "GameModel[Any]", int, int], "Agent"]


@dataclass(frozen=True)
class GameAI:
    """One game's AI, as its package describes it."""

    model: Callable[[AnyGame], GameModel[Any]]
    agent: AgentType | None = None
    """The agent class when the game's agent adds to the common one (None: ``Agent``)."""
    level_settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """By level name, the settings in which the game's levels depart from ``LEVEL_TABLE``."""
    blunders: BlunderTraits = field(default_factory=BlunderTraits)
    """How ``bench/blunder_catalogue.py`` finds and judges the game's blunders."""
