"""Where Blackout's levels depart from ``ai.levels.LEVEL_TABLE``: hard and expert search trees.

The determinized search trusts every later card to be chosen with all hands in view, so a
bid it thinks it can steer home is broken by one trick.  Hard and expert therefore grow an
information-set tree for the play (``ai.tricks.ismcts``) and choose the bid as the first
move of that same tree (``ai.blackout.bid_tree``), so the bid is valued by how this seat
will really play it.  Expert also solves the last two tricks of every rollout exactly
(``exact_cards``), where one card decides an exact bid; hard solves none (within its work
they cost more iterations than they gain).  Medium and easy keep the cheap determinized
search, a step below.  The levels are bounded by work, not the clock (issue 38).

In Blackout's own scoring expert is not measurably stronger than hard; every figure behind
these choices, and the ideas measured and rejected, are in ``docs/ai-measurements.md``.
"""

from __future__ import annotations

from typing import Any

NOISE = 0.25
"""The chance of a random card in the trees' rollouts: the policy alone plays every world
alike (measured in ``docs/ai-measurements.md``)."""

LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "hard": {"iterations": 1000, "bid_iterations": 1000, "noise": NOISE, "exact_cards": 0},
    "expert": {"iterations": 3000, "bid_iterations": 3000, "noise": NOISE, "exact_cards": 8},
}
"""By level name, the settings that differ from ``LEVEL_TABLE``."""
