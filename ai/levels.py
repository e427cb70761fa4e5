"""The difficulty levels: one agent design, different settings.

Every level bids from the same trick estimate and plays through the same determinized
search; they differ only in how much they look (samples, time, exact endgame depth), how
much they trust the auction as evidence, and — for ``easy`` — how often they slip the way
people do (a wrong card of the right kind, an optimistic bid), never at random.
``random`` exists for tests and as the floor of the tournament.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Level:
    name: str
    budget: float
    """Seconds per decision when the caller gives no deadline."""
    samples: int
    """Most sampled worlds per card decision (0: play by the heuristic policy alone)."""
    exact_cards: int
    """Solve exactly (no rollout) once at most this many cards remain in all hands."""
    bid_samples: int
    """Sampled deals played out per bid decision (0: the calibrated estimate alone)."""
    evidence: bool
    """Weight sampled worlds by how well they explain the other seats' bids."""
    slip: float
    """Chance of a human-like slip per decision (a plausible but worse card or bid)."""
    noise: float = 0.0
    """Chance that a rollout plays a random legal card instead of the policy's (keeps
    deterministic rollouts from being exploited by the candidate being judged)."""
    honest_calls: bool = False
    """Partnership Blackout: call a number as the tricks the hand should take, as most
    players do, instead of the smallest safe number — which the scoring rewards just as
    well (partnership-blackout 16), and which is what the stronger levels call."""
    random_rollouts: bool = False
    """Roll out with uniformly random cards instead of the policy (the flat Monte Carlo
    baseline of ``bench/tournament.py``; no level uses it)."""


LEVEL_TABLE: dict[str, Level] = {
    "random": Level("random", 0.0, 0, 0, 0, False, 0.0),
    "easy": Level("easy", 0.015, 0, 0, 0, False, 0.25),
    "medium": Level("medium", 0.07, 16, 0, 0, False, 0.0),
    "hard": Level("hard", 0.22, 80, 8, 200, True, 0.0),
    "expert": Level("expert", 0.8, 600, 12, 1500, True, 0.0),
}
LEVELS: tuple[str, ...] = tuple(LEVEL_TABLE)

GAME_SETTINGS: dict[str, dict[str, dict[str, Any]]] = {
    "partnership-blackout": {
        "easy": {"honest_calls": True},
        "medium": {"honest_calls": True},
    },
    # Bazar Belote (bench/belote_tournament.py, issue 5): play gains steeply from 0 to ~24
    # sampled worlds, then slowly, so the levels differ mostly in how much they look; medium
    # does not read the partner's and opponents' calls (a beginner's habit).
    "bazar-belote": {
        "medium": {"samples": 3, "evidence": False},
        "hard": {"samples": 24, "exact_cards": 4, "bid_samples": 0},
    },
}
"""Per game, the settings in which a level departs from ``LEVEL_TABLE`` (by level name):
the games differ in how costly a sampled world is and in where search pays off."""


def flat_monte_carlo(budget: float) -> Level:
    """The tournament's baseline: sample worlds, random rollouts, no evidence, no exact
    endgame, for ``budget`` seconds a decision."""
    return Level("flat-mc", budget, 10**6, 0, 10**6, False, 0.0, random_rollouts=True)


def level_named(name: str, game_id: str = "") -> Level:
    """The level called ``name``, with ``game_id``'s own settings where it has any."""
    level = LEVEL_TABLE.get(name)
    if level is None:
        raise ValueError(f"unknown AI level {name!r}: valid levels are " + ", ".join(LEVELS))
    changes = GAME_SETTINGS.get(game_id, {}).get(name)
    return dataclasses.replace(level, **changes) if changes else level
