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
