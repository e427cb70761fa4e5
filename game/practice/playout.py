"""Playing a practice deal out after the call: the AIs take every other seat.

``PlayOut`` holds the deal from the player's call to the end.  ``step()`` makes one move —
another seat's call or card by its AI, or the player's own card when ``auto`` is set (the
strong AI plays it for him) — so a screen can show the deal a card at a time, or a test can
run it to the end.  ``verdict`` says whether the player's call was made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Kind
from game.core.phase import Phase
from game.core.state import TrickState
from game.i18n import _
from game.practice.callers import Caller, caller_for, out_of_turn
from game.practice.games import teacher_of

if TYPE_CHECKING:
    from game.practice.situations import Situation


class PlayOut:
    def __init__(self, situation: Situation, call: Action, level: str = "medium",
                 player_level: str = "medium", auto: bool = True) -> None:
        self.situation = situation
        self.auto = auto
        """True: the AI plays the player's cards too; False: ``step(card)`` waits for them."""
        self.seat = situation.seat
        self.state: TrickState = situation.state.apply(call)
        self.level = level
        self.player_level = player_level
        self._callers: dict[int, Caller] = {}
        self._contra_asked: set[int] = set()

    @property
    def done(self) -> bool:
        return self.state.deal_result is not None

    @property
    def to_play(self) -> int | None:
        if self.done:
            return None
        seat = self.state.to_play
        assert seat is not None  # a deal not yet scored has a seat to move
        return seat

    def _caller(self, seat: int) -> Caller:
        caller = self._callers.get(seat)
        if caller is None:
            level = self.player_level if seat == self.seat else self.level
            caller = caller_for(self.situation.game, seat, self.situation.deal_id * 7 + seat,
                                level)
            self._callers[seat] = caller
        return caller

    def step(self, action: Action | None = None) -> TrickState:
        """One move: ``action`` for the player's seat, or the AI's choice.  The new state."""
        if self.done:
            return self.state
        seat = self.state.to_play
        assert seat is not None  # a deal not yet scored has a seat to move
        legal = self.state.legal_actions()
        if action is None:
            if self.waiting:
                raise ValueError("it is your turn: choose a card")
            if self.state.phase is not Phase.PLAY:
                legal = self._no_recall(seat, legal)
            action = self._caller(seat).choose(self.state.observation(seat), legal).action
        self.state = self.state.apply(action)
        if self.state.phase is Phase.BIDDING:
            others = {s: self._caller(s) for s in range(self.state.players) if s != self.seat}
            self.state = out_of_turn(self.state, others, self.seat)
        return self.state

    @property
    def waiting(self) -> bool:
        """True when the player is to play a card himself (``auto`` off)."""
        return (not self.auto and not self.done and self.state.to_play == self.seat
                and self.state.phase is Phase.PLAY)

    def _no_recall(self, seat: int, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        """After the player's practice call, his later calls are Pass (he made the call
        being practised; the AI does not bid again for him: Belote's auction comes round
        again, the other games ask each seat once and have nothing to take back)."""
        if seat != self.seat:
            return legal
        passes = tuple(a for a in legal if a.kind is Kind.PASS)
        return passes or legal

    def run(self) -> TrickState:
        while not self.done:
            self.step()
        return self.state

    @property
    def verdict(self) -> str:
        """What happened to the player's call, in one line (empty until the end)."""
        result = self.state.deal_result
        if result is None:
            return ""
        if result.thrown_in:
            return _("Everybody passed: the cards are thrown in")
        return teacher_of(self.situation.game.id).verdict(self.state, self.seat)

