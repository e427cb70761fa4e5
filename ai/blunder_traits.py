"""``BlunderTraits``: what ``bench/blunder_catalogue.py`` needs to know of one game to find
and verify its blunders, described by the game's AI (``GameAI.blunders``) so the catalogue
builder names no game and a new game's AI package says how it is judged."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal


@dataclass(frozen=True)
class BlunderTraits:
    """How one game's positions are searched for and judged exactly."""

    max_cards: int = 4
    """The most cards in the seat's hand for a position to be solved exactly."""
    solver: Literal["tricks", "belote"] = "tricks"
    """Whose exact play judges a card, and whose card order decides a trick:
    ``ai.tricks`` (max-n, or alpha-beta for teams) or ``ai.belote.search.solve_margin``
    (trump ranks, card points)."""
    own_bids: bool = False
    """Each seat bids its own number of tricks and has no partner (Blackout): a card is
    explained by the seat's bid and tricks taken, never by a partner's trick."""
    calls: Literal["last-bid", "capot", "sweeps"] = "sweeps"
    """Which calls are judged: the last bidder's number played out exactly (``last-bid``),
    a hopeless Capot (``capot``), or a hopeless Zero or Board (``sweeps``)."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """Options of the four-seat game positions are looked for in."""
    sizes_by_deal: bool = False
    """The hand size is set by the deal's number (Blackout): deals of several sizes are
    drawn, not only the first."""
    sure_boards: tuple[tuple[Mapping[str, Any], tuple[str, ...]], ...] = ()
    """Constructed sure Boards (``--sure-boards``): for each, the game's options and the
    calls made before the seat holding every spade (empty: the game has none)."""
