"""The trick estimate's calibration: one line per table, fitted to simulated deals.

Written by ``bench/calibrate_estimate.py --write`` (do not edit the lines by hand): for each
(players, hand size, trump?) the tricks a hand takes when every seat bids its estimate and
the policy plays, regressed on the raw card-by-card count (``ai.tricks.estimate``).  One line
per table, because the raw count's error depends on the table (it undercounts long hands by
more than a trick); fitted there, a deal's estimates sum to the tricks at every table.
"""

from __future__ import annotations

Table = tuple[int, int, bool]
"""(players, hand size, played with a trump)."""
Line = tuple[float, float]
"""(intercept, slope) on the raw estimate."""

LINES: dict[Table, Line] = {
    (3, 1, False): (-0.11, 1.01),
    (3, 1, True): (-0.11, 1.01),
    (3, 2, False): (-0.11, 1.01),
    (3, 2, True): (-0.11, 1.01),
    (3, 3, False): (-0.11, 1.01),
    (3, 3, True): (-0.11, 1.01),
    (3, 4, False): (-0.1, 1.06),
    (3, 4, True): (-0.1, 1.06),
    (3, 5, False): (-0.1, 1.06),
    (3, 5, True): (-0.1, 1.06),
    (3, 6, False): (-0.1, 1.06),
    (3, 6, True): (-0.1, 1.06),
    (3, 7, False): (-0.1, 1.06),
    (3, 7, True): (-0.1, 1.06),
    (3, 8, False): (-0.1, 1.06),
    (3, 8, True): (-0.1, 1.06),
    (3, 9, False): (0.89, 0.87),
    (3, 9, True): (0.89, 0.87),
    (3, 10, False): (0.89, 0.87),
    (3, 10, True): (0.89, 0.87),
    (3, 11, False): (0.89, 0.87),
    (3, 11, True): (0.89, 0.87),
    (3, 12, False): (0.89, 0.87),
    (3, 12, True): (0.89, 0.87),
    (3, 13, False): (0.89, 0.87),
    (3, 13, True): (0.89, 0.87),
    (3, 14, False): (0.89, 0.87),
    (3, 14, True): (0.89, 0.87),
    (3, 15, False): (0.89, 0.87),
    (3, 15, True): (0.89, 0.87),
    (3, 16, False): (0.89, 0.87),
    (3, 16, True): (0.89, 0.87),
    (3, 17, False): (0.89, 0.87),
    (3, 17, True): (0.89, 0.87),
    (4, 1, False): (-0.11, 1.01),
    (4, 1, True): (-0.11, 1.01),
    (4, 2, False): (-0.11, 1.01),
    (4, 2, True): (-0.11, 1.01),
    (4, 3, False): (-0.11, 1.01),
    (4, 3, True): (-0.11, 1.01),
    (4, 4, False): (-0.1, 1.06),
    (4, 4, True): (-0.1, 1.06),
    (4, 5, False): (-0.1, 1.06),
    (4, 5, True): (-0.1, 1.06),
    (4, 6, False): (-0.1, 1.06),
    (4, 6, True): (-0.1, 1.06),
    (4, 7, False): (-0.1, 1.06),
    (4, 7, True): (-0.1, 1.06),
    (4, 8, False): (-0.1, 1.06),
    (4, 8, True): (-0.1, 1.06),
    (4, 9, False): (0.89, 0.87),
    (4, 9, True): (0.89, 0.87),
    (4, 10, False): (0.89, 0.87),
    (4, 10, True): (0.89, 0.87),
    (4, 11, False): (0.89, 0.87),
    (4, 11, True): (0.89, 0.87),
    (4, 12, False): (0.89, 0.87),
    (4, 12, True): (0.89, 0.87),
    (4, 13, False): (0.89, 0.87),
    (4, 13, True): (0.89, 0.87),
    (5, 1, False): (-0.11, 1.01),
    (5, 1, True): (-0.11, 1.01),
    (5, 2, False): (-0.11, 1.01),
    (5, 2, True): (-0.11, 1.01),
    (5, 3, False): (-0.11, 1.01),
    (5, 3, True): (-0.11, 1.01),
    (5, 4, False): (-0.1, 1.06),
    (5, 4, True): (-0.1, 1.06),
    (5, 5, False): (-0.1, 1.06),
    (5, 5, True): (-0.1, 1.06),
    (5, 6, False): (-0.1, 1.06),
    (5, 6, True): (-0.1, 1.06),
    (5, 7, False): (-0.1, 1.06),
    (5, 7, True): (-0.1, 1.06),
    (5, 8, False): (-0.1, 1.06),
    (5, 8, True): (-0.1, 1.06),
    (5, 9, False): (0.89, 0.87),
    (5, 9, True): (0.89, 0.87),
    (5, 10, False): (0.89, 0.87),
    (5, 10, True): (0.89, 0.87),
    (6, 1, False): (-0.11, 1.01),
    (6, 1, True): (-0.11, 1.01),
    (6, 2, False): (-0.11, 1.01),
    (6, 2, True): (-0.11, 1.01),
    (6, 3, False): (-0.11, 1.01),
    (6, 3, True): (-0.11, 1.01),
    (6, 4, False): (-0.1, 1.06),
    (6, 4, True): (-0.1, 1.06),
    (6, 5, False): (-0.1, 1.06),
    (6, 5, True): (-0.1, 1.06),
    (6, 6, False): (-0.1, 1.06),
    (6, 6, True): (-0.1, 1.06),
    (6, 7, False): (-0.1, 1.06),
    (6, 7, True): (-0.1, 1.06),
    (6, 8, False): (-0.1, 1.06),
    (6, 8, True): (-0.1, 1.06),
    (7, 1, False): (-0.11, 1.01),
    (7, 1, True): (-0.11, 1.01),
    (7, 2, False): (-0.11, 1.01),
    (7, 2, True): (-0.11, 1.01),
    (7, 3, False): (-0.11, 1.01),
    (7, 3, True): (-0.11, 1.01),
    (7, 4, False): (-0.1, 1.06),
    (7, 4, True): (-0.1, 1.06),
    (7, 5, False): (-0.1, 1.06),
    (7, 5, True): (-0.1, 1.06),
    (7, 6, False): (-0.1, 1.06),
    (7, 6, True): (-0.1, 1.06),
    (7, 7, False): (-0.1, 1.06),
    (7, 7, True): (-0.1, 1.06),
}


def line_for(players: int, hand_size: int, trumps: bool) -> Line:
    """The line of the table, or of the nearest table dealt (3 to 7 players, at most the
    whole pack), for callers that ask about a table no game deals."""
    n = min(7, max(3, players))
    return LINES[(n, min(52 // n, max(1, hand_size)), trumps)]


def apply(line: Line, raw: float, hand_size: int) -> float:
    """The calibrated estimate: the line at ``raw``, kept within 0..hand size."""
    return max(0.0, min(float(hand_size), line[0] + line[1] * raw))
