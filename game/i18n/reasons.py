"""Why the rules refuse an action, in the player's language.

The core raises ``IllegalActionError(code, message, params)`` with an English message; the
client shows ``reason_text(error)``: the catalog's template for ``code`` filled from
``params`` (cards and suits written the language's way).  Every code the core raises has a
template here (a test reads the codes out of ``game/core``); a code from a newer core that
is not here falls back to the English message rather than to nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.cards import SUIT_SYMBOLS, parse_suit
from game.i18n import N_, _
from game.i18n.terms import card_text

REASONS: dict[str, str] = {
    # any game
    "not_your_turn": N_("it is {to_play}'s turn, not {seat}'s"),
    "no_such_seat": N_("there is no such seat at this table"),
    "card_not_in_hand": N_("you do not hold {card}"),
    "illegal_card": N_("this card may not be played now"),
    "play_a_card": N_("the play has begun: play a card"),
    "deal_not_over": N_("the next deal starts only when this one is scored"),
    "deal_over": N_("this deal is scored: the only action is to deal the next one"),
    "match_over": N_("the match is over"),
    "must_follow_suit": N_("you must follow suit: you hold a card of the suit led"),
    # Blackout
    "blackout_bid_only": N_("in Blackout every player bids a number of tricks, 0 to {max}"),
    "bid_out_of_range": N_("a bid is 0 to {max}, the number of tricks this deal"),
    "hook": N_("the dealer may not bid {bid}: the bids would add up to the number of "
               "tricks, {tricks} (hook rule)"),
    # Partnership Blackout
    "no_pass": N_("there is no Pass in these rules (Pagat): call a number, Nil or Board"),
    "number_out_of_range": N_("a number call is 1 to {max} (13 is Board)"),
    "nil_not_zero": N_("these rules have Nil (the bidder alone takes no trick), not Zero"),
    "zero_not_nil": N_("these rules have Zero (the whole team takes no trick), not Nil"),
    "calls_only": N_("the bidding is on: call a number, Zero/Nil, Board or Pass"),
    "spades_not_broken": N_("a spade may not be led until a spade has been played to an "
                            "earlier trick"),
    "no_spade_lead": N_("a spade may not be led while you hold other suits"),
    # Bazar Belote: the auction
    "recontra_or_pass": N_("after a Contra the only answer is Recontra or Pass"),
    "no_contra_to_answer": N_("Recontra answers a Contra, and none was said"),
    "nothing_to_contra": N_("there is no bid to contra yet"),
    "contra_own_team": N_("only an opponent of the standing bid may say Contra"),
    "wait_out_of_turn_only": N_("only a player who may act out of turn can let the moment "
                                "pass"),
    "contra_window_closed": N_("you may no longer say Contra: your partner has called since "
                               "the bid"),
    "belote_calls_only": N_("the calls are Pass, a bid with its suit, Capot, Contra and "
                            "Recontra"),
    "bid_needs_suit": N_("a bid names its suit"),
    "capot_is_final": N_("after a Capot the only calls are Pass and Contra"),
    "same_suit_over_partner": N_("over your partner's bid you may raise only in the same "
                                 "suit, {suit}"),
    "illegal_call": N_("this call is not possible now"),
    "above_ladder": N_("the bids end at {max}"),
    "first_bid_too_low": N_("the first bid is at least {min}"),
    "bid_too_low": N_("a bid must be at least {min}: higher than the standing "
                      "bid"),
    "auction_over": N_("the auction is over: play a card"),
    # Bazar Belote: the play and the declarations
    "must_overtrump_led": N_("you must overtrump: trump was led and you hold a higher trump, "
                             "even over your partner"),
    "must_overtrump": N_("you must overtrump: you hold a trump higher than the best one in "
                         "the trick"),
    "must_trump": N_("you must trump: you have none of the suit led and an opponent is "
                     "winning the trick"),
    "declarations_auto": N_("the program makes the declarations in this game"),
    "announce_not_now": N_("a combination is announced before your first card, once, if you "
                           "hold one"),
    "show_not_now": N_("a combination is shown before your card to the second trick, and "
                       "only if you announced it"),
}



def _param_text(name: str, value: object, names: Sequence[str]) -> str:
    if name == "card" and isinstance(value, str):
        return card_text(value)
    if name in ("suit", "trump") and isinstance(value, str):
        return SUIT_SYMBOLS[parse_suit(value)]
    if name in ("seat", "to_play") and isinstance(value, int):
        return names[value] if 0 <= value < len(names) else _("seat {n}").format(n=value)
    return str(value)


def reason_text(error: Any, names: Sequence[str] = ()) -> str:
    """The translated reason of an ``IllegalActionError`` (``names``: players by seat).

    Any other error (a syntax error, an option) is shown with its own message."""
    code = getattr(error, "code", None)
    message = str(getattr(error, "message", "") or error)
    template = REASONS.get(code) if isinstance(code, str) else None
    if template is None or not isinstance(code, str):
        return message
    params: Mapping[str, object] = getattr(error, "params", {}) or {}
    values = {k: _param_text(k, v, names) for k, v in params.items()}
    try:
        return _(template).format(**values)
    except (KeyError, IndexError, ValueError):
        return message
