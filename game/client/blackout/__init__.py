"""Blackout at the table: the number panel, each seat's bid, over/under, the turn-up."""

from game.client.blackout.score_lines import deal_lines
from game.client.blackout.text import (
    auction_summary,
    call_rows,
    panel_notes,
    seat_call,
    situation_lines,
)
from game.client.game_view import GameView
from game.i18n import N_

GAME_ID = "blackout"

VIEW = GameView(
    GAME_ID, N_("Blackout"), N_("Blackout"), call_rows, seat_call,
    auction_summary=auction_summary,
    panel_notes=panel_notes,
    situation_lines=situation_lines,
    shows_turn_up=True,
    bid_may_change=True,
    contracts_word=N_("Exact bids"),
    deal_lines=deal_lines,
)
