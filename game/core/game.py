"""``create_game``: the entry point of the rules core, and the base of each game's rules.

A ``Game`` is a game id with validated options; it starts matches and single deals and
parses action text.  States do the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, parse_action
from game.core.errors import UnknownGameError
from game.core.options import options_dict


class Game:
    """One game with its options.  Subclasses set ``id`` and implement the starts."""

    id: str = ""
    players: int = 4
    options: Any

    def new_match(self, seed: int) -> Any:
        """A match whose first deal is dealt from ``seed``."""
        raise NotImplementedError

    def new_deal(
        self,
        hands: list[list[str]] | None = None,
        dealer: int = 0,
        turn_up: str | int | None = None,
        deal_number: int = 1,
        seed: int | None = None,
    ) -> Any:
        """A single deal: explicit ``hands`` (card texts by seat) or dealt from deal id
        ``seed``.  ``turn_up`` matters only in Blackout (trump); ``deal_number`` places the
        deal in the game's schedule."""
        raise NotImplementedError

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def options_dict(self) -> dict[str, Any]:
        return options_dict(self.options)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.id == other.id and self.options == other.options

    def __hash__(self) -> int:
        return hash((self.id, self.options))

    def __repr__(self) -> str:
        return f"create_game({self.id!r}, **{self.options_dict()!r})"


def _blackout(**options: Any) -> Game:
    from game.core.blackout import Blackout

    return Blackout(**options)


def _partnership(**options: Any) -> Game:
    from game.core.partnership import PartnershipBlackout

    return PartnershipBlackout(**options)


def _belote(**options: Any) -> Game:
    from game.core.belote import BazarBelote

    return BazarBelote(**options)


GAMES: dict[str, Callable[..., Game]] = {
    "blackout": _blackout,
    "partnership-blackout": _partnership,
    "bazar-belote": _belote,
}


def create_game(game_id: str, **options: Any) -> Game:
    """The game ``game_id`` with ``options``; unknown ids and options are rejected by name."""
    make = GAMES.get(game_id)
    if make is None:
        raise UnknownGameError(
            f"unknown game {game_id!r}: valid games are " + ", ".join(sorted(GAMES))
        )
    return make(**options)
