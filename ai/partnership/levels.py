"""Where Partnership Blackout's levels depart from ``ai.levels.LEVEL_TABLE``: how they call.

The play hardly moves the score here; the levels differ in how far under the hand's count
they call a number (``Level.call_below``): easy and medium call the honest count, hard
calls a trick under it (pagat rules only), expert calls the number the search values most.
Hard and expert simulate Pass, Zero or Nil and Board beside the best numbers
(``Level.every_call``), so they call them when their simulated deals value them (issue 38).
They also take the sure trick as medium does (``Level.sure_trick_edge``): their search here
is the determinized one, which ducked a needed trick and then missed 1.5 times per 1,000
cards at hard; with the habit 0 in 100 deals (``bench/blunders.py --levels hard --deals
100 --seed 38``), and hard with it against hard without +0.17 ±0.33 points a deal (60
deals, seed 38).  Blackout's hard and expert play by the tree, where it changed nothing.
Expert playing by that tree here (``Level.iterations``) was tried and measured no stronger
than this determinized search on the same 40 duplicate deals: -1.25 ±1.44 points a deal
with uniform worlds, -2.00 ±1.44 with the card-location model (issue 49,
``docs/ai-measurements.md``), so it is not used.
"""

from __future__ import annotations

from typing import Any

from ai.levels import SURE_TRICK_EDGE

HARD_CUSHION = 1.0
"""Partnership Blackout: hard calls a trick under its count (a careful player's habit),
between medium's honest count and expert's smallest safe number.  It acts only where every
made number scores (``preset=pagat``, ``auction_winner_only`` off): under the default rules
a number under the count loses the auction, so hard drops it there (``Level.call_below``),
and ``hard:call_below=0.3`` v ``hard`` made the same call in all 500 deals.  Tuned under pagat
on the calibrated count (``ai.tricks.calibration``), 500 duplicate deals each with
``bench/tournament.py --option preset=pagat``: 1.0 over 0.5 +1.64 ±0.90 points a deal, 0.8
over 0.5 +0.93 ±0.77, 0.3 under 0.5 -0.59 ±0.58, 1.0 over 0.8 +0.35 ±0.58, 1.25 under 1.0
-0.41 ±0.69.  (The old count ran about 0.7 tricks short at 13 cards, so the 0.5 tuned on it
was about this cushion on the honest count.)"""

LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"call_below": 0.0},
    "medium": {"call_below": 0.0},
    "hard": {"call_below": HARD_CUSHION, "every_call": True,
             "sure_trick_edge": SURE_TRICK_EDGE},
    "expert": {"samples": 220, "bid_samples": 220, "every_call": True,
               "sure_trick_edge": SURE_TRICK_EDGE},
}
"""Expert's work is smaller here than the common expert's (220 worlds a card, 220 simulated
deals a call): a 13-card world costs more, and the 95th percentile of its decisions must
stay under a second on two shared cores.  With 300 and 400 it was 1.26 s a card and 1.38 s
a call (with the every-call candidates) in CPU time; with 220 and 260, 0.89 s and 0.98 s
(load 2.7); with 220 and 220, 0.68 s and 0.55 s (load 2.2–2.7; 60 positions each,
``bench/ai_speed.py``'s positions timed by ``time.process_time``; its own wall-clock p95
577 ms).  By level name, the settings that differ from ``LEVEL_TABLE``."""
