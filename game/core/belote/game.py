"""Bazar Belote (Armenian Bazar Blot): 4 players in 2 teams, 32 cards, an open auction
with Contra out of turn, combinations and Belote (rules file ``bazar-belote.md``).

The auction, the play rule, the combinations and the scoring are pure functions in the
other modules of this package; this module holds the state that sequences them and
decides what each seat may see.

Declarations (bazar-belote 20).  ``declarations="auto"`` (default): when a seat is to play
its first card it announces its best combination (kind and size, no cards: a ``Declared``
event with empty ``cards``); when a seat of the team holding the single best combination is
to play to trick 2 it shows all its combinations (a ``Declared`` event per combination, with
its cards, which are public from then on).  ``declarations="manual"``: the same moments, but
as actions of the seat to play — ``announce`` is offered before its trick-1 card when it
holds a combination, ``show`` before its trick-2 card when it announced; playing the card
instead forgoes it (a combination not shown in time is void).  Any seat that announced may
show, so when the best holder lets his lapse the opponent may show his.  Only shown
combinations are compared and scored.  Belote is never announced or compared: it is
declared (a ``Declared`` event ``"belote"``) when its holder plays the second of the trump
king and queen, and always scored (bazar-belote 19).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from game.core.actions import Action, Kind, plays_of
from game.core.announcement import BELOTE, Announcement
from game.core.arguments import check_seat, coerce_action
from game.core.belote.auction import (
    Auction,
    AuctionStage,
    Contract,
    after_call,
    contra_seats,
    legal_calls,
    refuse_call,
)
from game.core.belote.calls import ANNOUNCE, CONTRA, SHOW, BeloteKind
from game.core.belote.combinations import (
    BELOTE_POINTS,
    Combination,
    belote_cards,
    belote_holder,
    best_holder,
    best_split,
)
from game.core.belote.figures import BeloteFigures
from game.core.belote.play import legal_plays, play_error, trick_winner
from game.core.belote.rules import (
    GAME_ID,
    HAND_SIZE,
    LAST_TRICK_BONUS,
    PRESETS,
    BeloteOptions,
    Declarations,
    check_preset,
    mask_points,
)
from game.core.belote.scoring import DealFigures, score_deal
from game.core.cards import DECK_32, Card, Hand, cards_of
from game.core.contract import ContractRecord
from game.core.deal import Deal
from game.core.errors import IllegalActionError, OptionError
from game.core.events import AuctionClosed, Called, Dealt, Declared, Event, ThrownIn
from game.core.game import Game
from game.core.observation import Observation, Trick
from game.core.options import build_options
from game.core.phase import Phase
from game.core.result import DealResult
from game.core.seats import next_seat, team_of
from game.core.state import TrickState
from game.core.teams import TeamState

NO_COMBOS: tuple[tuple[Combination, ...], ...] = ((),) * 4
_PLAY = Phase.PLAY
_DECLARATIONS = frozenset((BeloteKind.ANNOUNCE, BeloteKind.SHOW))
_AUTO, _MANUAL = Declarations.AUTO, Declarations.MANUAL
_AUCTION_CALLS = frozenset((BeloteKind.CONTRA, BeloteKind.RECONTRA))
"""Module constants: enum members read through their class cost ~0.1 µs each time."""


@dataclass(frozen=True)
class BeloteObservation(Observation):
    contract: Contract | None = None
    """The standing bid during the auction (with its multiplier), the contract after."""
    auction_stage: AuctionStage = AuctionStage.BIDDING
    contra_seats: tuple[int, ...] = ()
    """Seats that may say Contra now, in turn or not (bazar-belote 12)."""
    announcements: tuple[Announcement | None, ...] = (None,) * 4
    """Each seat's announced best combination (kind and size), no cards."""
    shown: tuple[tuple[Combination, ...], ...] = NO_COMBOS
    """Each seat's shown combinations, with their cards (public once shown)."""
    belote: int = -1
    """The seat that declared Belote, once it has (-1: not yet / nobody)."""
    card_points: tuple[int, int] = (0, 0)
    """Card points of each team's finished tricks (the last trick's 10 included)."""

    @property
    def shown_by_seat(self) -> tuple[Hand, ...]:
        """The cards of each seat's shown combinations (bazar-belote 20)."""
        out = [0] * self.players
        for seat, combos in enumerate(self.shown):
            for c in combos:
                out[seat] |= c.cards
        return tuple(out)

    @property
    def shown_cards(self) -> Hand:
        """Every card shown in a combination (known to be in its holder's hand until played)."""
        mask = 0
        for combos in self.shown:
            for c in combos:
                mask |= c.cards
        return mask


