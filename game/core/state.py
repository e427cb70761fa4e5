"""The immutable state shared by the three games: a deal of tricks inside a match.

A state never changes; ``apply`` returns a new one.  Random play and search make millions,
so a state holds only what the play changes — turn, trick, cards played, trick counts,
the log — and points to one shared ``Deal`` for what a deal fixes (seats, dealer, the
hands as dealt, the match's seed and earlier logs); it is a slotted ``Frozen`` record whose
copy is a few straight-line assignments (see ``game.core.frozen``).  This module holds what
every game has in common — turns, the trick in progress, trick counts, the end of a deal
and the move to the next deal, the action log for records, observations — and each game
subclass supplies its calls, its play rule, its trick winner and its scoring through the
hooks below.

The action log is flat data (one tuple per deal), never a linked chain of nested tuples:
a state of any length compares, deep-copies and pickles without deep recursion.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Self

from game.core.action_log import CallEntry, LogEntry
from game.core.actions import DEAL, PLAYS, WAIT, Action, Kind
from game.core.arguments import check_seat, coerce_action
from game.core.cards import Card, Hand, card_name
from game.core.deal import Deal
from game.core.errors import IllegalActionError, NoTurnError, RuleRefusal
from game.core.events import (
    CardPlayed,
    DealScored,
    Event,
    MatchOver,
    TrickWon,
)
from game.core.frozen import Frozen, _freeze
from game.core.observation import Observation, Trick
from game.core.phase import Phase
from game.core.result import DealResult
from game.core.seats import NEXT_SEAT

if TYPE_CHECKING:
    from game.core.game import Game

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


class TrickState(Frozen):
    """Base of every game's state.  Fields are read-only; see ``_replace``."""

    __slots__ = (
        "_deal",
        "_legal_mask",
        "_log",
        "calls",
        "deal_result",
        "game",
        "last_events",
        "past_tricks",
        "phase",
        "played",
        "results",
        "scores",
        "to_play",
        "trick",
        "tricks",
        "trump",
        "winners",
    )
    _uncompared: ClassVar[frozenset[str]] = frozenset({"last_events"})
    _caches: ClassVar[tuple[str, ...]] = ("_legal_mask",)

    _deal: Deal
    """What the whole deal shares: seats, dealer, hands as dealt, the match's seed."""
    game: Game[Self]
    phase: Phase
    to_play: int | None
    trump: int
    calls: tuple[tuple[int, Action], ...]
    trick: Trick
    past_tricks: tuple[Trick, ...]
    tricks: tuple[int, ...]
    played: Hand
    """Every card played this deal, the trick in progress included."""
    scores: tuple[int, ...]
    results: tuple[DealResult, ...]
    deal_result: DealResult | None
    winners: tuple[int, ...] | None
    last_events: tuple[Event, ...]
    _log: tuple[CallEntry, ...]
    """This deal's actions other than cards (the ``deal`` that began it first)."""
    _legal_mask: Hand | None
    """Memo: the playable cards, once ``legal_actions`` has worked them out (the usual
    caller applies one of them next, and need not work them out again)."""

    def _thaw(self) -> Self:
        # Straight-line copies: this runs once for every action applied.
        new: Self = _new(self._draft_type)
        new._deal = self._deal
        new.game = self.game
        new.phase = self.phase
        new.to_play = self.to_play
        new.trump = self.trump
        new.calls = self.calls
        new.trick = self.trick
        new.past_tricks = self.past_tricks
        new.tricks = self.tricks
        new.played = self.played
        new.scores = self.scores
        new.results = self.results
        new.deal_result = self.deal_result
        new.winners = self.winners
        new.last_events = self.last_events
        new._log = self._log
        new._legal_mask = None
        return new

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} {self.game.id} deal {self.deal_number} {self.phase}"
            f" to_play={self.to_play}>"
        )

    # ---------------------------------------------------------- deal facts
    @property
    def players(self) -> int:
        return self._deal.players

    @property
    def dealer(self) -> int:
        return self._deal.dealer

    @property
    def deal_number(self) -> int:
        return self._deal.deal_number

    @property
    def deal_index(self) -> int:
        return self._deal.deal_index

    @property
    def deal_id(self) -> int | None:
        return self._deal.deal_id

    @property
    def hand_size(self) -> int:
        return self._deal.hand_size

    @property
    def turn_up(self) -> Card | None:
        return self._deal.turn_up

    @property
    def settlement(self) -> tuple[int, ...] | None:
        """Each player's settlement once the match is over, in a game that settles (none
        by default)."""
        return None

    @property
    def match_seed(self) -> int | None:
        return self._deal.match_seed

    @property
    def start(self) -> dict[str, Any]:
        return self._deal.start

    @property
    def dealt_hands(self) -> tuple[Hand, ...]:
        """Each seat's cards as this deal dealt them."""
        return self._deal.hands

    @property
    def hands(self) -> tuple[Hand, ...]:
        """Each seat's cards now: as dealt, less those played."""
        played = self.played
        return tuple(h & ~played for h in self._deal.hands)

    def _with_hands(self, hands: tuple[Hand, ...]) -> Self:
        """This state in another world: the seats hold ``hands`` now (cards already played
        stay as they were dealt).  For tests and drills that move hidden cards."""
        played = self.played
        dealt = tuple(h | d & played for h, d in zip(hands, self._deal.hands, strict=True))
        return self._replace(_deal=self._deal._replace(hands=dealt))

    # ----------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        """True when nothing more can happen (single deal scored, or match over)."""
        return self.phase is _OVER

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """Every action applied since the start (of the match, or of the single deal)."""
        out: list[LogEntry] = []
        for deal in self._deal.past_logs:
            out.extend(deal)
        out.extend(self.deal_log)
        return tuple(out)

    @property
    def deal_log(self) -> tuple[LogEntry, ...]:
        """This deal's actions: its calls and declarations with the cards between them."""
        cards = [c for trick in self.past_tricks for _, c in trick]
        cards.extend(c for _, c in self.trick)
        out: list[LogEntry] = []
        done = 0
        for before, seat, action in self._log:
            out.extend(_LOGGED_PLAYS[c] for c in cards[done:before])
            out.append((seat, action))
            done = before
        out.extend(_LOGGED_PLAYS[c] for c in cards[done:])
        return tuple(out)

    def seat_to_act(self) -> int:
        """The seat whose turn it is (``to_play``), for a caller that needs a seat:
        ``NoTurnError`` where nobody is to act, instead of a None to check."""
        seat = self.to_play
        if seat is None:
            raise NoTurnError(f"nobody is to act now (phase {self.phase.value})")
        return seat

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions of ``to_play`` now, in a deterministic (sorted) order."""
        phase = self.phase
        if phase is _PLAY:
            mask, plays = self._legal_plays()
            _set(self, "_legal_mask", mask)
            return plays
        if phase is _SCORED:
            return (DEAL,)
        if phase is _OVER:
            return ()
        return self._legal_calls()

    def actors(self) -> dict[int, tuple[Action, ...]]:
        """Every seat that may act now, with what it may do, in the order to ask them.

        Seats a rule lets act out of turn come first (Bazar Belote's Contra, bazar-belote
        14: each is answered before the next call), each offered ``wait`` too (not now);
        the seat to play comes last.  Empty between deals (the only action then is
        ``deal``, which starts the next deal for everyone) and when the match is over.
        One loop can drive every game from this alone.
        """
        out = {seat: actions + (WAIT,) for seat, actions in self._out_of_turn().items()}
        seat = self.to_play
        if seat is not None:
            out[seat] = self.legal_actions()
        return out

    def apply(self, action: Action | str, seat: int | None = None) -> Self:
        """The state after ``action`` (an Action or its text form).

        ``seat`` names who acts; it may differ from ``to_play`` only where a rule lets a
        player act out of turn (Bazar Belote's Contra).  Raises ``IllegalActionError``
        naming the broken rule (the one ``refusal`` names), ``ArgumentError`` for an action
        or seat of the wrong kind; this state is unchanged either way.
        """
        if type(action) is not Action:
            action = coerce_action(action)
        if seat is not None:
            seat = check_seat(seat, self._deal.players)
        if self.phase is _PLAY and action.kind is _PLAY_KIND and (
                seat is None or seat == self.to_play):
            # the hottest path of random play: the cached mask, checked inline
            card = action.card
            mask = self._legal_mask
            if mask is None:
                mask = self._legal_play_mask()
            if not mask >> card & 1:
                raise self._refuse_play(card)
            return self._play(card)
        error = self._refusal(action, seat)
        if error is not None:
            raise error
        kind = action.kind
        if kind is Kind.WAIT:
            return self
        if kind is Kind.DEAL:
            return self._next_deal()
        if seat is not None and seat != self.to_play:
            return self._apply_out_of_turn(action, seat)
        return self._apply_call(action)

    def refusal(self, action: Action | str, seat: int | None = None) -> RuleRefusal | None:
        """None if ``apply(action, seat)`` would be accepted now, else why not: the rule's
        code and params, the same ``apply`` raises.  Applies nothing (pokerkit's verify).

        ``ArgumentError`` / ``ActionSyntaxError`` as ``apply`` for an action or seat of the
        wrong kind: those are not moves the rules refuse but inputs that are not moves.

        >>> from game.core import create_game
        >>> s = create_game("blackout", players=4).new_match(seed=1)
        >>> s.refusal("bid 9").code, s.refusal(s.legal_actions()[0])
        ('bid_out_of_range', None)
        """
        if type(action) is not Action:
            action = coerce_action(action)
        if seat is not None:
            seat = check_seat(seat, self._deal.players)
        error = self._refusal(action, seat)
        return None if error is None else error.refusal

    def _refusal(self, action: Action, seat: int | None) -> IllegalActionError | None:
        """The error ``apply`` raises for ``action`` by ``seat`` now, or None: the one check
        of every move (``apply`` calls it; so does ``refusal``)."""
        phase = self.phase
        if phase is _PLAY and action.kind is _PLAY_KIND:
            if seat is not None and seat != self.to_play:
                return self._not_your_turn_error(seat)
            card = action.card
            if not self._legal_play_mask() >> card & 1:
                return self._refuse_play(card)
            return None
        if action.kind is Kind.WAIT:
            if seat is None or seat not in self._out_of_turn():
                return IllegalActionError(
                    "wait_out_of_turn_only",
                    "'wait' is the answer of a seat that may act out of turn now",
                )
            return None
        if action.kind is Kind.DEAL:
            if phase is not _SCORED:
                return IllegalActionError(
                    "deal_not_over", "the next deal starts only when this one is scored"
                )
            return None
        if phase is _OVER:
            return IllegalActionError("match_over", "the match is over")
        if phase is _SCORED:
            return IllegalActionError(
                "deal_over", "this deal is scored: the only action is 'deal' (the next deal)"
            )
        if phase is _PLAY:
            return IllegalActionError(
                "play_a_card", f"the play has begun: play a card, not {action}"
            )
        if seat is not None and seat != self.to_play:
            return self._out_of_turn_refusal(action, seat)
        return self._call_refusal(action)

    def observation(self, seat: int) -> Observation:
        """All that ``seat`` may know, nothing more (``ArgumentError`` for a seat that is
        not one of this table's)."""
        seat = check_seat(seat, self._deal.players)
        return self._observation_type()(**self._observation_fields(seat))

    def _logged(self, action: Action, out_of_turn: int | None = None) -> tuple[CallEntry, ...]:
        """This deal's log with the call or declaration ``action`` added."""
        return self._log + ((self.played.bit_count(), out_of_turn, action),)

    def _hand(self, seat: int) -> Hand:
        """The cards ``seat`` holds now."""
        return self._deal.hands[seat] & ~self.played

    # ------------------------------------------------------------ play phase
    def _play(self, card: Card) -> Self:
        # The hottest path of random play and search: the trick entries and the card's
        # event are shared values, the copy changes only what play changes, and the log
        # needs nothing (the tricks hold the cards in order).
        seat = self.seat_to_act()
        new = self._thaw()
        new.played = self.played | 1 << card
        trick = self.trick + (_PAIRS[seat][card],)
        deal = self._deal
        players = deal.players
        if len(trick) < players:
            new.trick = trick
            new.to_play = NEXT_SEAT[players][seat]
            new.last_events = _CARD_PLAYED[seat][card]
            new.__class__ = type(self)
            return new
        winner = self._trick_winner(trick)
        tricks = list(self.tricks)
        tricks[winner] += 1
        past = self.past_tricks + (trick,)
        new.trick = ()
        new.to_play = winner
        new.tricks = tuple(tricks)
        new.past_tricks = past
        new.last_events = events = (_CARD_PLAYED[seat][card][0], TrickWon(winner, trick))
        new.__class__ = type(self)
        if len(past) < deal.hand_size:
            return new
        return new._finish_deal(list(events))

    def _finish_deal(self, events: list[Event]) -> Self:
        result = self._score()
        return self._close_deal(result, events)

    def _close_deal(self, result: DealResult, events: list[Event]) -> Self:
        """Record ``result``, add its points, and end the deal or the match."""
        scores = tuple(map(int.__add__, self.scores, result.points))
        events.append(DealScored(result))
        single = self._deal.match_seed is None
        new = self._thaw()
        new.to_play = None
        new.deal_result = result
        new.results = self.results + (result,)
        new.scores = scores
        new.phase = _OVER if single else _SCORED
        new.last_events = tuple(events)
        state = _freeze(new, type(self))
        if single:
            return state
        winners = state._match_winners()
        if winners is None:
            return state
        final = state._final_scores(winners)
        events.append(MatchOver(winners, final))
        return state._replace(
            phase=_OVER, winners=winners, scores=final, last_events=tuple(events)
        )

    def _not_your_turn_error(self, seat: int) -> IllegalActionError:
        return IllegalActionError(
            "not_your_turn", f"it is seat {self.to_play}'s turn, not seat {seat}'s",
            {"seat": seat, "to_play": self.to_play},
        )

    def _observation_fields(self, seat: int) -> dict[str, Any]:
        deal = self._deal
        return {
            "game_id": self.game.id,
            "seat": seat,
            "players": deal.players,
            "phase": self.phase,
            "deal_number": deal.deal_number,
            "hand_size": deal.hand_size,
            "dealer": deal.dealer,
            "to_play": self.to_play,
            "hand": self._hand(seat),
            "trump": self.trump,
            "calls": self.calls,
            "trick": self.trick,
            "past_tricks": self.past_tricks,
            "tricks": self.tricks,
            "scores": self.scores,
            "legal": self.actors().get(seat, ()),
            "turn_up": self.turn_up,
            "settlement": self.settlement,
        }

    # ------------------------------------------------------------------ hooks
    def _observation_type(self) -> type[Observation]:
        return Observation

    def _out_of_turn(self) -> dict[int, tuple[Action, ...]]:
        """The seats other than ``to_play`` that a rule lets act now, with their actions
        (none in most games)."""
        return {}

    def _legal_calls(self) -> tuple[Action, ...]:
        raise NotImplementedError

    def _call_refusal(self, action: Action) -> IllegalActionError | None:
        """Why the call ``action`` of ``to_play`` is refused now, or None (the game's
        auction rule; ``_apply_call`` is only given calls it accepted)."""
        raise NotImplementedError

    def _apply_call(self, action: Action) -> Self:
        """The state after the call ``action``, already checked by ``_call_refusal``."""
        raise NotImplementedError

    def _out_of_turn_refusal(self, action: Action, seat: int) -> IllegalActionError | None:
        """Why ``seat`` may not do ``action`` out of turn now, or None (no game but Bazar
        Belote lets anyone act out of turn)."""
        return self._not_your_turn_error(seat)

    def _apply_out_of_turn(self, action: Action, seat: int) -> Self:
        """The state after ``seat``'s out-of-turn ``action``, checked by
        ``_out_of_turn_refusal``."""
        raise NotImplementedError

    def _legal_plays(self) -> tuple[Hand, tuple[Action, ...]]:
        """The cards ``to_play`` may play now, as a mask and as actions (the game's play
        rule: one hook gives both, so a rule is written once and the plays come cheap)."""
        raise NotImplementedError

    def _legal_play_mask(self) -> Hand:
        return self._legal_plays()[0]

    def _refuse_play(self, card: Card) -> IllegalActionError:
        seat = self.to_play
        assert seat is not None
        if not self._hand(seat) >> card & 1:
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
