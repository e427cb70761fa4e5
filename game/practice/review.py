"""Post-deal review: a finished deal from its record, all hands face up, trick by trick.

``DealReview(record, seat)`` replays the record through the engine and keeps the states of
one deal (the last finished one unless told).  Position 0 is the table after the calls;
position k shows trick k played and the hands as they were left after it; ``forward`` and
``back`` step between them.  For each card the reviewed seat played, ``analyse`` asks the
strong AI what it would have played *with what the seat knew then* — the observation of
that moment, never the whole deal — and the expected result of both cards.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ai.reason import Reason
from game.core.actions import Action, Kind
from game.core.cards import Card
from game.core.observation import Observation, Trick
from game.core.phase import Phase
from game.core.record import start_of
from game.core.registry import AnyGame
from game.core.state import TrickState
from game.practice.position_view import VIEWS, PositionViews


@dataclass(frozen=True)
class ReviewStep:
    """What the table shows at one position of the review."""

    position: int
    hands: tuple[int, ...]
    """Every seat's cards at this position (face up)."""
    trick: Trick
    """The trick just played (empty at position 0)."""
    winner: int | None
    tricks: tuple[int, ...]
    """Tricks taken by seat so far."""


@dataclass(frozen=True)
class CardAnalysis:
    """The reviewed seat's card against the AI's, from the seat's own view at the time."""

    trick_number: int
    """1-based."""
    played: Action
    suggested: Action
    played_value: float
    suggested_value: float
    reason: Reason
    """Why the AI's card (``game.i18n.ai_reasons`` words it)."""
    evaluations: tuple[tuple[Action, float], ...]
    seconds: float

    @property
    def loss(self) -> float:
        return max(0.0, self.suggested_value - self.played_value)


@dataclass(frozen=True)
class CallAnalysis:
    """One of the reviewed seat's calls against the AI's call from the same position."""

    number: int
    """1-based: the seat's first, second… call of the deal."""
    played: Action
    suggested: Action
    played_value: float | None
    """Expected points of the seat's call; None when the search did not weigh it (Belote
    weighs its few best calls only)."""
    suggested_value: float | None
    reason: Reason

    @property
    def cost(self) -> float | None:
        """Points the seat's call gave up against the AI's (None: not weighed)."""
        if self.played == self.suggested:
            return 0.0
        if self.played_value is None or self.suggested_value is None:
            return None
        return max(0.0, self.suggested_value - self.played_value)


RecordData = Mapping[str, object]
"""A record as JSON gives it (``game.core.record``'s format; storage's ``Record``)."""


def _actions(record: RecordData) -> Iterable[object]:
    actions = record.get("actions", [])
    if not isinstance(actions, Iterable):
        raise TypeError(f"a record's actions are a list, not {type(actions).__name__}")
    return actions


def deal_groups(record: RecordData) -> list[list[TrickState]]:
    """The states of every deal of ``record``, each from its first (cards dealt) to its
    last."""
    state = start_of(record)
    groups: list[list[TrickState]] = [[state]]
    for text in _actions(record):
        action, _, seat_text = str(text).partition("@")
        seat = int(seat_text) if seat_text.strip() else None
        state = state.apply(action.strip(), seat=seat)
        if action.strip() == "deal":
            groups.append([state])
        else:
            groups[-1].append(state)
    return groups


def chosen_deal(groups: list[list[TrickState]], deal: int | None) -> int:
    """``deal`` (1-based) checked against the record, or for None the last deal that was
    scored (the last one at all, if none was)."""
    if deal is None:
        scored = [i for i, g in enumerate(groups, 1) if g[-1].deal_result is not None]
        return scored[-1] if scored else len(groups)
    if not 1 <= deal <= len(groups):
        raise ValueError(f"the record has deals 1..{len(groups)}, not {deal}")
    return deal


def deal_states(record: RecordData, deal: int | None = None) -> list[TrickState]:
    """The states of one deal of ``record``, its first (cards dealt) to its last.

    ``deal`` is the deal's index in the record (1-based); None: the last one that was
    scored (or the last one at all, if none was).
    """
    groups = deal_groups(record)
    return groups[chosen_deal(groups, deal) - 1]


def deal_count(record: RecordData) -> int:
    """How many deals ``record`` holds (each "deal" action starts one)."""
    return 1 + sum(1 for text in _actions(record) if str(text).strip() == "deal")


