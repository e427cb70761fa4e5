"""Rule options as frozen dataclasses, validated by name, with named presets.

Each game declares its options as a frozen dataclass whose fields carry their allowed values
in ``metadata`` (``choices`` or ``range``); a field of named choices is a ``StrEnum`` (its
values are the readable texts records, saves and ``--option K=V`` carry); ``build_options`` applies a preset, then the
options given by name, and rejects unknown names and bad values with the valid ones listed.
Options are data, never subclasses.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from enum import Enum, StrEnum
from typing import Any, TypeVar, overload

from game.core.errors import OptionError, describe

T = TypeVar("T")
V = TypeVar("V", str, int)
E = TypeVar("E", bound=StrEnum)


def choice(default: V, *choices: V) -> V:
    """A field taking one of ``choices`` (compared after coercion to the default's type)."""
    field: V = dataclasses.field(default=default, metadata={"choices": choices})
    return field


def enum_choice(default: E) -> E:
    """A field taking one member of ``default``'s enum, given by its value ("up_down") or
    the member itself; anything else is refused by name, with the values listed."""
    field: E = dataclasses.field(default=default, metadata={"choices": tuple(type(default))})
    return field


@overload
def int_range(default: int, low: int, high: int | None = None) -> int: ...
@overload
def int_range(default: None, low: int, high: int | None = None) -> int | None: ...
def int_range(default: int | None, low: int, high: int | None = None) -> int | None:
    """An integer field in ``low..high`` (``high`` None: no upper bound)."""
    field: int | None = dataclasses.field(default=default, metadata={"range": (low, high)})
    return field


def flag(default: bool) -> bool:
    field: bool = dataclasses.field(default=default, metadata={"bool": True})
    return field


def build_options(
    cls: type[T],
    given: Mapping[str, Any],
    presets: Mapping[str, Mapping[str, Any]] | None = None,
    game_id: str = "",
) -> T:
    """Options of ``cls`` from a preset (``given["preset"]``) overridden by ``given``."""
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    values: dict[str, Any] = {}
    given = dict(given)
    if "preset" in fields:
        chosen = given.get("preset")
        preset = _as_text(fields["preset"].default if chosen is None else chosen)
        known = dict(presets or {})
        if preset not in known:
            raise OptionError(
                f"unknown preset {describe(chosen)} for {game_id}: valid presets are "
                + ", ".join(sorted(known))
            )
        values.update((k, _coerce(fields[k], v, game_id)) for k, v in known[preset].items())
        given["preset"] = preset
    for name, raw in given.items():
        if name not in fields:
            raise OptionError(
                f"unknown option {name!r} for {game_id}: valid options are "
                + ", ".join(sorted(fields))
            )
        values[name] = _coerce(fields[name], raw, game_id)
    return cls(**values)


def _coerce(field: dataclasses.Field[Any], raw: object, game_id: str) -> object:
    meta = field.metadata
    name = field.name
    if meta.get("bool"):
        if isinstance(raw, bool):
            return raw
        text = _as_text(raw)
        if text in ("true", "yes", "on", "1"):
            return True
        if text in ("false", "no", "off", "0"):
            return False
        raise OptionError(f"option {name!r} of {game_id} is true or false, got {describe(raw)}")
    if "range" in meta:
        low, high = meta["range"]
        if raw is None and field.default is None:
            return None
        bound = f"{low}..{high}" if high is not None else f"at least {low}"
        value = _whole_number(raw)
        if value is None:
            raise OptionError(
                f"option {name!r} of {game_id} is a whole number {bound}, got {describe(raw)}"
            )
        if value < low or (high is not None and value > high):
            raise OptionError(
                f"option {name!r} of {game_id} must be {bound}, got {describe(value)}"
            )
        return value
    choices = meta.get("choices", ())
    for c in choices:
        if raw == c or _as_text(raw) == str(c).lower():
            return c
    raise OptionError(
        f"option {name!r} of {game_id} takes one of "
        + ", ".join(str(c) for c in choices)
        + f"; got {describe(raw)}"
    )


def _whole_number(raw: object) -> int | None:
    """``raw`` as a whole number: an int, an integral finite float, or decimal text (at most
    18 digits); None for anything else (bools, infinities, 1e400, "4.5", "١")."""
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw
    if isinstance(raw, float):
        return int(raw) if raw.is_integer() else None  # inf and nan are not integers
    if isinstance(raw, str):
        text = raw.strip()
        digits = text[1:] if text[:1] in "+-" else text
        if 0 < len(digits) <= 18 and digits.isascii() and digits.isdigit():
            return int(text)
    return None


def options_dict(options: object) -> dict[str, Any]:
    """The options as a plain JSON-ready dict (records store this): a choice by its text."""
    plain: dict[str, Any] = dataclasses.asdict(options)  # type: ignore[call-overload]
    return {k: v.value if isinstance(v, Enum) else v for k, v in plain.items()}


def _as_text(raw: object) -> str:
    """``raw`` as lower-case text for matching a choice; "" when it has no sensible text
    form (a huge integer, whose ``str`` Python refuses)."""
    if isinstance(raw, int) and raw.bit_length() > 64:
        return ""
    try:
        return str(raw).strip().lower()
    except (ValueError, RecursionError):  # a list holding a number too long for Python
        return ""  # to print, or nested deeper than str goes
