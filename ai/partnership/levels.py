"""Where Partnership Blackout's levels depart from ``ai.levels.LEVEL_TABLE``: how they call.

The play hardly moves the score here; the levels differ in how far under the hand's count
they call a number (``Level.call_below``): easy and medium call the honest count, hard
rounds it down, expert calls the number the search values most.
"""

from __future__ import annotations

from typing import Any

HARD_CUSHION = 0.5
"""Partnership Blackout: hard calls half a trick under its count (it rounds the count
down, a careful player's habit), between medium's honest count and expert's smallest safe
number.  Measured with medium's play, both partners with the habit, 500 duplicate deals
each: against the smallest number a cushion of 1 costs 0.3 points a deal, 0.5 costs 1.0,
the honest count (0) 3.0.  That count then ran about 0.7 tricks under a 13-card hand; since
the estimate is calibrated per table (``ai.tricks.calibration``) it does not, and hard with
the same cushion scored +1.02 ±0.35 a deal over hard with the old count (500 duplicate
deals, ``bench/tournament.py`` with both counts in one process), medium +0.28 ±0.49."""

LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"call_below": 0.0},
    "medium": {"call_below": 0.0},
    "hard": {"call_below": HARD_CUSHION},
}
"""By level name, the settings that differ from ``LEVEL_TABLE``."""
