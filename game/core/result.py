"""The result of one scored deal."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.contract import ContractRecord, contract_text


@dataclass(frozen=True, slots=True)
class DealResult:
    """Tricks by seat and this deal's points (by seat, or by team for partnership games).

    ``contracts`` and ``made`` describe what each seat (Blackout) or team (partnership
    games) undertook, as records (None: no contract; JSON keeps their readable text,
    "bid 2", "Number(8)", "11♥ ×2 by seat 3") and whether it was made (None: no contract).  ``details`` carries game-specific figures as text pairs for
    score sheets and replay output.
    """

    deal_number: int
    dealer: int
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    thrown_in: bool = False
    contracts: tuple[ContractRecord | None, ...] = ()
    made: tuple[bool | None, ...] = ()
    details: tuple[tuple[str, str], ...] = field(default=())

    def as_json(self) -> dict[str, object]:
        return {
            "deal_number": self.deal_number,
            "dealer": self.dealer,
            "thrown_in": self.thrown_in,
            "contracts": [contract_text(c) for c in self.contracts],
            "made": list(self.made),
            "tricks": list(self.tricks),
            "points": list(self.points),
            "details": dict(self.details),
        }
