"""What an agent returns: the action, why (as data, ``ai.reason``), and the evaluations.

The evaluations (one expected value per candidate action, in the seat's own points) are what
hints and bidding practice show; the reason is the one-line "why" under them, worded by
``game.i18n.ai_reasons`` in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.reason import Reason
from game.core.actions import Action


@dataclass(frozen=True)
class Decision:
    """An agent's choice.  ``evaluations`` pairs candidate actions with expected values
    (points for the seat or its team, higher is better), best first."""

    action: Action
    reason: Reason
    evaluations: tuple[tuple[Action, float], ...] = ()
