"""Practice progress through the storage layer: each call scored, accuracy over time.

The teacher's verdict on a call (exact or not, expected-score loss) is written to
``game.storage``'s practice history; the progress chart reads it back per game and drill,
per day when the practice spans days, else as a running figure over the last attempts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from game.practice.feedback import Feedback


class DrillFigures(Protocol):
    """One drill's figures over a period, as the history gives them (``game.storage``'s
    ``DrillStats``; a protocol, since this floor does not import storage)."""

    @property
    def game_id(self) -> str: ...
    @property
    def drill(self) -> str: ...
    @property
    def period(self) -> str: ...
    @property
    def attempts(self) -> int: ...
    @property
    def exact_rate(self) -> float: ...
    @property
    def average_loss(self) -> float: ...


class AttemptFigures(Protocol):
    """One scored call as the history gives it (``game.storage``'s ``PracticeAttempt``)."""

    @property
    def exact(self) -> bool: ...
    @property
    def loss(self) -> float: ...
    @property
    def at(self) -> str: ...


class History(Protocol):
    """What progress needs of the practice history (``game.storage``'s
    ``PracticeHistory``)."""

    def add(self, game_id: str, drill: str, call: str, best_call: str,
            loss: float) -> None: ...
    def summary(self, game_id: str | None = None) -> Sequence[DrillFigures]: ...
    def by_day(self, game_id: str, drill: str) -> Sequence[DrillFigures]: ...
    def attempts(self, game_id: str | None = None, drill: str | None = None,
                 limit: int | None = None) -> Sequence[AttemptFigures]: ...


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

    def __init__(self, history: History) -> None:
        self.history = history

    def record(self, feedback: Feedback) -> None:
        self.history.add(feedback.game_id, feedback.drill, str(feedback.call),
                         str(feedback.best), round(feedback.loss, 3))

    def summary(self, game_id: str | None = None) -> list[DrillFigures]:
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
