"""Plain trick-taking: follow suit if you can, else any card; highest trump wins.

Blackout and Partnership Blackout play by these rules (blackout 11–12, partnership
12 and 14); Bazar Belote has its own ranks and obligations in ``belote.play``.

The play rule is two precomputed tables, ``FOLLOW_MASKS`` and ``LEAD_BANS``, that the core
(``follow_plays``, ``lead_mask``) and the AI's simulator (``ai.tricks.simulator.Sim``) both
index: one rule, written once, with no function call per simulated card.
"""

from __future__ import annotations

from game.core.actions import SUIT_PLAYS, Action, plays_of, suit_plays
from game.core.cards import SUIT_LETTERS, SUIT_MASKS, Card, Hand
from game.core.errors import IllegalActionError
from game.core.observation import Trick

SUIT_WORDS = ("spade", "heart", "diamond", "club")

FOLLOW_MASKS: tuple[Hand, ...] = tuple(SUIT_MASKS[card // 13] for card in range(52))
"""Led card → the cards that follow it, its suit's (blackout 11, partnership 12): a hand
plays ``hand & FOLLOW_MASKS[led] or hand``."""

NO_LEAD_RULE, NO_SPADE_LEAD, SPADES_BROKEN = 0, 1, 2
"""Lead rules: none (Blackout); a spade may be led only from an all-spade hand
(partnership 13); the same until a spade has been played (``spades_must_be_broken``)."""

LEAD_BANS: tuple[tuple[Hand, Hand], ...] = (
    (0, 0), (SUIT_MASKS[0], SUIT_MASKS[0]), (SUIT_MASKS[0], 0))
"""Lead rule → (the cards that may not be led before any spade is played, after one is),
unless the hand holds nothing else: a hand leads ``hand & ~ban or hand``."""


def lead_mask(hand: Hand, rule: int, spade_played: bool) -> Hand:
    """The cards of ``hand`` that may lead a trick under lead rule ``rule``."""
    return hand & ~LEAD_BANS[rule][spade_played] or hand


def follow_plays(hand: Hand, trick: Trick) -> tuple[Hand, tuple[Action, ...]]:
    """The cards of ``hand`` that may be played to ``trick`` (non-empty), and their plays.

    Following suit, the usual case, is a single look-up of the led suit's plays.
    """
    led_card = trick[0][1]
    same = hand & FOLLOW_MASKS[led_card]
    if same:
        led = led_card // 13
        plays = SUIT_PLAYS[led][same >> 13 * led]
        return same, suit_plays(led, same) if plays is None else plays
    return hand, plays_of(hand)


def plain_winner(trick: Trick, trump: int) -> int:
    """The seat winning ``trick``: highest trump, else highest card of the led suit.

    Cards of one suit compare by id (rank order within a suit).
    """
    led = trick[0][1] // 13
    best_seat, best = trick[0]
    best_trump = led == trump
    for seat, card in trick[1:]:
        suit = card // 13
        if suit == trump:
            if not best_trump or card > best:
                best_seat, best, best_trump = seat, card, True
        elif suit == led and not best_trump and card > best:
            best_seat, best = seat, card
    return best_seat


def must_follow(hand: Hand, led_card: Card) -> IllegalActionError:
    suit = led_card // 13
    return IllegalActionError(
        "must_follow_suit",
        f"must follow suit: you hold a {SUIT_WORDS[suit]}",
        {"suit": SUIT_LETTERS[suit]},
    )