class BeloteState(TeamState):
    __slots__ = (
        "announced",
        "auction",
        "belote_said",
        "belote_seat",
        "best_team",
        "combos",
        "shown",
    )
    game: BazarBelote
    auction: Auction
    combos: tuple[tuple[Combination, ...], ...]
    """Each seat's best split (bazar-belote 17), fixed when the play begins; private."""
    announced: tuple[Combination | None, ...]
    shown: tuple[tuple[Combination, ...], ...]
    best_team: int
    """The team holding the single best combination (-1: none); used by auto shows."""
    belote_seat: int
    belote_said: bool

    def _thaw(self) -> Self:
        new = TrickState._thaw(self)
        new.auction = self.auction
        new.combos = self.combos
        new.announced = self.announced
        new.shown = self.shown
        new.best_team = self.best_team
        new.belote_seat = self.belote_seat
        new.belote_said = self.belote_said
        return new

    # ------------------------------------------------------------------ queries
    @property
    def contract(self) -> Contract | None:
        """The standing bid during the auction, the contract once play begins."""
        return self.auction.contract

    def contra_seats(self) -> tuple[int, ...]:
        """bazar-belote 12, 14: the seats that may say Contra now, in turn or out of turn."""
        if self.phase is not Phase.BIDDING:
            return ()
        return contra_seats(self.auction)

    def card_points(self) -> tuple[int, int]:
        """Card points of each team's finished tricks (+10 for the last trick)."""
        points = [0, 0]
        for i, trick in enumerate(self.past_tricks):
            team = team_of(trick_winner(trick, self.trump)[0])
            points[team] += mask_points(_mask(trick), self.trump)
            if i == HAND_SIZE - 1:
                points[team] += LAST_TRICK_BONUS
        return points[0], points[1]

    def legal_actions(self) -> tuple[Action, ...]:
        if self.phase is _PLAY and self.game.options.declarations == _MANUAL:
            offer = self._declaration_offer()
            if offer is not None:
                return (offer,) + self._legal_plays()[1]
        return super().legal_actions()

    def apply(self, action: Action | str, seat: int | None = None) -> Self:
        action = coerce_action(action)
        if seat is not None:
            seat = check_seat(seat, self.players)
        if self.phase is _PLAY and action.kind in _DECLARATIONS:
            error = self._refusal(action, seat)
            if error is not None:
                raise error
            return self._declare(action)
        return super().apply(action, seat)

    def _refusal(self, action: Action, seat: int | None) -> IllegalActionError | None:
        if self.phase is _PLAY and action.kind in _DECLARATIONS:
            if seat is not None and seat != self.to_play:
                return self._not_your_turn_error(seat)
            return self._declaration_refusal(action)
        if self.phase is _PLAY and action.kind in _AUCTION_CALLS:
            return IllegalActionError(
                "auction_over",
                f"{action} is a call of the auction, and the auction is over (bazar-belote 12)",
            )
        return super()._refusal(action, seat)

    # ------------------------------------------------------------------ auction
    def _legal_calls(self) -> tuple[Action, ...]:
        assert self.to_play is not None
        return legal_calls(self.auction, self.to_play, self.game.options)

    def _call_refusal(self, action: Action) -> IllegalActionError | None:
        seat = self.to_play
        assert seat is not None
        if action in self._legal_calls():
            return None
        return refuse_call(self.auction, seat, action, self.game.options)

    def _apply_call(self, action: Action) -> Self:
        seat = self.to_play
        assert seat is not None
        return self._called(seat, action, None)

    def _out_of_turn(self) -> dict[int, tuple[Action, ...]]:
        """bazar-belote 12, 14: the opponents of the bid in the Contra window may say it out
        of turn."""
        return {seat: (CONTRA,) for seat in self.contra_seats() if seat != self.to_play}

    def _out_of_turn_refusal(self, action: Action, seat: int) -> IllegalActionError | None:
        """bazar-belote 12, 14: Contra may be said out of turn within its window."""
        if action.kind is not BeloteKind.CONTRA:
            return self._not_your_turn_error(seat)
        if seat not in self.contra_seats():
            return refuse_call(self.auction, seat, action, self.game.options)
        return None

    def _apply_out_of_turn(self, action: Action, seat: int) -> Self:
        return self._called(seat, action, seat)

    def _called(self, seat: int, action: Action, out_of_turn: int | None) -> Self:
        auction, following = after_call(self.auction, seat, action)
        events: list[Event] = [Called(seat, action)]
        state = self._replace(
            auction=auction, calls=self.calls + ((seat, action),),
            _log=self._logged(action, out_of_turn),
        )
        if auction.stage is AuctionStage.THROWN_IN:  # bazar-belote 10
            events.append(ThrownIn(self.dealer))
            result = DealResult(
                deal_number=self.deal_number, dealer=self.dealer, tricks=(0,) * 4,
                points=(0, 0), thrown_in=True, contracts=(None, None), made=(None, None),
            )
            return state._close_deal(result, events)
        if auction.stage is AuctionStage.CLOSED:
            return state._start_play(events)
        return state._replace(to_play=following, last_events=tuple(events))

    def _start_play(self, events: list[Event]) -> Self:
        """bazar-belote 21: the contract fixes trump; eldest leads whoever won the auction."""
        contract = self.auction.contract
        assert contract is not None
        trump = contract.suit
        combos = tuple(best_split(h, trump) for h in self.hands)
        eldest = next_seat(self.dealer, 4)
        best = best_holder([c[0] if c else None for c in combos], eldest, trump)
        holder = belote_holder(self.hands, trump)
        events.append(AuctionClosed())
        state = self._replace(
            phase=Phase.PLAY, trump=trump, to_play=eldest, combos=combos,
            best_team=-1 if best is None else team_of(best),
            belote_seat=-1 if holder is None else holder,
        )
        return state._auto_declare(events)

    # ------------------------------------------------------------- declarations
    def _auto_declaration(self) -> Kind | None:
        """bazar-belote 20, ``auto``: what the seat to play declares now — ANNOUNCE before
        trick 1, SHOW before trick 2 — or None."""
        seat = self.to_play
        if self.game.options.declarations != _AUTO or seat is None or not self.combos[seat]:
            return None
        done = len(self.past_tricks)
        if done == 0 and self.announced[seat] is None:
            return BeloteKind.ANNOUNCE
        if done == 1 and team_of(seat) == self.best_team and not self.shown[seat]:
            return BeloteKind.SHOW
        return None

    def _auto_declare(self, events: list[Event]) -> Self:
        """The automatic declaration of the seat to play, if any, with ``events``."""
        kind = self._auto_declaration()
        if kind is BeloteKind.ANNOUNCE:
            return self._announced(self.seat_to_act(), events)
        if kind is BeloteKind.SHOW:
            return self._shown(self.seat_to_act(), events)
        return self._with_events(events)

    def _with_events(self, events: list[Event]) -> Self:
        return self._replace(last_events=tuple(events))

    def _declaration_offer(self) -> Action | None:
        """``manual``: the declaration the seat to play may make before its card."""
        seat = self.to_play
        if seat is None or not self.combos[seat]:
            return None
        done = len(self.past_tricks)
        if done == 0 and self.announced[seat] is None:
            return ANNOUNCE
        if done == 1 and self.announced[seat] is not None and not self.shown[seat]:
            return SHOW
        return None

    def _declaration_refusal(self, action: Action) -> IllegalActionError | None:
        if self.game.options.declarations != _MANUAL:
            return IllegalActionError(
                "declarations_auto",
                "declarations are made by the program in this game (option declarations="
                "auto, bazar-belote 20)",
            )
        if self._declaration_offer() == action:
            return None
        if action.kind is BeloteKind.ANNOUNCE:
            return IllegalActionError(
                "announce_not_now",
                "a combination is announced before your first card, once, if you hold"
                " one (bazar-belote 20)",
            )
        return IllegalActionError(
            "show_not_now",
            "a combination is shown before your card to the second trick, and only if you"
            " announced it (bazar-belote 20)",
        )

    def _declare(self, action: Action) -> Self:
        """The announcement or showing ``action``, checked by ``_declaration_refusal``."""
        seat = self.to_play
        assert seat is not None
        log = self._logged(action)
        if action.kind is BeloteKind.ANNOUNCE:
            return self._replace(_log=log)._announced(seat, [])
        return self._replace(_log=log)._shown(seat, [])

    def _announced(self, seat: int, events: list[Event]) -> Self:
        best = self.combos[seat][0]
        events.append(Declared(seat, best.announcement, best.value, ()))
        announced = list(self.announced)
        announced[seat] = best
        return self._replace(announced=tuple(announced), last_events=tuple(events))

    def _shown(self, seat: int, events: list[Event]) -> Self:
        combos = self.combos[seat]
        events.extend(Declared(seat, c.announcement, c.value, cards_of(c.cards)) for c in combos)
        shown = list(self.shown)
        shown[seat] = combos
        return self._replace(shown=tuple(shown), last_events=tuple(events))

    # ------------------------------------------------------------------- play
    def _legal_plays(self) -> tuple[Hand, tuple[Action, ...]]:
        mask = legal_plays(self._hand(self.seat_to_act()), self.trick, self.trump)[0]
        return mask, plays_of(mask)

    def _refuse_play(self, card: Card) -> IllegalActionError:
        hand = self._hand(self.seat_to_act())
        if hand >> card & 1:
            return play_error(legal_plays(hand, self.trick, self.trump)[1], card, self.trick,
                              self.trump)
        return super()._refuse_play(card)

    def _trick_winner(self, trick: Trick) -> int:
        return trick_winner(trick, self.trump)[0]

    def _play(self, card: Card) -> Self:
        seat = self.to_play
        assert seat is not None
        pair = belote_cards(self.trump)
        says_belote = (
            seat == self.belote_seat and pair >> card & 1 and self.played & pair
        )
        state = self
        if says_belote:  # bazar-belote 19: declared with the second of K and Q of trump
            state = self._replace(belote_said=True)
        after = TrickState._play(state, card)
        if not says_belote and (after.phase is not _PLAY or after._auto_declaration() is None):
            return after  # the usual card: nothing to add to its events
        events = list(after.last_events)
        if says_belote:
            events.insert(1, Declared(seat, BELOTE, BELOTE_POINTS, cards_of(pair)))
        if after.phase is _PLAY:
            return after._auto_declare(events)
        return after._replace(last_events=tuple(events))

    # ---------------------------------------------------------------- scoring
    def scored_combinations(self) -> tuple[int, int]:
        """bazar-belote 18: only the team holding the best *shown* combination scores, all of
        its shown combinations (Belote apart)."""
        eldest = next_seat(self.dealer, 4)
        best = best_holder([c[0] if c else None for c in self.shown], eldest, self.trump)
        points = [0, 0]
        if best is not None:
            team = team_of(best)
            points[team] = sum(c.value for s in (team, team + 2) for c in self.shown[s])
        return points[0], points[1]

    def _score(self) -> DealResult:
        contract = self.auction.contract
        assert contract is not None
        cards = self.card_points()
        tricks = (self.tricks[0] + self.tricks[2], self.tricks[1] + self.tricks[3])
        combos = self.scored_combinations()
        belote = [0, 0]
        if self.belote_seat >= 0:
            belote[team_of(self.belote_seat)] = BELOTE_POINTS
        figures = DealFigures(
            team=contract.team, number=contract.number, capot=contract.capot,
            multiplier=contract.multiplier, cards=cards, tricks=tricks,
            combinations=combos, belote=(belote[0], belote[1]),
        )
        score = score_deal(figures, self.game.options)
        contracts: list[ContractRecord | None] = [None, None]
        contracts[contract.team] = contract.record()
        made: list[bool | None] = [None, None]
        made[contract.team] = score.made
        return DealResult(
            deal_number=self.deal_number,
            dealer=self.dealer,
            tricks=self.tricks,
            points=score.points,
            contracts=(contracts[0], contracts[1]),
            made=(made[0], made[1]),
            figures=BeloteFigures(
                contract=contract, made=score.made, card_points=cards, combinations=combos,
                belote=(belote[0], belote[1]), raw=score.raw, card_portion=score.small_cards,
            ),
        )

    # ------------------------------------------------------------ observation
    def _observation_type(self) -> type[Observation]:
        return BeloteObservation

    def _observation_fields(self, seat: int) -> dict[str, Any]:
        fields = super()._observation_fields(seat)
        contra = self.contra_seats()
        fields.update(
            contract=self.auction.contract,
            auction_stage=self.auction.stage,
            contra_seats=contra,
            announcements=tuple(None if a is None else a.announcement for a in self.announced),
            shown=self.shown,
            belote=self.belote_seat if self.belote_said else -1,
            card_points=self.card_points(),
        )
        return fields


