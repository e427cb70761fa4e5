"""The difficulty levels: one agent design, different settings.

Every level bids from the same trick estimate and plays through the same sampled worlds;
they differ in how much they look (samples or tree iterations, exact endgame depth),
how much they trust the auction as evidence, and — for ``easy`` — how often they slip the
way people do (a wrong card of the right kind, an optimistic bid), never at random.
Whatever the level, no card a competent player would call absurd is played: the choice
passes a guard of sure rules (``ai.tricks.absurd``, ``ai.belote.absurd``; issue 38), and the
searches are bounded by their work, not the clock, so a seed gives the same game anywhere.
``random`` exists for tests and as the floor of the tournament.  Where a game departs from
these settings, its package says so (``LEVEL_SETTINGS`` beside its model, registered in
``ai.registry``): Blackout's hard and expert search a tree for the bid and the play
(``ai.blackout.levels``); in Partnership Blackout, where the play hardly moves the score,
the levels differ in how they call (``ai.partnership.levels``).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ai.errors import UnknownLevelError


@dataclass(frozen=True)
class Level:
    name: str
    budget: float
    """The safety cap: seconds after which a decision stops searching though its work
    (``samples``, ``iterations``…) is not done, when the caller gives no deadline.  The work
    ends a decision, not the clock, so one seed and one observation give one decision on any
    machine (issue 38); the cap is set well above the time the work takes on a modest
    machine (``bench/ai_speed.py`` reports the times and the cap hits)."""
    samples: int
    """Most sampled worlds per card decision (0: play by the heuristic policy alone)."""
    exact_cards: int
    """Solve exactly (no rollout) once at most this many cards remain in all hands: in
    every rollout of the tree searches, and in the determinized search unless its rollouts
    are noisy (``noise``, ``random_rollouts``: those play to the end)."""
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
    iterations: int = 0
    """Most iterations of the play's tree search (``ai.tricks.ismcts``: one sampled world
    each); 0: determinized search over ``samples`` worlds instead."""
    bid_iterations: int = 0
    """Blackout: most iterations of the bid's tree search (``ai.blackout.bid_tree``: one
    sampled world each); 0: the bid simulation of ``bid_samples`` deals instead."""
    endgame_tricks: int = 0
    """Plain-trick games: once the seat holds at most this many cards, play by exact
    solution over sampled worlds (``ai.tricks.search.endgame_level``) instead of the tree
    or rollouts: at the end one card decides a bid, and the trees' noisy rollouts let
    hard lead a jack where a three was right in every deal the seat could be in (the
    blunder catalogue, issue 38)."""
    every_call: bool = False
    """Partnership Blackout: the simulated calls (``bid_samples``) include Pass, Zero, Nil
    and Board whenever they are legal, not only the estimate's best four, so the search
    can choose them when it values them (issue 38).  Off at every level: with it, hard made
    the very same calls in all of 200 duplicate deals (default rules, seed 38;
    ``bench/tournament.py --game partnership-blackout --a hard:every_call=1 --b hard``) —
    its simulated deals never value those calls above a number there."""
    random_rollouts: bool = False
    """Roll out with uniformly random cards instead of the policy (the flat Monte Carlo
    baseline of ``bench/tournament.py``; no level uses it)."""


LEVEL_TABLE: dict[str, Level] = {
    "random": Level("random", 1.0, 0, 0, 0, False, 0.0),
    "easy": Level("easy", 1.0, 0, 0, 0, False, 0.25),
    "medium": Level("medium", 1.5, 16, 0, 0, False, 0.0),
    "hard": Level("hard", 2.0, 24, 8, 16, True, 0.0, endgame_tricks=3),
    "expert": Level("expert", 5.0, 400, 12, 600, True, 0.0, endgame_tricks=3),
}
"""The caps (``budget``) are about five times the slowest decisions the work takes on two
shared cores; expert's work was cut from 600 samples and 1,500 simulated bids (0.8 s by the
clock, often cut short by it) so that its 95th percentile stays under a second there
(``bench/ai_speed.py``, issue 38)."""
LEVELS: tuple[str, ...] = tuple(LEVEL_TABLE)


def flat_monte_carlo(budget: float) -> Level:
    """The tournament's baseline: sample worlds, random rollouts, no evidence, no exact
    endgame, for ``budget`` seconds a decision."""
    return Level("flat-mc", budget, 10**6, 0, 10**6, False, 0.0, random_rollouts=True)


def level_named(name: str) -> Level:
    """The level called ``name`` as ``LEVEL_TABLE`` has it (a game's own settings are
    added by ``ai.registry.level_for``)."""
    if not isinstance(name, str):
        raise UnknownLevelError(
            f"level must be a level name ({', '.join(LEVELS)}) or a Level, "
            f"got {type(name).__name__} {name!r:.60}"
        )
    level = LEVEL_TABLE.get(name)
    if level is None:
        raise UnknownLevelError(
            f"unknown AI level {name!r:.60}: valid levels are " + ", ".join(LEVELS))
    return level


def with_settings(level: Level, changes: Mapping[str, Any] | None) -> Level:
    """``level`` with a game's own ``changes`` to its settings (None: as it is)."""
    return dataclasses.replace(level, **changes) if changes else level
