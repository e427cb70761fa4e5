"""The referee: the only holder of the true state; it checks every request and tells each
seat what it may see.

Pure and single-threaded (``host`` runs it on its own thread): ``handle(seat, request)``
applies or refuses a seat's request and returns the messages to send, by seat;
``next_question(computers)`` says which computer seat to ask now and what it may do, in
the core's order (``state.actors()``: out-of-turn seats first, each asked once a position,
the seat to play last).  No seat ever receives the state: each gets its own ``SeatView``
and the events it may see.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from ai.turns import asking_order
from game.core.actions import WAIT, Action, Kind
from game.core.claim import Claim, check_claim
from game.core.observation import Observation
from game.core.phase import Phase
from game.core.record import deal_record_of, record_of, start_of
from game.table.messages import (
    Act,
    ClaimRest,
    ClaimRuling,
    ComputerFailed,
    DealRecord,
    Message,
    Refusal,
    Refused,
    Request,
    TakeBack,
    Update,
)
from game.table.takebacks import TakeBacks
from game.table.view import SeatView, seat_view, visible_events

Outbox = list[tuple[int, Message]]
"""Messages to send, each with the seat it is for."""


class Referee:
    """Runs one match for ``players`` seats from ``state`` (a new or resumed match)."""

    def __init__(self, state: Any, take_backs: bool = False, resumed: bool = False,
                 taken_back: int = 0) -> None:
        self._state = state
        self.version = 0
        self.take_backs = take_backs
        """Whether this table lets a seat take its moves back (a player alone against
        computers; never at a table of several people)."""
        self._takebacks = TakeBacks.replayed(state) if resumed and take_backs \
            else TakeBacks(state)
        """The deal's states to go back to (kept only at a table that takes moves back)."""
        self.taken_back = taken_back
        """How many times a move was taken back in this match (a resumed match brings its
        count): the history marks such a match (issue 40, item 15)."""
        self._asked: set[int] = set()
        """Seats that answered ``wait`` at this version (asked once a position)."""
        self._claim: tuple[int, int] | None = None
        """A claim asked for and not yet judged: the seat, and the move it was made at."""

    def restart(self, state: Any) -> None:
        """Play ``state`` instead, before anything was sent (a table with friends fixes
        its match seed only at Start, from every seat's contribution)."""
        assert self.version == 0, "a table's match is replaced only before it starts"
        self._state = state
        self._takebacks = TakeBacks(state)

    # ------------------------------------------------------------------ views
    @property
    def players(self) -> int:
        return int(self._state.players)

    @property
    def state(self) -> Any:
        """The true state: for the host's own saving and tests, never sent to a seat."""
        return self._state

    def view(self, seat: int) -> SeatView[Observation]:
        return seat_view(self._state, seat, self.version, self._can_take_back(seat),
                         self.take_backs and self._takebacks.call_kept(seat))

    def deal_records(self, seat: int) -> Outbox:
        """The records of the deals finished so far, for a seat that sits down: rebuilt
        from the state's own log rather than kept, so the host holds nothing for them
        however long the match (a seat sits down seldom; a move happens all the time)."""
        return [(seat, record) for record in finished_deals(self._state)]

    def updates(self, events: tuple[Any, ...] = ()) -> Outbox:
        """Every seat's view of the table now, after ``events``."""
        return [(seat, Update(visible_events(events, seat), self.view(seat)))
                for seat in range(self.players)]

    # ------------------------------------------------------------------ requests
    def handle(self, seat: int, request: Request) -> Outbox:
        """Carry out ``seat``'s request, or refuse it to that seat alone."""
        if request.version != self.version:
            return [(seat, Refused(Refusal.STALE))]
        if isinstance(request, Act):
            return self.act(seat, request.action)
        if isinstance(request, TakeBack):
            return self._take_back(seat)
        if isinstance(request, ClaimRest):
            return self._ask_claim(seat)
        raise TypeError(f"not a request: {request!r:.80}")

    def act(self, seat: int, action: Action) -> Outbox:
        """``seat`` does ``action`` now (checked by the rules core)."""
        state = self._state
        if action.kind is Kind.WAIT:
            if seat not in state.actors():
                return [(seat, Refused(Refusal.NOT_YOURS))]
            self._asked.add(seat)
            return []
        by = None if action.kind is Kind.DEAL else seat
        refused = state.refusal(action, by)
        if refused is not None:
            return [(seat, Refused(Refusal.RULE, refused.code, tuple(refused.params.items())))]
        new = state.apply(action, by)
        return self._moved(state, new, seat if action.kind is not Kind.DEAL else None)

    def computer_failed(self, seat: int) -> Outbox:
        """The computer at ``seat`` could not choose: a safe legal move is made for it (it
        lets an out-of-turn moment pass; in turn, its first legal action) and every seat is
        told."""
        legal = self._state.actors().get(seat, ())
        told = self._to_all(ComputerFailed(seat))
        if not legal:
            return told
        safe = WAIT if WAIT in legal else legal[0]
        return told + self.act(seat, safe)

    # ------------------------------------------------------------------ computers
    def next_question(self, computers: Collection[int]) -> tuple[int, tuple[Action, ...]] | None:
        """The computer seat to ask now and its choices, or None (nobody of ``computers``
        may act, or each that may has let this moment pass and a person is to play)."""
        actors = self._state.actors()
        for seat in asking_order(self._state, computers):
            if seat not in self._asked:
                return seat, actors[seat]
        return None

    def observation(self, seat: int) -> Any:
        """The seat's observation (what a computer at that seat is given to think on)."""
        return self._state.observation(seat)

    # ------------------------------------------------------------------ internals
    def _to_all(self, message: Message) -> Outbox:
        return [(seat, message) for seat in range(self.players)]

    def _moved(self, before: Any, new: Any, actor: int | None) -> Outbox:
        if self.take_backs:
            self._takebacks.record(before, new,
                                   actor if actor is not None else before.to_play)
        out = self._set(new, new.last_events)
        if new.deal_result is not None and before.deal_result is None and all_shown(new):
            out += self._to_all(DealRecord(new.deal_number, deal_record_of(new)))
        return out

    def _set(self, new: Any, events: tuple[Any, ...]) -> Outbox:
        self._state = new
        self.version += 1
        self._asked.clear()
        self._claim = None  # a claim is never carried out after the position moved on
        return self.updates(events)

    def _can_take_back(self, seat: int) -> bool:
        return self.take_backs and self._takebacks.target(seat) is not None

    def _take_back(self, seat: int) -> Outbox:
        if not self.take_backs:
            return [(seat, Refused(Refusal.NO_TAKE_BACK))]
        state = self._takebacks.go_back(seat)
        if state is None:
            return [(seat, Refused(Refusal.NO_TAKE_BACK))]
        self.taken_back += 1
        return self._set(state, ())

    def _ask_claim(self, seat: int) -> Outbox:
        state = self._state
        if state.phase is not Phase.PLAY or state.to_play != seat:
            return [(seat, Refused(Refusal.NOT_YOURS))]
        self._claim = (seat, self.version)
        return []

    def claim_to_judge(self) -> tuple[int, int, Any] | None:
        """The claim waiting to be judged: the seat, the move it was made at, and the true
        state to judge it on (the host judges it off its own thread: ``rule_claim``)."""
        if self._claim is None:
            return None
        seat, version = self._claim
        return seat, version, self._state

    def judge_claim(self) -> Outbox:
        """Judge the waiting claim now (synchronous callers; the host uses its executor)."""
        asked = self.claim_to_judge()
        if asked is None:
            return []
        seat, version, state = asked
        return self.rule_claim(seat, version, check_claim(state, seat))

    def rule_claim(self, seat: int, version: int, verdict: Claim) -> Outbox:
        """``verdict`` on ``seat``'s claim at move ``version``: a valid one takes every
        trick left at once; a claim whose position has moved on is dropped."""
        if self._claim != (seat, version):
            return []
        self._claim = None
        if version != self.version:
            return [(seat, Refused(Refusal.STALE))]
        ruling = ClaimRuling(seat, verdict.valid, verdict.decided, verdict.tricks_left)
        out = self._to_all(ruling)
        if not verdict.valid:
            return out
        for action in verdict.line:
            before = self._state
            actor = before.to_play
            new = before.apply(action)
            out += self._moved(before, new, actor)
        return out


def all_shown(state: Any) -> bool:
    """Every card dealt in ``state``'s deal has been played, so its record (the hands as
    dealt) tells nobody anything new.  A deal thrown in (Bazar Belote, all pass) is gathered
    unseen, as at a real table: it gets no record."""
    dealt = 0
    for hand in state.dealt_hands:
        dealt |= hand
    return bool(state.played == dealt)


def finished_deals(state: Any) -> list[DealRecord]:
    """The records of the deals a resumed match finished, replayed from its own log."""
    current = start_of(record_of(state))
    out: list[DealRecord] = []
    for seat, action in state.log:
        current = current.apply(action, seat) if seat is not None else current.apply(action)
        if current.deal_result is not None and action.kind is not Kind.DEAL and all_shown(
                current) and (not out or out[-1].deal_number != current.deal_number):
            out.append(DealRecord(current.deal_number, deal_record_of(current)))
    return out
