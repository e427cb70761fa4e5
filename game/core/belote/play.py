"""Bazar Belote's play obligations and trick winner (bazar-belote 21–25).

``legal_plays`` is the one pure function of the play rule: given a hand, the trick so far
and the trump suit it returns the playable cards and the ``Duty`` that restricted them, so
a refused card can be explained in the rule's own words (``play_error``) — the shape of
libcoinche's ``can_play``.  The state, the AIs' simulators and the tests all call it.
"""

from __future__ import annotations

from enum import Enum

from game.core.belote.rules import PLAIN_STRENGTH, TRUMP_STRENGTH
from game.core.cards import SUIT_MASKS, Card, Hand, card_name, iter_cards
from game.core.errors import IllegalActionError
from game.core.observation import Trick
from game.core.seats import next_seat, team_of
from game.core.trick import SUIT_WORDS


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


def trick_winner(trick: Trick, trump: int) -> tuple[int, Card]:
    """bazar-belote 25: the (seat, card) winning ``trick`` so far (non-empty)."""
    best_seat, best = trick[0]
    led = best // 13
    best_trump = led == trump
    best_rank = TRUMP_STRENGTH[best] if best_trump else PLAIN_STRENGTH[best]
    for seat, card in trick[1:]:
        suit = card // 13
        if suit == trump:
            rank = TRUMP_STRENGTH[card]
            if not best_trump or rank > best_rank:
                best_seat, best, best_trump, best_rank = seat, card, True, rank
        elif suit == led and not best_trump:
            rank = PLAIN_STRENGTH[card]
            if rank > best_rank:
                best_seat, best, best_rank = seat, card, rank
    return best_seat, best


def higher_trumps(trumps: Hand, than: Card) -> Hand:
    """The cards of ``trumps`` (all of the trump suit) that beat the trump ``than``."""
    floor = TRUMP_STRENGTH[than]
    mask = 0
    for c in iter_cards(trumps):
        if TRUMP_STRENGTH[c] > floor:
            mask |= 1 << c
    return mask


def legal_plays(hand: Hand, trick: Trick, trump: int) -> tuple[Hand, Duty]:
    """The cards of ``hand`` that may go to ``trick`` now, and the duty that chose them.

    The seat to play is the one after the last card of ``trick`` (partners sit opposite),
    so "partner winning" is read from the trick itself.
    """
    if not trick:
        return hand, Duty.FREE  # bazar-belote 21: any lead
    led = trick[0][1] // 13
    trump_mask = SUIT_MASKS[trump]
    trumps = hand & trump_mask
    win_seat, win_card = trick_winner(trick, trump)
    if led == trump:  # bazar-belote 23
        if not trumps:
            return hand, Duty.FREE
        over = higher_trumps(trumps, win_card)
        if over:
            return over, Duty.OVERTRUMP_LED
        return trumps, Duty.FOLLOW_SUIT
    same = hand & SUIT_MASKS[led]
    if same:
        return same, Duty.FOLLOW_SUIT  # bazar-belote 22
    # bazar-belote 24: void in the led plain suit
    me = next_seat(trick[-1][0], 4)
    if not trumps or team_of(win_seat) == team_of(me):
        return hand, Duty.FREE  # no trump, or partner winning: any card
    if win_card // 13 != trump:
        return trumps, Duty.TRUMP
    over = higher_trumps(trumps, win_card)
    if over:
        return over, Duty.OVERTRUMP
    return hand, Duty.FREE  # cannot beat the opponent's trump: any card


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
