"""Bazar Belote's words: its options, their choices, its calls and its refusals (the
auction's, the play duties' and the declarations')."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Kind
from game.core.belote.calls import BeloteKind
from game.core.belote.contracts import BeloteContract
from game.core.cards import SUIT_SYMBOLS
from game.core.contract import ContractRecord
from game.i18n import N_, _
from game.i18n.game_words import GameWords
from game.i18n.seats import seat_in_sentence


def bid_text(record: ContractRecord, names: Sequence[str] = ()) -> str:
    """The standing bid or capot with its multiplier and bidder: "11♥ ×2 by East",
    "Capot ♠ by you"."""
    symbol = SUIT_SYMBOLS[record.suit]
    call = (_("Capot {suit}").format(suit=symbol) if record.kind is BeloteContract.CAPOT
            else f"{record.number}{symbol}")
    if record.multiplier > 1:
        call += f" ×{record.multiplier}"
    return _("{call} by {name}").format(call=call, name=seat_in_sentence(record.seat, names))


WORDS = GameWords(
    option_labels={
        "target": N_("Target score"),
        "ladder_max": N_("Highest bid"),
        "free_suit_over_partner": N_("Any suit over your partner"),
        "declarations": N_("Combinations announced"),
        "contra_scoring": N_("After a Contra"),
        "preset": N_("Rules"),
    },
    option_notes={
        "target": N_("The match ends when a side reaches this score."),
        "ladder_max": N_("The highest number a player may bid."),
        "free_suit_over_partner": N_("Over your partner's bid you may name another suit."),
        "declarations": N_("Who announces and shows tierces, fifties and the other "
                           "combinations."),
        "contra_scoring": N_("Winner takes all: the side that wins the contract takes every "
                             "point. Both multiplied: each side keeps its own points, "
                             "doubled."),
        "preset": N_("A ready set of rules; the other options can still be changed."),
    },
    choice_words={
        "classic": N_("Classic"),
        "auto": N_("by the computer"),
        "manual": N_("by each player"),
        "winner_takes_all": N_("winner takes all"),
        "multiply_each_side": N_("both multiplied"),
    },
    call_words={
        Kind.PASS: N_("Pass"),
        BeloteKind.CONTRA: N_("Contra"),
        BeloteKind.RECONTRA: N_("Recontra"),
        BeloteKind.ANNOUNCE: N_("Announce"),
        BeloteKind.SHOW: N_("Show"),
    },
    suit_call_words={BeloteKind.CAPOT: N_("Capot {suit}")},
    contract_words={BeloteContract.SUIT: bid_text, BeloteContract.CAPOT: bid_text},
    reasons={
        # the auction
        "recontra_or_pass": N_("after a Contra the only answer is Recontra or Pass"),
        "no_contra_to_answer": N_("Recontra answers a Contra, and none was said"),
        "nothing_to_contra": N_("there is no bid to contra yet"),
        "contra_own_team": N_("only an opponent of the standing bid may say Contra"),
        "contra_window_closed": N_("you may no longer say Contra: your partner has called "
                                   "since the bid"),
        "belote_calls_only": N_("the calls are Pass, a bid with its suit, Capot, Contra and "
                                "Recontra"),
        "bid_needs_suit": N_("a bid names its suit"),
        "capot_is_final": N_("after a Capot the only calls are Pass and Contra"),
        "same_suit_over_partner": N_("over your partner's bid you may raise only in the "
                                     "same suit, {suit}"),
        "illegal_call": N_("this call is not possible now"),
        "above_ladder": N_("the bids end at {max}"),
        "first_bid_too_low": N_("the first bid is at least {min}"),
        "bid_too_low": N_("a bid must be at least {min}: higher than the standing bid"),
        "auction_over": N_("the auction is over: play a card"),
        # the play (belote.play.Duty's codes) and the declarations
        "must_overtrump_led": N_("you must overtrump: trump was led and you hold a higher "
                                 "trump, even over your partner"),
        "must_overtrump": N_("you must overtrump: you hold a trump higher than the best one "
                             "in the trick"),
        "must_trump": N_("you must trump: you have none of the suit led and an opponent is "
                         "winning the trick"),
        "declarations_auto": N_("the program makes the declarations in this game"),
        "announce_not_now": N_("a combination is announced before your first card, once, if "
                               "you hold one"),
        "show_not_now": N_("a combination is shown before your card to the second trick, "
                           "and only if you announced it"),
    },
)
