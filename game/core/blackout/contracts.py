"""Blackout's own kind of contract: each player's bid of a number of tricks.  The core
declares no contract kinds; a game's reach records (``"kind": "bid"``) through its package,
which the core's registry imports."""

from __future__ import annotations

from game.core.contract import declare_contract_kind


class BlackoutContract:
    """The kinds of Blackout's contracts."""

    BID = declare_contract_kind("bid", "bid {number}")
