"""The host: a referee on its own thread, its computer seats, and the connections of the rest.

Everything reaches the referee through one inbox, in order: seats' requests, computers'
answers.  After each message the host delivers the referee's messages to the connected
seats, saves (``on_change``, with the true state and the match's count of take-backs: the
host's own business), and asks the next computer its question through the background
executor.  A computer that raises is logged with its traceback, every seat is told, and a
safe legal move is made for it.

The host keeps the table's pace: a computer's move is made no sooner than ``pace(window)``
seconds after the move before it (a moment only for a last card), so people follow each
card; ``window`` is True while a person may act out of turn (a Contra), who then has that
long to do it before the next call is made.

A seat's connection holds only two queues, so nothing reachable from a seat's screen leads
back to the referee or the state.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from ai.decision import Decision
from ai.turns import Chooser
from game.core.actions import Action, Kind
from game.core.claim import Claim, check_claim
from game.core.phase import Phase
from game.table.mailbox import Mailbox
from game.table.messages import ClaimRest, Message, Request, Update
from game.table.referee import Outbox, Referee
from game.table.thinking import Thinker
from game.table.view import visible_events

log = logging.getLogger("trickbid.table")

LAST_CARD_PACE = 0.15
"""Seconds at most before a computer's last card (everyone knows it has no choice)."""


class SeatLink(Protocol):
    """Whatever carries the referee's messages to one seat (a local queue, a socket).
    ``deliver`` is called on the host's thread and must not block."""

    def deliver(self, message: Message) -> None: ...


class SeatConnection:
    """A seat's end of the table on this machine: requests out, messages in."""

    def __init__(self, seat: int, inbox: queue.Queue[Any]) -> None:
        self.seat = seat
        self._to_host = inbox
        self._from_host: Mailbox[Message] = Mailbox()

    def send(self, request: Request) -> None:
        self._to_host.put(_FromSeat(self.seat, request))

    def receive(self) -> list[Message]:
        """Every message that has arrived, oldest first (never waits)."""
        return self._from_host.take_all()

    def wait(self, timeout: float) -> Message | None:
        """The next message, waiting up to ``timeout`` seconds (tests and autoplay)."""
        return self._from_host.wait(timeout)

    def close(self) -> None:
        """Leave the table (a host that stops when empty stops when its last seat leaves)."""
        self._to_host.put(_Left(self.seat))

    def deliver(self, message: Message) -> None:
        self._from_host.put(message)


@dataclass(frozen=True)
class _FromSeat:
    seat: int
    request: Request


@dataclass(frozen=True)
class _Answer:
    seat: int
    version: int
    action: Action | None
    error: BaseException | None = None
    cancelled: bool = False


@dataclass(frozen=True)
class _ClaimJudged:
    seat: int
    version: int
    verdict: Any


@dataclass(frozen=True)
class _Left:
    seat: int


@dataclass(frozen=True)
class _Joined:
    seat: int
    link: SeatLink


@dataclass(frozen=True)
class _Computer:
    seat: int
    agent: Chooser | None


class _Stop:
    pass


