"""The rules options as the new-game screen names them, in the player's language.

The option fields come from the core's options dataclasses (names like ``zero_bid``); each
has a label in a player's words ("A missed bid costs"), a one-line explanation said when
its row is chosen, and each word-valued choice a wording — per option where one word means
different things ("none": a miss costs nothing, tricks above the bid count nothing).  The
identifiers never reach the screen.  A test checks that every field and choice of every
game is here.
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_, _

OPTION_LABELS = {
    "players": N_("Players"),
    "deal_sequence": N_("Order of the deals"),
    "max_cards": N_("Most cards in a hand"),
    "last_deal_no_trump": N_("Last deal without trump"),
    "hook": N_("Hook for the dealer"),
    "scoring": N_("What scores"),
    "zero_bid": N_("An exact zero scores"),
    "miss_penalty": N_("A missed bid costs"),
    "winner_bonus": N_("Bonus for the winner"),
    "preset": N_("Rules"),
    "allow_pass": N_("Passing allowed"),
    "zero_mode": N_("Bidding no tricks"),
    "overtricks": N_("Tricks above the bid"),
    "number_failed": N_("A failed bid scores"),
    "spades_must_be_broken": N_("Spades led only once played"),
    "auction_winner_only": N_("Only the highest bid scores"),
    "target": N_("Target score"),
    "ladder_max": N_("Highest bid"),
    "free_suit_over_partner": N_("Any suit over your partner"),
    "declarations": N_("Combinations announced"),
    "contra_scoring": N_("After a Contra"),
}

OPTION_NOTES = {
    "players": N_("How many players sit at the table."),
    "deal_sequence": N_("How the number of cards in a hand changes from deal to deal."),
    "max_cards": N_("The largest hand of the match; by default as many as the deck allows."),
    "last_deal_no_trump": N_("The last deal of the match is played without trump."),
    "hook": N_("The dealer may not bid so that all the bids add up to the tricks."),
    "scoring": N_("Exact bid: only an exact bid scores, 10 + the bid. Every trick: 1 a "
                  "trick, 10 more when exact."),
    "zero_bid": N_("What a bid of zero scores when you take no trick."),
    "miss_penalty": N_("What a player loses when the tricks taken differ from the bid."),
    "winner_bonus": N_("The winner of the match gets 10 more points."),
    "preset": N_("A ready set of rules; the other options can still be changed."),
    "allow_pass": N_("A player may pass instead of bidding a number."),
    "zero_mode": N_("Zero: the whole team takes no trick. Nil: one player takes none and the "
                    "partner plays on."),
    "overtricks": N_("What each trick above the team's bid adds to its score."),
    "number_failed": N_("What a team scores when it takes fewer tricks than it bid."),
    "spades_must_be_broken": N_("No spade may be led until a spade has been played."),
    "auction_winner_only": N_("Only the team with the highest bid scores; the other team "
                              "defends."),
    "target": N_("The match ends when a side reaches this score."),
    "ladder_max": N_("The highest number a player may bid."),
    "free_suit_over_partner": N_("Over your partner's bid you may name another suit."),
    "declarations": N_("Who announces and shows tierces, fifties and the other combinations."),
    "contra_scoring": N_("Winner takes all: the side that wins the contract takes every "
                         "point. Both multiplied: each side keeps its own points, doubled."),
}
"""One line per option, said under the form when its row is chosen or under the mouse."""

CHOICE_WORDS = {
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
    "classic": N_("Classic"),
    "pagat": N_("Pagat"),
    "team": N_("Zero (the team)"),
    "individual": N_("Nil (one player)"),
    "per_trick": N_("1 point each"),
    "auto": N_("by the computer"),
    "manual": N_("by each player"),
    "winner_takes_all": N_("winner takes all"),
    "multiply_each_side": N_("both multiplied"),
}

OPTION_CHOICE_WORDS = {
    ("overtricks", "none"): N_("count nothing"),
    ("max_cards", None): N_("the usual {n}"),
}
"""Where one choice of one option needs its own words."""


def option_label(name: str) -> str:
    """The label of the option field ``name`` (its own name, spaced, if unknown)."""
    label = OPTION_LABELS.get(name)
    return _(label) if label else name.replace("_", " ")


def option_note(name: str) -> str:
    """The one-line explanation of option ``name`` ("" if it has none)."""
    note = OPTION_NOTES.get(name)
    return _(note) if note else ""


def option_value_text(value: Any) -> str:
    """An option value as the form shows it."""
    if value is None:
        return _("default")
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if isinstance(value, str) and value in CHOICE_WORDS:
        return _(CHOICE_WORDS[value])
    return str(value).replace("_", " ")


def option_choice_text(name: str, value: Any, usual: int | None = None) -> str:
    """Option ``name``'s value ``value`` in words: its own wording if it has one.

    ``usual``: the number a default value stands for at this table (Blackout's largest
    hand: 15 with 3 players, though 16 and 17 may be chosen), where the wording shows it."""
    words = OPTION_CHOICE_WORDS.get((name, value))
    if not words:
        return option_value_text(value)
    if "{n}" in words:
        return _(words).format(n=usual) if usual is not None else _("default")
    return _(words)