def _mask(trick: Trick) -> Hand:
    mask = 0
    for _, c in trick:
        mask |= 1 << c
    return mask


class BazarBelote(Game[BeloteState]):
    """Bazar Belote with its options (bazar-belote §7; preset ``classic``)."""

    id = GAME_ID
    players = 4
    deck = DECK_32
    state_type = BeloteState

    def __init__(self, /, **options: object) -> None:
        check_preset(options)
        self.options: BeloteOptions = build_options(BeloteOptions, options, PRESETS,
                                                    game_id=self.id)

    def _hand_size(self, deal_number: int) -> int:
        return HAND_SIZE

    def _check_turn_up(self, turn_up: Card) -> Card:
        raise OptionError("Bazar Belote has no turn-up card: trump is named in the auction")

    def _check_hands(self, hands: tuple[Hand, ...]) -> None:
        if hands[0].bit_count() != HAND_SIZE:
            raise OptionError(
                f"each Bazar Belote hand holds {HAND_SIZE} cards (bazar-belote 1), "
                f"got {hands[0].bit_count()}"
            )

    def _deal_fields(self, deal: Deal) -> dict[str, Any]:
        return {
            "auction": Auction(deal.dealer),
            "combos": NO_COMBOS,
            "announced": (None,) * 4,
            "shown": NO_COMBOS,
            "best_team": -1,
            "belote_seat": -1,
            "belote_said": False,
            "last_events": (Dealt(deal.dealer, deal.deal_number, HAND_SIZE),),
        }
