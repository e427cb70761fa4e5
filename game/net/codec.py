"""The table's values as JSON: a seat's view and its events, out and back, checked.

The encoder walks the frozen dataclasses the table already sends (``SeatView``, the core's
events and results, each game's observation) field by field, reading each field's declared
type: a ``Card`` becomes its text (``"10♥"``), a ``Hand`` the list of its cards, an
``Action`` its text (``"play 10♥"``, ``"bid 10 ♠"``), an enum its value, a game its id and
options.  It writes only the fields the view holds, so a seat's bytes carry exactly its own
view: no state, nothing added.

The decoder reads the same plan back and checks everything on the way: each value's JSON
type, each number's range, each text's length, each card and action through the core's own
parsers, each list's length; a polymorphic value (an observation, an event) names its class,
which must be one of ``wire_classes``' (the registered games' own, the core's events).  Nothing read is ever evaluated or used as a name to
look up: the plans are built from our own classes' annotations, once.
"""

from __future__ import annotations

import ast
import dataclasses
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from types import ModuleType
from typing import TypeVar, cast

from game.core.actions import Action, parse_action
from game.core.cards import (
    SUIT_LETTERS,
    SUIT_SYMBOLS,
    Card,
    Hand,
    card_label,
    card_name,
    iter_cards,
    parse_card,
)
from game.core.contract import ContractKind, contract_kind_named
from game.core.errors import TrickbidError
from game.core.events import Event
from game.core.observation import Observation, Trick
from game.core.registry import AnyGame, create_game
from game.core.result import DealResult
from game.net.wire_classes import EVENTS, FIGURES, OBSERVATIONS, is_record
from game.table.view import SeatView


class DecodeError(ValueError):
    """A message that does not fit the protocol; the text says which field and why."""


MAX_INT = 2**64
"""Numbers beyond this size are refused (nothing but a seed comes near)."""
SEED_LIMIT = 2**256
"""A match seed is read up to 256 bits (a table with friends deals from a 256-bit one, shown
to every seat in the final view: ``SeatView.match_seed``); only there."""
MAX_TEXT = 200
"""The longest text field (an auction summary, a combination's kind)."""
MAX_ITEMS = 64
"""The longest list (a hand, the results of one line, the calls of a deal)."""
MAX_DEALS = 10_000
"""More finished deals than a match holds: a seat's history of results stops there."""

T = TypeVar("T")


# ------------------------------------------------------------------ text forms
_SYMBOLS: dict[str, str] = {card_name(card): card_label(card) for card in range(52)}
_SYMBOLS.update(zip(SUIT_LETTERS, SUIT_SYMBOLS, strict=True))
"""Each word of the core's action text that names a card or a suit, in the wire's form."""


def action_text(action: Action) -> str:
    """An action as the wire writes it: the core's text (``str(action)``) with suit symbols
    for its cards and suits (``"play 10♥"``, ``"bid 10 ♠"``, ``"capot ♥"``); ``parse_action``
    reads it.  Only the core's text is read, so a game's own kinds of call need nothing
    here."""
    verb, *words = str(action).split(" ")
    return " ".join([verb, *(_SYMBOLS.get(word, word) for word in words)])


_ACTIONS: dict[str, Action] = {}
"""Actions already read, by their wire text (the same few hundred come in every view:
each is parsed once; actions are frozen, so one object serves every view)."""
_CARDS: dict[str, int] = {text: card for card in range(52)
                          for text in (card_label(card), card_name(card))}
"""Each card by its two wire forms (``"10♥"``, ``"10H"``): read without parsing."""


def read_action(value: object, where: str = "action") -> Action:
    known = _ACTIONS.get(value) if isinstance(value, str) else None
    if known is not None:
        return known
    text = _text(value, where, 32)
    try:
        action = parse_action(text)
    except TrickbidError as exc:
        raise DecodeError(f"{where}: {exc}") from None
    if len(_ACTIONS) < 4096:
        _ACTIONS[text] = action
    return action


def read_contract_kind(value: object, where: str) -> ContractKind:
    """A contract's kind by its word, as records write it; the words are the games'
    declared kinds (``declare_contract_kind``), so a game's own need nothing here."""
    try:
        return contract_kind_named(_text(value, where, 32))
    except TrickbidError as exc:
        raise DecodeError(f"{where}: {exc}") from None


