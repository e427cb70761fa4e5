"""The difficulty levels: one agent design, different settings.

Every level bids from the same trick estimate and plays through the same sampled worlds;
they differ in how much they look (samples or tree iterations, exact endgame depth),
how much they trust the auction as evidence, and — for ``easy`` and ``medium`` — how far
from the best move they stray the way people do: a natural move within a tolerance of the
best (a wrong low card, one trick too many), never a random one (``ai.natural``).
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
    tolerance: float = 0.0
    """How a weaker level errs in the play: it chooses among the cards whose searched value
    is within this many points of the best (the game's own: a Blackout seat's points, the
    team's in Partnership Blackout, small points in Bazar Belote), by a seeded draw leaning
    toward the better (``ai.natural``), never a card the absurd-card guard removes.  People
    judge a beginner by *which* mistakes it makes: the wrong low card is forgiven, a card
    no person would play is not (issue 38).  0: the best card."""
    bid_tolerance: float = 0.0
    """The same for calls: a bid whose expected value is within this many points of the
    best and at most one step from it (one trick, one bidding level), so a weaker level's
    bid is off by at most one — "bid one too many" — never a wild call.  0: the best call."""
    sure_trick_edge: float = 0.0
    """The habit of taking the sure trick: last to a trick, a card against what the seat
    wants from it (``ai.tricks.absurd.off_intent``: ducking a trick it needs, taking one it
    must lose) is chosen only when its searched value beats the best card for the intent by
    more than this many points, and never as a stray within ``tolerance``.  0: no habit.  The
    determinized search sees every hand in each world, so it overvalues keeping a winner for
    later (in each world it knows where that card will win); a person takes the trick a card
    wins for sure now.  Medium ducked tricks it needed and then missed its bid (issue 38).
    The tree searches (``iterations``) do not fuse worlds that way and do not use it."""
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
    play_work: int = 0
    bid_work: int = 0
    """The trees' work in cards played: each iteration plays the deal out from the position,
    so its cost grows with the cards left in all hands.  With ``play_work`` (``bid_work``
    for the bid's tree) a decision grows at most ``play_work // cards left`` iterations, and
    never more than ``iterations`` (``bid_iterations``): a 12-card bid gets fewer than a
    5-card one, where the full count costs little.  Still work, not time: the same position
    gets the same number on any machine.  0: ``iterations`` alone."""
    endgame_tricks: int = 0
    """Plain-trick games: once the seat holds at most this many cards, play by exact
    solution over sampled worlds (``ai.tricks.search.endgame_level``) instead of the tree
    or rollouts: at the end one card decides a bid, and the trees' noisy rollouts let
    hard lead a jack where a three was right in every deal the seat could be in (the
    blunder catalogue, issue 38)."""
    every_call: bool = False
    """Partnership Blackout: the simulated calls (``bid_samples``) include Pass, Zero, Nil
    and Board whenever they are legal and could pay, not only the estimate's best four,
    so the search can choose them when it values them (issue 38).  On for hard and expert
    (``ai.partnership.levels``); the calls it adds are judged against the auction
    (``ai.partnership.model``: a Zero wins only over a Pass, a Board the count cannot
    reach is not tried)."""
    locations: str = "uniform"
    """How sampled worlds place the unseen cards within the hard constraints (voids,
    counts): ``"uniform"``, every consistent placement alike; ``"model"``, card by card in
    proportion to the learned card-location model's scores (``ai.tricks.locations``: what
    the bids and the cards played say of each seat's hand), where the game has one;
    ``"weighted"``, uniformly, each world then weighted by the model's scores of its cards
    (the model's distribution exactly, and cheaper to draw, but with uneven weights)."""
    random_rollouts: bool = False
    """Roll out with uniformly random cards instead of the policy (the flat Monte Carlo
    baseline of ``bench/tournament.py``; no level uses it)."""

    def __post_init__(self) -> None:
        if self.locations not in LOCATIONS:
            raise UnknownLevelError(
                f"unknown locations {self.locations!r:.60}: valid are " + ", ".join(LOCATIONS))


LOCATIONS = ("uniform", "model", "weighted")
"""The ways a level's sampled worlds may place the unseen cards (``Level.locations``)."""


EASY_SAMPLES = 6
"""Easy looks at a handful of worlds: enough to tell a natural card from a poor one, too
few to tell the best from the nearly best (it plays by the values, within its tolerance)."""
MEDIUM_TOLERANCE = 0.5
"""Medium strays from the best card or bid by at most half a point of expected value in
the blackout games (a made bid is worth 10 and more: a few percent of the bid's chance)."""
EASY_TOLERANCE = 3.0
"""Easy's cards stray by up to three points: the wrong low card, a winner kept a trick too
long.  With 1.5 (and six worlds, or two) easy played too close to medium: medium − easy
+0.63 ±0.74 to +0.95 ±0.78 points a deal, against +1.30 ±0.79 with 3.0 (Blackout, deals
1–13, 100 duplicate deals, seed 38; ``docs/ai-measurements.md``)."""
SURE_TRICK_EDGE = 1.5
"""Medium ducks a trick it needs, or takes one it must lose, as last to play only when its
search says so by more than a point and a half (``Level.sure_trick_edge``): its "short,
ducked, then missed" fell from 5.6 to 3.8 per 1,000 cards in Blackout (from 1.1 to 0 in
Partnership) at no cost (-0.02 ±0.30 points a deal against medium without it, Blackout
deals 1-13; +0.50 ±0.56 in Partnership).  Easy keeps a winner too long as beginners do
(without it, medium − easy stays at +1.30 ±0.79); Partnership's hard and expert search the
same way and keep it too (``ai.partnership.levels``); ``docs/ai-measurements.md``."""
EASY_BID_TOLERANCE = 1.5
"""Easy's bids stray by up to a point and a half of expected value, one trick at most."""

LEVEL_TABLE: dict[str, Level] = {
    "random": Level("random", 1.0, 0, 0, 0, False),
    "easy": Level("easy", 1.0, EASY_SAMPLES, 0, 0, False,
                  tolerance=EASY_TOLERANCE, bid_tolerance=EASY_BID_TOLERANCE),
    "medium": Level("medium", 1.5, 16, 0, 0, False, tolerance=MEDIUM_TOLERANCE,
                    bid_tolerance=MEDIUM_TOLERANCE, sure_trick_edge=SURE_TRICK_EDGE),
    "hard": Level("hard", 2.0, 24, 8, 16, True, endgame_tricks=3),
    "expert": Level("expert", 5.0, 400, 12, 600, True, endgame_tricks=3),
}
"""The caps (``budget``) are about five times the slowest decisions the work takes on two
shared cores; expert's work was cut from 600 samples and 1,500 simulated bids (0.8 s by the
clock, often cut short by it) so that its 95th percentile stays under a second there
(``bench/ai_speed.py``, issue 38)."""
LEVELS: tuple[str, ...] = tuple(LEVEL_TABLE)


def tree_iterations(most: int, work: int, cards: int) -> int:
    """How many iterations a tree search grows when each plays ``cards`` cards: ``most``,
    or fewer when ``work`` (cards played in all, 0: no bound) runs out first — never fewer
    than one.

    >>> tree_iterations(1000, 33_600, 48), tree_iterations(1000, 33_600, 20)
    (700, 1000)
    """
    if not work:
        return most
    return max(1, min(most, work // max(1, cards)))


def flat_monte_carlo(budget: float) -> Level:
    """The tournament's baseline: sample worlds, random rollouts, no evidence, no exact
    endgame, for ``budget`` seconds a decision."""
    return Level("flat-mc", budget, 10**6, 0, 10**6, False, random_rollouts=True)


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
