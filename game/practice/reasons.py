"""The bidding teacher's reasons: its own codes, in the agents' ``Reason`` shape.

The teacher explains its best call with the hand count the agents use (``ai.reason.Why``
clauses: the cards that should win, the voids) and with what its play-outs found, which
only it says: these codes.  ``game.i18n.ai_reasons`` renders both sets from the catalogs.
"""

from __future__ import annotations

from enum import Enum


class Teach(Enum):
    """Every reason the practice teacher gives (each has a template in the catalogs)."""

    SCORES = "teach.scores"  # points, deals: the call's expected score over the play-outs
    MADE = "teach.made"  # chance: how often the call is made
    TRUMP_SCORES = "teach.trump_scores"  # suits, points: Belote, the team's points in a suit
    MARGIN = "teach.margin"  # points, deals: Belote, expected margin over the opponents
    BEST_TRUMP = "teach.best_trump"  # reason: the best suit's clause
    NOBODY_BID = "teach.nobody_bid"
    PLAYED = "teach.played"  # contract, doubled (bool)
    IT_IS_MADE = "teach.it_is_made"  # chance: the opponents' contract is made this often


__all__ = ["Teach"]