def read_card(value: object, where: str) -> int:
    known = _CARDS.get(value) if isinstance(value, str) else None
    if known is not None:
        return known
    text = _text(value, where, 4)
    try:
        return parse_card(text)
    except TrickbidError as exc:
        raise DecodeError(f"{where}: {exc}") from None


# ------------------------------------------------------------------ plans
@dataclass(frozen=True, slots=True, eq=False)
class Plan:
    """How one field's value is written and read back: ``kind`` names its form — ``int``,
    ``seed`` (a whole number of up to 256 bits), ``str``, ``bool``, ``none``, ``card``,
    ``hand`` (a list of cards), ``action``, ``contract_kind`` (its word), ``opt`` (``items[0]`` or null), ``tuple`` (a list
    of ``items[0]``), ``fixed`` (one item of each of ``items``), ``enum`` and ``record``
    (``cls``), ``tagged`` (one of ``classes``, named in ``"type"``) or ``game``."""

    kind: str
    items: tuple[Plan, ...] = ()
    """``opt`` and ``tuple``: the one plan of their value or items; ``fixed``: each item's."""
    cls: type[object] | None = None
    classes: Mapping[str, type[object]] | None = None
    quick: str = ""
    """A list read at once when it is regular: ``plays`` (a trick's ``[seat, card]``),
    ``ints``, ``actions`` (see ``Decoder.decode``)."""


_INT, _SEED, _STR, _BOOL, _NONE = (Plan(k) for k in ("int", "seed", "str", "bool", "none"))
_CARD, _HAND, _ACTION, _GAME_PLAN = (Plan(k) for k in ("card", "hand", "action", "game"))
_CONTRACT_KIND = Plan("contract_kind")
_PLAYS = Plan("tuple", (Plan("fixed", (_INT, _CARD)),), quick="plays")
"""A trick's plays: ``[[seat, "10♥"], ...]``, most of what a view holds."""
_OBSERVATION = Plan("tagged", classes=OBSERVATIONS)
_EVENTS = Plan("tuple", (Plan("tagged", classes=EVENTS),))


def _list_of(inner: Plan) -> Plan:
    quick = "ints" if inner is _INT else "actions" if inner is _ACTION else ""
    return Plan("tuple", (inner,), quick=quick)


_ALIASES: dict[str, Plan] = {
    "int": _INT, "str": _STR, "bool": _BOOL, "None": _NONE,
    "Card": _CARD, "Hand": _HAND, "Action": _ACTION, "Suit": _INT,
    "ContractKind": _CONTRACT_KIND,
    "Trick": _PLAYS, "Observation": _OBSERVATION,
    "Figures": Plan("tagged", classes=FIGURES),
}


FIELD_PLANS: dict[tuple[str, str], Plan] = {
    ("SeatView", "game"): _GAME_PLAN,
    ("SeatView", "observation"): _OBSERVATION,
    ("SeatView", "last_events"): _EVENTS,
    ("SeatView", "match_seed"): Plan("opt", (_SEED,)),
}
"""Fields typed ``Any`` or by a type variable in their class, or with limits of their own
(the match's seed: up to 256 bits, the only number allowed past ``MAX_INT``), and how the
wire carries them.  Any other such field has no wire form: building its plan fails (in the
tests) rather than guess."""


def _plan_of(node: ast.expr, module: ModuleType) -> Plan:
    if isinstance(node, ast.Constant) and node.value is None:
        return _NONE
    if isinstance(node, ast.Name):
        if node.id in _ALIASES:
            return _ALIASES[node.id]
        target = getattr(module, node.id)
        if isinstance(target, type) and issubclass(target, Enum):
            return Plan("enum", cls=target)
        if isinstance(target, type) and is_record(target):
            return Plan("record", cls=target)
        raise TypeError(f"no wire form for {node.id}")
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        left, right = _plan_of(node.left, module), _plan_of(node.right, module)
        if right is _NONE:
            return Plan("opt", (left,))
        if left is _NONE:
            return Plan("opt", (right,))
        raise TypeError("only X | None unions have a wire form")
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        assert node.value.id == "tuple", node.value.id
        items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if len(items) == 2 and isinstance(items[1], ast.Constant) and items[1].value is ...:
            return _list_of(_plan_of(items[0], module))
        return Plan("fixed", tuple(_plan_of(i, module) for i in items))
    raise TypeError(f"no wire form for {ast.dump(node)}")


