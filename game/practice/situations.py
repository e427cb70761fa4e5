"""A seeded stream of practice situations: deals where the player (seat 0) is to call.

Each situation comes from one deal id drawn from the stream's own ``random.Random(seed)``;
the dealer is placed so the player speaks at the chosen position (or a random one); the
AIs make the other calls up to the player's turn; the drill's predicate must hold there,
else the deal is skipped (Bazar Belote's auction has rounds, so there the AI may also make
the player's early calls until a turn of the drill's kind comes).  The same seed gives the
same situations, whatever the machine.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.observation import Observation
from game.core.phase import Phase
from game.core.record import record_of
from game.core.registry import AnyGame, create_game
from game.core.state import TrickState
from game.practice.callers import Caller, caller_for, out_of_turn
from game.practice.drills import Drill
from game.practice.games import drill_named, teacher_of
from game.practice.teacher import Teacher

PLAYER = 0
"""The player's seat in practice: the bottom of the table."""

MAX_TRIES = 600
"""Deals examined per situation before a drill is declared impossible with these options."""


@dataclass(frozen=True)
class Situation:
    """One practice decision: ``state`` has ``seat`` to call."""

    drill: Drill[Any]
    """``Any``: the drill's game is chosen at run time (``drill_named``)."""
    game: AnyGame
    state: TrickState
    seat: int
    deal_id: int
    index: int
    """Position in its stream (0-based)."""

    @property
    def teacher(self) -> Teacher[Any]:
        """The game's teacher, what feedback asks (looked up here, above the registry, and
        handed to the feedback the teachers themselves use)."""
        return teacher_of(self.game.id)

    @property
    def observation(self) -> Observation:
        return self.state.observation(self.seat)

    @property
    def legal(self) -> tuple[Action, ...]:
        return self.state.legal_actions()

    @property
    def hand(self) -> int:
        return int(self.state.hands[self.seat])

    @property
    def position(self) -> int:
        """0 for the first to speak, players-1 for the dealer."""
        return int((self.seat - self.state.dealer - 1) % self.state.players)

    @property
    def label(self) -> str:
        return f"{self.drill.title} · deal #{self.deal_id}"

    def record(self) -> dict[str, object]:
        """The deal so far as a record (replays to ``state``)."""
        return record_of(self.state)


class PracticeStream:
    """Situations of one drill, in a fixed order for a fixed seed.

    ``position``: the player's calling position (0 = first to speak, -1 = dealer), or None
    for a random one (within what the drill allows).  ``options`` are the game's options
    (the drill may force some, e.g. the hook).
    """

    def __init__(
        self, game_id: str, drill: str = "deal", seed: int = 0, position: int | None = None,
        options: Mapping[str, object] | None = None, caller_level: str = "medium",
    ) -> None:
        self.drill = drill_named(game_id, drill)
        self.calling_turns = teacher_of(game_id).calling_turns
        opts = dict(options or {})
        opts.update(self.drill.options)
        self.game: AnyGame = create_game(game_id, **opts)
        players = self.game.players
        if position is not None:
            pos = position % players
            allowed = self._positions()
            if allowed is not None and pos not in allowed:
                raise ValueError(
                    f"drill {self.drill.title!r} needs the player at position "
                    + " or ".join(str(p) for p in sorted(allowed))
                    + f" of 0..{players - 1} (0 speaks first), got {position}"
                )
            self.position: int | None = pos
        else:
            self.position = None
        self.seed = seed
        self.rng = random.Random(f"trickbid/practice/{game_id}/{drill}/{seed}")
        self.caller_level = caller_level
        self.count = 0

    def _positions(self) -> set[int] | None:
        if self.drill.positions is None:
            return None
        return {p % self.game.players for p in self.drill.positions}

    def next(self) -> Situation:
        """The next situation of the drill (raises ``ValueError`` if none can be found)."""
        for _ in range(MAX_TRIES):
            deal_id = self.rng.getrandbits(31)
            situation = self._try(deal_id)
            if situation is not None:
                self.count += 1
                return situation
        raise ValueError(
            f"no deal of the drill {self.drill.title!r} found in {MAX_TRIES} tries "
            "with these options"
        )

    def _try(self, deal_id: int) -> Situation | None:
        game = self.game
        n = game.players
        allowed = self._positions()
        if self.position is not None:
            pos = self.position
        elif allowed is not None:
            pos = sorted(allowed)[self.rng.randrange(len(allowed))]
        else:
            pos = self.rng.randrange(n)
        dealer = (PLAYER - 1 - pos) % n
        deal_number = self._deal_number()
        state = game.new_deal(seed=deal_id, dealer=dealer, deal_number=deal_number)
        callers: dict[int, Caller] = {}
        turns = 0
        while state.phase is Phase.BIDDING:
            seat = state.to_play
            assert seat is not None  # the bidding always has a seat to call
            if seat == PLAYER:
                if self.drill.holds(state, PLAYER):
                    return Situation(self.drill, game, state, PLAYER, deal_id, self.count)
                turns += 1
                if turns >= self.calling_turns:
                    return None
            caller = callers.get(seat)
            if caller is None:
                caller = callers[seat] = caller_for(game, seat, deal_id + seat,
                                                    self.caller_level)
            action = caller.choose(state.observation(seat), state.legal_actions()).action
            state = state.apply(action)
            for s in range(n):
                if s != PLAYER and s not in callers:
                    callers[s] = caller_for(game, s, deal_id + s, self.caller_level)
            state = out_of_turn(state, callers, PLAYER)
        return None

    def _deal_number(self) -> int:
        schedule = self.game.schedule
        if not schedule:
            return 1
        numbers = [i + 1 for i, size in enumerate(schedule) if size >= self.drill.min_hand]
        return numbers[self.rng.randrange(len(numbers))]
