"""The rules options as the new-game screen names them, in the player's language.

The option fields come from the core's options dataclasses (names like ``zero_bid``); each
has a label here (in English the field's own name, as the rules files cite it) and each
word-valued choice a wording, so the advanced panel reads in the player's language.  A test
checks that every field and choice of every game is here.
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_, _

OPTION_LABELS = {
    "players": N_("players"),
    "deal_sequence": N_("deal sequence"),
    "max_cards": N_("max cards"),
    "last_deal_no_trump": N_("last deal no trump"),
    "hook": N_("hook"),
    "scoring": N_("scoring"),
    "zero_bid": N_("zero bid"),
    "miss_penalty": N_("miss penalty"),
    "winner_bonus": N_("winner bonus"),
    "preset": N_("preset"),
    "allow_pass": N_("allow pass"),
    "zero_mode": N_("zero mode"),
    "overtricks": N_("overtricks"),
    "number_failed": N_("number failed"),
    "spades_must_be_broken": N_("spades must be broken"),
    "auction_winner_only": N_("auction winner only"),
    "target": N_("target"),
    "ladder_max": N_("ladder max"),
    "free_suit_over_partner": N_("free suit over partner"),
    "declarations": N_("declarations"),
    "contra_scoring": N_("contra scoring"),
}

CHOICE_WORDS = {
    "ascending": N_("ascending"),
    "descending": N_("descending"),
    "up_down": N_("up then down"),
    "down_up": N_("down then up"),
    "exact": N_("exact"),
    "basic": N_("basic"),
    "5_plus_tricks": N_("5 + tricks"),
    "none": N_("none"),
    "bid": N_("the bid"),
    "difference": N_("the difference"),
    "classic": N_("classic"),
    "pagat": N_("Pagat"),
    "team": N_("Zero (team)"),
    "individual": N_("Nil (player)"),
    "per_trick": N_("per trick"),
    "auto": N_("automatic"),
    "manual": N_("by the player"),
    "winner_takes_all": N_("winner takes all"),
    "multiply_each_side": N_("each side multiplied"),
}


def option_label(name: str) -> str:
    """The label of the option field ``name`` (its own name, spaced, if unknown)."""
    label = OPTION_LABELS.get(name)
    return _(label) if label else name.replace("_", " ")


def option_value_text(value: Any) -> str:
    """An option value as the form shows it."""
    if value is None:
        return _("default")
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if isinstance(value, str) and value in CHOICE_WORDS:
        return _(CHOICE_WORDS[value])
    return str(value).replace("_", " ")
