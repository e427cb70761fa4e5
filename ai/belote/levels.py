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
    "expert": {"samples": 340},
}
"""By level name, the settings that differ from ``LEVEL_TABLE``.

Expert looks at 340 worlds a card rather than the common 400: its slowest decisions are
the cards of the first tricks (every world plays the deal out once per legal card), and
with 400 their 95th percentile took 0.89 s of CPU time on two shared cores, above the
0.85 s aimed at under issue 38's one second (``bench/ai_speed.py --positions 60 --levels
expert --clock cpu``; the figures and what it cost in ``docs/ai-measurements.md``)."""
