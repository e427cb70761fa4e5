"""Bazar Belote at the table: the ladder × suit grid, the standing contract, Belote's
own card order in the hand."""

from game.client.belote.score_lines import deal_lines
from game.client.belote.text import call_rows, contract_lines, situation_lines
from game.client.game_view import GameView, last_call
from game.core.belote.rules import strength
from game.i18n import N_

GAME_ID = "bazar-belote"


VIEW = GameView(
    GAME_ID, N_("Bazar Belote"), N_("Bazar Belote"), call_rows, last_call,
    cell_width=62,
    contract_lines=contract_lines,
    situation_lines=situation_lines,
    card_strength=strength,
    trump_by_auction=True,
    deal_lines=deal_lines,
)
