"""Frozen slotted records that copy fast: the machinery under every game state.

A state never changes, so each ``apply`` makes a new one, and random play, search and
replays make millions.  A ``__dict__`` copy costs about twice what filling slots does, and
a frozen dataclass's ``__init__`` pays ``object.__setattr__`` per field, so states are
plain ``__slots__`` classes built this way instead:

- every class gets a private *draft* twin (same slots, ordinary attribute assignment);
- ``_thaw()`` returns a draft holding a copy of every field, the caller sets the fields that
  change and ``_freeze`` makes the draft an instance of the real class (a ``__class__``
  assignment: the layouts are identical).  The generic ``_thaw`` loops over the fields; a
  hot class overrides it with straight-line assignments (tests check it copies them all);
- the real class refuses ``state.x = …``; equality, copying and pickling go through the
  field values, so a state of any length compares, copies and pickles without recursion.

Fields named in a class's ``_uncompared`` (what the last action did, not where the game
stands) are copied and pickled but not compared.  Slots named in ``_caches`` are not fields
at all: memos of a value computed from the fields, None in every new copy, never compared
or pickled, which a record may fill in place (the same value whoever fills it).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, ClassVar, NoReturn, Self, TypeVar

_new = object.__new__
_set = object.__setattr__
R = TypeVar("R")


def _slot_names(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        slots = klass.__dict__.get("__slots__", ())
        names.extend((slots,) if isinstance(slots, str) else slots)
    return tuple(n for n in names if n not in ("__weakref__", "__dict__"))


def _clear_caches(record: object, caches: tuple[str, ...]) -> None:
    for name in caches:
        _set(record, name, None)


class Frozen:
    """Base of immutable slotted records; subclasses declare ``__slots__`` (their fields)."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    """Every field, base classes' first."""
    _field_set: ClassVar[frozenset[str]] = frozenset()
    _uncompared: ClassVar[frozenset[str]] = frozenset()
    _caches: ClassVar[tuple[str, ...]] = ()
    _compared: ClassVar[Callable[[Any], tuple[Any, ...]]]
    _draft_type: ClassVar[type[Any]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("_is_draft"):
            return
        if "__slots__" not in cls.__dict__:
            raise TypeError(f"{cls.__name__} must declare __slots__ (its fields)")
        cls._fields = tuple(n for n in _slot_names(cls) if n not in cls._caches)
        cls._field_set = frozenset(cls._fields)
        compared = [n for n in cls._fields if n not in cls._uncompared]
        cls._compared = operator.attrgetter(*compared)
        cls._draft_type = type(
            f"{cls.__name__}Draft", (cls,),
            {"__slots__": (), "__setattr__": object.__setattr__,
             "__delattr__": object.__delattr__, "_is_draft": True,
             "__module__": cls.__module__, "__qualname__": f"{cls.__qualname__}.Draft"},
        )

    def _thaw(self) -> Self:
        """A draft copy of this record: set the fields that change, then ``_freeze`` it."""
        new: Self = _new(self._draft_type)
        for name in self._fields:
            _set(new, name, getattr(self, name))
        _clear_caches(new, self._caches)
        return new

    @classmethod
    def _create(cls, **fields: Any) -> Self:
        """A record from every field by name (a missing or unknown one is a ``TypeError``)."""
        if fields.keys() != cls._field_set:
            missing = sorted(cls._field_set - fields.keys())
            unknown = sorted(fields.keys() - cls._field_set)
            raise TypeError(f"{cls.__name__}: missing {missing}, unknown {unknown}")
        new: Self = _new(cls._draft_type)
        for name, value in fields.items():
            _set(new, name, value)
        _clear_caches(new, cls._caches)
        return _freeze(new, cls)

    def _replace(self, **changes: Any) -> Self:
        """A copy with ``changes``; a name that is not a field is a ``TypeError``."""
        new = self._thaw()
        fields = self._field_set
        for name, value in changes.items():
            if name not in fields:
                raise TypeError(f"{type(self).__name__} has no field {name}")
            _set(new, name, value)
        return _freeze(new, type(self))

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"states are immutable: use apply(), not .{name} =")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"states are immutable: .{name} cannot be deleted")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        compared = type(self)._compared
        return bool(compared(self) == compared(other))

    __hash__ = None  # type: ignore[assignment]

    def __getstate__(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self._fields}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            _set(self, name, value)
        _clear_caches(self, self._caches)


def _freeze(draft: Any, cls: type[R]) -> R:
    """``draft`` as an instance of ``cls`` (its draft twin has the identical layout)."""
    draft.__class__ = cls
    return draft  # type: ignore[no-any-return]

