"""The names the table gives the seats, in the player's language.

Seat 0 is the player ("You"); four players sit West, North, East around him; other
counts have names.  The client's table, the review and the reasons of the AI all name
seats from here, so a reason says "11♥ by West" exactly as the table's plates do.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import N_, _, pgettext

DEFAULT_NAMES = (N_("You"), N_("West"), N_("North"), N_("East"))
SEAT_NAMES_BY_COUNT = {
    3: (N_("You"), N_("Left"), N_("Right")),
    4: DEFAULT_NAMES,
    5: (N_("You"), N_("Ann"), N_("Boris"), N_("Chloé"), N_("Dmitri")),
    6: (N_("You"), N_("Ann"), N_("Boris"), N_("Chloé"), N_("Dmitri"), N_("Elena")),
    7: (N_("You"), N_("Ann"), N_("Boris"), N_("Chloé"), N_("Dmitri"), N_("Elena"),
        N_("Felix")),
}
"""Marked names by number of players (translate with ``_()`` where shown)."""


def table_names(players: int) -> tuple[str, ...]:
    """The seats' names at a table of ``players``, translated (seat 0: "You")."""
    base = SEAT_NAMES_BY_COUNT.get(players, DEFAULT_NAMES)
    names = [_(n) for n in base[:players]]
    names += [_("Player {n}").format(n=i + 1) for i in range(len(names), players)]
    return tuple(names)


def seat_in_sentence(seat: int, names: Sequence[str] = ()) -> str:
    """``seat`` named inside a sentence: the table's name ("West"), "you" for the player.

    ``names`` are the names by seat the caller shows (the table's, or players' own);
    without them, the names of a four-player table."""
    shown = tuple(names) if names else table_names(max(4, seat + 1))
    if not 0 <= seat < len(shown):
        return _("another player")
    if shown[seat] == _("You"):
        return pgettext("a seat named inside a sentence", "you")
    return shown[seat]


__all__ = ["DEFAULT_NAMES", "SEAT_NAMES_BY_COUNT", "seat_in_sentence", "table_names"]
