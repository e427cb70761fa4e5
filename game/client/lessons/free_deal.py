"""The free deal that ends a game's lessons, started as an ordinary match: the game's
default options, easy computers in every other seat, the hint at hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.match import HUMAN, MatchSetup
from game.core import create_game
from game.practice.lessons import FreeDeal

if TYPE_CHECKING:
    from game.client.scenes import SceneHost


def free_deal_setup(deal: FreeDeal) -> MatchSetup:
    """The match the coach names: one person, the rest computers of ``deal.level``."""
    players = create_game(deal.game_id, **deal.options).players
    return MatchSetup(deal.game_id, dict(deal.options),
                      (HUMAN,) + (deal.level,) * (players - 1))


def start_free_deal(host: SceneHost, deal: FreeDeal) -> None:
    host.start_match(free_deal_setup(deal))
