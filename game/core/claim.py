"""Claiming the rest of a deal: is every remaining trick provably the claimer's?

The client is the referee: it holds the real hands.  A claim is valid only if the claimer
has a way of playing that takes every remaining trick on *every* line of play the others
may choose.  ``check_claim`` decides that with an exact game-tree search over the real
hands (an AND-OR search: the claimer's turns are "some card wins out", everybody else's
"every card still loses"), using the public API only (``legal_actions``, ``apply``,
``tricks``), so it holds for every game and every rule option.  It is pure: no clock, no
randomness; a search too large for ``budget`` positions is reported undecided rather than
guessed.

A valid claim carries the plays of one winning line (the claimer's winning strategy
against the others' first legal choice), so the table applies them as real plays and the
record replays; a refused one carries the seat that can take a trick and the plays by
which it does, so the player is told why.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.phase import Phase

if TYPE_CHECKING:
    from game.core.state import TrickState

DEFAULT_BUDGET = 40_000
"""Positions searched before a claim is called undecided (a few tenths of a second)."""


@dataclass(frozen=True)
class Claim:
    """The verdict on ``seat`` claiming every remaining trick."""

    seat: int
    valid: bool
    line: tuple[Action, ...] = ()
    """Valid: the plays, in order, of one line on which ``seat`` takes every trick."""
    taker: int | None = None
    """Refused: a seat that can take a trick whatever the claimer plays."""
    counter: tuple[Action, ...] = ()
    """Refused: the plays (from now) of a line on which ``taker`` takes a trick."""
    decided: bool = True
    """False: the search outgrew its budget, so the claim is neither proved nor refuted."""
    tricks_left: int = 0


class _OutOfBudget(Exception):
    pass


def _tricks(state: TrickState) -> tuple[int, ...]:
    result = state.deal_result
    return tuple(result.tricks) if result is not None else tuple(state.tricks)


class _Search:
    def __init__(self, seat: int, root: TrickState, budget: int) -> None:
        self.seat = seat
        self.budget = budget
        self.others = [t for s, t in enumerate(_tricks(root)) if s != seat]
        self.memo: dict[Hashable, bool] = {}

    def lost(self, state: TrickState) -> bool:
        """Someone else took a trick on the way here."""
        return [t for s, t in enumerate(_tricks(state)) if s != self.seat] != self.others

    def key(self, state: TrickState) -> Hashable:
        # Who wins the remaining tricks depends on the cards left, the trick on the table
        # and who is to play; the legal actions carry whatever else a rule looks at.
        return (tuple(state.hands), tuple(state.trick), state.to_play,
                state.legal_actions())

    def wins(self, state: TrickState) -> bool:
        """True when the claimer takes every remaining trick from ``state`` on."""
        if self.lost(state):
            return False
        if state.phase is not Phase.PLAY:
            return True
        key = self.key(state)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.budget -= 1
        if self.budget < 0:
            raise _OutOfBudget
        children = (state.apply(a) for a in state.legal_actions())
        if state.to_play == self.seat:
            result = any(self.wins(child) for child in children)
        else:
            result = all(self.wins(child) for child in children)
        self.memo[key] = result
        return result

    def winning_line(self, state: TrickState) -> tuple[Action, ...]:
        line: list[Action] = []
        while state.phase is Phase.PLAY:
            legal = state.legal_actions()
            action = legal[0]
            if state.to_play == self.seat:
                action = next(a for a in legal if self.wins(state.apply(a)))
            line.append(action)
            state = state.apply(action)
        return tuple(line)

    def counter_line(self, state: TrickState) -> tuple[tuple[Action, ...], int | None]:
        line: list[Action] = []
        before = _tricks(state)
        while not self.lost(state) and state.phase is Phase.PLAY:
            legal = state.legal_actions()
            action = legal[0]
            if state.to_play != self.seat:
                action = next(a for a in legal if not self.wins(state.apply(a)))
            line.append(action)
            state = state.apply(action)
        after = _tricks(state)
        taker = next((s for s, (a, b) in enumerate(zip(before, after, strict=True))
                      if s != self.seat and b > a), None)
        return tuple(line), taker


def check_claim(state: TrickState, seat: int, budget: int = DEFAULT_BUDGET) -> Claim:
    """Whether ``seat`` takes every remaining trick of ``state`` whatever the others play.

    Only during the play; outside it there is nothing to claim (refused, decided).
    """
    if state.phase is not Phase.PLAY:
        return Claim(seat, False)
    left = state.hand_size - len(state.past_tricks)
    search = _Search(seat, state, budget)
    try:
        if search.wins(state):
            return Claim(seat, True, line=search.winning_line(state), tricks_left=left)
        counter, taker = search.counter_line(state)
    except _OutOfBudget:
        return Claim(seat, False, decided=False, tricks_left=left)
    return Claim(seat, False, taker=taker, counter=counter, tricks_left=left)
