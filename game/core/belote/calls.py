"""Bazar Belote's own kinds of call: Capot in a suit, Contra, Recontra, and announcing and
showing declarations.  The core's ``Kind`` holds only the calls every game shares; these
are declared here and reach the text form (``capot H``, ``contra``) through the core's
registry, which imports this module."""

from __future__ import annotations

from game.core.actions import Action, Kind, declare_kind
from game.core.cards import Suit


class BeloteKind:
    """The kinds of Bazar Belote's own calls (their order follows the core's ``BID``)."""

    CAPOT = declare_kind(5, "capot", takes_suit=True)
    CONTRA = declare_kind(6, "contra")
    RECONTRA = declare_kind(7, "recontra")
    ANNOUNCE = declare_kind(8, "announce")
    SHOW = declare_kind(9, "show")


KINDS: tuple[Kind, ...] = (BeloteKind.CAPOT, BeloteKind.CONTRA, BeloteKind.RECONTRA,
                           BeloteKind.ANNOUNCE, BeloteKind.SHOW)
"""What the core's registry lists for this game."""

CONTRA = Action(BeloteKind.CONTRA)
RECONTRA = Action(BeloteKind.RECONTRA)
ANNOUNCE = Action(BeloteKind.ANNOUNCE)
SHOW = Action(BeloteKind.SHOW)


def capot(suit: Suit) -> Action:
    return Action(BeloteKind.CAPOT, suit=suit)
