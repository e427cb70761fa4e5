"""Claiming the rest of a deal, in player words.

The Claim button is offered on the player's own turn in the play, with two cards or more
left, whatever the cards: it is decided by nothing hidden (a button that came and went
with the others' hands would tell the player about them).  The referee judges a claim on
the real hands, as the other players would at a table with the claimer's cards shown
(``game.core.claim``): a valid claim takes every trick left at once; a refused one is told
only that another player can still take a trick — never who, or with what — and play goes
on, as after an objection at a real table.
"""

from __future__ import annotations

from typing import Any

from game.core.phase import Phase
from game.i18n import _, ngettext


def worth_asking(view: Any, seat: int) -> bool:
    """A claim is offered on the seat's own turn in the play, before the last card (a
    single card left is no claim to make)."""
    return (view.phase is Phase.PLAY and view.to_play == seat
            and view.hand_size - len(view.past_tricks) >= 2)


def refusal_text(decided: bool) -> str:
    """Why the claim is refused, in player words (nothing about the others' cards)."""
    if not decided:
        return _("Too many ways to play on to check a claim yet: play a few more cards")
    return _("another player can still take a trick")


def awarded_text(tricks_left: int) -> str:
    return ngettext("Claim accepted: the {count} trick left is yours",
                    "Claim accepted: the {count} tricks left are yours",
                    tricks_left).format(count=tricks_left)
