"""A match at this screen: the seats of the people sitting here, as clients of the referee.

``MatchSession`` starts the match's host (``game.table.host``: the referee, alone holding
the true state, and the computer seats) and keeps only the connections of the seats played
at this screen.  Everything it knows comes from them: each seat's ``SeatView`` and the
events it may see, queued as steps for the table to animate; the player's moves, take-backs
and claims go to the referee as requests, which it checks like any move.  Nothing here
holds the state or another seat's unplayed cards, so the table cannot show them.

With nobody at the screen (the computers play each other, ``--autoplay``) the table
watches seat 0.  Several people at one screen each have a connection; the table shows
whoever is to act (``follow``).
"""

from __future__ import annotations

import collections
import dataclasses
import logging
import random
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from ai.levels import LEVELS
from game.client.friends.seating import with_players
from game.client.games import VIEWS, game_title
from game.client.matches.links import Link, News, TalkingLink
from game.client.matches.refused_words import refused_text
from game.client.player_names import short_name
from game.client.practice.suggestion import Suggestion, as_suggestion
from game.core import create_game
from game.core.actions import Action
from game.core.observation import Observation
from game.i18n import N_, _
from game.i18n.net_words import closing_text, host_notice_text, verdict_text
from game.i18n.seats import DEFAULT_NAMES, SEAT_NAMES_BY_COUNT
from game.net.admission import HostNotice
from game.net.client import ProtocolBroken
from game.net.fairness import Verdict
from game.net.protocol import Closing, Say, Seats, SeatState
from game.table.computers import FallbackAgent, agent_seed, make_agent
from game.table.host import TableHost
from game.table.messages import (
    Act,
    ClaimRest,
    ClaimRuling,
    ComputerFailed,
    DealRecord,
    Refused,
    TakeBack,
    Update,
)
from game.table.referee import Referee
from game.table.thinking import Thinker
from game.table.view import SeatView

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


@dataclass(frozen=True)
class Step:
    """One move as the screen shows it: its events, and each local seat's view after it."""
    events: tuple[Any, ...]
    views: dict[int, SeatView[Observation]]


@dataclass(frozen=True)
class Said:
    """Something for the player about a request or a seat (shown once by the table)."""
    text: str
    refused: Action | None = None
    """The action refused, when the text is the rule that refused it."""
    claim: ClaimRuling | None = None
    fine: bool = False
    """Good news rather than a refusal or a warning (the deals verified)."""


