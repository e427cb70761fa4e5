"""Partnership Blackout's own kinds of call: Zero, Nil and Board.  The core's ``Kind``
holds only the calls every game shares; these are declared here and reach the text form
(``zero``, ``nil``, ``board``) through the core's registry, which imports this module."""

from __future__ import annotations

from game.core.actions import Action, Kind, declare_kind


class PartnershipKind:
    """The kinds of Partnership Blackout's own calls (their order follows the core's
    ``BID``)."""

    ZERO = declare_kind(2, "zero")
    NIL = declare_kind(3, "nil")
    BOARD = declare_kind(4, "board")


KINDS: tuple[Kind, ...] = (PartnershipKind.ZERO, PartnershipKind.NIL, PartnershipKind.BOARD)
"""What the core's registry lists for this game."""

ZERO = Action(PartnershipKind.ZERO)
NIL = Action(PartnershipKind.NIL)
BOARD = Action(PartnershipKind.BOARD)