class DealReview:
    """Step through one recorded deal; ``seat`` is whose cards are analysed."""

    def __init__(self, record: RecordData, seat: int, deal: int | None = None) -> None:
        self.record = record
        self.seat = seat
        groups = deal_groups(record)
        self.deal = chosen_deal(groups, deal)
        """The reviewed deal's place in the record (1-based)."""
        self.states = groups[self.deal - 1]
        first = self.states[0]
        if not 0 <= seat < first.players:
            raise ValueError(f"seat must be 0..{first.players - 1}, got {seat}")
        self.game: AnyGame = first.game
        self.final = self.states[-1]
        self.dealt = first.hands
        self.calls = self.final.calls
        # the state before each card
        self._before_card: list[TrickState] = [
            s for s in self.states if s.phase is Phase.PLAY and s.to_play is not None
            and any(a.kind.name == "PLAY" for a in s.legal_actions())
        ]
        self.position = 0

    # ------------------------------------------------------------------ steps
    @property
    def tricks_played(self) -> tuple[Trick, ...]:
        return tuple(self.final.past_tricks)

    @property
    def last(self) -> int:
        """The last position: every trick played."""
        return len(self.tricks_played)

    def step(self, position: int | None = None) -> ReviewStep:
        k = self.position if position is None else position
        if not 0 <= k <= self.last:
            raise ValueError(f"positions run 0..{self.last}, not {k}")
        hands = list(self.dealt)
        tricks = [0] * len(hands)
        winner = None
        for trick in self.tricks_played[:k]:
            for seat, card in trick:
                hands[seat] &= ~(1 << card)
        if k:
            after = self._state_after_trick(k)
            tricks = list(after.tricks)
            winner = self._winner(k)
        return ReviewStep(k, tuple(hands), self.tricks_played[k - 1] if k else (), winner,
                          tuple(tricks))

    def _state_after_trick(self, k: int) -> TrickState:
        for s in self.states:
            if len(s.past_tricks) == k:
                return s
        return self.final

    def _winner(self, k: int) -> int:
        after = self._state_after_trick(k)
        before = self._state_after_trick(k - 1) if k > 1 else None
        prev = before.tricks if before is not None else (0,) * len(after.tricks)
        for seat, (a, b) in enumerate(zip(after.tricks, prev, strict=True)):
            if a > b:
                return seat
        return -1

    def observation_at(self, position: int, seat: int) -> Observation:
        """What ``seat`` saw at review position ``position``: after the calls (0) or after
        trick ``position``."""
        if position == 0:
            first_play = next((st for st in self.states if st.phase is Phase.PLAY),
                              self.final)
            return first_play.observation(seat)
        return self._state_after_trick(position).observation(seat)

    def forward(self) -> ReviewStep:
        self.position = min(self.last, self.position + 1)
        return self.step()

    def back(self) -> ReviewStep:
        self.position = max(0, self.position - 1)
        return self.step()

    # --------------------------------------------------------------- analysis
    def seat_cards(self) -> list[tuple[int, Card]]:
        """(trick number, card) for each card the reviewed seat played, in order."""
        out = []
        for i, trick in enumerate(self.tricks_played):
            for seat, card in trick:
                if seat == self.seat:
                    out.append((i + 1, card))
        return out

    def seat_calls(self) -> list[tuple[TrickState, Action]]:
        """(state before it, call) for each call the reviewed seat made, in order (a
        Contra out of turn included)."""
        out = []
        for before, after in zip(self.states, self.states[1:], strict=False):
            if len(after.calls) == len(before.calls) + 1 and after.calls[-1][0] == self.seat:
                out.append((before, after.calls[-1][1]))
        return out

    def analyse_call(self, number: int, views: PositionViews = VIEWS) -> CallAnalysis:
        """The seat's ``number``-th call (1-based) against the AI's view of that position —
        what a hint said there."""
        calls = self.seat_calls()
        if not 1 <= number <= len(calls):
            raise ValueError(f"seat {self.seat} made calls 1..{len(calls)}, not {number}")
        state, played = calls[number - 1]
        obs = state.observation(self.seat)
        legal = tuple(state.legal_actions()) if state.to_play == self.seat else obs.legal
        decision = views.view(self.game, obs, legal)
        values = dict(decision.evaluations)
        return CallAnalysis(number, played, decision.action, values.get(played),
                            values.get(decision.action), decision.reason)

    def state_before(self, trick_number: int) -> TrickState:
        """The state just before the reviewed seat's card to trick ``trick_number``."""
        found = None
        for s in self._before_card:
            if s.to_play == self.seat and len(s.past_tricks) == trick_number - 1:
                found = s  # the last such state: after any declaration, just before the card
        if found is None:
            raise ValueError(f"seat {self.seat} played no card to trick {trick_number}")
        return found

    def analyse(self, trick_number: int, views: PositionViews = VIEWS) -> CardAnalysis:
        """The AI's card and the expected result of both, from the seat's observation
        before its card to trick ``trick_number``: the AI's view of that position
        (``views``: by default the ones the hint asks), the very answer a hint gave there."""
        state = self.state_before(trick_number)
        played_card = next(c for t, c in self.seat_cards() if t == trick_number)
        obs = state.observation(self.seat)
        legal = tuple(state.legal_actions())
        start = time.perf_counter()
        decision = views.view(self.game, obs, legal)
        plays = tuple(a for a in legal if a.kind is Kind.PLAY)
        evals = [(a, v) for a, v in decision.evaluations if a.kind is Kind.PLAY]
        if len(evals) < len(plays):  # one legal card, or a search that compared fewer
            seen = {a for a, _v in evals}
            evals += [(a, 0.0) for a in plays if a not in seen]
        values = dict(evals)
        best = decision.action if decision.action.kind is Kind.PLAY else evals[0][0]
        played = next(a for a in plays if a.card == played_card)
        return CardAnalysis(
            trick_number, played, best, values.get(played, values[best]), values[best],
            decision.reason, tuple(evals), time.perf_counter() - start,
        )
