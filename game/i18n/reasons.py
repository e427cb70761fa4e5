"""Why the rules refuse an action, in the player's language.

The core raises ``IllegalActionError(code, message, params)`` with an English message; the
client shows ``reason_text(error)``: the catalog's template for ``code`` filled from
``params`` (cards and suits written the language's way).  Every code the core raises has a
template here (a test reads the codes out of ``game/core``); a code from a newer core that
is not here falls back to the English message rather than to nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core.cards import SUIT_SYMBOLS, parse_suit
from game.core.errors import IllegalActionError, RuleRefusal
from game.i18n import N_, _
from game.i18n.games import merged
from game.i18n.terms import card_text

COMMON_REASONS: dict[str, str] = {
    "not_your_turn": N_("it is {to_play}'s turn, not {seat}'s"),
    "no_such_seat": N_("there is no such seat at this table"),
    "card_not_in_hand": N_("you do not hold {card}"),
    "illegal_card": N_("this card may not be played now"),
    "play_a_card": N_("the play has begun: play a card"),
    "deal_not_over": N_("the next deal starts only when this one is scored"),
    "deal_over": N_("this deal is scored: the only action is to deal the next one"),
    "match_over": N_("the match is over"),
    "must_follow_suit": N_("you must follow suit: you hold a card of the suit led"),
    "wait_out_of_turn_only": N_("only a player who may act out of turn can let the moment "
                                "pass"),
}
"""The refusals of any game (the shared core's); each game's own are in its descriptor."""

REASONS: dict[str, str] = {**COMMON_REASONS, **merged(lambda w: w.reasons)}
"""Every refusal code → its template."""


def _param_text(name: str, value: object, names: Sequence[str]) -> str:
    if name == "card" and isinstance(value, str):
        return card_text(value)
    if name in ("suit", "trump") and isinstance(value, str):
        return SUIT_SYMBOLS[parse_suit(value)]
    if name in ("seat", "to_play") and isinstance(value, int):
        return names[value] if 0 <= value < len(names) else _("seat {n}").format(n=value)
    return str(value)


def reason_text(error: IllegalActionError | RuleRefusal | Exception,
                names: Sequence[str] = ()) -> str:
    """The translated reason of an ``IllegalActionError`` or a ``RuleRefusal``
    (``names``: players by seat).

    Any other error (a syntax error, an option) is shown with its own message."""
    if not isinstance(error, IllegalActionError | RuleRefusal):
        return str(error)
    template = REASONS.get(error.code)
    if template is None:
        return error.message
    params: Mapping[str, object] = error.params
    values = {k: _param_text(k, v, names) for k, v in params.items()}
    try:
        return _(template).format(**values)
    except (KeyError, IndexError, ValueError):
        return error.message
