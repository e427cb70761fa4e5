"""The immutable state shared by the three games: a deal of tricks inside a match.

A state never changes; ``apply`` returns a new one (a shallow copy with a few fields
replaced, which keeps random play fast).  This module holds what every game has in common
— turns, the trick in progress, trick counts, the end of a deal and the move to the next
deal, the action log for records, observations — and each game subclass supplies its
calls, its play rule, its trick winner and its scoring through the hooks below.

The action log is flat data (one tuple per deal), never a linked chain of nested tuples:
a state of any length compares, deep-copies and pickles without deep recursion.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn, Self

from game.core.actions import DEAL, PLAYS, Action, Kind, plays_of
from game.core.arguments import check_seat, coerce_action
from game.core.cards import Card, Hand, card_name
from game.core.errors import IllegalActionError
from game.core.events import (
    CardPlayed,
    DealScored,
    Event,
    MatchOver,
    TrickWon,
)
from game.core.observation import Observation, Trick
from game.core.phase import Phase
from game.core.result import DealResult
from game.core.seats import NEXT_SEAT, next_seat

if TYPE_CHECKING:
    from game.core.game import Game

LogEntry = tuple[int | None, Action]
"""One logged action: the seat that took it out of turn (None: in turn) and the action."""


def fresh_deal(
    game: Game[Any],
    hands: tuple[Hand, ...],
    dealer: int,
    deal_number: int,
    deal_id: int | None,
    deal_index: int,
) -> dict[str, Any]:
    """The fields every game sets when a deal starts (the caller adds its own)."""
    n = len(hands)
    return {
        "game": game,
        "phase": Phase.BIDDING,
        "players": n,
        "dealer": dealer,
        "deal_number": deal_number,
        "deal_index": deal_index,
        "deal_id": deal_id,
        "hand_size": hands[0].bit_count(),
        "hands": hands,
        "to_play": next_seat(dealer, n),
        "trump": -1,
        "turn_up": None,
        "calls": (),
        "trick": (),
        "past_tricks": (),
        "tricks": (0,) * n,
        "played": 0,
        "deal_result": None,
        "winners": None,
        "last_events": (),
    }


def match_fields(
    base: TrickState | None, match_seed: int | None, start: dict[str, Any] | None,
    score_slots: int,
) -> dict[str, Any]:
    """The fields a deal's first state carries over from the match: the totals, the results
    so far and the log of earlier deals (``base`` None: a new match or single deal).

    ``score_slots`` is the length of ``scores``: the seats, or the two teams.
    """
    if base is None:
        return {
            "scores": (0,) * score_slots, "results": (), "match_seed": match_seed,
            "start": dict(start or {}), "_log": (), "_past_logs": (),
        }
    return {
        "scores": base.scores, "results": base.results, "match_seed": base.match_seed,
        "start": base.start, "_log": base._log, "_past_logs": base._past_logs,
    }


_CARD_PLAYED = tuple(tuple((CardPlayed(seat, card),) for card in range(52)) for seat in range(8))
"""Shared one-event tuples: playing a card allocates no event."""
_PAIRS = tuple(tuple((seat, card) for card in range(52)) for seat in range(8))
"""Shared (seat, card) trick entries."""
_LOGGED_PLAYS: tuple[LogEntry, ...] = tuple((None, p) for p in PLAYS)
_PLAY_KIND = Kind.PLAY
_BIDDING, _PLAY, _SCORED, _OVER = Phase.BIDDING, Phase.PLAY, Phase.SCORED, Phase.OVER
"""Module constants: reading ``Phase.PLAY`` goes through the enum class (~0.1 µs a time)."""
_new = object.__new__
_set = object.__setattr__


class TrickState:
    """Base of every game's state.  Attributes are read-only; see ``_replace``."""

    game: Game[Self]
    phase: Phase
    players: int
    dealer: int
    deal_number: int
    deal_index: int
    deal_id: int | None
    hand_size: int
    hands: tuple[Hand, ...]
    to_play: int | None
    trump: int
    turn_up: Card | None
    calls: tuple[tuple[int, Action], ...]
    trick: Trick
    past_tricks: tuple[Trick, ...]
    tricks: tuple[int, ...]
    played: Hand
    scores: tuple[int, ...]
    results: tuple[DealResult, ...]
    deal_result: DealResult | None
    winners: tuple[int, ...] | None
    match_seed: int | None
    start: dict[str, Any]
    last_events: tuple[Event, ...]
    _log: tuple[LogEntry, ...]
    """This deal's actions (the ``deal`` that began it first)."""
    _past_logs: tuple[tuple[LogEntry, ...], ...]
    """The logs of the match's earlier deals, one tuple per deal."""

    def __init__(self, **fields: Any) -> None:
        _set(self, "__dict__", fields)

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"states are immutable: use apply(), not .{name} =")

    def _replace(self, **changes: Any) -> Self:
        """A copy with ``changes``; a name that is not a field is a ``TypeError``."""
        fields = self.__dict__.copy()
        size = len(fields)
        fields.update(changes)
        if len(fields) != size:
            unknown = sorted(set(fields) - set(self.__dict__))
            raise TypeError(f"{type(self).__name__} has no field {', '.join(unknown)}")
        new = _new(type(self))
        _set(new, "__dict__", fields)
        return new

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        mine = {k: v for k, v in self.__dict__.items() if k != "last_events"}
        theirs = {k: v for k, v in other.__dict__.items() if k != "last_events"}
        return mine == theirs

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} {self.game.id} deal {self.deal_number} {self.phase}"
            f" to_play={self.to_play}>"
        )

    # ----------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        """True when nothing more can happen (single deal scored, or match over)."""
        return self.phase is _OVER

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """Every action applied since the start (of the match, or of the single deal)."""
        out: list[LogEntry] = []
        for deal in self._past_logs:
            out.extend(deal)
        out.extend(self._log)
        return tuple(out)

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions of ``to_play`` now, in a deterministic (sorted) order."""
        phase = self.phase
        if phase is _PLAY:
            return plays_of(self._legal_play_mask())
        if phase is _SCORED:
            return (DEAL,)
        if phase is _OVER:
            return ()
        return self._legal_calls()

    def apply(self, action: Action | str, seat: int | None = None) -> Self:
        """The state after ``action`` (an Action or its text form).

        ``seat`` names who acts; it may differ from ``to_play`` only where a rule lets a
        player act out of turn (Bazar Belote's Contra).  Raises ``IllegalActionError``
        naming the broken rule, ``ArgumentError`` for an action or seat of the wrong kind;
        this state is unchanged either way.
        """
        if type(action) is not Action:
            action = coerce_action(action)
        if seat is not None:
            seat = check_seat(seat, self.players)
        phase = self.phase
        if phase is _PLAY and action.kind is _PLAY_KIND:
            if seat is not None and seat != self.to_play:
                self._not_your_turn(seat)
            card = action.card
            if not self._legal_play_mask() >> card & 1:
                raise self._refuse_play(card)
            return self._play(card)
        if action.kind is Kind.DEAL:
            if phase is not _SCORED:
                raise IllegalActionError(
                    "deal_not_over", "the next deal starts only when this one is scored"
                )
            return self._next_deal()._replace(
                _log=((None, DEAL),), _past_logs=self._past_logs + (self._log,)
            )
        if phase is _SCORED or phase is _OVER:
            raise IllegalActionError(
                "deal_over",
                "the match is over" if phase is _OVER else
                "this deal is scored: the only action is 'deal' (the next deal)",
            )
        if phase is _PLAY:
            raise IllegalActionError(
                "play_a_card", f"the play has begun: play a card, not {action}"
            )
        if seat is not None and seat != self.to_play:
            return self._apply_out_of_turn(action, seat)
        return self._apply_call(action)

    def observation(self, seat: int) -> Observation:
        """All that ``seat`` may know, nothing more (``ArgumentError`` for a seat that is
        not one of this table's)."""
        seat = check_seat(seat, self.players)
        return self._observation_type()(**self._observation_fields(seat))

    def _logged(self, action: Action, out_of_turn: int | None = None) -> tuple[LogEntry, ...]:
        """This deal's log with ``action`` added."""
        return self._log + ((out_of_turn, action),)

    # ------------------------------------------------------------ play phase
    def _play(self, card: Card) -> Self:
        # The hottest path of random play and search: fields are set on a copied dict
        # directly rather than through _replace(**changes), and the trick entries, log
        # entries and events are shared values.
        d = self.__dict__
        seat: int = d["to_play"]
        fields = d.copy()
        hands = list(d["hands"])
        hands[seat] ^= 1 << card
        fields["hands"] = tuple(hands)
        fields["played"] = d["played"] | 1 << card
        fields["_log"] = d["_log"] + (_LOGGED_PLAYS[card],)
        trick = d["trick"] + (_PAIRS[seat][card],)
        players = d["players"]
        if len(trick) < players:
            fields["trick"] = trick
            fields["to_play"] = NEXT_SEAT[players][seat]
            fields["last_events"] = _CARD_PLAYED[seat][card]
            new = _new(type(self))
            _set(new, "__dict__", fields)
            return new
        winner = self._trick_winner(trick)
        tricks = list(d["tricks"])
        tricks[winner] += 1
        fields["trick"] = ()
        fields["to_play"] = winner
        fields["tricks"] = tuple(tricks)
        fields["past_tricks"] = d["past_tricks"] + (trick,)
        state = _new(type(self))
        _set(state, "__dict__", fields)
        events: list[Event] = [_CARD_PLAYED[seat][card][0], TrickWon(winner, trick)]
        if any(hands):
            return state._after_trick(events)
        return state._finish_deal(events)

    def _after_trick(self, events: list[Event]) -> Self:
        """Hook after a trick that is not the last (Belote shows combinations here)."""
        return self._replace(last_events=tuple(events))

    def _finish_deal(self, events: list[Event]) -> Self:
        result = self._score()
        return self._close_deal(result, events)

    def _close_deal(self, result: DealResult, events: list[Event]) -> Self:
        """Record ``result``, add its points, and end the deal or the match."""
        scores = tuple(a + b for a, b in zip(self.scores, result.points, strict=True))
        events.append(DealScored(result))
        state = self._replace(
            to_play=None, deal_result=result, results=self.results + (result,), scores=scores,
        )
        if self.match_seed is None:
            return state._replace(phase=Phase.OVER, last_events=tuple(events))
        winners = state._match_winners()
        if winners is None:
            return state._replace(phase=Phase.SCORED, last_events=tuple(events))
        final = state._final_scores(winners)
        events.append(MatchOver(winners, final))
        return state._replace(
            phase=Phase.OVER, winners=winners, scores=final, last_events=tuple(events)
        )

    def _not_your_turn(self, seat: int) -> NoReturn:
        raise IllegalActionError(
            "not_your_turn", f"it is seat {self.to_play}'s turn, not seat {seat}'s",
            {"seat": seat, "to_play": self.to_play},
        )

    def _observation_fields(self, seat: int) -> dict[str, Any]:
        return {
            "game_id": self.game.id,
            "seat": seat,
            "players": self.players,
            "phase": self.phase,
            "deal_number": self.deal_number,
            "hand_size": self.hand_size,
            "dealer": self.dealer,
            "to_play": self.to_play,
            "hand": self.hands[seat],
            "trump": self.trump,
            "calls": self.calls,
            "trick": self.trick,
            "past_tricks": self.past_tricks,
            "tricks": self.tricks,
            "scores": self.scores,
            "legal": self.legal_actions() if self.to_play == seat else (),
        }

    # ------------------------------------------------------------------ hooks
    def _observation_type(self) -> type[Observation]:
        return Observation

    def _legal_calls(self) -> tuple[Action, ...]:
        raise NotImplementedError

    def _apply_call(self, action: Action) -> Self:
        raise NotImplementedError

    def _apply_out_of_turn(self, action: Action, seat: int) -> Self:
        self._not_your_turn(seat)

    def _legal_play_mask(self) -> Hand:
        raise NotImplementedError

    def _refuse_play(self, card: Card) -> IllegalActionError:
        seat = self.to_play
        assert seat is not None
        if not self.hands[seat] >> card & 1:
            return IllegalActionError(
                "card_not_in_hand", f"you do not hold {card_name(card)}",
                {"card": card_name(card)},
            )
        return IllegalActionError("illegal_card", f"{card_name(card)} may not be played now")

    def _trick_winner(self, trick: Trick) -> int:
        raise NotImplementedError

    def _score(self) -> DealResult:
        raise NotImplementedError

    def _match_winners(self) -> tuple[int, ...] | None:
        """The winning seats or teams once the match is decided, else None."""
        raise NotImplementedError

    def _final_scores(self, winners: tuple[int, ...]) -> tuple[int, ...]:
        return self.scores

    def _next_deal(self) -> Self:
        return self.game.next_deal(self)

