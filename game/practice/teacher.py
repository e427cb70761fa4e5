"""``Teacher``: what the practice floor knows of one game, registered in ``games.py``.

Each game's package (``game.practice.blackout``, ``.partnership``, ``.belote``) builds one:
its drills, how many worlds its feedback samples, the feedback itself, the one-line verdict
on a played-out deal, and the review's card search.  The floor's shared code (the stream of
situations, the play-out, the review) asks the game's teacher and never its id.

What a game's feedback gives (``Look``, ``CallValue``) and reads of the situation it is
asked about (``CallSituation``) are named here too, so the games' packages import nothing
above the teachers (``games`` lists them, ``situations`` finds them by id).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from ai.decision import Decision
from ai.levels import Level
from ai.reason import Reason
from game.core.actions import Action
from game.core.observation import Observation
from game.core.registry import AnyGame
from game.core.state import TrickState

if TYPE_CHECKING:
    from ai.model import GameModel
    from game.practice.drills import Drill

S = TypeVar("S", bound=TrickState)
"""The game's state type (what its verdict reads)."""

MIN_WORLDS = 24
"""With a time limit, a feedback plays at least this many deals out before stopping early."""


class CallSituation(Protocol):
    """What a teacher's feedback reads of the practice ``Situation`` it is asked about
    (``game.practice.situations``, which stands above the teachers: it finds a drill's
    teacher by the game's id)."""

    @property
    def game(self) -> AnyGame: ...

    @property
    def observation(self) -> Observation: ...

    @property
    def legal(self) -> tuple[Action, ...]: ...


@dataclass(frozen=True)
class CallValue:
    """What one candidate call leads to over the sampled deals."""

    action: Action
    expected: float
    """Expected points: the seat's (Blackout), or its team's margin over the opponents
    (Partnership Blackout, Bazar Belote)."""
    tricks: tuple[float, ...] = ()
    """Blackout games: P(the seat takes t tricks) for t = 0..hand size (sums to 1)."""
    team_tricks: tuple[float, ...] = ()
    """Partnership Blackout: P(the team takes t tricks)."""
    success: float | None = None
    """Chance the contract is made (None: no contract, e.g. Pass); where only the
    auction's winner plays for its contract, the chance it wins the auction and is made."""
    note: Reason | None = None
    """How this value was reached, when not by its own play-out (Belote's Pass)."""


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


FeedbackFn = Callable[[CallSituation, Action, int, int, "float | None"], Look]
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
