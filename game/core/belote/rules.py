"""Bazar Belote's options, card orders and card points (rules file ``bazar-belote.md``).

Tables indexed by card id (the shared 52-card id space), so the hot paths — trick winner,
play obligations, card points — are plain list look-ups.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.core.cards import (
    ACE,
    EIGHT,
    JACK,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    SUIT_MASKS,
    TEN,
    Card,
    Hand,
    iter_cards,
)
from game.core.errors import OptionError
from game.core.options import enum_choice, flag, int_range

GAME_ID = "bazar-belote"
HAND_SIZE = 8
FIRST_BID = 8
"""bazar-belote 6: the first bid is at least 8."""
LAST_TRICK_BONUS = 10
"""bazar-belote 3: the last trick adds 10 (so a deal holds 162 card points)."""
DEAL_POINTS = 16
CAPOT_POINTS = 25


class Declarations(StrEnum):
    """bazar-belote 20: combinations declared by the program, or by each player."""

    AUTO = "auto"
    MANUAL = "manual"


class ContraScoring(StrEnum):
    """bazar-belote 31: after a Contra the winner takes all, or both sides multiplied."""

    WINNER_TAKES_ALL = "winner_takes_all"
    MULTIPLY_EACH_SIDE = "multiply_each_side"


class BelotePreset(StrEnum):
    """bazar-belote §7: the rules file's preset."""

    CLASSIC = "classic"


@dataclass(frozen=True)
class BeloteOptions:
    """Every rule choice of Bazar Belote (bazar-belote §7)."""

    target: int = int_range(101, 16, 10_000)
    """Any whole number from 16; capped at 10,000 so a typo cannot make an endless match."""
    ladder_max: int = int_range(16, 16, 30)
    free_suit_over_partner: bool = flag(False)
    declarations: Declarations = enum_choice(Declarations.AUTO)
    contra_scoring: ContraScoring = enum_choice(ContraScoring.WINNER_TAKES_ALL)
    preset: BelotePreset = enum_choice(BelotePreset.CLASSIC)


PRESETS: Mapping[str, Mapping[str, Any]] = {"classic": {}}
"""bazar-belote §7: ``classic`` is the rules file itself."""

LATER_PRESETS = ("blotstar",)
"""Presets the rules file names that are not implemented yet (rejected by name)."""


def check_preset(options: Mapping[str, Any]) -> None:
    """Reject ``blotstar`` with the rules file's own words rather than "unknown preset"."""
    preset = options.get("preset")
    if not isinstance(preset, str):
        return  # None is the default preset; other values are refused by build_options
    preset = preset.strip().lower()
    if preset in LATER_PRESETS:
        raise OptionError(
            f"preset {preset!r} of {GAME_ID} may come later (bazar-belote §7): "
            "only 'classic' is implemented now"
        )


# bazar-belote 2: trick order; higher is stronger.  Indexed by rank (0 = two … 12 = ace).
_TRUMP_ORDER = {JACK: 8, NINE: 7, ACE: 6, TEN: 5, KING: 4, QUEEN: 3, EIGHT: 2, SEVEN: 1}
_PLAIN_ORDER = {ACE: 8, TEN: 7, KING: 6, QUEEN: 5, JACK: 4, NINE: 3, EIGHT: 2, SEVEN: 1}
# bazar-belote 3: card points.
_TRUMP_POINTS = {JACK: 20, NINE: 14, ACE: 11, TEN: 10, KING: 4, QUEEN: 3}
_PLAIN_POINTS = {JACK: 2, ACE: 11, TEN: 10, KING: 4, QUEEN: 3}

TRUMP_STRENGTH: tuple[int, ...] = tuple(_TRUMP_ORDER.get(c % 13, 0) for c in range(52))
PLAIN_STRENGTH: tuple[int, ...] = tuple(_PLAIN_ORDER.get(c % 13, 0) for c in range(52))
TRUMP_POINTS: tuple[int, ...] = tuple(_TRUMP_POINTS.get(c % 13, 0) for c in range(52))
PLAIN_POINTS: tuple[int, ...] = tuple(_PLAIN_POINTS.get(c % 13, 0) for c in range(52))


def card_points(card: Card, trump: int) -> int:
    """bazar-belote 3: the points of ``card`` with ``trump`` as the trump suit."""
    return TRUMP_POINTS[card] if card // 13 == trump else PLAIN_POINTS[card]


def mask_points(mask: Hand, trump: int) -> int:
    """The card points of every card in ``mask``."""
    trumps = mask & SUIT_MASKS[trump] if trump >= 0 else 0
    total = sum(TRUMP_POINTS[c] for c in iter_cards(trumps))
    return total + sum(PLAIN_POINTS[c] for c in iter_cards(mask & ~trumps))


def strength(card: Card, trump: int) -> int:
    """Trick strength within the card's own suit (trump or plain order)."""
    return TRUMP_STRENGTH[card] if card // 13 == trump else PLAIN_STRENGTH[card]