_FIELDS: dict[type[object], tuple[tuple[str, Plan], ...]] = {}


def fields_of(cls: type[object]) -> tuple[tuple[str, Plan], ...]:
    """Each field of ``cls`` with its plan, from the class's own annotations (once)."""
    plans = _FIELDS.get(cls)
    if plans is None:
        out = []
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]  # only dataclasses come
            plan = FIELD_PLANS.get((cls.__name__, f.name))
            if plan is None:
                module = sys.modules[_owner(cls, f.name).__module__]
                plan = _plan_of(ast.parse(str(f.type), mode="eval").body, module)
            out.append((f.name, plan))
        plans = _FIELDS[cls] = tuple(out)
    return plans


def _owner(cls: type[object], name: str) -> type[object]:
    """The class whose annotations declare ``name`` (its names are that module's)."""
    for klass in cls.__mro__:
        if name in getattr(klass, "__annotations__", {}):
            return klass
    return cls


# ------------------------------------------------------------------ encoding
_LABELS = tuple(card_label(card) for card in range(52))
_ACTION_TEXTS: dict[Action, str] = {}
_GAME: list[tuple[object, dict[str, object]]] = [(None, {})]
"""The last game encoded and its wire form (a table sends the same game every update);
one slot replaced whole, so tables on several threads never mix theirs."""


def encode(value: object, plan: Plan) -> object:
    """``value`` (of the type ``plan`` was made from) as the wire writes it."""
    kind = plan.kind
    if kind in ("int", "seed", "str", "bool", "none"):
        return value
    if kind == "card":
        return _LABELS[cast(Card, value)]
    if kind == "hand":
        return [_LABELS[c] for c in iter_cards(cast(Hand, value))]
    if kind == "action":
        action = cast(Action, value)
        text = _ACTION_TEXTS.get(action)
        if text is None:
            text = action_text(action)
            if len(_ACTION_TEXTS) < 4096:
                _ACTION_TEXTS[action] = text
        return text
    if kind == "contract_kind":
        return cast(ContractKind, value).word
    if kind == "opt":
        return None if value is None else encode(value, plan.items[0])
    if kind == "tuple":
        if plan.quick == "plays":  # a trick's plays: most of a view
            return [[seat, _LABELS[card]] for seat, card in cast(Trick, value)]
        if plan.quick == "ints":
            return list(cast(tuple[int, ...], value))
        inner = plan.items[0]
        return [encode(v, inner) for v in cast(tuple[object, ...], value)]
    if kind == "fixed":
        return [encode(v, p)
                for v, p in zip(cast(tuple[object, ...], value), plan.items, strict=True)]
    if kind == "enum":
        return cast(Enum, value).value
    if kind == "game":
        cached = _GAME[0]
        if cached[0] is not value:
            game = cast(AnyGame, value)
            cached = (game, {"id": game.id, "options": game.options_dict()})
            _GAME[0] = cached
        return cached[1]
    return encode_record(value, tag=kind == "tagged")


def encode_record(value: object, tag: bool = False) -> dict[str, object]:
    out: dict[str, object] = {"type": type(value).__name__} if tag else {}
    for name, plan in fields_of(type(value)):
        out[name] = encode(getattr(value, name), plan)
    return out


def encode_view(view: SeatView[Observation], known: int = 0) -> dict[str, object]:
    """``view`` for a seat that already has its first ``known`` finished deals' results:
    ``results`` carries only the ones after them, and ``results_from`` says where they
    go.  A seat's first view (its welcome, or a new connection) has ``known`` 0, so it
    carries the whole history once; after that an update carries a result once, when its
    deal is scored, and the line stays the same size however long the match."""
    if not 0 <= known <= len(view.results):
        known = 0
    out: dict[str, object] = {}
    for name, plan in fields_of(SeatView):
        value = getattr(view, name)
        if name == "results":
            out["results_from"] = known
            value = value[known:]
        out[name] = encode(value, plan)
    return out


