"""Bidding by simulation: play sampled deals out for each candidate bid (strong levels).

Placeholder until the simulated refinement lands: returns None (use the estimate).
"""

from __future__ import annotations

import random
from typing import Any

from ai.levels import Level
from game.core.actions import Action


def blackout_bid_values(
    model: Any, obs: Any, legal: tuple[Action, ...], level: Level, rng: random.Random,
    deadline: float, mean: float,
) -> tuple[list[tuple[Action, float]], str] | None:
    return None
