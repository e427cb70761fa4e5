"""Blackout's AI on the trick engine (``ai.tricks``): bids, what a deal is worth, and the
tree searches of its hard and expert levels (``levels``)."""

from ai.blackout.levels import LEVEL_SETTINGS
from ai.blackout.model import BlackoutModel
from ai.blunder_traits import BlunderTraits
from ai.game_ai import GameAI

AI = GameAI(model=BlackoutModel, level_settings=LEVEL_SETTINGS,
            blunders=BlunderTraits(own_bids=True, calls="last-bid", options={"players": 4},
                                   sizes_by_deal=True))
