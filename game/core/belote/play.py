"""Bazar Belote's play obligations and trick winner (bazar-belote 21–25).

The rules kernel of Bazar Belote's play, shared by the core and the AI's simulator
(``ai.belote.simulator``), so the duties are written once:

- ``TRICK_KEY`` / ``BEATEN_BY``: precomputed tables, per trump suit and card, of a card's
  order in a trick and of the cards of its suit that beat it;
- ``winner_index(cards, trump)``: the card winning a trick so far (bazar-belote 25);
- ``DUTY_LADDERS`` / ``duty(hand, led, trump, winning, partner_winning)``: the play duties
  of bazar-belote 22–24 as data — for each trick, the masks a hand must play from, strongest
  first, each with its ``Duty`` — and the playable mask with the duty that chose it; the
  simulator reads the same ladders' masks (``DUTY_MASKS``) at each node.

``legal_plays`` is the state's form of the play rule: given a hand, the trick so far and
the trump suit it returns the playable cards and the ``Duty`` that restricted them, so a
refused card can be explained in the rule's own words (``play_error``) — the shape of
libcoinche's ``can_play``.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from game.core.belote.rules import PLAIN_STRENGTH, TRUMP_STRENGTH
from game.core.cards import SUIT_MASKS, Card, Hand, card_name
from game.core.errors import IllegalActionError
from game.core.observation import Trick
from game.core.trick import SUIT_WORDS

TRICK_KEY: tuple[tuple[int, ...], ...] = tuple(
    tuple(100 + TRUMP_STRENGTH[c] if c // 13 == t else PLAIN_STRENGTH[c] for c in range(52))
    for t in range(4)
)
"""TRICK_KEY[trump][card]: the card's order within its suit in a trick (trumps above 100)."""
BEATEN_BY: tuple[tuple[Hand, ...], ...] = tuple(
    tuple(
        sum(1 << d for d in range(13 * (c // 13), 13 * (c // 13) + 13)
            if TRICK_KEY[t][d] > TRICK_KEY[t][c])
        for c in range(52)
    )
    for t in range(4)
)
"""BEATEN_BY[trump][card]: the cards of the card's suit that beat it in that suit's order."""


class Duty(Enum):
    """What restricted the playable cards; ``code`` is the error code of a refusal."""

    FREE = "free"
    """Lead, or no obligation applies: any card of the hand (bazar-belote 23, 24)."""
    FOLLOW_SUIT = "must_follow_suit"
    """bazar-belote 22 (and 23 when no held trump beats the trick: any trump)."""
    OVERTRUMP_LED = "must_overtrump_led"
    """bazar-belote 23: trump led, a higher trump is held — even over the partner."""
    TRUMP = "must_trump"
    """bazar-belote 24: void in the led plain suit, an opponent winning, no trump in it."""
    OVERTRUMP = "must_overtrump"
    """bazar-belote 24: void, an opponent winning with a trump that a held trump beats."""

    @property
    def code(self) -> str:
        """The ``IllegalActionError`` code: each duty has its own, so the words for a
        refusal are chosen by code, never by reading the English message."""
        return self.value


_FREE, _FOLLOW_SUIT, _OVERTRUMP_LED, _TRUMP, _OVERTRUMP = (
    Duty.FREE, Duty.FOLLOW_SUIT, Duty.OVERTRUMP_LED, Duty.TRUMP, Duty.OVERTRUMP)
"""Module constants: ``Duty.FREE`` goes through the enum class, and the AI's simulator asks
``duty`` at every node of its search."""


def _ladder(trump: int, led: int, partner_winning: bool,
            winning: Card) -> tuple[tuple[Hand, Duty], ...]:
    """The play rule as data: the duties that apply to a trick led in ``led`` whose
    winning card is ``winning``, strongest first.  A hand plays the cards of the first
    rung it holds any of; a hand that holds none of any rung may play any card."""
    trumps = SUIT_MASKS[trump]
    if led == trump:  # bazar-belote 23: overtrump if you can, even over the partner
        return ((trumps & BEATEN_BY[trump][winning], _OVERTRUMP_LED), (trumps, _FOLLOW_SUIT))
    follow = (SUIT_MASKS[led], _FOLLOW_SUIT)  # bazar-belote 22
    if partner_winning:  # bazar-belote 24: the partner holds the trick, any card
        return (follow,)
    if winning // 13 != trump:  # bazar-belote 24: an opponent wins without trump
        return (follow, (trumps, _TRUMP))
    # bazar-belote 24: an opponent wins with a trump: overtrump if you can, else any card
    return (follow, (trumps & BEATEN_BY[trump][winning], _OVERTRUMP))


def _two_masks(ladder: tuple[tuple[Hand, Duty], ...]) -> tuple[Hand, Hand]:
    masks = [m for m, _ in ladder] + [0] * (2 - len(ladder))
    return masks[0], masks[1]


DUTY_LADDERS: tuple[tuple[tuple[tuple[tuple[tuple[Hand, Duty], ...], ...], ...], ...], ...] = \
    tuple(tuple(tuple(tuple(_ladder(t, led, p, w) for p in (True, False)) for w in range(52))
                for led in range(4)) for t in range(4))
"""DUTY_LADDERS[trump][led][winning card][places]: the duty ladder (``_ladder``) of a trick
whose winning card is ``places`` (mod 2) before the seat to play: 0 the partner's, 1 an
opponent's."""
DUTY_MASKS: tuple[tuple[tuple[tuple[tuple[Hand, Hand], ...], ...], ...], ...] = tuple(
    tuple(tuple(tuple(_two_masks(ladder) for ladder in by_p) for by_p in by_card)
          for by_card in by_led) for by_led in DUTY_LADDERS)
"""The same ladders as exactly two masks (a missing rung is 0), without the duties' names:
what the AI's simulator reads per node, unpacked without a loop."""


def winner_index(cards: Sequence[Card], trump: int) -> int:
    """bazar-belote 25: the index in ``cards`` (play order, lead first, non-empty) of the
    card winning the trick so far: the highest trump, else the highest of the led suit."""
    key = TRICK_KEY[trump]
    led = cards[0] // 13
    best_i, best = 0, key[cards[0]]
    for i in range(1, len(cards)):
        c = cards[i]
        k = key[c]
        if k > best and (k > 100 or c // 13 == led):
            best_i, best = i, k
    return best_i


def trick_winner(trick: Trick, trump: int) -> tuple[int, Card]:
    """bazar-belote 25: the (seat, card) winning ``trick`` so far (non-empty)."""
    return trick[winner_index([c for _, c in trick], trump)]


def duty(hand: Hand, led: int, trump: int, winning: Card,
         partner_winning: bool) -> tuple[Hand, Duty]:
    """bazar-belote 22–24: the cards of ``hand`` that may follow a trick led in ``led``
    whose winning card so far is ``winning`` (``partner_winning``: played by the partner
    of the seat to play), and the duty that chose them: the first rung of the duty ladder
    that the hand can meet, else any card."""
    for mask, why in DUTY_LADDERS[trump][led][winning][not partner_winning]:
        cards = hand & mask
        if cards:
            return cards, why
    return hand, _FREE


def legal_plays(hand: Hand, trick: Trick, trump: int) -> tuple[Hand, Duty]:
    """The cards of ``hand`` that may go to ``trick`` now, and the duty that chose them.

    The seat to play is the one after the last card of ``trick`` (partners sit opposite,
    so the partner's cards are an even number of places back).
    """
    if not trick:
        return hand, Duty.FREE  # bazar-belote 21: any lead
    cards = [c for _, c in trick]
    i = winner_index(cards, trump)
    return duty(hand, cards[0] // 13, trump, cards[i], (len(cards) - i) % 2 == 0)


def play_error(duty: Duty, card: Card, trick: Trick, trump: int) -> IllegalActionError:
    """The refusal of ``card`` (held, but outside the legal mask) under ``duty``."""
    name = card_name(card)
    params: dict[str, object] = {"card": name, "trump": "SHDC"[trump]}
    if duty is Duty.OVERTRUMP_LED:
        return IllegalActionError(
            duty.code,
            f"you must overtrump: trump was led and you hold a higher trump than "
            f"{card_name(trick_winner(trick, trump)[1])} — even over your partner"
            " (bazar-belote 23)",
            params,
        )
    if duty is Duty.OVERTRUMP:
        return IllegalActionError(
            duty.code,
            f"you must overtrump: your partner is not winning and you hold a trump higher "
            f"than {card_name(trick_winner(trick, trump)[1])} (bazar-belote 24)",
            params,
        )
    if duty is Duty.TRUMP:
        led = trick[0][1] // 13
        return IllegalActionError(
            duty.code,
            f"you must trump: you have no {SUIT_WORDS[led]} and an opponent is winning the"
            " trick (bazar-belote 24)",
            params,
        )
    led = trick[0][1] // 13
    params["suit"] = "SHDC"[led]
    return IllegalActionError(
        Duty.FOLLOW_SUIT.code,
        f"you must follow suit: you hold a {SUIT_WORDS[led]} (bazar-belote "
        f"{23 if led == trump else 22})",
        params,
    )
