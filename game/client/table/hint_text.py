"""The table's hint line: the choice once, a dash, and why, as a player would say it.

"Hint: bid 2 — your A♠ and K♥ should win; the others bid 5 of 6 tricks".  The reason is
data (``ai.reason``) worded by ``game.i18n.ai_reasons``; the choice is named the table's
way (a call as the call panel writes it, a card by its letters), and never twice: a reason
does not name the action it explains.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Kind
from game.i18n import _
from game.i18n.ai_reasons import decision_reason
from game.i18n.terms import action_text, call_text


def hint_line(suggestion: Any, names: tuple[str, ...]) -> str:
    """The hint for ``suggestion`` (an AI answer with ``action`` and ``reason``)."""
    action = suggestion.action
    choice = action_text(action) if action.kind is Kind.PLAY else call_text(action)
    why = decision_reason(suggestion.reason, names)
    if why:
        return _("Hint: {action} — {reason}").format(action=choice, reason=why)
    return _("Hint: {action}").format(action=choice)
