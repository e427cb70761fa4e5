"""The rules core's registry of games, behind ``create_game``: one ``GameEntry`` per game.

The registry stands apart from the base class (``game.core.game.Game``): a game's package
imports the base, never the registry.  The registry imports every game's package (the
window loads them all at start anyway; a tool pays ~50 ms), so each game's own kinds of
call (its ``calls`` module) are declared before any text is parsed.  The entries' order is the order the other floors
list the games in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal, overload

from game.core.belote.game import BazarBelote
from game.core.blackout.game import Blackout
from game.core.errors import UnknownGame, describe
from game.core.game import Game
from game.core.partnership.game import PartnershipBlackout
from game.core.state import TrickState

AnyGame = Game[TrickState]
"""A game whose state type is not known statically: a game id chosen at run time, as
``create_game`` makes it."""


@dataclass(frozen=True)
class GameEntry:
    """What the core says of one game: its id, where its packages are, how to make it."""

    id: str
    package: str
    """The name of the game's package on every floor (``game/core/<package>/``,
    ``ai/<package>/``, ``game/practice/<package>/``, ``game/client/<package>/``)."""
    make: Callable[[Mapping[str, object]], AnyGame]
    """The game with these options."""
    short_match: Mapping[str, object] = field(default_factory=dict)
    """Options for a match of few short deals at the default table: what the generic tests
    and the benches play when a whole match is wanted."""


def _maker(game: Callable[..., AnyGame]) -> Callable[[Mapping[str, object]], AnyGame]:
    """``GameEntry.make`` of a game class: the game with these options."""
    return lambda options: game(**options)


ENTRIES: tuple[GameEntry, ...] = (
    GameEntry("blackout", "blackout", _maker(Blackout), {"max_cards": 2}),
    GameEntry("partnership-blackout", "partnership", _maker(PartnershipBlackout), {"target": 30}),
    GameEntry("bazar-belote", "belote", _maker(BazarBelote), {"target": 30}),
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
