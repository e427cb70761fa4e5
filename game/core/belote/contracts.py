"""Bazar Belote's own kinds of contract: a suit bid and a capot, with their trump, their
multiplier after Contra or Recontra and their bidder.  The core declares no contract kinds;
a game's reach records (``"kind": "capot"``) through its package, which the core's registry
imports."""

from __future__ import annotations

from game.core.contract import declare_contract_kind


class BeloteContract:
    """The kinds of Bazar Belote's contracts (written as records always wrote them:
    "11♥ ×2 by seat 3", "Capot ♠ by seat 0")."""

    SUIT = declare_contract_kind("suit", "{number}{suit}{times} by seat {seat}")
    CAPOT = declare_contract_kind("capot", "Capot {suit}{times} by seat {seat}", number=0)
