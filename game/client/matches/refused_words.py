"""The words for a request the referee refused: the rule that refused it, worded from its
code and parameters in the reader's language, or why the request itself was refused."""

from __future__ import annotations

from game.core.errors import RuleRefusal
from game.i18n import _
from game.i18n.net_words import request_refusal_text
from game.i18n.reasons import reason_text
from game.table.messages import Refusal, Refused


def refused_text(refused: Refused, names: tuple[str, ...]) -> str:
    """``refused`` in the player's words (``names``: the seats' names, for the rule's)."""
    if refused.why is Refusal.RULE:
        rule = RuleRefusal(refused.code, _("not possible now"), dict(refused.params))
        return reason_text(rule, names)
    return request_refusal_text(refused.why.value)
