"""What the player asks of the table: the values ``TableInput`` makes of keys and clicks.

An intent says what was meant (play this card, move the choice one to the right, open the
menu), never how it was asked; ``TableScene.dispatch`` carries it out against the position
on the screen.  Small frozen values, so a test can say "this key means that" without a
table.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action


@dataclass(frozen=True)
class OpenMenu:
    """The game menu (Esc, or the Menu button)."""


@dataclass(frozen=True)
class AskHint:
    """What the computer would do here (H, or the Hint button)."""


@dataclass(frozen=True)
class ShowScores:
    """The score sheet (S, or the Scores button)."""


@dataclass(frozen=True)
class ShowLastTrick:
    """The last trick and the cards played so far; ``held``: while L is held down."""

    held: bool = False


@dataclass(frozen=True)
class TakeBack:
    """Take back the player's last card or call (U, or the Undo button)."""


@dataclass(frozen=True)
class ClaimRest:
    """Claim every trick left (C, or the Claim button)."""


@dataclass(frozen=True)
class MoveChoice:
    """Move the keyboard's choice ``step`` places: along the hand, or through the call
    panel's buttons when ``panel``."""

    step: int
    panel: bool = False


@dataclass(frozen=True)
class Confirm:
    """Enter or Space: play the chosen card, or (``panel``) make the chosen call."""

    panel: bool = False


@dataclass(frozen=True)
class TypeDigit:
    """A digit typed towards a bid (the call panel is up)."""

    digit: int


@dataclass(frozen=True)
class ClickCall:
    """A click on the call panel's button for ``action`` (greyed ones too: the referee
    then says which rule refuses it)."""

    action: Action


@dataclass(frozen=True)
class ClickCard:
    """A click on a card of the player's hand; ``double``: the second of a double click."""

    card: int
    double: bool = False


@dataclass(frozen=True)
class DropCard:
    """A card dragged from the hand and let go over the middle of the table."""

    card: int


PlayerIntent = (OpenMenu | AskHint | ShowScores | ShowLastTrick | TakeBack | ClaimRest
                | MoveChoice | Confirm | TypeDigit | ClickCall | ClickCard | DropCard)
"""Everything the table's input can mean."""

BUTTON_INTENTS: dict[str, PlayerIntent] = {
    "hint": AskHint(), "scores": ShowScores(), "menu": OpenMenu(),
    "last_trick": ShowLastTrick(), "undo": TakeBack(), "claim": ClaimRest(),
}
"""The table's buttons (by their layout names) and what each asks for."""
