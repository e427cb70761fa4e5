"""Small helpers the rules tests share: apply a script of action texts, play to the end."""

from __future__ import annotations

import random
from typing import Any


def run(state: Any, *actions: str) -> Any:
    for text in actions:
        state = state.apply(text)
    return state


def play_randomly(state: Any, rng: random.Random, limit: int = 100_000) -> Any:
    """Apply random legal actions until nothing is legal (or ``limit`` actions)."""
    for _ in range(limit):
        legal = state.legal_actions()
        if not legal:
            break
        state = state.apply(rng.choice(legal))
    return state


def quick_views(samples: int) -> Any:
    """The AI's view of positions (``game.practice.position_view``) with fewer sampled
    worlds, for tests that only need an answer, not a strong one."""
    import dataclasses

    from game.practice.position_view import ADVISER, PositionViews

    return PositionViews(dataclasses.replace(ADVISER, samples=samples, bid_samples=samples))
