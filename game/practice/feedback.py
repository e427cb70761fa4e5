"""Feedback on one practice call: the teacher's call and why, the simulated outcomes, the loss.

``feedback_for(situation, call)`` samples deals consistent with what the player's seat
knows (``ai.tricks.sampling``, the other seats' calls weighing each world as evidence), plays each
candidate call out in every world with the search's rollout policy (common random numbers:
every call meets the same worlds), and reports per call the expected score and the
distribution of outcomes: tricks for the Blackout games, points and contract success for
Bazar Belote.  The worlds come from a seed fixed by the deal, so the numbers are fixed too.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ai.reason import Reason
from game.core.actions import Action, parse_action
from game.practice.teacher import CallValue

if TYPE_CHECKING:
    from game.practice.situations import Situation

SCREEN_TIME_LIMIT = 2.0
"""Seconds the practice screen lets the teacher think after the call (issue 8: feedback
within 3 s of the call: the rest is left for scoring the calls, drawing and a busy
machine)."""
SAME_SCORE = 0.05
"""A call that gives up less than this (0.0 points, as shown) against the teacher's ties
with it: practice counts it as exact (a Belote call that gave up 0.0 was "0% exact")."""


@dataclass(frozen=True)
class Feedback:
    game_id: str
    drill: str
    seat: int
    call: Action
    best: Action
    reason: Reason
    """The teacher's one line: why the best call (``game.i18n.ai_reasons`` words it)."""
    values: tuple[CallValue, ...]
    """Every call examined, best first."""
    worlds: int
    seconds: float
    extra: tuple[tuple[str, str], ...] = ()
    """Game-specific figures as text (Belote: points per trump suit)."""
    suit_points: tuple[tuple[int, tuple[float, ...]], ...] = ()
    """Bazar Belote: per trump suit, P(team's raw points ≥ 10·n) for n = 8..16 and capot."""

    def value_of(self, action: Action) -> CallValue:
        for v in self.values:
            if v.action == action:
                return v
        raise KeyError(f"{action} was not examined")

    @property
    def loss(self) -> float:
        """Expected points given up by the player's call (0 when it is as good as the best)."""
        return max(0.0, self.value_of(self.best).expected - self.value_of(self.call).expected)

    @property
    def exact(self) -> bool:
        """The teacher's call, or one that scores as well (a tie: ``SAME_SCORE``)."""
        return self.call == self.best or self.loss < SAME_SCORE


def feedback_for(situation: Situation, call: Action | str, worlds: int | None = None,
                 seed: int | None = None, time_limit: float | None = None) -> Feedback:
    """Feedback on ``call`` (an action or its text) in ``situation``.

    ``worlds`` sampled deals (default: the game's ``Teacher.worlds``); ``seed`` fixes them
    (default: derived from the deal, so the same situation always gives the same numbers).
    ``time_limit`` (seconds, None: none) stops early on a machine too slow or too busy for
    all the deals — never before ``MIN_WORLDS`` — and ``Feedback.worlds`` says how many were
    played (``game.practice.teacher.MIN_WORLDS``); the screen passes one so the answer comes
    in time, tests and the bench do not.
    """

    action = parse_action(call) if isinstance(call, str) else call
    if action not in situation.legal:
        raise ValueError(
            f"{action} is not a legal call here: legal calls are "
            + ", ".join(str(a) for a in situation.legal)
        )

    teacher = situation.teacher
    n = teacher.worlds if worlds is None else worlds
    if n < 1:
        raise ValueError(f"feedback needs at least one sampled deal, got worlds={n}")
    key = seed if seed is not None else situation.deal_id
    start = time.perf_counter()
    stop_at = None if time_limit is None else time.monotonic() + time_limit
    look = teacher.feedback(situation, action, n, key, stop_at)
    return Feedback(
        teacher.game_id, situation.drill.name, situation.seat, action, look.best, look.reason,
        look.values, look.worlds, time.perf_counter() - start, look.extra, look.suit_points,
    )