class TableHost:
    """Runs ``referee`` with ``computers`` (agents by seat) thinking through ``thinker``,
    which is the host's own (it is closed when the host stops): a question waiting there
    holds a computer's observation, which no seat's screen may reach.

    ``stop_when_empty``: the host of a table on one machine stops when its last seat
    leaves; a host of a table on the network runs until ``stop()``.  Every method but
    ``connect`` and ``start`` may be called from any thread once started.
    """

    def __init__(
        self, referee: Referee, computers: Mapping[int, Chooser], thinker: Thinker,
        on_change: Callable[[Any, int], None] | None = None,
        first_events: tuple[Any, ...] = (),
        stop_when_empty: bool = True, pace: Callable[[bool], float] = lambda window: 0.0,
    ) -> None:
        self._referee = referee
        self._computers = dict(computers)
        self._thinker = thinker
        self._on_change = on_change
        self._first_events = first_events
        self._inbox: queue.Queue[Any] = queue.Queue()
        self._seats: dict[int, SeatLink] = {}
        self._question: tuple[int, int, Future[Any]] | None = None
        self._thread: threading.Thread | None = None
        self._stop_when_empty = stop_when_empty
        self._pace = pace
        self._held: tuple[_Answer, float] | None = None
        """A computer's answer waiting for the table's pace, and when it is due."""
        self._moved_at = time.monotonic()

    def connect(self, seat: int) -> SeatConnection:
        """The connection of a person at ``seat`` on this machine (before ``start``); it is
        sent its view, and the events that began the match, at once."""
        conn = SeatConnection(seat, self._inbox)
        self._seats[seat] = conn
        return conn

    def restart(self, state: Any) -> None:
        """Before ``start``: the referee plays ``state`` instead (its first events are the
        ones each seat is shown), e.g. a match whose seed was fixed at the last moment."""
        assert self._thread is None, "a table's match is replaced only before it starts"
        self._referee.restart(state)
        self._first_events = state.last_events

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="table-host", daemon=True)
        self._thread.start()

    def join(self, seat: int, link: SeatLink) -> None:
        """``link`` now carries ``seat``'s messages (a player on another machine sat down
        or came back); it is sent the seat's view at once."""
        self._inbox.put(_Joined(seat, link))

    def leave(self, seat: int) -> None:
        """Nothing more is sent to ``seat`` (its player left or lost the connection)."""
        self._inbox.put(_Left(seat))

    def submit(self, seat: int, request: Request) -> None:
        """``seat``'s request, from whatever carries it (checked by the referee)."""
        self._inbox.put(_FromSeat(seat, request))

    def set_computer(self, seat: int, agent: Chooser | None) -> None:
        """A computer plays ``seat`` from now on (None: a person does again)."""
        self._inbox.put(_Computer(seat, agent))

    def stop(self) -> None:
        self._inbox.put(_Stop())

    def wait_stopped(self, timeout: float | None = None) -> bool:
        """Wait for the host's thread to end; True once it has."""
        if self._thread is not None:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        return True

    # ------------------------------------------------------------------ the loop
    def _run(self) -> None:
        referee = self._referee
        for seat, link in self._seats.items():
            self._welcome(seat, link, self._first_events)
        self._ask()
        while True:
            try:
                item = self._inbox.get(timeout=self._wait())
            except queue.Empty:
                if self._held is None:
                    continue
                item, self._held = self._held[0], None
            before = referee.version
            out: Outbox = []
            if isinstance(item, _Stop):
                break
            if isinstance(item, _Left):
                self._seats.pop(item.seat, None)
                if self._stop_when_empty and not self._seats:
                    break
            elif isinstance(item, _Joined):
                self._seats[item.seat] = item.link
                self._welcome(item.seat, item.link)
            elif isinstance(item, _Computer):
                self._set_computer(item.seat, item.agent)
            elif isinstance(item, _FromSeat):
                out = referee.handle(item.seat, item.request)
                if isinstance(item.request, ClaimRest):
                    self._judge_claim()
            elif isinstance(item, _ClaimJudged):
                out = referee.rule_claim(item.seat, item.version, item.verdict)
            else:
                out = self._answered(item)
            self._deliver(out)
            if referee.version != before:
                self._moved_at = time.monotonic()
                self._cancel_stale()
                if self._on_change is not None:
                    self._on_change(referee.state, referee.taken_back)
            self._ask()
        self._cancel_stale(everything=True)
        self._thinker.close()

    def _welcome(self, seat: int, link: SeatLink, events: tuple[Any, ...] = ()) -> None:
        """A seat sits down: its view (after ``events``) and the deals finished so far."""
        referee = self._referee
        link.deliver(Update(visible_events(events, seat), referee.view(seat)))
        for _seat, record in referee.deal_records(seat):
            link.deliver(record)

    def _set_computer(self, seat: int, agent: Chooser | None) -> None:
        if agent is None:
            self._computers.pop(seat, None)
        else:
            self._computers[seat] = agent
        question = self._question
        if question is not None and question[0] == seat:
            question[2].cancel()
            self._question = None
        if self._held is not None and self._held[0].seat == seat:
            self._held = None  # the seat changed hands: its computer's move is not made

    def _judge_claim(self) -> None:
        """Judge a claim on the executor (the exact search takes up to a few tenths of a
        second early in a deal); its ruling comes back through the inbox."""
        asked = self._referee.claim_to_judge()
        if asked is None:
            return
        seat, version, state = asked
        future = self._thinker.submit(check_claim, state, seat)

        def judged(f: Future[Any]) -> None:
            if f.cancelled():
                return
            error = f.exception()
            if error is not None:  # logged; the claim is neither proved nor refused
                log.error("the claim check failed", exc_info=error)
                self._inbox.put(_ClaimJudged(seat, version, Claim(seat, False, decided=False)))
                return
            self._inbox.put(_ClaimJudged(seat, version, f.result()))

        future.add_done_callback(judged)

    def _wait(self) -> float | None:
        """Seconds until a held answer is due (None: nothing held, wait for a message)."""
        if self._held is None:
            return None
        return max(0.0, self._held[1] - time.monotonic())

    def _hold(self, answer: _Answer) -> bool:
        """Keep ``answer`` until the table's pace allows it; False when it is due now."""
        referee = self._referee
        state = referee.state
        window = any(seat not in self._computers and seat != state.to_play
                     for seat in state.actors())
        pace = self._pace(window)
        if state.phase is Phase.PLAY and state.hands[answer.seat].bit_count() == 1:
            pace = min(pace, LAST_CARD_PACE)
        due = self._moved_at + pace
        if due <= time.monotonic():
            return False
        self._held = (answer, due)
        return True

    def _answered(self, answer: _Answer) -> Outbox:
        question = self._question
        if question is not None and question[:2] == (answer.seat, answer.version):
            self._question = None
        referee = self._referee
        if answer.cancelled or answer.version != referee.version:
            return []
        if answer.action is not None and answer.action.kind is not Kind.WAIT \
                and self._hold(answer):
            return []
        if answer.error is not None or answer.action is None:
            log.error("the computer at seat %d failed to choose", answer.seat,
                      exc_info=answer.error)
            return referee.computer_failed(answer.seat)
        out = referee.act(answer.seat, answer.action)
        if referee.version == answer.version and out:  # refused: its move was not legal
            log.error("the computer at seat %d chose %s, which was refused: %s",
                      answer.seat, answer.action, out)
            return referee.computer_failed(answer.seat)
        return out

    def _deliver(self, out: Outbox) -> None:
        for seat, message in out:
            conn = self._seats.get(seat)
            if conn is not None:
                conn.deliver(message)

    def _ask(self) -> None:
        """Ask the next computer its question, unless one is being thought about or its
        answer waits for the table's pace."""
        if self._question is not None or self._held is not None:
            return
        referee = self._referee
        asked = referee.next_question(self._computers)
        if asked is None:
            return
        seat, legal = asked
        version = referee.version
        agent = self._computers[seat]
        observation = referee.observation(seat)
        future = self._thinker.submit(agent.choose, observation, legal)
        self._question = (seat, version, future)
        future.add_done_callback(lambda f: self._inbox.put(_result(seat, version, f)))

    def _cancel_stale(self, everything: bool = False) -> None:
        question = self._question
        if question is not None and (everything or question[1] != self._referee.version):
            question[2].cancel()
            self._question = None
        held = self._held
        if held is not None and (everything or held[0].version != self._referee.version):
            self._held = None


def _result(seat: int, version: int, future: Future[Any]) -> _Answer:
    if future.cancelled():
        return _Answer(seat, version, None, cancelled=True)
    error = future.exception()
    if error is not None:
        return _Answer(seat, version, None, error)
    decision = future.result()
    if not isinstance(decision, Decision):
        return _Answer(seat, version, None, TypeError(f"not a decision: {decision!r:.80}"))
    return _Answer(seat, version, decision.action)

