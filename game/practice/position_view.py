"""The AI's view of one position: the one answer the hint and the review both give.

The table's hint and the post-deal review used to ask different searches (the opponents'
level with its clock, the review's own fixed search, each with its own seed), so on the
same Belote lead the hint said A♠ and the review said K♣.  Both now ask ``ai_view``: one
engine (the AI package's agent), one budget (a fixed number of sampled worlds and played-out
deals, no clock in the loop) and one seed, taken from the position itself, so a position
always gets the same answer — and the answer is kept, so asking twice costs nothing.
"""

from __future__ import annotations

import dataclasses
import threading
import zlib
from collections import OrderedDict

from ai import create_agent
from ai.decision import Decision
from ai.levels import LEVELS, Level
from ai.registry import level_for
from game.core.actions import Action
from game.core.observation import Observation
from game.core.registry import AnyGame

ADVISER = Level("adviser", 60.0, 160, 8, 200, True)
"""The search behind hints and the review: worlds per card, exact endgame depth, deals
played out per call.  The 60 s budget is a bound, never the limit actually met: the search
stops at its sample counts, so the answer does not depend on the machine's speed
(``bench/position_view.py`` measures how long it takes).  Its worlds are dealt as each
game's strongest level deals them (``adviser_for``)."""

def adviser_for(game_id: str, base: Level = ADVISER) -> Level:
    """``base`` placing the unseen cards of its worlds as ``game_id``'s strongest level
    places them (``Level.locations``, read from the AI floor's registry: Blackout's expert
    by the learned card-location model), so a hint reads the table as well as the best
    computer does (issue 49).  The rest of ``base`` (its work) is kept."""
    return dataclasses.replace(base, locations=level_for(LEVELS[-1], game_id).locations)


KEPT = 512
"""Positions whose answers are kept (a deal has at most a few dozen decisions)."""


def position_key(observation: Observation, legal: tuple[Action, ...]) -> str:
    """The position as text: everything the seat knows of the deal and may do (``repr`` of
    frozen records: stable across runs, unlike ``hash``).  The match's running totals are
    left out: no AI reads them, and a finished deal's review replays the deal alone, from
    its own record, where the hint saw it inside the match."""
    return f"{dataclasses.replace(observation, scores=())!r}|{legal!r}"


def position_seed(key: str) -> int:
    """The search's seed for a position, from the position alone."""
    return zlib.crc32(key.encode("utf-8"))


class PositionViews:
    """Answers kept per position (thread-safe: the hint and the review ask from their own
    worker threads).  ``level`` is the search's work; each game's worlds are placed as
    its strongest level places them (``adviser_for``)."""

    def __init__(self, level: Level = ADVISER, kept: int = KEPT) -> None:
        self.level = level
        self.kept = kept
        self._answers: OrderedDict[tuple[AnyGame, str], Decision] = OrderedDict()
        self._lock = threading.Lock()

    def view(self, game: AnyGame, observation: Observation, legal: tuple[Action, ...]) -> Decision:
        """The AI's choice for the seat of ``observation``, its reason and every legal
        action's expected value, best first."""
        key = position_key(observation, legal)
        slot = (game, key)
        with self._lock:
            found = self._answers.get(slot)
            if found is not None:
                self._answers.move_to_end(slot)
                return found
        level = adviser_for(game.id, self.level)
        agent = create_agent(level, game, observation.seat, position_seed(key))
        decision = agent.choose(observation, legal, deadline=None)
        with self._lock:
            self._answers[slot] = decision
            while len(self._answers) > self.kept:
                self._answers.popitem(last=False)
        return decision


VIEWS = PositionViews()
"""The one set of answers the hint and the review share."""


def ai_view(game: AnyGame, observation: Observation, legal: tuple[Action, ...]) -> Decision:
    """The AI's view of this position (``VIEWS``): the same answer every time it is asked."""
    return VIEWS.view(game, observation, legal)


class Adviser:
    """The hint's agent: answers through ``ai_view``, whatever level the opponents play."""

    def __init__(self, game: AnyGame) -> None:
        self.game = game

    def choose(self, observation: Observation, legal: tuple[Action, ...],
               deadline: float | None = None) -> Decision:
        return ai_view(self.game, observation, tuple(legal))
