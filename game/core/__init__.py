"""The rules core: pure, immutable, standard library only.

>>> from game.core import create_game
>>> g = create_game("blackout", players=4)
>>> s = g.new_match(seed=42)
>>> s.deal_number, s.hand_size, len(s.legal_actions())
(1, 1, 2)
"""

from game.core.actions import Action, Kind, parse_action
from game.core.cards import card_label, card_name, parse_card
from game.core.errors import (
    ActionSyntaxError,
    ArgumentError,
    IllegalActionError,
    NoTurnError,
    OptionError,
    RecordError,
    RuleRefusal,
    TrickbidError,
    UnknownGame,
    UnknownGameError,
)
from game.core.game import Game
from game.core.observation import Observation
from game.core.phase import Phase
from game.core.registry import GAMES, create_game
from game.core.result import DealResult

__all__ = [
    "GAMES",
    "Action",
    "ActionSyntaxError",
    "ArgumentError",
    "DealResult",
    "Game",
    "IllegalActionError",
    "Kind",
    "NoTurnError",
    "Observation",
    "OptionError",
    "Phase",
    "RecordError",
    "RuleRefusal",
    "TrickbidError",
    "UnknownGame",
    "UnknownGameError",
    "card_label",
    "card_name",
    "create_game",
    "parse_action",
    "parse_card",
]
