"""Partnership Blackout's AI on the trick engine (``ai.tricks``): calls, the auction's
winner and what a deal is worth to each team; its levels differ in how they call
(``levels``)."""

from ai.game_ai import GameAI
from ai.partnership.levels import LEVEL_SETTINGS
from ai.partnership.model import PartnershipModel

AI = GameAI(model=PartnershipModel, level_settings=LEVEL_SETTINGS)
