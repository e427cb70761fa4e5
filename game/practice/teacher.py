"""``Teacher``: what the practice floor knows of one game, registered in ``games.py``.

Each game's package (``game.practice.blackout``, ``.partnership``, ``.belote``) builds one:
its drills, how many worlds its feedback samples, the feedback itself, the one-line verdict
on a played-out deal, and the review's card search.  The floor's shared code (the stream of
situations, the play-out, the review) asks the game's teacher and never its id.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ai.decision import Decision
from ai.levels import Level
from game.core.actions import Action
from game.core.observation import Observation
from game.core.state import TrickState

if TYPE_CHECKING:
    from ai.model import GameModel
    from ai.reason import Reason
    from game.practice.drills import Drill
    from game.practice.feedback import CallValue
    from game.practice.situations import Situation

S = TypeVar("S", bound=TrickState)
"""The game's state type (what its verdict reads)."""

@dataclass(frozen=True)
class Look:
    """A teacher's look at one call: what the feedback is built from."""

    best: Action
    """The call the simulated deals value most."""
    reason: Reason
    """Why, as data (worded by ``game.i18n``)."""
    values: tuple[CallValue, ...]
    """Every legal call's expected score and chance, best first."""
    extra: tuple[tuple[str, str], ...] = ()
    """Game-specific figures for the words (Bazar Belote's suits' totals)."""
    suit_points: tuple[tuple[int, tuple[float, ...]], ...] = ()
    """Bazar Belote: each suit's chances by level (the chart)."""
    worlds: int = 0
    """How many simulated deals the look rests on."""


FeedbackFn = Callable[["Situation", Action, int, int, "float | None"], Look]
"""``(situation, call, worlds, seed, stop_at)``: the teacher's look at one call."""


ReviewCard = Callable[
    ["GameModel[Any]", Observation, tuple[Action, ...], Level, random.Random, float], Decision]
"""``(model, observation, legal, level, rng, deadline)``: the AI's card with its evaluations.
``GameModel[Any]``: the model comes from ``ai.registry.model_for`` for a game chosen at run
time; each game's function narrows it to its own model."""


@dataclass(frozen=True)
class Teacher(Generic[S]):
    game_id: str
    drills: tuple[Drill[S], ...]
    worlds: int
    """Sampled deals per feedback: sized so feedback stays well under 3 s on two slow cores
    (``bench/practice_feedback.py`` measures it)."""
    feedback: FeedbackFn
    verdict: Callable[[S, int], str]
    """``(finished state, player's seat)``: what happened to the player's call, one line."""
    review_card: ReviewCard
    """``(model, observation, legal, level, rng, deadline)``: the AI's card, with its
    evaluations (a ``Decision``), for the post-deal review."""
    calling_turns: int = 1
    """How many of the player's turns to call a drill's stream looks at in one deal (Belote's
    auction comes round again)."""