class MatchSession:
    def __init__(self, setup: MatchSetup, thinker: Thinker, state: Any = None,
                 on_change: Callable[[Any, int], None] | None = None,
                 pace: Callable[[bool], float] = lambda window: 0.0,
                 taken_back: int = 0) -> None:
        """A new match from ``setup``, or the resumed ``state`` (a saved match); ``thinker``
        is the app's executor, for the player's hints.
        ``on_change`` is called on the host's thread with each new state and the match's
        count of take-backs (the app saves both; ``taken_back``: a resumed match's count);
        the session itself never sees a state.  ``pace(window)``: the seconds a
        computer's move waits after the move before it (``window``: while a person here may
        act out of turn)."""
        self.setup = setup
        self.thinker = thinker
        self.hints_allowed = True
        if state is not None:
            game = state.game
            seed = state.match_seed if state.match_seed is not None else 0
            first_events: tuple[Any, ...] = ()
        else:
            options = with_players(setup.game_id, {}, setup.players) | dict(setup.options)
            game = create_game(setup.game_id, **options)
            seed = setup.seed if setup.seed is not None else (
                random.SystemRandom().randrange(1, 1_000_000))
            state = game.new_match(seed=seed)
            first_events = tuple(state.last_events)
        self.game = game
        self.seat_names = setup.seat_names()
        humans = [s for s, k in enumerate(setup.seats) if k == HUMAN]
        self.humans = frozenset(humans)
        self.viewer = humans[0] if humans else 0
        computers = {seat: make_agent(kind, game, seat, agent_seed(seed, seat))
                     for seat, kind in enumerate(setup.seats) if kind != HUMAN}
        self.notice = ""
        """A message for the player about this match (shown once by the table)."""
        if any(isinstance(a, FallbackAgent) for a in computers.values()):
            self.notice = _("{game} has no computer player yet: the computer seats play "
                            "random legal moves.").format(game=self.title)
        referee = Referee(state, take_backs=len(humans) == 1, resumed=not first_events,
                          taken_back=taken_back)
        # the computers think on the host's own executor: a question waiting there holds a
        # computer's observation, which must not be reachable from this screen
        host = TableHost(referee, computers, Thinker(), on_change, first_events, pace=pace)
        links: dict[int, Link] = {seat: host.connect(seat) for seat in (humans or [0])}
        self._talking: TalkingLink | None = None
        host.start()
        self._begin(links, take_backs=len(humans) == 1)

    @classmethod
    def joined(cls, links: dict[int, TalkingLink], thinker: Thinker, names: tuple[str, ...] = (),
               timeout: float = 10.0, hints: bool = True) -> MatchSession:
        """A match played at a table elsewhere (another machine's host): ``links`` are the
        ready connections of the seats played at this screen (``NetSeat``s, seated).  The
        game and the players come from the table's first update; take-backs are off (the
        other people at the table would have to agree).  ``hints``: the host allows them
        (its ``welcome`` said so; the host's own seat: its settings)."""
        self = cls.__new__(cls)
        self.thinker = thinker
        self.hints_allowed = hints
        self.notice = ""
        self.humans = frozenset(links)
        self.viewer = min(links)
        self._talking = links[self.viewer]
        self._begin(dict(links), take_backs=False, timeout=timeout)
        game = self.view.game
        self.game = game
        options = dataclasses.asdict(game.options)
        seats = tuple(HUMAN if s in links else "medium" for s in range(game.players))
        if not names:  # the table's names seen from our seat: "You" at the bottom
            usual = MatchSetup(game.id, options, seats).seat_names()
            names = tuple(usual[(s - self.viewer) % game.players] for s in range(game.players))
        self.setup = MatchSetup(game.id, options, seats, names)
        self.seat_names = self.setup.seat_names()
        return self

    def _begin(self, links: dict[int, Link], take_backs: bool, timeout: float = 10.0) -> None:
        self._links = links
        self._take_backs = take_backs
        self.ended = ""
        """Why the table closed under us (its host's word: ``host_left``...), if it did."""
        self.unreadable = False
        """The host sent something this version cannot read: nothing of this table is
        trusted enough to be filed in the player's history."""
        self.views: dict[int, SeatView[Observation]] = {}
        """Each local seat's latest view."""
        self.version = 0
        self.steps: collections.deque[Step] = collections.deque()
        self._arriving: dict[int, dict[int, Update]] = {}
        """Updates by version, until every local seat's has arrived."""
        self.said: collections.deque[Said] = collections.deque()
        self.hint: tuple[int, Suggestion] | None = None
        self._hint_asked: tuple[int, Future[Any]] | None = None
        self._last_sent: Action | None = None
        self.awaiting = False
        """A request was sent and the referee's answer is not in yet."""
        self.deal_records: dict[int, dict[str, Any]] = {}
        """The finished deals' records by deal number (for their review)."""
        self.seat_states: tuple[SeatState, ...] = ()
        """Who sits where, as a table on the network last said (empty at a table of this
        screen's own): a lost seat's countdown to its computer is read from it."""
        self.quick: collections.deque[Say] = collections.deque(maxlen=16)
        """Quick messages said at a table on the network, not yet shown (phrase ids)."""
        self.closed = False
        self.ended_told = False
        """The window has told the player the table closed and offered the way back."""
        self.closed_over = False
        """A table on the network closed with its match over: every update and deal record
        of it has arrived (the app files a joined match in the player's history then)."""
        self.deals_verdict: Verdict | None = None
        """What this window found when the host revealed its secret (``game.net.fairness``):
        None until then (and at a table of this screen's own)."""
        self._first_views(timeout)

    def _first_views(self, timeout: float = 10.0) -> None:
        """Take the host's first update to every local seat (the table starts from it:
        the match's first deal, or the resumed position); a table on the network may tell
        who sits where first, which the table does not show."""

        first: dict[int, Update] = {}
        end = time.monotonic() + timeout
        for seat, link in self._links.items():
            while seat not in first:
                match link.wait(max(0.0, end - time.monotonic())):
                    case Update() as update:
                        first[seat] = update
                    case Seats() | Say() as told:
                        self._received(seat, told)
                    case None | BaseException():
                        raise TimeoutError("the table's host did not start")
        self.views = {seat: u.view for seat, u in first.items()}
        self.version = self.views[self.viewer].version
        events = first[self.viewer].events
        if events:
            self.steps.append(Step(events, dict(self.views)))

    # ------------------------------------------------------------------ facts
    @property
    def title(self) -> str:
        return game_title(self.setup.game_id)

    @property
    def name_parts(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Each seat's name (a friend's as the table gives it, ``short_name``) and the
        marks after it: "(computer)" while a computer plays a friend's seat."""
        parts: list[tuple[str, tuple[str, ...]]] = [(_(n), ()) for n in self.seat_names]
        for seat, state in enumerate(self.seat_states[: len(parts)]):
            if seat != self.viewer and state.kind in ("person", "lost") and state.name:
                parts[seat] = (short_name(state.name), ())
            elif seat != self.viewer and state.kind == "computer" and state.name:
                parts[seat] = (short_name(state.name), (_("(computer)"),))
        return tuple(parts)

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names by seat, as sentences and lists write them."""
        return tuple(_("{name} (computer)").format(name=name) if marks else name
                     for name, marks in self.name_parts)

    @property
    def view(self) -> SeatView[Observation]:
        """The latest view of the seat the screen shows."""
        return self.views[self.viewer]

    @property
    def networked(self) -> bool:
        """The table is on the network (joined, or hosted here for friends): its seats
        may talk (``say``) and a seat may be lost."""
        return self._talking is not None

    def say(self, phrase: str) -> None:
        """Say one of the protocol's quick phrases (``game.net.protocol.PHRASES``) to the
        table; it comes back from the table like everyone's."""
        if self._talking is not None and not self.ended:
            self._talking.say(phrase)

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat in self.humans

    @property
    def undo_allowed(self) -> bool:
        """Take-backs are for a player alone against computers (one human seat), at a
        table of this screen's own."""
        return self._take_backs

    def can_undo(self) -> bool:
        return self.undo_allowed and self.view.can_take_back

    def follow(self, seat: int) -> bool:
        """Show ``seat`` (a person at this screen) from now on; True when it changed."""
        if seat == self.viewer or seat not in self._links:
            return False
        self.viewer = seat
        return True

    # ------------------------------------------------------------------ requests
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Send ``action`` for ``seat`` (default: the seat shown); the referee answers with
        the move, or with the rule that refuses it (``said``)."""
        self._last_sent = action
        self._send(seat, Act(action, self.version))

    def undo(self) -> None:
        """Ask to take back the viewer's last chosen card or call and what followed."""
        if self.undo_allowed:
            self._send(None, TakeBack(self.version))

    def claim(self) -> None:
        """Claim every trick left for the viewer (the referee judges it on the real hands)."""
        self._send(None, ClaimRest(self.version))

    def ask_hint(self) -> bool:
        """Ask the AI's view of the viewer's position (``game.practice.position_view``)
        what to do, from the viewer's own observation; False when not its turn, or when
        the table's host allows no hints (nothing is asked then)."""
        if not self.hints_allowed:
            return False
        view = self.view
        legal = view.legal_actions()
        if not self.is_human(self.viewer) or not legal or view.to_play != self.viewer:
            return False
        if self._hint_asked is not None and self._hint_asked[0] == self.version:
            return True

        # the same answer the review gives for this position (issue 21, defect 8)
        # when asked: the adviser loads the AI's models of every game, which a table (and the
        # window's first frame) does without until a hint is asked for (start-up)
        from game.practice.position_view import Adviser

        future = self.thinker.submit(Adviser(self.game).choose, view.observation, legal)
        self._hint_asked = (self.version, future)
        return True

    def _send(self, seat: int | None, request: Act | TakeBack | ClaimRest) -> None:
        if self.ended:  # the table closed: nobody is there to answer
            return
        self.awaiting = True
        self._link(seat).send(request)

    @property
    def hint_pending(self) -> bool:
        """A hint was asked for and is not in yet."""
        return self._hint_asked is not None

    def _link(self, seat: int | None) -> Link:
        return self._links[self.viewer if seat is None else seat]

    # ------------------------------------------------------------------ messages
    def poll(self) -> None:
        """Take every message that has arrived (each frame)."""
        for seat, link in self._links.items():
            for message in link.receive():
                self._received(seat, message)
        self._hint_done()

    def _received(self, seat: int, message: News) -> None:
        match message:
            case Closing() | BaseException():
                self._table_closed(message)
            case Seats(seats=seats):
                self.seat_states = seats
            case Verdict():
                self._verdict(message)
            case Say() if seat == self.viewer:
                self.quick.append(message)
            case HostNotice(code=code, for_seconds=seconds):  # the host's own seat
                self.said.append(Said(host_notice_text(code, seconds)))
            case Update():
                self.awaiting = False
                self._updated(seat, message)
            case DealRecord(deal_number=number, record=record):
                self.deal_records[number] = record
            case Refused():
                self.awaiting = False
                self.said.append(Said(refused_text(message, self.names), refused=self._last_sent))
            case ClaimRuling():
                self.awaiting = False
                if seat == self.viewer:  # every seat here is told the same: said once
                    self.said.append(Said("", claim=message))
            case ComputerFailed(seat=failed) if seat == self.viewer:
                self.said.append(Said(_("{name}'s computer player failed; it made a safe "
                                        "move instead (the log file has the details)").format(
                    name=self.names[failed])))
            case _:  # the connection's own business (welcome, ping, the deals' fairness)
                pass

    def _updated(self, seat: int, update: Update) -> None:
        version = update.view.version
        arriving = self._arriving.setdefault(version, {})
        arriving[seat] = update
        if len(arriving) < len(self._links):
            return
        del self._arriving[version]
        views = {s: u.view for s, u in arriving.items()}
        events = arriving[self.viewer].events
        self.views.update(views)
        self.version = version
        self.hint = None
        if not events:  # a take-back or a seat joining: the picture jumps
            self.steps.clear()
        self.steps.append(Step(events, views))

    def _table_closed(self, message: Closing | BaseException) -> None:
        """The table on the network closed (or its connection broke): said once."""
        if self.ended:
            return
        why = message.why if isinstance(message, Closing | ProtocolBroken) else "connection_lost"
        self.ended = why
        self.awaiting = False
        self.unreadable = isinstance(message, ProtocolBroken)
        # the host closes the table after the match's last update and deal record
        self.closed_over = self.view.is_over and not self.unreadable
        if why in ("match_over", "deals_done"):
            return
        self.said.append(Said(closing_text(why)))

    def _verdict(self, verdict: Verdict) -> None:
        """The host revealed its secret: the deals verified or not, said once."""
        if self.deals_verdict is None:
            self.deals_verdict = verdict
            self.said.append(Said(verdict_text(verdict.reason), fine=verdict.verified))

    def _hint_done(self) -> None:
        asked = self._hint_asked
        if asked is None or not asked[1].done():
            return
        self._hint_asked = None
        version, future = asked
        if version != self.version or future.cancelled():
            return
        error = future.exception()
        if error is not None:

            logging.getLogger("trickbid.table").error("the hint failed", exc_info=error)
            self.said.append(Said(_("No hint this time: the computer's analysis failed")))
            return
        self.hint = (self.viewer, as_suggestion(future.result()))

    # ------------------------------------------------------------------ waiting
    def settle(self, timeout: float = 30.0) -> bool:
        """Wait until a person here may act, the deal is scored or the match is over
        (autoplay and tests); False on a time-out."""

        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.poll()
            view = self.view
            if not self._arriving and not self.awaiting and (
                    view.phase.value in ("scored", "over") or any(
                        self.views[s].legal_actions() and self.views[s].to_play == s
                        for s in self.humans)):
                return True
            link = self._links[self.viewer]
            message = link.wait(min(0.05, max(0.0, end - time.monotonic())))
            if message is not None:
                self._received(self.viewer, message)
        return False

    def legal(self) -> tuple[Action, ...]:
        """What the viewer may do now."""
        return self.view.legal_actions()

    def close(self) -> None:
        """Leave the table: the host stops when its last seat here has left."""
        if self.closed:
            return
        self.closed = True
        for link in self._links.values():
            link.close()


__all__ = ["HUMAN", "MatchSession", "MatchSetup"]
