"""The rules core's registry of games, behind ``create_game``: one ``GameEntry`` per game.

The registry stands apart from the base class (``game.core.game.Game``): a game's package
imports the base, the registry imports a game's package only when that game is created, so
neither imports the other at load time — but for each game's small ``calls`` module (its
own kinds of call, which the text form of actions must know from the start).  The entries' order is the order the other floors
list the games in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, overload

from game.core.actions import Kind
from game.core.belote import calls as belote_calls
from game.core.errors import UnknownGame, describe
from game.core.game import AnyGame
from game.core.partnership import calls as partnership_calls

if TYPE_CHECKING:
    from game.core.belote.game import BazarBelote
    from game.core.blackout.game import Blackout
    from game.core.partnership.game import PartnershipBlackout


@dataclass(frozen=True)
class GameEntry:
    """What the core says of one game: its id, where its packages are, how to make it."""

    id: str
    package: str
    """The name of the game's package on every floor (``game/core/<package>/``,
    ``ai/<package>/``, ``game/practice/<package>/``, ``game/client/<package>/``)."""
    make: Callable[[Mapping[str, object]], AnyGame]
    """The game with these options (its package is imported here, not before)."""
    short_match: Mapping[str, object] = field(default_factory=dict)
    """Options for a match of few short deals at the default table: what the generic tests
    and the benches play when a whole match is wanted."""
    calls: tuple[Kind, ...] = ()
    """The kinds of call the game declares beyond the core's shared ones (its
    ``calls.KINDS``): imported with the registry, so the text form (``parse_action``)
    knows them before the game is made."""


def _blackout(options: Mapping[str, object]) -> AnyGame:
    from game.core.blackout.game import Blackout

    return Blackout(**options)


def _partnership(options: Mapping[str, object]) -> AnyGame:
    from game.core.partnership.game import PartnershipBlackout

    return PartnershipBlackout(**options)


def _belote(options: Mapping[str, object]) -> AnyGame:
    from game.core.belote.game import BazarBelote

    return BazarBelote(**options)


ENTRIES: tuple[GameEntry, ...] = (
    GameEntry("blackout", "blackout", _blackout, {"max_cards": 2}),
    GameEntry("partnership-blackout", "partnership", _partnership, {"target": 30},
              partnership_calls.KINDS),
    GameEntry("bazar-belote", "belote", _belote, {"target": 30}, belote_calls.KINDS),
)
"""Every game, one line each."""

GAMES: dict[str, Callable[[Mapping[str, object]], AnyGame]] = {e.id: e.make for e in ENTRIES}
"""Game id → the function that makes it (the ids in the registry's order)."""


def game_entry(game_id: str) -> GameEntry:
    """The entry of ``game_id``; an unknown id is refused with the valid ones."""
    for entry in ENTRIES:
        if entry.id == game_id:
            return entry
    raise UnknownGame(
        f"unknown game {describe(game_id)}: valid games are " + ", ".join(sorted(GAMES)),
        game_id, tuple(GAMES),
    )


@overload
def create_game(game_id: Literal["blackout"], /, **options: object) -> Blackout: ...
@overload
def create_game(
    game_id: Literal["partnership-blackout"], /, **options: object
) -> PartnershipBlackout: ...
@overload
def create_game(game_id: Literal["bazar-belote"], /, **options: object) -> BazarBelote: ...
@overload
def create_game(game_id: str, /, **options: object) -> AnyGame: ...
def create_game(game_id: str, /, **options: object) -> AnyGame:
    """The game ``game_id`` with ``options``; unknown ids and options are rejected by name.

    ``game_id`` is positional-only (and so is each game's ``self``): options come from data
    (records, backups, settings, a host's line), and an option named ``game_id`` or ``self``
    must reach the option check and be refused by name, not clash with a parameter."""
    make = GAMES.get(game_id) if isinstance(game_id, str) else None
    if make is None:
        raise UnknownGame(
            f"unknown game {describe(game_id)}: valid games are " + ", ".join(sorted(GAMES)),
            game_id, tuple(GAMES),
        )
    return make(options)
