"""The wire's messages declared once: each one's tag, its fields and their limits.

A message is a ``Spec``: the ``"t"`` it carries, who sends it, a line for the document,
its fields in the order the wire writes them (each a name and a ``Shape``: a whole number
in a range, a text of a length and an alphabet, a list of a length, ...), and two small
functions between the fields and the typed value the program uses (``Hello``, ``Update``,
``Closing``...).  From that one declaration come the encoder (``Spec.write``), the
decoder (``Spec.read``: the exact set of keys, then each field through its shape, each
refusal a ``DecodeError`` naming the field) and the message tables of
``docs/protocol.md`` (``message_table``; ``tests/test_net_schema.py`` holds the document
to them).  The declarations themselves are in ``game.net.protocol``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Generic, Literal, Protocol, TypeVar

from game.core.actions import Action
from game.net.codec import DecodeError, Decoder, action_text, read_action, whole
from game.net.fairness import FairnessError, read_hex

T = TypeVar("T")
E = TypeVar("E", bound=Enum)
M = TypeVar("M")
M_co = TypeVar("M_co", covariant=True)

Sender = Literal["seat", "host"]


class Shape(Generic[T]):
    """How one field's value is written, read back and checked, and how the document
    names its limits.  ``read`` is given the connection's ``Decoder`` (a view and its
    results depend on what came before); only the view's and the events' shapes use it."""

    def read(self, value: object, where: str, decoder: Decoder) -> T:
        raise NotImplementedError

    def write(self, value: T) -> object:
        return value

    def describe(self) -> str:
        raise NotImplementedError


class Whole(Shape[int]):
    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high

    def read(self, value: object, where: str, decoder: Decoder) -> int:
        return whole(value, where, self.low, self.high)

    def describe(self) -> str:
        return f"whole number {self.low}..{self.high}"


class Text(Shape[str]):
    """A text of at most ``limit`` characters, of ``alphabet`` only (if given), printable
    (if asked: a name another seat's screen shows)."""

    def __init__(self, limit: int, alphabet: str = "", printable: bool = False,
                 alphabet_name: str = "") -> None:
        self.limit, self.alphabet, self.printable = limit, alphabet, printable
        self.alphabet_name = alphabet_name or alphabet

    def read(self, value: object, where: str, decoder: Decoder) -> str:
        if not isinstance(value, str):
            raise DecodeError(f"{where}: expected text, got {type(value).__name__}")
        if len(value) > self.limit:
            raise DecodeError(f"{where}: text longer than {self.limit} characters")
        if self.alphabet and not all(c in self.alphabet for c in value):
            raise DecodeError(f"{where}: only {self.alphabet[:16]}... allowed")
        if self.printable and not value.isprintable():
            raise DecodeError(f"{where}: printable characters only")
        return value

    def describe(self) -> str:
        out = f"text ≤ {self.limit}"
        if self.alphabet:
            out += f" of `{self.alphabet_name}`"
        return out + (", printable" if self.printable else "")


class Choice(Shape[str]):
    """One of a closed list of texts (a quick phrase, a seat's kind)."""

    def __init__(self, values: tuple[str, ...]) -> None:
        self.values = values

    def read(self, value: object, where: str, decoder: Decoder) -> str:
        if not isinstance(value, str) or value not in self.values:
            raise DecodeError(f"{where}: one of {', '.join(self.values)}")
        return value

    def describe(self) -> str:
        return "one of " + ", ".join(f"`{v}`" for v in self.values)


class Flag(Shape[bool]):
    def read(self, value: object, where: str, decoder: Decoder) -> bool:
        if not isinstance(value, bool):
            raise DecodeError(f"{where}: true or false")
        return value

    def describe(self) -> str:
        return "true/false"


class Hex(Shape[str]):
    """Exactly 64 hex digits (a hash, a secret, a contribution: ``fairness.read_hex``)."""

    def read(self, value: object, where: str, decoder: Decoder) -> str:
        try:
            return read_hex(value, where)
        except FairnessError as exc:
            raise DecodeError(str(exc)) from None

    def describe(self) -> str:
        return "64 hex digits"


class Named(Shape[E]):
    """An enum written by its value."""

    def __init__(self, enum: type[E], limit: int = 20) -> None:
        self.enum, self.limit = enum, limit

    def read(self, value: object, where: str, decoder: Decoder) -> E:
        text = Text(self.limit).read(value, where, decoder)
        for member in self.enum:
            if member.value == text:
                return member
        raise DecodeError(f"{where}: one of {', '.join(str(m.value) for m in self.enum)}")

    def write(self, value: E) -> object:
        return value.value

    def describe(self) -> str:
        return "one of " + ", ".join(f"`{m.value}`" for m in self.enum)


class Acts(Shape[Action]):
    """An action as the core's text (``"play 10♥"``), read by the core's parser."""

    def read(self, value: object, where: str, decoder: Decoder) -> Action:
        return read_action(value, where)

    def write(self, value: Action) -> object:
        return action_text(value)

    def describe(self) -> str:
        return "the core's action text ≤ 32"


class Maybe(Shape[T | None]):
    def __init__(self, shape: Shape[T]) -> None:
        self.shape = shape

    def read(self, value: object, where: str, decoder: Decoder) -> T | None:
        return None if value is None else self.shape.read(value, where, decoder)

    def write(self, value: T | None) -> object:
        return None if value is None else self.shape.write(value)

    def describe(self) -> str:
        return f"{self.shape.describe()} or null"


class Items(Shape[tuple[T, ...]]):
    def __init__(self, shape: Shape[T], low: int, high: int) -> None:
        self.shape, self.low, self.high = shape, low, high

    def read(self, value: object, where: str, decoder: Decoder) -> tuple[T, ...]:
        if not isinstance(value, list) or not self.low <= len(value) <= self.high:
            raise DecodeError(f"{where}: a list of {self.low}..{self.high} items")
        return tuple(self.shape.read(v, f"{where}[{i}]", decoder) for i, v in enumerate(value))

    def write(self, value: tuple[T, ...]) -> object:
        return [self.shape.write(v) for v in value]

    def describe(self) -> str:
        return f"list of {self.low}..{self.high}: {self.shape.describe()}"


@dataclass(frozen=True)
class Field(Generic[T]):
    """One field of a message: its key on the wire and its shape."""

    name: str
    shape: Shape[T]
    note: str = ""

    def describe(self) -> str:
        return f"`{self.name}`: {self.shape.describe()}" + (f" ({self.note})" if self.note else "")

    def put(self, value: T) -> tuple[str, object]:
        """The field's key and its value as the wire writes it (typed: the encoder of a
        message can only give each field a value of its own type)."""
        return self.name, self.shape.write(value)


class FieldInfo(Protocol):
    """What a message's list of fields says of each: its key and its limits."""

    @property
    def name(self) -> str: ...
    def describe(self) -> str: ...


class Get(Protocol):
    """Reads one checked field of the message being decoded."""

    def __call__(self, field: Field[T], /) -> T: ...


class Record(Shape[M]):
    """A nested object of exactly these fields (a seat's state in ``seats``)."""

    def __init__(self, fields: tuple[FieldInfo, ...], build: Callable[[Get], M],
                 parts: Callable[[M], tuple[tuple[str, object], ...]], name: str) -> None:
        self.fields, self.build, self.parts, self.name = fields, build, parts, name

    def read(self, value: object, where: str, decoder: Decoder) -> M:
        if not isinstance(value, dict):
            raise DecodeError(f"{where}: expected an object")
        return self.build(_getter(dict(value), self.fields, where, decoder))

    def write(self, value: M) -> object:
        return dict(self.parts(value))

    def describe(self) -> str:
        return f"{self.name} {{" + "; ".join(f.describe() for f in self.fields) + "}"


def _getter(value: Mapping[str, object], fields: tuple[FieldInfo, ...], where: str,
            decoder: Decoder, extra: frozenset[str] = frozenset()) -> Get:
    expected = {f.name for f in fields} | extra
    if set(value) != expected:
        odd = sorted(str(k)[:20] for k in set(value) ^ expected)[:4]
        raise DecodeError(f"{where}: fields do not match ({odd})")
    prefix = f"{where}." if where and where[0] != "'" else ""

    def get(field: Field[T], /) -> T:
        return field.shape.read(value[field.name], prefix + field.name, decoder)

    return get


@dataclass(frozen=True)
class Spec(Generic[M]):
    """One message of the wire, declared once."""

    tag: str
    sender: Sender
    meaning: str
    fields: tuple[FieldInfo, ...]
    build: Callable[[Get], M]
    """The typed message from its checked fields."""
    parts: Callable[[M], tuple[tuple[str, object], ...]]
    """The message's fields as the wire writes them, in ``fields``' order (``Field.put``)."""

    def read(self, message: Mapping[str, object], decoder: Decoder) -> M:
        get = _getter(message, self.fields, repr(self.tag[:20]), decoder, frozenset({"t"}))
        return self.build(get)

    def write(self, message: M) -> dict[str, object]:
        out: dict[str, object] = {"t": self.tag}
        out.update(self.parts(message))
        return out


class Declared(Protocol[M_co]):
    """A declared message as its decoder sees it (``Spec`` is one): a table of them maps
    each tag to a kind of a closed union."""

    @property
    def tag(self) -> str: ...
    @property
    def meaning(self) -> str: ...
    @property
    def fields(self) -> tuple[FieldInfo, ...]: ...
    def read(self, message: Mapping[str, object], decoder: Decoder) -> M_co: ...


def fields(*declared: FieldInfo) -> tuple[FieldInfo, ...]:
    """The fields of one message, in the order the wire writes them."""
    return declared


def by_tag(*specs: Declared[M]) -> dict[str, Declared[M]]:
    out = {spec.tag: spec for spec in specs}
    assert len(out) == len(specs), "two messages of one sender share a tag"
    return out


def read_message(specs: Mapping[str, Declared[M]], message: Mapping[str, object],
                 decoder: Decoder) -> M:
    """The one decoder: ``message`` (whose ``"t"`` the wire checked is text) read by the
    spec its tag names; an unknown tag is refused by name."""
    kind = message.get("t")
    spec = specs.get(kind) if isinstance(kind, str) else None
    if spec is None:
        raise DecodeError(f"unknown message type {str(kind)[:20]!r}")
    return spec.read(message, decoder)


def message_table(specs: Mapping[str, Declared[M]]) -> str:
    """The Markdown table of ``specs`` for ``docs/protocol.md``: each message's tag, its
    fields with their limits, and what it means."""
    rows = ["| `t` | fields | meaning |", "|---|---|---|"]
    for spec in specs.values():
        described = "; ".join(f.describe() for f in spec.fields) or "—"
        rows.append(f"| `{spec.tag}` | {described} | {spec.meaning} |")
    return "\n".join(rows) + "\n"
