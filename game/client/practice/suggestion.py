"""What the table and the practice screens show of an agent's answer: a ``Suggestion``.

A hint is the AI's answer on the player's own observation (``game.practice.position_view``);
any agent's ``Decision`` (``.action``, ``.reason``, ``.evaluations``) or a bare action is
taken.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ai.decision import Decision
from ai.reason import Reason
from game.core.actions import Action


@dataclass(frozen=True)
class Suggestion:
    """An agent's answer, whatever agent gave it."""

    action: Action
    reason: Reason | None = None
    """Why (``game.i18n.ai_reasons`` words it); None: the agent gave none."""
    evaluations: tuple[Any, ...] = field(default=())


def as_suggestion(decision: Any) -> Suggestion:
    """Accept a ``Decision`` (``.action``, ``.reason``, ``.evaluations``) or a bare action."""
    if isinstance(decision, Action):
        return Suggestion(decision)
    if not isinstance(decision, Decision):
        raise TypeError(f"an agent returned {decision!r:.80}, not a decision or an action")
    return Suggestion(decision.action, decision.reason, tuple(decision.evaluations))
