"""Blackout's words: its options, their choices, its contract and its refusals."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.blackout.contracts import BlackoutContract
from game.core.contract import ContractRecord
from game.i18n import N_, pgettext
from game.i18n.game_words import GameWords


def bid_text(record: ContractRecord, names: Sequence[str] = ()) -> str:
    """A player's bid: "bid 3" (the auction's word for it)."""
    return pgettext("a call", "bid {n}").format(n=record.number)


WORDS = GameWords(
    option_labels={
        "players": N_("Players"),
        "deal_sequence": N_("Order of the deals"),
        "max_cards": N_("Most cards in a hand"),
        "last_deal_no_trump": N_("Last deal without trump"),
        "hook": N_("Hook for the dealer"),
        "scoring": N_("What scores"),
        "zero_bid": N_("An exact zero scores"),
        "miss_penalty": N_("A missed bid costs"),
        "winner_bonus": N_("Bonus for the winner"),
    },
    option_notes={
        "players": N_("How many players sit at the table."),
        "deal_sequence": N_("How the number of cards in a hand changes from deal to deal."),
        "max_cards": N_("The largest hand of the match; by default as many as the deck "
                        "allows."),
        "last_deal_no_trump": N_("The last deal of the match is played without trump."),
        "hook": N_("The dealer may not bid so that all the bids add up to the tricks."),
        "scoring": N_("Exact bid: only an exact bid scores, 10 + the bid. Every trick: 1 a "
                      "trick, 10 more when exact."),
        "zero_bid": N_("What a bid of zero scores when you take no trick."),
        "miss_penalty": N_("What a player loses when the tricks taken differ from the bid."),
        "winner_bonus": N_("The winner of the match gets 10 more points."),
    },
    choice_words={
        "ascending": N_("1 card up to the most"),
        "descending": N_("the most down to 1"),
        "up_down": N_("up, then down"),
        "down_up": N_("down, then up"),
        "exact": N_("exact bid"),
        "basic": N_("every trick"),
        "5_plus_tricks": N_("5 + the cards dealt"),
        "none": N_("nothing"),
        "bid": N_("the bid"),
        "difference": N_("the difference"),
    },
    option_choice_words={("max_cards", None): N_("the usual {n}")},
    contract_words={BlackoutContract.BID: bid_text},
    reasons={
        "blackout_bid_only": N_("in Blackout every player bids a number of tricks, 0 to "
                                "{max}"),
        "bid_out_of_range": N_("a bid is 0 to {max}, the number of tricks this deal"),
        "hook": N_("the dealer may not bid {bid}: the bids would add up to the number of "
                   "tricks, {tricks} (hook rule)"),
    },
)
