"""Computer seats think on a worker thread, never on the UI thread.

The table posts a request (seat, observation, legal actions) and polls for the answer each
frame; the UI keeps drawing and handling input meanwhile.  Each seat has its own agent from
``ai.create_agent``; only for a game the AI does not play (``ai.NoAIError``) does a stand-in
play seeded random legal moves, and the table tells the player so.
"""

from __future__ import annotations

import queue
import random
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ai.reason import Reason, Why
from game.core.actions import Action


@dataclass(frozen=True)
class Suggestion:
    """An agent's answer, whatever agent gave it."""

    action: Action
    reason: Reason | None = None
    """Why (``game.i18n.ai_reasons`` words it); None: the agent gave none."""
    evaluations: tuple[Any, ...] = field(default=())


class FallbackAgent:
    """Used only for a game without an AI (``ai.NoAIError``): a seeded random legal action."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any, legal: tuple[Action, ...], deadline: float | None = None
               ) -> Suggestion:
        return Suggestion(self.rng.choice(legal), Reason(Why.NO_AI))


def make_agent(level: str, game: Any, seat: int, seed: int) -> Any:
    """An agent from the AI package; for a game it has no AI for, the fallback (the match
    tells the player).  Any other refusal — a bad level or seat — is the caller's bug and
    is raised, never hidden behind random moves."""
    from ai import NoAIError, create_agent

    try:
        return create_agent(level, game, seat, seed)
    except NoAIError:  # keep the table playable; MatchSession.notice says so
        return FallbackAgent(seed)


def as_suggestion(decision: Any) -> Suggestion:
    """Accept a ``Decision`` (``.action``, ``.reason``, ``.evaluations``) or a bare action."""
    if isinstance(decision, Action):
        return Suggestion(decision)
    action = getattr(decision, "action", None)
    if not isinstance(action, Action):
        raise TypeError(f"an agent returned {decision!r}, not a decision or an action")
    reason = getattr(decision, "reason", None)
    return Suggestion(
        action, reason if isinstance(reason, Reason) else None,
        tuple(getattr(decision, "evaluations", ()) or ()),
    )


@dataclass
class Request:
    ticket: int
    seat: int
    agent: Any
    observation: Any
    legal: tuple[Action, ...]
    purpose: str = "play"
    """``play`` (choose an action) or ``contra`` (Bazar Belote: contra out of turn?)."""


@dataclass
class Answer:
    ticket: int
    seat: int
    suggestion: Suggestion | None
    error: str = ""


class AIWorker:
    """One daemon thread answering requests in order."""

    def __init__(self) -> None:
        self._requests: queue.Queue[Request | None] = queue.Queue()
        self._answers: queue.Queue[Answer] = queue.Queue()
        self._ticket = 0
        self._cancelled: set[int] = set()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="ai-worker", daemon=True)
        self._thread.start()

    def ask(self, seat: int, agent: Any, observation: Any, legal: tuple[Action, ...],
            purpose: str = "play") -> int:
        self._ticket += 1
        self._requests.put(Request(self._ticket, seat, agent, observation, legal, purpose))
        return self._ticket

    def cancel(self, tickets: Iterable[int]) -> None:
        """Skip these requests if not yet begun: their position is gone (a card played, a
        move taken back), and a stale question must not hold up the next one."""
        with self._lock:
            self._cancelled.update(tickets)

    def poll(self) -> list[Answer]:
        out: list[Answer] = []
        while True:
            try:
                out.append(self._answers.get_nowait())
            except queue.Empty:
                return out

    def wait(self, timeout: float = 30.0) -> Answer | None:
        try:
            return self._answers.get(timeout=timeout)
        except queue.Empty:
            return None

    def close(self) -> None:
        self._requests.put(None)

    def _run(self) -> None:
        while True:
            req = self._requests.get()
            if req is None:
                return
            with self._lock:
                if req.ticket in self._cancelled:
                    self._cancelled.discard(req.ticket)
                    continue
            if req.purpose == "contra":
                self._answers.put(self._contra(req))
                continue
            try:
                suggestion = as_suggestion(req.agent.choose(req.observation, req.legal))
                if suggestion.action not in req.legal:
                    raise ValueError(f"the agent chose {suggestion.action}, which is not legal")
                self._answers.put(Answer(req.ticket, req.seat, suggestion))
            except Exception as exc:  # noqa: BLE001 - reported to the table, never swallowed
                fallback = Suggestion(req.legal[0], Reason(Why.AI_FAILED))
                self._answers.put(Answer(req.ticket, req.seat, fallback, repr(exc)))

    @staticmethod
    def _contra(req: Request) -> Answer:
        """Bazar Belote 12, 14: the agent's ``wants_contra`` (None: it lets the bid stand)."""
        ask = getattr(req.agent, "wants_contra", None)
        if ask is None:
            return Answer(req.ticket, req.seat, None)
        try:
            decision = ask(req.observation)
            return Answer(req.ticket, req.seat, None if decision is None else
                          as_suggestion(decision))
        except Exception as exc:  # noqa: BLE001 - reported, and the bid simply stands
            return Answer(req.ticket, req.seat, None, repr(exc))
