"""The result of one scored deal, and the base of each game's own typed figures."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import ContractRecord, contract_text


@dataclass(frozen=True, slots=True)
class Figures:
    """A game's own figures of a scored deal, as typed data (a game subclasses it).

    The score sheet reads these fields; ``details()`` is their text form for the replay's
    JSON and the history's stored rows, which keep the text pairs they always had.
    """

    def details(self) -> tuple[tuple[str, str], ...]:
        """The figures as text pairs (key, value) for JSON, logs and stored history."""
        return ()


@dataclass(frozen=True, slots=True)
class DealResult:
    """Tricks by seat and this deal's points (by seat, or by team for partnership games).

    ``contracts`` and ``made`` describe what each seat (Blackout) or team (partnership
    games) undertook, as records (None: no contract; JSON keeps their readable text,
    "bid 2", "Number(8)", "11♥ ×2 by seat 3") and whether it was made (None: no contract).
    ``figures`` holds the game's own figures as typed data (Bazar Belote's card points and
    combinations, Partnership Blackout's auction winner; None for a game with none or a
    deal thrown in); ``details`` is their text form for JSON and stored history.
    """

    deal_number: int
    dealer: int
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    thrown_in: bool = False
    contracts: tuple[ContractRecord | None, ...] = ()
    made: tuple[bool | None, ...] = ()
    figures: Figures | None = None

    @property
    def details(self) -> tuple[tuple[str, str], ...]:
        """The figures' text pairs (empty without figures), as records and history keep them."""
        return () if self.figures is None else self.figures.details()

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
