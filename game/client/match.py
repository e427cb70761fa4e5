"""A match being played at the table: the rules state, who sits where, and the AI traffic.

The session applies actions to the immutable core state and queues each ``(events, state)``
step for the table to animate; it never waits for the animation.  Computer seats are asked
on the worker thread as soon as it is their turn; the table decides when (after its pause)
to apply a ready answer.
"""

from __future__ import annotations

import collections
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ai.contra import ContraRound
from ai.levels import LEVELS
from game.client.ai_worker import AIWorker, FallbackAgent, Suggestion, make_agent
from game.client.games import VIEWS, game_title
from game.client.seating import with_players
from game.client.undo import TakeBacks
from game.core import create_game
from game.core.actions import Action, Kind
from game.i18n import N_, _
from game.i18n.reasons import reason_text
from game.i18n.seats import DEFAULT_NAMES, SEAT_NAMES_BY_COUNT

HUMAN = "human"
AI_LEVELS: tuple[str, ...] = tuple(level for level in LEVELS if level != "random")
"""The computer levels a player picks from: the AI's levels, without its ``random`` one
(kept for tests and the tournament's floor)."""
AI_LEVEL_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"),
                  "expert": N_("Expert"), "random": N_("Random")}


def level_name(level: str) -> str:
    return _(AI_LEVEL_NAMES[level]) if level in AI_LEVEL_NAMES else level.capitalize()


@dataclass(frozen=True)
class MatchSetup:
    """Everything needed to start (or restart) a match."""

    game_id: str = next(iter(VIEWS))
    """The game (the first the client lists, unless named)."""
    options: dict[str, Any] = field(default_factory=dict)
    seats: tuple[str, ...] = (HUMAN, "medium", "medium", "medium")
    """``human`` or an AI level, by seat."""
    names: tuple[str, ...] = ()
    seed: int | None = None

    @property
    def players(self) -> int:
        return len(self.seats)

    def seat_names(self) -> tuple[str, ...]:
        if len(self.names) == self.players:
            return self.names
        base = SEAT_NAMES_BY_COUNT.get(self.players, DEFAULT_NAMES)
        names = list(base[: self.players])
        if HUMAN not in self.seats:
            names[0] = N_("South") if self.players == 4 else N_("Zoe")
        return tuple(names)


