"""Where Blackout's levels depart from ``ai.levels.LEVEL_TABLE``: hard and expert search trees.

The determinized search trusts every later card to be chosen with all hands in view, so a
bid it thinks it can steer home is broken by one trick.  Hard and expert therefore grow an
information-set tree for the play (``ai.tricks.ismcts``) and choose the bid as the first
move of that same tree (``ai.blackout.bid_tree``), so the bid is valued by how this seat
will really play it.  Expert also solves the last two tricks of every rollout exactly
(``exact_cards``), where one card decides an exact bid; hard solves none (within its work
they cost more iterations than they gain).  Medium and easy keep the cheap determinized
search, a step below.  Expert deals its worlds by the learned card-location model
(``Level.locations``, ``ai.tricks.locations``: issue 49), hard uniformly.  The levels are
bounded by work, not the clock (issue 38).

In Blackout's own scoring expert is not measurably stronger than hard; every figure behind
these choices, and the ideas measured and rejected, are in ``docs/ai-measurements.md``.
"""

from __future__ import annotations

from typing import Any

NOISE = 0.25
"""The chance of a random card in the trees' rollouts: the policy alone plays every world
alike (measured in ``docs/ai-measurements.md``)."""

LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "hard": {"iterations": 1000, "bid_iterations": 1000, "play_work": 28_800,
             "bid_work": 33_600, "noise": NOISE, "exact_cards": 0},
    "expert": {"iterations": 3000, "bid_iterations": 3000, "play_work": 86_400,
               "bid_work": 100_800, "noise": NOISE, "exact_cards": 8, "locations": "model"},
}
"""By level name, the settings that differ from ``LEVEL_TABLE``.

The work is sized for the decision-time budget of issue 38 (95th percentile on two cores:
hard 0.3 s, expert 1 s, aimed at 0.25 s and 0.85 s).  The slowest decisions are the bids of
12-card deals (every bid iteration plays the whole deal out), then the first plays of 9-card
deals.  After the search was made faster with the same decisions, 1,000 + 1,000 (hard) and
3,000 + 3,000 (expert) still took 0.32 s and 1.09 s of CPU time at the 95th percentile
(``bench/ai_speed.py --positions 60 --levels hard,expert --clock cpu``).  Cutting every
decision to 800 + 700 and 2,400 + 2,100 met the budget but cost hard where time was never
short: against the fair ISMCTS at 4 players and 5 cards it scored 0.9 points a deal below
the old hard on the same 14 deals.  So the trees are bounded by cards played
(``Level.play_work``, ``bid_work``): the old counts wherever they are cheap (every deal of
up to 7 cards at 4 players), and at 12 cards 700 bid iterations (hard) and 2,100 (expert),
at a 9-card first play 800 and 2,400.  Figures in ``docs/ai-measurements.md``."""
