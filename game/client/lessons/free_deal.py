"""The free deal that ends a game's lessons, started as an ordinary match: the game's
default options, easy computers in every other seat, the hint at hand.  Like a new game
from the form, it asks before it replaces an unfinished match."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.history.last_match import unfinished_game
from game.client.matches.session import HUMAN, MatchSetup
from game.client.screens.unfinished_match import unfinished_match_question
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
    """Start the free deal; over an unfinished match, first the question the new-game form
    asks (the unfinished match is not let go without the player's word)."""
    setup = free_deal_setup(deal)
    unfinished = unfinished_game(host)
    if unfinished is None:
        host.matches.start(setup)
        return
    host.push(unfinished_match_question(host, unfinished, lambda: host.matches.start(setup)))
