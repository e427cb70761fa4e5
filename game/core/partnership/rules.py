"""Partnership Blackout's options, contracts and scoring (rules ``partnership-blackout.md``).

Pure functions kept apart from the state so each rule and worked example is tested alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from game.core.actions import PASS, Action, Kind, bid
from game.core.contract import ContractRecord
from game.core.options import choice, enum_choice, flag, int_range
from game.core.partnership.calls import BOARD, NIL, ZERO, PartnershipKind
from game.core.partnership.contracts import BY_WORD, PartnershipContract
from game.core.seats import team_of

PRESETS: dict[str, dict[str, object]] = {
    "classic": {"allow_pass": True, "zero_mode": "team", "auction_winner_only": True},
    "pagat": {"allow_pass": False, "zero_mode": "individual", "auction_winner_only": False},
}



class PartnershipPreset(StrEnum):
    """partnership 6: the two rule sets the rules file names."""

    CLASSIC = "classic"
    PAGAT = "pagat"


class ZeroMode(StrEnum):
    """partnership 4: Zero (the whole team takes no trick) or Nil (one player takes none)."""

    TEAM = "team"
    INDIVIDUAL = "individual"


class Overtricks(StrEnum):
    """partnership 8: what a trick above the contract adds."""

    NONE = "none"
    PER_TRICK = "per_trick"


NUMBER_CAP = 12
"""partnership 5: a team's total above 12 is capped at 12."""


@dataclass(frozen=True)
class PartnershipOptions:
    """Every rule choice of Partnership Blackout (partnership 6, the options table)."""

    preset: PartnershipPreset = enum_choice(PartnershipPreset.CLASSIC)
    allow_pass: bool = flag(True)
    zero_mode: ZeroMode = enum_choice(ZeroMode.TEAM)
    overtricks: Overtricks = enum_choice(Overtricks.NONE)
    number_failed: int = choice(-10, -10, 0)
    spades_must_be_broken: bool = flag(False)
    auction_winner_only: bool = flag(True)
    """partnership 10: only the auction's winner scores its contract (classic); False: both
    teams' contracts are scored, each on its own (pagat)."""
    target: int = int_range(100, 10, 10_000)
    """Any whole number from 10; capped at 10,000 so a typo cannot make an endless match."""


@lru_cache(maxsize=64)
def call_row(options: PartnershipOptions) -> tuple[Action, ...]:
    """Every call of the bidding (partnership 7), the same at each turn: Pass if the rules
    have it, the numbers, Zero or Nil, Board."""
    calls: list[Action] = [PASS] if options.allow_pass else []
    calls.extend(bid(n) for n in range(1, NUMBER_CAP + 1))
    calls.append(ZERO if options.zero_mode == ZeroMode.TEAM else NIL)
    calls.append(BOARD)
    return tuple(calls)


@dataclass(frozen=True, slots=True)
class Contract:
    """A team's undertaking after the calls: ``kind`` is number, board, zero, nil or pass;
    ``number`` the capped total for a number; ``seat`` the nil bidder."""

    kind: str
    number: int = 0
    seat: int = -1

    def record(self) -> ContractRecord:
        """The contract as results and reasons carry it."""
        kind = BY_WORD[self.kind]
        if kind is PartnershipContract.NUMBER:
            return ContractRecord(kind, self.number)
        return ContractRecord(kind, seat=self.seat) if kind is PartnershipContract.NIL else \
            ContractRecord(kind)

    def __str__(self) -> str:
        if self.kind == "number":
            return f"Number({self.number})"
        if self.kind == "nil":
            return f"Nil (seat {self.seat})"
        return self.kind.capitalize()


def team_contract(calls: list[tuple[int, Action]]) -> Contract | None:
    """The contract of one team from its members' calls in order (partnership 5, 7, 8).

    A Board, Zero, Nil or Pass is the team's contract and voids a partner's earlier number;
    otherwise the numbers add up, capped at 12.  None while the team has not called.
    """
    total = 0
    for seat, action in calls:
        if action.kind is Kind.BID:
            total += action.number
        elif action.kind is PartnershipKind.BOARD:
            return Contract("board")
        elif action.kind is PartnershipKind.ZERO:
            return Contract("zero")
        elif action.kind is PartnershipKind.NIL:
            return Contract("nil", seat=seat)
        elif action.kind is Kind.PASS:
            return Contract("pass")
    if not calls:
        return None
    return Contract("number", min(total, NUMBER_CAP))


def contract_points(
    contract: Contract, team_tricks: int, seat_tricks: tuple[int, ...], hand_size: int,
    options: PartnershipOptions,
) -> int:
    """A team's points for its contract this deal (partnership 16–20)."""
    kind = contract.kind
    if kind == "pass":
        return 0
    if kind == "number":
        if team_tricks < contract.number:
            return options.number_failed
        if options.overtricks == Overtricks.PER_TRICK:
            return 10 + team_tricks - contract.number
        return 11 if team_tricks == hand_size else 10
    if kind == "board":
        return 40 if team_tricks == hand_size else -10
    if kind == "zero":
        return 40 if team_tricks == 0 else -10
    return 40 if seat_tricks[contract.seat] == 0 else -10  # nil: the bidder alone


def contract_made(
    contract: Contract, team_tricks: int, seat_tricks: tuple[int, ...], hand_size: int
) -> bool | None:
    if contract.kind == "pass":
        return None
    if contract.kind == "number":
        return team_tricks >= contract.number
    if contract.kind == "board":
        return team_tricks == hand_size
    if contract.kind == "zero":
        return team_tricks == 0
    return seat_tricks[contract.seat] == 0


def _rank(contract: Contract) -> tuple[int, int]:
    order = {"pass": 0, "zero": 1, "nil": 1, "number": 2, "board": 3}
    return order[contract.kind], contract.number


def auction_winner(contracts: tuple[Contract, Contract], eldest: int) -> int:
    """partnership 10: Board > Number by capped total > Zero or Nil > Pass; equal: the team
    of eldest."""
    r0, r1 = _rank(contracts[0]), _rank(contracts[1])
    if r0 == r1:
        return team_of(eldest)
    return 0 if r0 > r1 else 1
