"""Actions and their text form: ``bid 3``, ``zero``, ``play QH``, ``bid 10 S``, ``capot H``.

One small frozen value type serves every game, so records, the client and the AIs share one
parser and one formatter (``parse_action(str(a)) == a``).  Actions order by kind, then
number, suit and card, which gives ``legal_actions()`` its deterministic order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Self

from game.core.cards import (
    SUIT_LETTERS,
    SUIT_SYMBOLS,
    Card,
    Suit,
    card_label,
    card_name,
    parse_card,
    parse_suit,
)
from game.core.errors import ActionSyntaxError, ArgumentError, describe

MAX_NUMBER = 999
"""The largest number an action may carry (no game bids more than 30): the text form
refuses longer numbers before converting them, so ``"bid " + "9" * 5000`` is a syntax
error, not a 5,000-digit integer."""


class Kind(int):
    """What an action does: its word in the text form, and its place in the order of
    ``legal_actions()`` (the int it is).

    The core declares what every game shares (``PASS``, ``BID``, ``PLAY``, ``DEAL``,
    ``WAIT``); a game declares its own calls with ``declare_kind`` in its ``calls``
    module (``game/core/belote/calls.py``), which the core's registry imports.  Each kind
    is one object: compare kinds with ``is``."""

    name: str
    word: str
    takes_suit: bool
    """Written with a suit after the word (``capot H``); other declared kinds are bare."""

    PASS: ClassVar[Kind]
    BID: ClassVar[Kind]
    PLAY: ClassVar[Kind]
    DEAL: ClassVar[Kind]
    WAIT: ClassVar[Kind]
    """Not now: the answer of a seat that may act out of turn and lets the moment pass
    (``State.actors()``); it changes nothing and is never recorded."""

    def __new__(cls, order: int, word: str, takes_suit: bool = False) -> Self:
        kind = super().__new__(cls, order)
        kind.name = word.upper()
        kind.word = word
        kind.takes_suit = takes_suit
        return kind

    def __repr__(self) -> str:
        return f"<Kind.{self.name}: {int(self)}>"

    __str__ = int.__repr__
    """Its number, as the ``IntEnum`` it was wrote it."""

    def __reduce__(self) -> tuple[object, tuple[str]]:
        """A copy or a pickle is the declared kind itself (kinds compare with ``is``)."""
        return kind_named, (self.word,)


_KIND_BY_WORD: dict[str, Kind] = {}


def declare_kind(order: int, word: str, *, takes_suit: bool = False) -> Kind:
    """A new kind of call: ``word`` is its text form (bare, or followed by a suit when
    ``takes_suit``), ``order`` its place among ``legal_actions()``.  A word or an order
    another kind holds is refused (two games sharing a call share its kind)."""
    if not (word.isascii() and word.isalpha() and word.islower()):
        raise ArgumentError(f"a kind's word is lower-case letters, got {describe(word)}")
    if word in _KIND_BY_WORD:
        raise ArgumentError(f"the kind {word!r} is declared already")
    for known in _KIND_BY_WORD.values():
        if int(known) == order:
            raise ArgumentError(f"the order {order} is {known.word!r}'s already")
    kind = Kind(order, word, takes_suit)
    _KIND_BY_WORD[word] = kind
    return kind


def kind_named(word: str) -> Kind:
    """The declared kind whose text form is ``word``."""
    kind = _KIND_BY_WORD.get(word)
    if kind is None:
        raise ActionSyntaxError(f"no kind of call {describe(word)}")
    return kind


Kind.PASS = declare_kind(0, "pass")
Kind.BID = declare_kind(1, "bid")
Kind.PLAY = declare_kind(10, "play")
Kind.DEAL = declare_kind(11, "deal")
Kind.WAIT = declare_kind(12, "wait")


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """One call or card.  Unused fields are -1 (``number`` for bids, ``suit`` for Belote
    bids and capots, ``card`` for plays)."""

    kind: Kind
    number: int = -1
    suit: Suit = -1
    card: Card = -1

    def __post_init__(self) -> None:
        """Refuse fields no game can use, so a hand-built Action fails here, by name,
        rather than deep inside a rule (``Action(Kind.PLAY, card=99)``)."""
        if not isinstance(self.kind, Kind):
            raise ArgumentError(f"Action.kind must be a Kind, got {describe(self.kind)}")
        for name, value, low, high in (
            ("number", self.number, -1, MAX_NUMBER), ("suit", self.suit, -1, 3),
            ("card", self.card, -1, 51),
        ):
            if type(value) is not int or not low <= value <= high:
                raise ArgumentError(
                    f"Action.{name} must be a whole number {low}..{high}, got {describe(value)}"
                )
        if self.kind is Kind.PLAY and self.card < 0:
            raise ArgumentError("a play names its card: Action(Kind.PLAY, card=0..51)")
        if self.kind is Kind.BID and self.number < 0:
            raise ArgumentError("a bid names its number: Action(Kind.BID, number=0..)")
        if self.kind.takes_suit and self.suit < 0:
            raise ArgumentError(f"a {self.kind.word} names its suit: Action(kind, suit=0..3)")

    def __str__(self) -> str:
        word = self.kind.word
        if self.kind is Kind.PLAY:
            return f"play {card_name(self.card)}"
        if self.kind is Kind.BID:
            if self.suit >= 0:
                return f"bid {self.number} {SUIT_LETTERS[self.suit]}"
            return f"bid {self.number}"
        if self.kind.takes_suit:
            return f"{word} {SUIT_LETTERS[self.suit]}"
        return word

    def label(self) -> str:
        """Short human form with suit symbols (``10♠``, ``Capot ♥``, ``Q♥``)."""
        if self.kind is Kind.PLAY:
            return card_label(self.card)
        if self.kind is Kind.BID:
            if self.suit >= 0:
                return f"{self.number}{SUIT_SYMBOLS[self.suit]}"
            return str(self.number)
        if self.kind.takes_suit:
            return f"{self.kind.word.capitalize()} {SUIT_SYMBOLS[self.suit]}"
        return self.kind.word.capitalize()


PASS = Action(Kind.PASS)
DEAL = Action(Kind.DEAL)
WAIT = Action(Kind.WAIT)
PLAYS: tuple[Action, ...] = tuple(Action(Kind.PLAY, card=c) for c in range(52))
"""``PLAYS[c]`` is the shared action for playing card ``c`` (no allocation on hot paths)."""


_PLAIN_BIDS: tuple[Action, ...] = tuple(Action(Kind.BID, number=n) for n in range(32))


def bid(number: int, suit: Suit = -1) -> Action:
    if suit < 0 and 0 <= number < 32:
        return _PLAIN_BIDS[number]
    return Action(Kind.BID, number=number, suit=suit)


SUIT_PLAYS: tuple[list[tuple[Action, ...] | None], ...] = tuple(
    [()] + [None] * 8191 for _ in range(4)
)
"""Per suit, the plays of each 13-bit pattern (bit r: the card of rank r), or None until
first met (then ``suit_plays`` makes them): a list look-up is the cheapest step from a mask
to its actions."""


def _suit_plays(suit: int, pattern: int) -> tuple[Action, ...]:
    out = []
    rest = pattern
    while rest:
        low = rest & -rest
        out.append(PLAYS[13 * suit + low.bit_length() - 1])
        rest ^= low
    plays = SUIT_PLAYS[suit][pattern] = tuple(out)
    return plays


def suit_plays(suit: int, mask: int) -> tuple[Action, ...]:
    """``plays_of(mask)`` for a mask that lies within ``suit``: one look-up."""
    pattern = mask >> 13 * suit
    plays = SUIT_PLAYS[suit][pattern]
    return _suit_plays(suit, pattern) if plays is None else plays


def plays_of(mask: int) -> tuple[Action, ...]:
    """The play actions for the cards of ``mask``, ascending: a look-up per suit.

    Not cached by whole mask: random play meets a new hand at almost every turn, and a
    full cache of 65,536 masks cost more to fill and evict (~1.5 µs a miss) than the
    look-ups it saved.
    """
    spades, hearts, diamonds, clubs = SUIT_PLAYS
    s = spades[mask & 0x1FFF]
    if s is None:
        s = _suit_plays(0, mask & 0x1FFF)
    h = hearts[mask >> 13 & 0x1FFF]
    if h is None:
        h = _suit_plays(1, mask >> 13 & 0x1FFF)
    d = diamonds[mask >> 26 & 0x1FFF]
    if d is None:
        d = _suit_plays(2, mask >> 26 & 0x1FFF)
    c = clubs[mask >> 39]
    if c is None:
        c = _suit_plays(3, mask >> 39)
    return s + h + d + c


def play(card: Card) -> Action:
    return PLAYS[card]


def parse_action(text: str) -> Action:
    """Parse the text form; raises ``ActionSyntaxError`` naming what is wrong.

    Accepts ``bid 3``, ``3`` (a bare number is a bid), ``bid 10 S``, ``10♠``-style suits,
    ``capot H``, ``play QH``, ``QH`` (a bare card is a play) and the bare words.
    Numbers are ASCII digits, at most three of them (``"bid ²"`` is refused).
    """
    if not isinstance(text, str):
        raise ArgumentError(
            f"an action's text is a string like 'bid 3' or 'play QH', got {describe(text)}"
        )
    words = text.strip().lower().split()
    if not words:
        raise ActionSyntaxError("empty action")
    head, rest = words[0], words[1:]
    kind = _KIND_BY_WORD.get(head)
    if kind is None:
        if _is_number(head):
            return _parse_bid(words, text)
        try:
            card = parse_card(head)
        except ActionSyntaxError:
            raise ActionSyntaxError(
                f"unknown action {describe(text)}: expected one of "
                + ", ".join(sorted(_KIND_BY_WORD))
            ) from None
        if rest:
            raise ActionSyntaxError(f"unexpected words after the card in {describe(text)}")
        return PLAYS[card]
    if kind is Kind.PLAY:
        if len(rest) != 1:
            raise ActionSyntaxError(
                f"write 'play' and one card, e.g. 'play QH', got {describe(text)}"
            )
        return PLAYS[parse_card(rest[0])]
    if kind is Kind.BID:
        return _parse_bid(rest, text)
    if kind.takes_suit:
        if len(rest) != 1:
            raise ActionSyntaxError(
                f"write {head!r} and a suit, e.g. '{head} H', got {describe(text)}"
            )
        return Action(kind, suit=parse_suit(rest[0]))
    if rest:
        raise ActionSyntaxError(f"{head!r} takes nothing after it, got {describe(text)}")
    return Action(kind)


def _parse_bid(words: list[str], text: str) -> Action:
    if not words:
        raise ActionSyntaxError(f"a bid needs a number, got {describe(text)}")
    number_text, suit_text = words[0], words[1:]
    if number_text and not _is_number(number_text) and number_text[-1] in "shdc♠♥♦♣":
        number_text, suit_text = number_text[:-1], [number_text[-1]]
    if not _is_number(number_text):
        raise ActionSyntaxError(f"a bid needs a whole number 0..{MAX_NUMBER}, got {describe(text)}")
    if len(suit_text) > 1:
        raise ActionSyntaxError(f"unexpected words in bid {describe(text)}")
    suit = parse_suit(suit_text[0]) if suit_text else -1
    return bid(int(number_text), suit)


def _is_number(word: str) -> bool:
    """ASCII digits only (``str.isdigit`` also takes ``"²"``), at most three."""
    return 0 < len(word) <= 3 and word.isascii() and word.isdigit()
