"""Bazar Belote's engine: its own simulator (trump ranks, card points, declarations),
sampling, search, bidding (``bidding``, ``estimate``), and the Contra said out of turn
(``model.choose_out_of_turn``); ``model`` ties them to the common agent design,
``levels`` says where its levels differ."""

from ai.belote.levels import LEVEL_SETTINGS
from ai.belote.model import BeloteModel
from ai.blunder_traits import BlunderTraits
from ai.game_ai import GameAI

AI = GameAI(model=BeloteModel, level_settings=LEVEL_SETTINGS,
            blunders=BlunderTraits(max_cards=3, solver="belote", calls="capot"))
