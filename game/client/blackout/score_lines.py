"""How a Blackout deal scored, in the score sheet's words (blackout 13–16): who made an
exact bid and who missed, and what each counts under the match's scoring options."""

from __future__ import annotations

from game.core.blackout.game import BlackoutObservation
from game.core.blackout.rules import BlackoutOptions, MissPenalty, Scoring
from game.core.result import DealResult
from game.i18n import _
from game.table.view import SeatView


def exact_rule(options: BlackoutOptions) -> str:
    if options.scoring == Scoring.BASIC:
        return _("a trick counts 1, an exact bid 10 more")
    return _("an exact bid counts 10 + the bid")


def miss_rule(options: BlackoutOptions) -> str:
    if options.scoring == Scoring.BASIC:
        return _("a trick counts 1")
    if options.miss_penalty == MissPenalty.BID:
        return _("a miss costs the bid")
    if options.miss_penalty == MissPenalty.DIFFERENCE:
        return _("a miss costs the difference")
    return _("a miss counts nothing")


def deal_lines(state: SeatView[BlackoutObservation], result: DealResult, names: tuple[str, ...]) -> list[str]:
    """The players who bid exactly and those who missed, with the rule that scored them."""
    made = [names[s] for s, m in enumerate(result.made) if m]
    missed = [names[s] for s, m in enumerate(result.made) if m is False]
    options = state.game.options
    lines = []
    if made:
        lines.append(_("Exact: {names} — {rule}").format(names=", ".join(made),
                                                         rule=exact_rule(options)))
    if missed:
        lines.append(_("Missed: {names} — {rule}").format(names=", ".join(missed),
                                                          rule=miss_rule(options)))
    return lines
