"""The look the player chose, the card back and the table cloth, for every screen at once.

Like the language (``game.i18n.set_language``) this is one choice for the whole window:
the app sets it from the settings at start and at each change, and every scene (and the
cards flying between them) draws with it, without each one passing it along.
"""

from __future__ import annotations

from game.storage.settings import CARD_BACKS, TABLE_COLOURS

Colour = tuple[int, int, int]

CLOTHS: dict[str, tuple[Colour, Colour]] = {
    "green": ((12, 64, 36), (18, 92, 52)),
    "blue": ((10, 36, 72), (26, 70, 128)),
    "red": ((66, 12, 20), (118, 28, 40)),
    "grey": ((34, 36, 40), (76, 80, 86)),
}
"""Each table colour as its (edge, centre) shades."""
assert set(CLOTHS) == set(TABLE_COLOURS)

_chosen = {"card_back": CARD_BACKS[0], "table_colour": TABLE_COLOURS[0]}


def use(card_back: str, table_colour: str) -> None:
    """Draw with these from the next frame (names from ``Settings``)."""
    _chosen["card_back"] = card_back if card_back in CARD_BACKS else CARD_BACKS[0]
    _chosen["table_colour"] = table_colour if table_colour in CLOTHS else TABLE_COLOURS[0]


def card_back() -> str:
    return _chosen["card_back"]


def cloth() -> tuple[Colour, Colour]:
    """The chosen table's (edge, centre) shades."""
    return CLOTHS[_chosen["table_colour"]]
