"""What a seat or team undertook in a deal, as a record every floor reads the same way.

``DealResult.contracts`` hold these records (None: no contract, e.g. the Belote defenders):
the score sheet, the review, the history and the AI's reasons read the fields, and the
translation floor words them; nobody parses text.  ``text()`` is the readable form kept in
JSON records and replay output ("bid 2", "Number(5)", "11♥ ×2 by seat 3"), and
``from_text`` reads it back: only for rows and backups written before the records existed.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass

from game.core.cards import SUIT_SYMBOLS
from game.core.errors import ArgumentError, RecordError, describe

MULTIPLIERS = (1, 2, 4)
"""A contract's multiplier: as bid, after Contra, after Recontra."""

_FIELDS = {"number": "([0-9]{1,3})", "seat": "([0-9]{1,3})",
           "suit": "([" + "".join(SUIT_SYMBOLS) + "])",
           "times": "(?: [×x](" + "|".join(str(m) for m in MULTIPLIERS[1:]) + "))?"}
"""What each field of a contract's written form matches when an old text is read back."""


class ContractKind:
    """What a contract is: its word in JSON records and the written form of its ``text()``.

    The core declares no kind of its own (no two games share one); a game declares its
    kinds with ``declare_contract_kind`` in its core package (``game/core/belote/
    contracts.py``), so a new game's contracts edit nothing here.  Each kind is one object:
    compare kinds with ``is``."""

    __slots__ = ("_groups", "_pattern", "form", "name", "number", "word")

    word: str
    """Its ``kind`` in JSON records ("suit")."""
    name: str
    form: str
    """Its ``text()``: a template of ``{number}``, ``{suit}`` (the symbol), ``{times}``
    (" ×2" after Contra, "" as bid) and ``{seat}`` ("{number}{suit}{times} by seat {seat}")."""
    number: int
    """The number a record of this kind reads back with when its form writes none."""

    def __init__(self, word: str, form: str, number: int = -1) -> None:
        self.word, self.name, self.form, self.number = word, word.upper(), form, number
        pattern, groups = "", []
        for literal, field, _spec, _conv in string.Formatter().parse(form):
            pattern += re.escape(literal)
            if field is not None:
                if field not in _FIELDS:
                    raise ArgumentError(f"a contract's form may hold {', '.join(_FIELDS)}; "
                                        f"{form!r} holds {field!r}")
                pattern += _FIELDS[field]
                groups.append(field)
        # a one-word contract was written capitalized or not ("Pass", "pass"): either reads
        self._pattern = re.compile(pattern, 0 if groups else re.IGNORECASE)
        self._groups = tuple(groups)

    @property
    def value(self) -> str:
        """Its word, under the name the enum it once was gave it (``kind.value``)."""
        return self.word

    @property
    def needs_suit(self) -> bool:
        """A kind whose form writes a suit names one (a Belote bid, a capot)."""
        return "suit" in self._groups

    def __repr__(self) -> str:
        return f"<ContractKind.{self.name}>"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        """A copy or a pickle is the declared kind itself (kinds compare with ``is``)."""
        return contract_kind_named, (self.word,)

    def write(self, record: ContractRecord) -> str:
        times = f" ×{record.multiplier}" if record.multiplier > 1 else ""
        suit = SUIT_SYMBOLS[record.suit] if "suit" in self._groups else ""
        return self.form.format(number=record.number, seat=record.seat, suit=suit, times=times)

    def read(self, text: str) -> ContractRecord | None:
        """The record ``text`` writes if it is this kind's form, else None."""
        match = self._pattern.fullmatch(text)
        if match is None:
            return None
        values = dict(zip(self._groups, match.groups(), strict=True))
        return ContractRecord(
            self, int(values.get("number", self.number)),
            SUIT_SYMBOLS.index(values["suit"]) if "suit" in values else -1,
            int(values.get("times") or 1), int(values.get("seat", -1)))


_KINDS: dict[str, ContractKind] = {}


def declare_contract_kind(word: str, form: str, *, number: int = -1) -> ContractKind:
    """A new kind of contract: ``word`` its JSON name, ``form`` its written form (see
    ``ContractKind.form``); ``number`` what a record of it holds when the form writes no
    number.  A word another kind holds is refused."""
    if not (word.isascii() and word.isalpha() and word.islower()):
        raise ArgumentError(f"a contract kind's word is lower-case letters, got {describe(word)}")
    if word in _KINDS:
        raise ArgumentError(f"the contract kind {word!r} is declared already")
    kind = _KINDS[word] = ContractKind(word, form, number)
    return kind


def contract_kind_named(word: object) -> ContractKind:
    """The declared kind whose JSON word is ``word``; ``RecordError`` naming the kinds."""
    kind = _KINDS.get(word) if isinstance(word, str) else None
    if kind is None:
        kinds = ", ".join(_KINDS)
        raise RecordError(f"contract kind must be one of {kinds}, got {word!r:.40}")
    return kind


def contract_kinds() -> tuple[ContractKind, ...]:
    """Every declared kind, in the order of declaration."""
    return tuple(_KINDS.values())


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
        """The readable form of records and replay output (not for players): its kind's
        written form."""
        return self.kind.write(self)

    def as_json(self) -> dict[str, object]:
        return {"kind": self.kind.word, "number": self.number, "suit": self.suit,
                "multiplier": self.multiplier, "seat": self.seat}

    @classmethod
    def from_json(cls, data: object) -> ContractRecord:
        """A record from ``as_json()``; ``RecordError`` naming what is wrong."""
        if not isinstance(data, dict):
            raise RecordError(f"a contract must be an object, got {data!r}")
        kind = contract_kind_named(data.get("kind"))
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
        if kind.needs_suit and fields["suit"] < 0:
            raise RecordError(f"a {kind.word} contract names its trump suit, 0 to"
                              f" {len(SUIT_SYMBOLS) - 1}; got none (-1)")
        return cls(kind, **fields)

    @classmethod
    def from_text(cls, text: str) -> ContractRecord | None:
        """The record of a ``text()`` form (None for "" / "None": no contract); ``RecordError``
        if ``text`` is none of them."""
        t = text.strip()
        if t in ("", "None"):
            return None
        for kind in _KINDS.values():
            record = kind.read(t)
            if record is not None:
                return record
        raise RecordError(f"not a contract: {text!r}")


def contract_text(record: ContractRecord | None) -> str:
    """``record.text()``, or "" for no contract (the JSON form of a result)."""
    return "" if record is None else record.text()


__all__ = ["ContractKind", "ContractRecord", "contract_kind_named", "contract_kinds", "contract_text",
           "declare_contract_kind"]
