"""Rule options as frozen dataclasses, validated by name, with named presets.

Each game declares its options as a frozen dataclass whose fields carry their allowed values
in ``metadata`` (``choices`` or ``range``); ``build_options`` applies a preset, then the
options given by name, and rejects unknown names and bad values with the valid ones listed.
Options are data, never subclasses.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, TypeVar

from game.core.errors import OptionError

T = TypeVar("T")


def choice(default: Any, *choices: Any) -> Any:
    """A field taking one of ``choices`` (compared after coercion to the default's type)."""
    return dataclasses.field(default=default, metadata={"choices": choices})


def int_range(default: int | None, low: int, high: int | None = None) -> Any:
    """An integer field in ``low..high`` (``high`` None: no upper bound)."""
    return dataclasses.field(default=default, metadata={"range": (low, high)})


def flag(default: bool) -> Any:
    return dataclasses.field(default=default, metadata={"bool": True})


def option_names(cls: type[Any]) -> list[str]:
    return [f.name for f in dataclasses.fields(cls)]


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
        preset = str(given.get("preset", fields["preset"].default)).lower()
        known = dict(presets or {})
        if preset not in known:
            raise OptionError(
                f"unknown preset {preset!r} for {game_id}: valid presets are "
                + ", ".join(sorted(known))
            )
        values.update(known[preset])
        given["preset"] = preset
    for name, raw in given.items():
        if name not in fields:
            raise OptionError(
                f"unknown option {name!r} for {game_id}: valid options are "
                + ", ".join(sorted(fields))
            )
        values[name] = _coerce(fields[name], raw, game_id)
    return cls(**values)


def _coerce(field: dataclasses.Field[Any], raw: Any, game_id: str) -> Any:
    meta = field.metadata
    name = field.name
    if meta.get("bool"):
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "yes", "on", "1"):
            return True
        if text in ("false", "no", "off", "0"):
            return False
        raise OptionError(f"option {name!r} of {game_id} is true or false, got {raw!r}")
    if "range" in meta:
        low, high = meta["range"]
        if raw is None and field.default is None:
            return None
        try:
            value = int(raw)
            if isinstance(raw, bool) or (isinstance(raw, float) and raw != value):
                raise ValueError
        except (TypeError, ValueError, OverflowError):  # OverflowError: infinite
            raise OptionError(f"option {name!r} of {game_id} is a whole number, got {raw!r}")
        if value < low or (high is not None and value > high):
            bound = f"{low}..{high}" if high is not None else f"at least {low}"
            raise OptionError(f"option {name!r} of {game_id} must be {bound}, got {value}")
        return value
    choices = meta.get("choices", ())
    for c in choices:
        if raw == c or str(raw).strip().lower() == str(c).lower():
            return c
    raise OptionError(
        f"option {name!r} of {game_id} takes one of "
        + ", ".join(str(c) for c in choices)
        + f"; got {raw!r}"
    )


def options_dict(options: object) -> dict[str, Any]:
    """The options as a plain JSON-ready dict (records store this)."""
    return dataclasses.asdict(options)  # type: ignore[call-overload, no-any-return]
