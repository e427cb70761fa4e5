"""What stays fixed for a whole deal: who sits and deals, which deal it is, the cards dealt.

Every state of a deal points to one shared ``Deal`` instead of carrying these facts itself,
so the state an ``apply`` copies holds only what play changes.  The hands here are the hands
*as dealt*; a state's ``hands`` are these minus the cards it has seen played.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.action_log import LogEntry
from game.core.cards import Card, Hand


class Deal(NamedTuple):
    """A named tuple: built once a deal in one C call, read by every action of the deal."""

    players: int
    dealer: int
    deal_number: int
    """The deal's place in the game's schedule (Blackout's hand sizes), 1 first."""
    deal_index: int
    """The deal's place in its match (1 first), which gives its deal id."""
    deal_id: int | None
    """The deal id the cards came from (None: explicit hands)."""
    hand_size: int
    hands: tuple[Hand, ...]
    """Each seat's cards as dealt."""
    turn_up: Card | None
    match_seed: int | None
    """The match's seed, or None for a single deal."""
    start: dict[str, Any]
    """How the match or single deal began, as its record writes it."""
    past_logs: tuple[tuple[LogEntry, ...], ...]
    """The action logs of the match's earlier deals, one tuple per deal."""
