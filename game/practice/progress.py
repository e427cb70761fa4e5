"""Practice progress through the storage layer: each call scored, accuracy over time.

The teacher's verdict on a call (exact or not, expected-score loss) is written to
``game.storage``'s practice history; the progress chart reads it back per game and drill,
per day when the practice spans days, else as a running figure over the last attempts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.practice.feedback import Feedback


@dataclass(frozen=True)
class ProgressPoint:
    label: str
    """A day ("2026-11-30") or an attempt number ("#12")."""
    attempts: int
    exact_rate: float
    average_loss: float
    day: str = ""
    """The day of the point ("2026-11-30"), so the chart can date attempts too."""


class Progress:
    """Practice results of one player (``history``: ``Storage.practice``)."""

    def __init__(self, history: Any) -> None:
        self.history = history

    def record(self, feedback: Feedback) -> None:
        self.history.add(feedback.game_id, feedback.drill, str(feedback.call),
                         str(feedback.best), round(feedback.loss, 3))

    def summary(self, game_id: str | None = None) -> list[Any]:
        """``DrillStats`` per game and drill, all attempts."""
        return list(self.history.summary(game_id))

    def series(self, game_id: str, drill: str, window: int = 10) -> list[ProgressPoint]:
        """The chart's points: one per day if the attempts span several days; otherwise
        one per attempt, averaged over the last ``window`` attempts."""
        days = self.history.by_day(game_id, drill)
        if len(days) >= 2:
            return [ProgressPoint(d.period, d.attempts, d.exact_rate, d.average_loss, d.period)
                    for d in days]
        attempts = list(reversed(self.history.attempts(game_id, drill)))
        out = []
        for i in range(len(attempts)):
            recent = attempts[max(0, i + 1 - window):i + 1]
            exact = sum(a.exact for a in recent) / len(recent)
            loss = sum(a.loss for a in recent) / len(recent)
            out.append(ProgressPoint(f"#{i + 1}", i + 1, exact, loss, attempts[i].at[:10]))
        return out
