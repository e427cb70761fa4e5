"""What a seat or team undertook in a deal, as a record every floor reads the same way.

``DealResult.contracts`` hold these records (None: no contract, e.g. the Belote defenders):
the score sheet, the review, the history and the AI's reasons read the fields, and the
translation floor words them; nobody parses text.  ``text()`` is the readable form kept in
JSON records and replay output ("bid 2", "Number(5)", "11♥ ×2 by seat 3"), and
``from_text`` reads it back: only for rows and backups written before the records existed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core.cards import SUIT_SYMBOLS
from game.core.errors import RecordError


class ContractKind(str, Enum):
    """Blackout's bid; Partnership Blackout's number, board, zero, nil and pass; Bazar
    Belote's suit bid and capot."""

    BID = "bid"
    NUMBER = "number"
    BOARD = "board"
    ZERO = "zero"
    NIL = "nil"
    PASS = "pass"
    SUIT = "suit"
    CAPOT = "capot"


MULTIPLIERS = (1, 2, 4)
"""A contract's multiplier: as bid, after Contra, after Recontra."""


@dataclass(frozen=True, slots=True)
class ContractRecord:
    """``number``: tricks bid (bid, number) or the Belote bid; ``suit``: the Belote trump;
    ``multiplier``: 2 after Contra, 4 after Recontra; ``seat``: the Nil bidder or the Belote
    bidder (-1: none)."""

    kind: ContractKind
    number: int = -1
    suit: int = -1
    multiplier: int = 1
    seat: int = -1

    def text(self) -> str:
        """The readable form of records and replay output (not for players)."""
        k = self.kind
        if k is ContractKind.BID:
            return f"bid {self.number}"
        if k is ContractKind.NUMBER:
            return f"Number({self.number})"
        if k is ContractKind.NIL:
            return f"Nil (seat {self.seat})"
        if k in (ContractKind.SUIT, ContractKind.CAPOT):
            call = (f"Capot {SUIT_SYMBOLS[self.suit]}" if k is ContractKind.CAPOT
                    else f"{self.number}{SUIT_SYMBOLS[self.suit]}")
            times = f" ×{self.multiplier}" if self.multiplier > 1 else ""
            return f"{call}{times} by seat {self.seat}"
        return str(k.value).capitalize()

    def as_json(self) -> dict[str, object]:
        return {"kind": self.kind.value, "number": self.number, "suit": self.suit,
                "multiplier": self.multiplier, "seat": self.seat}

    @classmethod
    def from_json(cls, data: object) -> ContractRecord:
        """A record from ``as_json()``; ``RecordError`` naming what is wrong."""
        if not isinstance(data, dict):
            raise RecordError(f"a contract must be an object, got {data!r}")
        try:
            kind = ContractKind(data.get("kind"))
        except ValueError:
            kinds = ", ".join(k.value for k in ContractKind)
            raise RecordError(f"contract kind must be one of {kinds}, got "
                             f"{data.get('kind')!r}") from None
        fields = {}
        for name, default in (("number", -1), ("suit", -1), ("multiplier", 1), ("seat", -1)):
            value = data.get(name, default)
            if not isinstance(value, int) or isinstance(value, bool):
                raise RecordError(f"contract {name} must be an integer, got {value!r}")
            fields[name] = value
        if fields["multiplier"] not in MULTIPLIERS:
            raise RecordError(f"contract multiplier must be 1, 2 (Contra) or 4 (Recontra),"
                              f" got {fields['multiplier']!r:.40}")
        if not -1 <= fields["suit"] < len(SUIT_SYMBOLS):
            raise RecordError(f"contract suit must be -1 (none) or 0 to"
                              f" {len(SUIT_SYMBOLS) - 1}, got {fields['suit']!r:.40}")
        if kind in (ContractKind.SUIT, ContractKind.CAPOT) and fields["suit"] < 0:
            raise RecordError(f"a {kind.value} contract names its trump suit, 0 to"
                              f" {len(SUIT_SYMBOLS) - 1}; got none (-1)")
        return cls(kind, **fields)

    @classmethod
    def from_text(cls, text: str) -> ContractRecord | None:
        """The record of a ``text()`` form (None for "" / "None": no contract); ``RecordError``
        if ``text`` is none of them."""
        t = text.strip()
        if t in ("", "None"):
            return None
        for kind in (ContractKind.BOARD, ContractKind.ZERO, ContractKind.PASS):
            if t.lower() == kind.value:
                return cls(kind)
        if t.startswith("bid ") and _digits(t[4:]):
            return cls(ContractKind.BID, int(t[4:]))
        if t.startswith("Number(") and t.endswith(")") and _digits(t[7:-1]):
            return cls(ContractKind.NUMBER, int(t[7:-1]))
        if t.startswith("Nil (seat ") and t.endswith(")") and _digits(t[10:-1]):
            return cls(ContractKind.NIL, seat=int(t[10:-1]))
        call, sep, seat = t.partition(" by seat ")
        if sep and _digits(seat):
            multiplier = 1
            for times in MULTIPLIERS[1:]:
                if call.endswith((f" ×{times}", f" x{times}")):
                    call, multiplier = call[:-3], times
            capot = call.startswith("Capot ")
            body = call[6:] if capot else call
            if body and body[-1] in SUIT_SYMBOLS and (capot and len(body) == 1
                                                      or not capot and _digits(body[:-1])):
                suit = SUIT_SYMBOLS.index(body[-1])
                if capot:
                    return cls(ContractKind.CAPOT, 0, suit, multiplier, int(seat))
                return cls(ContractKind.SUIT, int(body[:-1]), suit, multiplier, int(seat))
        raise RecordError(f"not a contract: {text!r}")


def _digits(text: str) -> bool:
    return text.isascii() and text.isdigit() and len(text) <= 3


def contract_text(record: ContractRecord | None) -> str:
    """``record.text()``, or "" for no contract (the JSON form of a result)."""
    return "" if record is None else record.text()


__all__ = ["ContractKind", "ContractRecord", "contract_text"]
