"""The immutable state shared by the three games: a deal of tricks inside a match.

A state never changes; ``apply`` returns a new one (a shallow copy with a few fields
replaced, which keeps random play fast).  This module holds what every game has in common
— turns, the trick in progress, trick counts, the end of a deal and the move to the next
deal, the action log for records, observations — and each game subclass supplies its
calls, its play rule, its trick winner and its scoring through the hooks below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

from game.core.actions import DEAL, PLAYS, Action, Kind, parse_action, plays_of
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
from game.core.result import DealResult

if TYPE_CHECKING:
    from game.core.game import Game

BIDDING = "bidding"
PLAY = "play"
SCORED = "scored"
OVER = "over"

LogEntry = tuple[int | None, Action]
"""One logged action: the seat that took it out of turn (None: in turn) and the action."""


def fresh_deal(
    game: Game,
    hands: tuple[Hand, ...],
    dealer: int,
    deal_number: int,
    deal_id: int | None,
    deal_index: int,
    first_phase: str,
) -> dict[str, Any]:
    """The fields every game sets when a deal starts (the caller adds its own)."""
    n = len(hands)
    return {
        "game": game,
        "phase": first_phase,
        "players": n,
        "dealer": dealer,
        "deal_number": deal_number,
        "deal_index": deal_index,
        "deal_id": deal_id,
        "hand_size": hands[0].bit_count(),
        "hands": hands,
        "to_play": (dealer + 1) % n,
        "trump": -1,
        "turn_up": None,
        "calls": (),
        "trick": (),
        "past_tricks": (),
        "tricks": (0,) * n,
        "played": 0,
        "deal_result": None,
        "winners": None,
    }


def start_state(
    cls: type[Any],
    fields: dict[str, Any],
    base: TrickState | None,
    match_seed: int | None,
    start: dict[str, Any] | None,
    score_slots: int,
) -> Any:
    """A deal's first state: a new match/deal (``base`` None) or the next deal of ``base``.

    ``score_slots`` is the length of ``scores``: the seats, or the two teams.
    """
    if base is None:
        fields.update(scores=(0,) * score_slots, results=(), match_seed=match_seed, start=start or {})
        fields["_log"] = None
        return cls(**fields)
    return base._replace(**fields)


_CARD_PLAYED = tuple(tuple(CardPlayed(seat, card) for card in range(52)) for seat in range(8))
"""Shared event values: playing a card allocates no event."""


class TrickState:
    """Base of every game's state.  Attributes are read-only; see ``_replace``."""

    game: Game
    phase: str
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
    _log: tuple[Any, ...] | None

    def __init__(self, **fields: Any) -> None:
        object.__setattr__(self, "__dict__", fields)

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"states are immutable: use apply(), not .{name} =")

    def _replace(self, **changes: Any) -> Any:
        fields = self.__dict__.copy()
        fields.update(changes)
        return self._with_fields(fields)

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
        return self.phase == OVER

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """Every action applied since the start (of the match, or of the single deal)."""
        out: list[LogEntry] = []
        node = self._log
        while node is not None:
            node, entry = node
            out.append(entry)
        out.reverse()
        return tuple(out)

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions of ``to_play`` now, in a deterministic (sorted) order."""
        phase = self.phase
        if phase == PLAY:
            return plays_of(self._legal_play_mask())
        if phase == SCORED:
            return (DEAL,)
        if phase == OVER:
            return ()
        return self._legal_calls()

    def apply(self, action: Action | str, seat: int | None = None) -> Any:
        """The state after ``action`` (an Action or its text form).

        ``seat`` names who acts; it may differ from ``to_play`` only where a rule lets a
        player act out of turn (Bazar Belote's Contra).  Raises ``IllegalActionError``
        naming the broken rule.
        """
        if isinstance(action, str):
            action = parse_action(action)
        if self.phase == PLAY and action.kind is Kind.PLAY:
            if seat is not None and seat != self.to_play:
                self._not_your_turn(seat)
            card = action.card
            if not self._legal_play_mask() >> card & 1:
                raise self._refuse_play(card)
            return self._play(card)
        if action.kind is Kind.DEAL:
            if self.phase != SCORED:
                raise IllegalActionError(
                    "deal_not_over", "the next deal starts only when this one is scored"
                )
            return self._next_deal()._replace(_log=(self._log, (None, DEAL)))
        if self.phase in (SCORED, OVER):
            raise IllegalActionError(
                "deal_over",
                "the match is over" if self.phase == OVER else
                "this deal is scored: the only action is 'deal' (the next deal)",
            )
        if self.phase == PLAY:
            raise IllegalActionError(
                "play_a_card", f"the play has begun: play a card, not {action}"
            )
        if seat is not None and seat != self.to_play:
            return self._apply_out_of_turn(action, seat)
        return self._apply_call(action)

    def observation(self, seat: int) -> Observation:
        """All that ``seat`` may know, nothing more."""
        return self._observation_type()(**self._observation_fields(seat))

    # ------------------------------------------------------------ play phase
    def _play(self, card: Card) -> Any:
        # The hottest path of random play and search: fields are set on a copied dict
        # directly rather than through _replace(**changes).
        seat = self.to_play
        assert seat is not None
        fields = self.__dict__.copy()
        hands = self.hands
        bit = 1 << card
        fields["hands"] = hands = (*hands[:seat], hands[seat] ^ bit, *hands[seat + 1:])
        fields["played"] = self.played | bit
        fields["_log"] = (self._log, (None, PLAYS[card]))
        trick = self.trick + ((seat, card),)
        played = _CARD_PLAYED[seat][card]
        if len(trick) < self.players:
            fields["trick"] = trick
            fields["to_play"] = (seat + 1) % self.players
            fields["last_events"] = (played,)
            return self._with_fields(fields)
        winner = self._trick_winner(trick)
        tricks = list(self.tricks)
        tricks[winner] += 1
        fields.update(
            trick=(), to_play=winner, tricks=tuple(tricks), past_tricks=self.past_tricks + (trick,)
        )
        state = self._with_fields(fields)
        events: list[Event] = [played, TrickWon(winner, trick)]
        if any(hands):
            return state._after_trick(events)
        return state._finish_deal(events)

    def _with_fields(self, fields: dict[str, Any]) -> Any:
        new = object.__new__(type(self))
        object.__setattr__(new, "__dict__", fields)
        return new

    def _after_trick(self, events: list[Event]) -> Any:
        """Hook after a trick that is not the last (Belote shows combinations here)."""
        return self._replace(last_events=tuple(events))

    def _finish_deal(self, events: list[Event]) -> Any:
        result = self._score()
        return self._close_deal(result, events)

    def _close_deal(self, result: DealResult, events: list[Event]) -> Any:
        """Record ``result``, add its points, and end the deal or the match."""
        scores = tuple(a + b for a, b in zip(self.scores, result.points, strict=True))
        events.append(DealScored(result))
        state = self._replace(
            to_play=None, deal_result=result, results=self.results + (result,), scores=scores,
        )
        if self.match_seed is None:
            return state._replace(phase=OVER, last_events=tuple(events))
        winners = state._match_winners()
        if winners is None:
            return state._replace(phase=SCORED, last_events=tuple(events))
        final = state._final_scores(winners)
        events.append(MatchOver(winners, final))
        return state._replace(
            phase=OVER, winners=winners, scores=final, last_events=tuple(events)
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

    def _apply_call(self, action: Action) -> Any:
        raise NotImplementedError

    def _apply_out_of_turn(self, action: Action, seat: int) -> Any:
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

    def _next_deal(self) -> Any:
        return self.game.next_deal(self)
