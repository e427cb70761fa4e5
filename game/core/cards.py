"""Cards, suits and hands on one id space shared by the 52- and 32-card decks.

A card is an int ``suit * 13 + rank`` where rank 0 is the two and 12 the ace, so the
32-card Belote deck (sevens to aces) is a subset of the 52-card deck and the client, the
AIs and the records use the same ids for both.  A hand is an int bitmask over those ids:
ints keep pure Python fast and are immutable, which the immutable states rely on.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.core.errors import ActionSyntaxError, describe

Card = int
Suit = int
Hand = int

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUITS: tuple[Suit, ...] = (SPADES, HEARTS, DIAMONDS, CLUBS)
SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
RANK_NAMES: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(13)

SUIT_MASKS: tuple[Hand, ...] = tuple(0x1FFF << (13 * s) for s in SUITS)
DECK_52: Hand = (1 << 52) - 1
DECK_32: Hand = sum(((0x1FFF >> SEVEN) << SEVEN) << (13 * s) for s in SUITS)

_SUIT_BY_TEXT = {letter: i for i, letter in enumerate(SUIT_LETTERS)}
_SUIT_BY_TEXT.update({sym: i for i, sym in enumerate(SUIT_SYMBOLS)})
_RANK_BY_TEXT = {name: i for i, name in enumerate(RANK_NAMES)}
_RANK_BY_TEXT["T"] = TEN


def make_card(rank: int, suit: Suit) -> Card:
    """The card of ``rank`` (0 = two … 12 = ace) in ``suit``."""
    return suit * 13 + rank


def suit_of(card: Card) -> Suit:
    return card // 13


def rank_of(card: Card) -> int:
    return card % 13


def card_name(card: Card) -> str:
    """Text form: rank then suit letter, e.g. ``"10H"``, ``"QS"``."""
    return RANK_NAMES[card % 13] + SUIT_LETTERS[card // 13]


def card_label(card: Card) -> str:
    """Human form with a suit symbol, e.g. ``"10♥"``."""
    return RANK_NAMES[card % 13] + SUIT_SYMBOLS[card // 13]


def parse_suit(text: str) -> Suit:
    """``"S"``/``"♠"`` (any case) to a suit; raises ``ActionSyntaxError``."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"a suit is one of S, H, D, C, got {describe(text)}")
    suit = _SUIT_BY_TEXT.get(text.strip().upper())
    if suit is None:
        raise ActionSyntaxError(f"unknown suit {describe(text)}: use one of S, H, D, C")
    return suit


def parse_card(text: str) -> Card:
    """``"10H"``, ``"qs"``, ``"A♠"`` to a card id; raises ``ActionSyntaxError``."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"a card is text like 10H or QS, got {describe(text)}")
    t = text.strip().upper()
    if len(t) < 2:
        raise ActionSyntaxError(
            f"not a card: {describe(text)} (write rank then suit, e.g. 10H, QS)"
        )
    rank = _RANK_BY_TEXT.get(t[:-1])
    suit = _SUIT_BY_TEXT.get(t[-1])
    if rank is None or suit is None:
        raise ActionSyntaxError(
            f"not a card: {describe(text)} (write rank then suit, e.g. 10H, QS)"
        )
    return make_card(rank, suit)


def bit(card: Card) -> Hand:
    return 1 << card


def parse_hand(cards: Iterable[str | Card]) -> Hand:
    """A hand from card texts or ids; a card named twice is an error."""
    mask = 0
    for item in cards:
        c = parse_card(item) if isinstance(item, str) else item
        if type(c) is not int or not 0 <= c < 52:
            raise ActionSyntaxError(f"a card is text like 10H or an id 0..51, got {describe(c)}")
        if mask >> c & 1:
            raise ActionSyntaxError(f"card {card_name(c)} is named twice")
        mask |= 1 << c
    return mask


def iter_cards(mask: Hand) -> Iterator[Card]:
    """Cards of a mask in ascending id order (suit by suit, low rank first)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cards_of(mask: Hand) -> tuple[Card, ...]:
    return tuple(iter_cards(mask))


def hand_names(mask: Hand) -> list[str]:
    return [card_name(c) for c in iter_cards(mask)]
