"""The difficulty levels: one agent design, different settings.

Every level bids from the same trick estimate and plays through the same determinized
search; they differ only in how much they look (samples, time, exact endgame depth), how
much they trust the auction as evidence, and — for ``easy`` — how often they slip the way
people do (a wrong card of the right kind, an optimistic bid), never at random.
``random`` exists for tests and as the floor of the tournament.

In Blackout the gain from looking flattens out early: a hard that looked at 80 worlds a
card and 200 simulated deals a bid was not measurably weaker than expert, so hard looks
little (24 worlds, 16 deals) and sits between medium and expert, where each step can be
felt and measured (``bench/tournament.py``; the figures are in issue 4's notes).  In
Partnership Blackout the play hardly moves the score; the levels differ in how they call.
"""

from __future__ import annotations

import dataclasses
import math
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
    call_below: float = math.inf
    """Partnership Blackout: when calling a number, call this many tricks below what the
    hand should take — 0 is the honest count most players call, a cushion is the careful
    player's habit; ``inf`` (the default): no habit, the number the search values most.
    Classic scoring pays any made number the same (partnership-blackout 16), so that is
    the smallest, and how far a level calls above it is what separates the levels there.
    With ``auction_winner_only`` a number under the count loses the auction, so a cushion
    is dropped there and the search picks the number (with it, hard fell 0.7 points a deal
    below medium's honest count)."""
    random_rollouts: bool = False
    """Roll out with uniformly random cards instead of the policy (the flat Monte Carlo
    baseline of ``bench/tournament.py``; no level uses it)."""


LEVEL_TABLE: dict[str, Level] = {
    "random": Level("random", 0.0, 0, 0, 0, False, 0.0),
    "easy": Level("easy", 0.015, 0, 0, 0, False, 0.25),
    "medium": Level("medium", 0.07, 16, 0, 0, False, 0.0),
    "hard": Level("hard", 0.22, 24, 8, 16, True, 0.0),
    "expert": Level("expert", 0.8, 600, 12, 1500, True, 0.0),
}
LEVELS: tuple[str, ...] = tuple(LEVEL_TABLE)

HARD_CUSHION = 0.5
"""Partnership Blackout: hard calls half a trick under its count (it rounds the count
down, a careful player's habit), between medium's honest count and expert's smallest safe
number.  Measured with medium's play, both partners with the habit, 500 duplicate deals
each: against the smallest number a cushion of 1 costs 0.3 points a deal, 0.5 costs 1.0,
the honest count (0) 3.0."""

GAME_SETTINGS: dict[str, dict[str, dict[str, Any]]] = {
    "partnership-blackout": {
        "easy": {"call_below": 0.0},
        "medium": {"call_below": 0.0},
        "hard": {"call_below": HARD_CUSHION},
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
