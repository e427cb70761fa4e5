"""The AI's and the teacher's reasons ("why this bid / card") in the player's language.

A reason is data (``ai.reason.Reason``: a code, typed arguments, further clauses); this
module words it from one catalog template per code, in the second person because a reason
is only ever shown to the player about his own seat (a hint, the review, practice): "your
A♠ and K♥ should win; the others bid 5 of 6 tricks".  Arguments are written the language's
way: cards with its letters, numbers with its decimal mark and no "-0.0", chances as
percentages, seats as the table names them, contracts in table words.  Arguments that
help nobody at the table (how many deals were simulated) stay in the data for benchmarks
and are not said.  A test checks that every code of ``ai.reason.Why`` and of the teacher's
``Teach`` has a template here in every language.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.decision import Decision
from ai.reason import Arg, Cards, Chance, Reason, Seat, Suits
from game.core.cards import SUIT_SYMBOLS
from game.core.contract import ContractRecord
from game.i18n import N_, Nn_, _, language, ngettext, number, pgettext
from game.i18n.seats import seat_in_sentence
from game.i18n.terms import card_text, contract_text

Template = str | tuple[str, str, str]
"""A message, or a counted one: (singular, plural, the argument that counts)."""

TEMPLATES: dict[str, Template] = {
    # any game
    "random": N_("chosen at random"),
    "only_action": N_("the only thing to do"),
    "only_card": N_("the only card you may play"),
    "no_ai": N_("there is no computer player for this game: a random choice"),
    "ai_failed": N_("the computer player failed: the first possible choice"),
    # the trick games' hand count
    "should_win": (*Nn_("your {cards} should win", "your {cards} should win"), "cards"),
    "no_sure_winners": N_("no sure winners"),
    "void_may_ruff": N_("with no {suits} you may trump them"),
    "expect_tricks": N_("you can count on about {tricks} tricks"),
    "others_bid": (*Nn_("the others bid {bids} of {tricks} trick",
                        "the others bid {bids} of {tricks} tricks"), "tricks"),
    "tried": N_("checked by playing possible deals out"),
    # the trick games' play
    "need_tricks": (*Nn_("you need {n} more trick", "you need {n} more tricks"), "n"),
    "bid_made": N_("your bid is made: take no more tricks"),
    "bid_lost": N_("your bid is lost"),
    "we_duck": N_("your team plays {contract}: take no tricks"),
    "we_need": (*Nn_("your team bid {contract} and needs {n} more",
                     "your team bid {contract} and needs {n} more"), "n"),
    "we_take_all": N_("your team plays for every trick"),
    "ours_safe": N_("your team's contract is safe"),
    "we_defend": N_("your team defends"),
    "against": N_("against their {contract}"),
    "card_value": N_("with it you should score about {points}"),
    "they_score": N_("with it their team should score about {points}"),
    "team_margin": N_("with it your team should score about {points} against theirs"),
    "equivalent": N_("any of these cards does the same"),
    # Bazar Belote's auction
    "trumps": (*Nn_("{n} trump ({cards})", "{n} trumps ({cards})"), "cards"),
    "no_trumps": N_("no trumps"),
    "side_aces": (*Nn_("{n} ace outside trumps", "{n} aces outside trumps"), "n"),
    "hold_belote": N_("the Belote (king and queen of trumps)"),
    "hold_combination": N_("a combination to declare"),
    "team_value": N_("about {points} points for your team"),
    "contra_fails": N_("their contract should fail against your hand"),
    "recontra_makes": N_("your contract should make despite the Contra"),
    "no_better_call": N_("no call is worth more"),
    "should_fail": N_("{contract} should fail ({chance} chance)"),
    "we_should_make": N_("your contract should make ({chance} chance)"),
    "contra_may_be_right": N_("the Contra may be right: your contract makes {chance} of the "
                              "time"),
    # Bazar Belote's play
    "declare": N_("your combination counts"),
    "team_card_value": N_("about {points} points for your team with {contract}"),
    "card_for_trick": N_("the card for this trick"),
    "hopeful": N_("a hopeful card"),
    # the practice teacher (game.practice.reasons.Teach)
    "teach.scores": N_("it scores {points} points on average"),
    "teach.made": N_("made {chance} of the time"),
    "teach.trump_scores": N_("with {suits} as trump your team scores about {total} points"),
    "teach.margin": N_("on average {points} points against the opponents"),
    "teach.best_trump": N_("your best trump: {reason}"),
    "teach.nobody_bid": N_("nobody has bid: the opponents may name trump"),
    "teach.played": N_("{contract} is played"),
    "teach.it_is_made": N_("it is made {chance} of the time"),
}
"""One template per reason code (its ``value``)."""


def because_text(reason: Reason | None, names: Sequence[str] = ()) -> str:
    """``reason`` in the current language ("" for none); ``names``: the seats' names as the
    caller shows them (default: the four-player table's)."""
    if reason is None:
        return ""
    clauses = [_clause(c, names) for c in reason.all_clauses()]
    return pgettext("between the clauses of a reason", "; ").join(clauses)


def decision_reason(decision: Decision | Reason | None, names: Sequence[str] = ()) -> str:
    """The worded reason of a ``Decision``, or a reason itself ("" when there is none)."""
    reason = decision.reason if isinstance(decision, Decision) else decision
    return because_text(reason, names)


def _clause(reason: Reason, names: Sequence[str]) -> str:
    template = TEMPLATES.get(reason.code.value)
    if template is None:  # a code newer than the catalogs: say nothing wrong
        return "…"
    values = {k: _arg(k, v, names) for k, v in reason.args}
    if isinstance(template, tuple):
        singular, plural, counted = template
        count = reason.arg(counted)
        n = len(count.ids) if isinstance(count, Cards) else count if isinstance(count, int) \
            else 0
        values.setdefault("n", str(n))
        text = ngettext(singular, plural, n)
    else:
        text = _(template)
    return text.format(**values)


def _arg(name: str, value: Arg, names: Sequence[str]) -> str:
    if isinstance(value, Reason):
        return because_text(value, names)
    if isinstance(value, Cards):
        return word_list([card_text(c) for c in value.ids])
    if isinstance(value, Suits):
        return word_list([SUIT_SYMBOLS[s] for s in value.ids])
    if isinstance(value, Seat):
        return seat_in_sentence(value.number, names)
    if isinstance(value, Chance):
        return percent(value.value)
    if isinstance(value, ContractRecord):
        return contract_text(value, names)
    if isinstance(value, bool):
        return ""
    if isinstance(value, float):
        return number(value, "+.1f" if name == "points" else ".1f")
    if name == "points":
        return number(value, "+d")
    return str(value)


def word_list(words: Sequence[str]) -> str:
    """"A♠", "A♠ and K♥", "A♠, K♥ and Q♥" in the current language."""
    if len(words) <= 1:
        return "".join(words)
    return _("{items} and {last}").format(
        items=pgettext("between the items of a list", ", ").join(words[:-1]), last=words[-1])


def percent(chance: float) -> str:
    """A chance 0..1 as the language writes a percentage (63%, 63 %)."""
    value = round(chance * 100)
    return f"{value}\u202f%" if language() == "fr" else f"{value}%"


__all__ = ["TEMPLATES", "because_text", "decision_reason", "percent", "word_list"]