def encode_events(events: tuple[Event, ...]) -> list[dict[str, object]]:
    return [encode_record(e, tag=True) for e in events]


# ------------------------------------------------------------------ decoding
def _text(value: object, where: str, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str):
        raise DecodeError(f"{where}: expected text, got {type(value).__name__}")
    if len(value) > limit:
        raise DecodeError(f"{where}: text longer than {limit} characters")
    return value


def whole(value: object, where: str, low: int = -MAX_INT, high: int = MAX_INT) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise DecodeError(f"{where}: expected a whole number, got {type(value).__name__}")
    if not low <= value <= high:
        raise DecodeError(f"{where}: {value} is outside {low}..{high}")
    return value


def _items(value: object, where: str) -> list[object]:
    if not isinstance(value, list):
        raise DecodeError(f"{where}: expected a list, got {type(value).__name__}")
    if len(value) > MAX_ITEMS:
        raise DecodeError(f"{where}: more than {MAX_ITEMS} items")
    return value


def _plays(items: list[object]) -> tuple[tuple[int, int], ...] | None:
    """A trick's plays read at once, when each is a plain ``[seat, card]`` (None: read them
    the long way, which names what is wrong).  Every trick of the deal comes in every view,
    so this is most of what a view holds."""
    out = []
    for item in items:
        if type(item) is not list or len(item) != 2:
            return None
        seat, text = item
        card = _CARDS.get(text) if isinstance(text, str) else None
        if type(seat) is not int or not 0 <= seat < 64 or card is None:
            return None
        out.append((seat, card))
    return tuple(out)


def _build(cls: Callable[..., T], kwargs: Mapping[str, object], where: str) -> T:
    """``cls`` made of checked values; the class's own checks refusing them is a
    ``DecodeError`` too."""
    try:
        return cls(**kwargs)
    except Exception as exc:  # noqa: BLE001 - the class's own checks refused the values
        raise DecodeError(f"{where}: {ascii(str(exc))[:120]}") from None


