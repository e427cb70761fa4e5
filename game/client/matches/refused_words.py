"""The words for a request the referee refused: the rule that refused it, worded from its
code and parameters in the reader's language, or why the request itself was refused."""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _
from game.i18n.net_words import request_refusal_text
from game.i18n.reasons import reason_text
from game.table.messages import Refusal, Refused


def refused_text(refused: Refused, names: tuple[str, ...]) -> str:
    """``refused`` in the player's words (``names``: the seats' names, for the rule's)."""
    if refused.why is Refusal.RULE:
        return reason_text(_RuleRefusal(refused), names)
    return request_refusal_text(refused.why.value)


@dataclass(frozen=True)
class _RuleRefusal:
    """A refused request in the shape ``reason_text`` words (code, params, message)."""
    refused: Refused

    @property
    def code(self) -> str:
        return self.refused.code

    @property
    def params(self) -> dict[str, object]:
        return dict(self.refused.params)

    @property
    def message(self) -> str:
        return _("not possible now")
