"""Partnership Blackout's own kinds of contract: a team's number of tricks, Board, Zero, a
player's Nil, and Pass (every call passed).  The core declares no contract kinds; a game's
reach records (``"kind": "nil"``) through its package, which the core's registry imports."""

from __future__ import annotations

from game.core.contract import ContractKind, declare_contract_kind


class PartnershipContract:
    """The kinds of Partnership Blackout's contracts (written as records always wrote them:
    "Number(7)", "Nil (seat 2)", "Board")."""

    NUMBER = declare_contract_kind("number", "Number({number})")
    BOARD = declare_contract_kind("board", "Board")
    ZERO = declare_contract_kind("zero", "Zero")
    NIL = declare_contract_kind("nil", "Nil (seat {seat})")
    PASS = declare_contract_kind("pass", "Pass")


BY_WORD: dict[str, ContractKind] = {k.word: k for k in (
    PartnershipContract.NUMBER, PartnershipContract.BOARD, PartnershipContract.ZERO,
    PartnershipContract.NIL, PartnershipContract.PASS)}
"""The team contract's word (``Contract.kind``) → its kind."""