class Decoder:
    """Reads views and events; remembers the last game it built (the same every update)
    and the finished deals' results so far (an update brings only the new ones)."""

    def __init__(self) -> None:
        self._game_key: tuple[str, tuple[tuple[str, object], ...]] | None = None
        self._game: AnyGame | None = None
        self._results: tuple[DealResult, ...] = ()

    def decode(self, value: object, plan: Plan, where: str) -> object:
        kind = plan.kind
        if kind == "int":
            return whole(value, where)
        if kind == "seed":
            return whole(value, where, -SEED_LIMIT, SEED_LIMIT - 1)
        if kind == "str":
            return _text(value, where)
        if kind == "bool":
            if not isinstance(value, bool):
                raise DecodeError(f"{where}: expected true or false")
            return value
        if kind == "none":
            if value is not None:
                raise DecodeError(f"{where}: expected null")
            return None
        if kind == "card":
            return read_card(value, where)
        if kind == "hand":
            mask = 0
            for i, text in enumerate(_items(value, where)):
                mask |= 1 << read_card(text, f"{where}[{i}]")
            return mask
        if kind == "action":
            return read_action(value, where)
        if kind == "contract_kind":
            return read_contract_kind(value, where)
        if kind == "opt":
            return None if value is None else self.decode(value, plan.items[0], where)
        if kind == "tuple":
            items = _items(value, where)
            if plan.quick == "plays":
                plays = _plays(items)
                if plays is not None:
                    return plays
            elif plan.quick == "ints" and all(type(v) is int and -MAX_INT <= v <= MAX_INT
                                              for v in items):
                return tuple(items)
            elif plan.quick == "actions":
                actions = [_ACTIONS.get(v) if type(v) is str else None for v in items]
                if None not in actions:
                    return tuple(actions)
            inner = plan.items[0]
            return tuple(self.decode(v, inner, f"{where}[{i}]") for i, v in enumerate(items))
        if kind == "fixed":
            items = _items(value, where)
            if len(items) != len(plan.items):
                raise DecodeError(f"{where}: expected {len(plan.items)} items")
            return tuple(self.decode(v, p, f"{where}[{i}]")
                         for i, (v, p) in enumerate(zip(items, plan.items, strict=True)))
        if kind == "enum":
            enum = cast(type[Enum], plan.cls)
            try:
                return enum(_text(value, where))
            except ValueError:
                raise DecodeError(f"{where}: not one of {[m.value for m in enum]}") from None
        if kind == "game":
            return self._read_game(value, where)
        if kind == "tagged":
            return self.record(value, cast(Mapping[str, type[object]], plan.classes), where)
        cls = cast(type[object], plan.cls)
        return self.record(value, {cls.__name__: cls}, where, tagged=False)

    def record(self, value: object, classes: Mapping[str, type[T]], where: str,
               tagged: bool = True) -> T:
        cls, kwargs = self._fields(value, classes, where, tagged)
        return _build(cls, kwargs, where)

    def _fields(self, value: object, classes: Mapping[str, type[T]], where: str,
                tagged: bool = True) -> tuple[type[T], dict[str, object]]:
        if not isinstance(value, dict):
            raise DecodeError(f"{where}: expected an object")
        if tagged:
            name = value.get("type")
            if not isinstance(name, str) or name not in classes:
                raise DecodeError(f"{where}: unknown type {ascii(name)[:40]}")
            cls = classes[name]
        else:
            (cls,) = classes.values()
        plans = fields_of(cls)
        expected = {n for n, _ in plans} | ({"type"} if tagged else set())
        if set(value) != expected:
            odd = sorted(set(value) ^ expected)[:5]
            raise DecodeError(f"{where}: fields do not match {cls.__name__} ({odd})")
        return cls, {n: self.decode(value[n], p, f"{where}.{n}") for n, p in plans}

    def _read_game(self, value: object, where: str) -> AnyGame:
        if not isinstance(value, dict) or set(value) != {"id", "options"}:
            raise DecodeError(f"{where}: a game is {{id, options}}")
        game_id = _text(value["id"], f"{where}.id", 40)
        options = value["options"]
        if not isinstance(options, dict) or len(options) > MAX_ITEMS:
            raise DecodeError(f"{where}.options: expected an object")
        for k, v in options.items():
            _text(k, f"{where}.options key", 40)
            if not (v is None or isinstance(v, bool | int | str)):
                raise DecodeError(f"{where}.options.{k[:40]}: not a plain value")
            if isinstance(v, int) and not isinstance(v, bool):
                whole(v, f"{where}.options.{k[:40]}")
            if isinstance(v, str):
                _text(v, f"{where}.options.{k[:40]}", 40)
        key = (game_id, tuple(sorted(options.items())))
        if key != self._game_key or self._game is None:
            try:
                self._game = create_game(game_id, **options)
            except Exception as exc:  # noqa: BLE001 - options the core refuses, however
                raise DecodeError(f"{where}: {ascii(str(exc))[:120]}") from None
            self._game_key = key
        return self._game

    def view(self, value: object) -> SeatView[Observation]:
        """A view whose ``results`` are the ones after ``results_from`` (0: the whole
        history, as a seat's first view brings it); the view read has them all."""
        if not isinstance(value, dict) or "results_from" not in value:
            raise DecodeError("view: fields do not match SeatView (['results_from'])")
        start = whole(value["results_from"], "view.results_from", 0, MAX_DEALS)
        if start not in (0, len(self._results)):
            raise DecodeError(f"view.results_from: {start}, but {len(self._results)} "
                              "results came before")
        rest = {k: v for k, v in value.items() if k != "results_from"}
        _cls, kwargs = self._fields(rest, {"SeatView": SeatView}, "view", tagged=False)
        new = cast(tuple[DealResult, ...], kwargs["results"])
        results = self._results if start and not new else (
            self._results[:start] + new if start else new)
        if len(results) > MAX_DEALS:
            raise DecodeError(f"view.results: more than {MAX_DEALS} deals")
        kwargs["results"] = results
        view: SeatView[Observation] = _build(SeatView, kwargs, "view")
        self._results = results
        return view

    def events(self, value: object) -> tuple[Event, ...]:
        return tuple(self.record(e, EVENTS, f"events[{i}]")
                     for i, e in enumerate(_items(value, "events")))