class MatchSession:
    def __init__(self, setup: MatchSetup, worker: AIWorker | None = None,
                 state: Any = None) -> None:
        """A new match from ``setup``, or the resumed ``state`` (a saved match)."""
        self.setup = setup
        options = with_players(setup.game_id, {}, setup.players) | dict(setup.options)
        if state is not None:
            self.game = state.game
            self.seed = state.match_seed if state.match_seed is not None else 0
            self.state: Any = state
        else:
            self.game = create_game(setup.game_id, **options)
            self.seed = setup.seed if setup.seed is not None else (
                random.SystemRandom().randrange(1, 1_000_000))
            self.state = self.game.new_match(seed=self.seed)
        self.on_change: Callable[[Any], None] | None = None
        """Called with each new state (the app autosaves through it)."""
        self.seat_names = setup.seat_names()
        self.worker = worker or AIWorker()
        self.agents: dict[int, Any] = {
            seat: make_agent(kind, self.game, seat, self.seed * 31 + seat)
            for seat, kind in enumerate(setup.seats) if kind != HUMAN
        }
        self.notice = ""
        """A message for the player about this match (shown once by the table)."""
        if any(isinstance(a, FallbackAgent) for a in self.agents.values()):
            self.notice = _("{game} has no computer player yet: the computer seats play "
                            "random legal moves.").format(game=self.title)
        humans = [s for s, k in enumerate(setup.seats) if k == HUMAN]
        self.humans = frozenset(humans)
        self.viewer = humans[0] if humans else 0
        self.version = 0
        self.steps: collections.deque[tuple[tuple[Any, ...], Any]] = collections.deque()
        if state is None:
            self.steps.append((self.state.last_events, self.state))
        self._asked: dict[int, tuple[int, int, str]] = {}
        """ticket → (version, seat, purpose)"""
        self._pending: tuple[int, int] | None = None
        self.ready: Suggestion | None = None
        self.ready_seat: int | None = None
        self.hint: tuple[int, Suggestion] | None = None
        self._hint_asked: int | None = None
        self._contras: ContraRound | None = None
        """The out-of-turn Contra questions of this state (``ai.contra``), once asked."""
        self._contras_version = -1
        self._contra_ticket: int | None = None
        """The out-of-turn Contra question being thought about, if any."""
        self.contra_ready: tuple[int, Suggestion] | None = None
        self.takebacks = TakeBacks.replayed(state) if state is not None else TakeBacks(self.state)
        """The states of the deal in play, for Undo (``undo.TakeBacks``)."""
        self._undo_known: tuple[int, bool] = (-1, False)

    @property
    def title(self) -> str:
        return game_title(self.setup.game_id)

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names by seat, the default ones in the player's language."""
        return tuple(_(n) for n in self.seat_names)

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat in self.humans

    def apply(self, action: Action | str, seat: int | None = None) -> Any:
        """Apply ``action``; raises ``IllegalActionError`` with the rule's reason."""
        before = self.state
        new = before.apply(action, seat) if seat is not None else before.apply(action)
        self.takebacks.record(before, new, seat if seat is not None else before.to_play)
        self._moved_to(new)
        self.steps.append((new.last_events, new))
        if self.on_change is not None:
            self.on_change(new)
        return new

    def _moved_to(self, state: Any) -> None:
        """A new position: every question about the old one is stale (the worker skips
        those not begun; answers of the rest are dropped by ``poll``)."""
        self.state = state
        self.version += 1
        self.ready = None
        self.ready_seat = None
        self.hint = None
        self._hint_asked = None
        self._pending = None
        self._contras = None
        self._contra_ticket = None
        self.contra_ready = None
        self.worker.cancel(self._asked)
        self._asked.clear()

    @property
    def undo_allowed(self) -> bool:
        """Take-backs are for a player alone against computers (one human seat)."""
        return len(self.humans) == 1

    def can_undo(self) -> bool:
        """Something of the viewer's to take back (asked each frame: kept per version)."""
        if self._undo_known[0] != self.version:
            self._undo_known = (self.version, self.undo_allowed
                                and self.takebacks.target(self.viewer) is not None)
        return self._undo_known[1]

    def undo(self) -> Any | None:
        """Take back the viewer's last chosen card or call and the computers' moves after
        it; the restored state (None: nothing to take back).  Its log no longer holds them,
        so the autosave and the record are as if they never happened."""
        if not self.undo_allowed:
            return None
        state = self.takebacks.go_back(self.viewer)
        if state is None:
            return None
        self._moved_to(state)
        self.steps.clear()
        if self.on_change is not None:
            self.on_change(state)
        return state

    def refusal(self, action: Action, seat: int | None = None) -> str | None:
        """The core's reason why ``action`` is refused now, or None if it is legal."""
        from game.core.errors import IllegalActionError, TrickbidError

        try:
            self.state.apply(action, seat)
        except IllegalActionError as exc:
            return reason_text(exc, self.names)
        except TrickbidError as exc:
            return str(exc)
        return None

    def ai_to_play(self) -> int | None:
        seat = self.state.to_play
        if seat is None or self.is_human(seat):
            return None
        return int(seat)

    def contra_seats(self) -> tuple[int, ...]:
        fn = getattr(self.state, "contra_seats", None)
        return tuple(fn()) if fn is not None else ()

    @property
    def contra_waiting(self) -> bool:
        """True while an out-of-turn Contra question of this state is unanswered."""
        return self._contra_ticket is not None

    @property
    def awaiting_answers(self) -> bool:
        """True while a question put to the worker (a computer's move, a Contra, a hint)
        is unanswered: the table keeps polling for it (``TableScene.wake_in``)."""
        return bool(self._asked)

    def think(self) -> None:
        """Ask the worker for the computer seat to play, once per state."""
        seat = self.ai_to_play()
        if seat is None or self._pending == (self.version, seat):
            return
        self._pending = (self.version, seat)
        legal = self.state.legal_actions()
        ticket = self.worker.ask(seat, self.agents[seat], self.state.observation(seat), legal)
        self._asked[ticket] = (self.version, seat, "play")

    def think_contra(self) -> None:
        """Bazar Belote 14: after each call, ask the computers that may contra out of turn,
        one after another, by the AI's driver (``ai.contra.ContraRound``)."""
        if self._contras_version == self.version:
            return
        self._contras_version = self.version
        self._contras = ContraRound(self.state, self.agents)
        self._ask_next_contra()

    def _ask_next_contra(self) -> None:
        seat = None if self._contras is None else self._contras.next_seat()
        if seat is None:
            self._contra_ticket = None
            return
        ticket = self.worker.ask(seat, self.agents[seat], self.state.observation(seat),
                                 (Action(Kind.CONTRA),), purpose="contra")
        self._asked[ticket] = (self.version, seat, "contra")
        self._contra_ticket = ticket

    def _contra_answered(self, seat: int, suggestion: Suggestion | None) -> None:
        if self._contras is None:
            return
        if suggestion is not None and suggestion.action.kind is Kind.CONTRA:
            self._contras.answer(seat, suggestion.action)
            self.contra_ready = (seat, suggestion)
        else:  # no, or no answer (an error was reported): the bid stands
            self._contras.answer(seat, None)
        self._ask_next_contra()

    def ask_hint(self) -> bool:
        """Ask the AI's view of this position (``game.practice.position_view``) what to do;
        False when not our turn."""
        seat = self.state.to_play
        if not self.is_human(seat) or self._hint_asked == self.version:
            return False
        assert seat is not None
        from game.practice.position_view import Adviser

        # the same answer the review gives for this position (issue 21, defect 8)
        agent = Adviser(self.game)
        ticket = self.worker.ask(seat, agent, self.state.observation(seat),
                                 self.state.legal_actions())
        self._asked[ticket] = (self.version, seat, "hint")
        self._hint_asked = self.version
        return True

    def poll(self) -> None:
        for answer in self.worker.poll():
            asked = self._asked.pop(answer.ticket, None)
            if asked is None:
                continue
            version, seat, purpose = asked
            if version != self.version:
                continue  # the state moved on: a stale answer
            if purpose == "contra":
                self._contra_answered(seat, answer.suggestion)
            elif answer.suggestion is None:
                continue
            elif purpose == "play":
                self.ready, self.ready_seat = answer.suggestion, seat
            else:
                self.hint = (seat, answer.suggestion)

    def play_ready(self) -> bool:
        """Apply a computer's out-of-turn Contra, else the ready answer of the seat to play."""
        if self.contra_waiting:
            return False  # every Contra question is answered before the next call
        if self.contra_ready is not None:
            seat, _ = self.contra_ready
            self.apply(Action(Kind.CONTRA), seat)
            return True
        if self.ready is None or self.ready_seat != self.state.to_play:
            return False
        self.apply(self.ready.action)
        return True

    def wait_and_play(self, timeout: float = 30.0) -> bool:
        """Block until the computer's answer is in and apply it (autoplay and tests)."""
        self.think()
        self.think_contra()
        while self.ready is None or self.contra_waiting:
            answer = self.worker.wait(timeout)
            if answer is None:
                return False
            self.worker._answers.put(answer)
            self.poll()
        return self.play_ready()

    def legal(self) -> tuple[Action, ...]:
        return tuple(self.state.legal_actions())

    def legal_for(self, seat: int) -> tuple[Action, ...]:
        if self.state.to_play == seat:
            return self.legal()
        if seat in self.contra_seats():
            return (Action(Kind.CONTRA),)
        return ()

    def close(self) -> None:
        self.worker.close()
