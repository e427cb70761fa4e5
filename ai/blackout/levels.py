"""Where Blackout's levels depart from ``ai.levels.LEVEL_TABLE``: hard and expert search trees.

Against OpenSpiel's ISMCTS in Oh Hell (``bench/vs_openspiel.py``, issue 19) the
determinized search lost about a point a deal in its bids and as much in its play: it
trusts every later card to be chosen with all hands in view, so a bid it thinks it can
steer home is broken by one trick.  Hard and expert therefore grow an information-set tree
for the play (``ai.tricks.ismcts``) and choose the bid as the first move of that same tree
(``ai.blackout.bid_tree``), so the bid is valued by how this seat will really play it.
Measured at 4 players, 5 cards, 200 duplicate deals, seed 1901: hard went from -1.90 to
-1.23 points a deal against ISMCTS (paired gain +0.68 ±0.44).  Expert looks six times as
long.  Medium and easy keep the cheap determinized search, a step below.
"""

from __future__ import annotations

from typing import Any

NOISE = 0.25
"""The chance of a random card in the trees' rollouts: the policy alone plays every world
alike, and a little randomness kept hard 0.20 ±0.39 points a deal better (same deals)."""

LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "hard": {"iterations": 1000, "bid_iterations": 1000, "noise": NOISE},
    "expert": {"iterations": 6000, "bid_iterations": 6000, "noise": NOISE},
}
"""By level name, the settings that differ from ``LEVEL_TABLE``."""
