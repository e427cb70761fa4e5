"""The phases of a deal, as one enum every floor compares against.

A ``str``-valued enum: ``Phase.PLAY == "play"`` and ``json.dumps`` writes ``"play"``, so
saved records, replay output and observations stay readable text, while code compares
members (``state.phase is Phase.PLAY``) and a misspelt phase is a name error, not a silent
``False``.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a deal stands: bidding → play → scored (next deal) … → over (match ends)."""

    BIDDING = "bidding"
    """Calls: bids, passes, Zero/Board, Contra — the auction in Bazar Belote."""
    PLAY = "play"
    """Cards are played to tricks (and, in Bazar Belote, combinations declared)."""
    SCORED = "scored"
    """The deal is scored and the match goes on: the only action is ``deal``."""
    OVER = "over"
    """Nothing more happens: a single deal scored, or the match decided."""
