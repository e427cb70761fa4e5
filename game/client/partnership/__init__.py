"""Partnership Blackout at the table: the call panel, the teams' contracts, the partner's
call while you call."""

from game.client.game_view import GameView
from game.client.partnership.score_lines import deal_lines, declarers
from game.client.partnership.text import (
    auction_summary,
    call_rows,
    contract_lines,
    panel_notes,
    seat_call,
    situation_lines,
)
from game.i18n import N_

GAME_ID = "partnership-blackout"

VIEW = GameView(
    GAME_ID, N_("Partnership Blackout"), N_("Partnership"), call_rows, seat_call,
    cell_width=70,
    auction_summary=auction_summary,
    contract_lines=contract_lines,
    panel_notes=panel_notes,
    situation_lines=situation_lines,
    deal_lines=deal_lines,
    declarers=declarers,
)
