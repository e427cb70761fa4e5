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
    (3, 1, False): (-0.63, 1.727),
    (3, 1, True): (-0.295, 1.343),
    (3, 2, False): (-1.008, 1.481),
    (3, 2, True): (-0.54, 1.537),
    (3, 3, False): (-0.401, 0.797),
    (3, 3, True): (-0.682, 1.445),
    (3, 4, False): (-0.325, 0.749),
    (3, 4, True): (-0.719, 1.393),
    (3, 5, False): (-0.319, 0.776),
    (3, 5, True): (-0.593, 1.3),
    (3, 6, False): (-0.138, 0.748),
    (3, 6, True): (-0.464, 1.222),
    (3, 7, False): (0.06, 0.721),
    (3, 7, True): (-0.222, 1.133),
    (3, 8, False): (0.347, 0.682),
    (3, 8, True): (0.154, 1.029),
    (3, 9, False): (0.667, 0.637),
    (3, 9, True): (0.578, 0.933),
    (3, 10, False): (1.195, 0.553),
    (3, 10, True): (0.92, 0.886),
    (3, 11, False): (1.475, 0.538),
    (3, 11, True): (1.349, 0.808),
    (3, 12, False): (1.876, 0.504),
    (3, 12, True): (1.648, 0.785),
    (3, 13, False): (2.231, 0.478),
    (3, 13, True): (1.991, 0.753),
    (3, 14, False): (2.541, 0.463),
    (3, 14, True): (2.352, 0.713),
    (3, 15, False): (2.876, 0.449),
    (3, 15, True): (2.724, 0.672),
    (3, 16, False): (3.301, 0.417),
    (3, 16, True): (3.051, 0.648),
    (3, 17, False): (3.743, 0.385),
    (3, 17, True): (3.395, 0.622),
    (4, 1, False): (-0.457, 1.497),
    (4, 1, True): (-0.203, 1.252),
    (4, 2, False): (-0.511, 1.101),
    (4, 2, True): (-0.227, 1.325),
    (4, 3, False): (-0.298, 0.756),
    (4, 3, True): (-0.349, 1.276),
    (4, 4, False): (-0.185, 0.712),
    (4, 4, True): (-0.342, 1.245),
    (4, 5, False): (-0.11, 0.735),
    (4, 5, True): (-0.316, 1.197),
    (4, 6, False): (0.054, 0.719),
    (4, 6, True): (-0.363, 1.225),
    (4, 7, False): (0.227, 0.723),
    (4, 7, True): (-0.146, 1.155),
    (4, 8, False): (0.487, 0.68),
    (4, 8, True): (0.189, 1.052),
    (4, 9, False): (0.781, 0.642),
    (4, 9, True): (0.61, 0.93),
    (4, 10, False): (1.077, 0.609),
    (4, 10, True): (0.97, 0.866),
    (4, 11, False): (1.398, 0.572),
    (4, 11, True): (1.273, 0.827),
    (4, 12, False): (1.72, 0.527),
    (4, 12, True): (1.59, 0.771),
    (4, 13, False): (2.064, 0.483),
    (4, 13, True): (1.939, 0.695),
    (5, 1, False): (-0.326, 1.279),
    (5, 1, True): (-0.138, 1.167),
    (5, 2, False): (-0.292, 0.909),
    (5, 2, True): (-0.095, 1.241),
    (5, 3, False): (-0.165, 0.695),
    (5, 3, True): (-0.187, 1.133),
    (5, 4, False): (-0.124, 0.718),
    (5, 4, True): (-0.231, 1.163),
    (5, 5, False): (-0.035, 0.751),
    (5, 5, True): (-0.276, 1.198),
    (5, 6, False): (0.097, 0.777),
    (5, 6, True): (-0.336, 1.201),
    (5, 7, False): (0.255, 0.781),
    (5, 7, True): (-0.151, 1.148),
    (5, 8, False): (0.433, 0.776),
    (5, 8, True): (0.119, 1.082),
    (5, 9, False): (0.785, 0.664),
    (5, 9, True): (0.539, 0.935),
    (5, 10, False): (1.034, 0.629),
    (5, 10, True): (0.843, 0.865),
    (6, 1, False): (-0.234, 1.108),
    (6, 1, True): (-0.095, 1.1),
    (6, 2, False): (-0.186, 0.806),
    (6, 2, True): (-0.041, 1.235),
    (6, 3, False): (-0.087, 0.655),
    (6, 3, True): (-0.131, 1.047),
    (6, 4, False): (-0.074, 0.73),
    (6, 4, True): (-0.181, 1.111),
    (6, 5, False): (-0.003, 0.793),
    (6, 5, True): (-0.278, 1.163),
    (6, 6, False): (0.089, 0.844),
    (6, 6, True): (-0.376, 1.21),
    (6, 7, False): (0.194, 0.886),
    (6, 7, True): (-0.215, 1.168),
    (6, 8, False): (0.315, 0.919),
    (6, 8, True): (0.111, 1.047),
    (7, 1, False): (-0.17, 0.968),
    (7, 1, True): (-0.071, 1.069),
    (7, 2, False): (-0.125, 0.746),
    (7, 2, True): (-0.008, 1.214),
    (7, 3, False): (-0.056, 0.643),
    (7, 3, True): (-0.103, 0.988),
    (7, 4, False): (-0.026, 0.731),
    (7, 4, True): (-0.175, 1.049),
    (7, 5, False): (0.019, 0.823),
    (7, 5, True): (-0.278, 1.142),
    (7, 6, False): (0.102, 0.882),
    (7, 6, True): (-0.378, 1.183),
    (7, 7, False): (0.181, 0.95),
    (7, 7, True): (-0.317, 1.225),
}


def line_for(players: int, hand_size: int, trumps: bool) -> Line:
    """The line of the table, or of the nearest table dealt (3 to 7 players, at most the
    whole pack), for callers that ask about a table no game deals."""
    n = min(7, max(3, players))
    return LINES[(n, min(52 // n, max(1, hand_size)), trumps)]


def apply(line: Line, raw: float, hand_size: int) -> float:
    """The calibrated estimate: the line at ``raw``, kept within 0..hand size."""
    return max(0.0, min(float(hand_size), line[0] + line[1] * raw))
