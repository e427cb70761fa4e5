"""Partnership Blackout's AI on the trick engine (``ai.tricks``): calls, the auction's
winner and what a deal is worth to each team; its levels differ in how they call
(``levels``)."""

from ai.blunder_traits import BlunderTraits
from ai.game_ai import GameAI
from ai.partnership.levels import LEVEL_SETTINGS
from ai.partnership.model import PartnershipModel

AI = GameAI(model=PartnershipModel, level_settings=LEVEL_SETTINGS,
            blunders=BlunderTraits(sure_boards=(({}, ()), ({"preset": "pagat"},
                                                         ("bid 3", "bid 4")))))
