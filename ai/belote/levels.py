"""Where Bazar Belote's levels depart from ``ai.levels.LEVEL_TABLE``.

Measured with ``bench/belote_tournament.py`` (issue 5): play gains steeply from 0 to ~24
sampled worlds, then slowly, so the levels differ mostly in how much they look; medium
does not read the partner's and opponents' calls (a beginner's habit); easy looks at two
worlds only.  The common tolerances (``ai.levels``) read as small points here, a tenth of
the card points: medium strays by at most five card points, easy by thirty (medium − easy
+0.97 ±0.83 small points a deal with it, +0.92 ±0.82 with fifteen; 100 duplicate deals,
seed 38, ``bench/belote_tournament.py``).  A sampled world
costs more here than in the plain-trick games (declarations, the 32-card duties).
"""

from __future__ import annotations

from typing import Any

LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"samples": 2},
    "medium": {"samples": 3, "evidence": False},
    "hard": {"samples": 24, "exact_cards": 4, "bid_samples": 0},
}
"""By level name, the settings that differ from ``LEVEL_TABLE``."""
