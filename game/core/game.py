"""``Game``: the base of each game's rules (the registry, ``create_game``, is ``registry.py``).

A ``Game`` is a game id with validated options; it starts matches and single deals and
parses action text.  States do the rest.  Every game deals the same way (a match seed
gives the first dealer and each deal's id; a deal id gives the cards; explicit hands are
checked against the deck), so the base does it and each game says only what differs:
its deck, hand sizes, turn-up card and the fields its state adds.

``Game`` is generic in its state type, so ``create_game("blackout").new_match(1)`` is
typed as a ``BlackoutState`` and ``apply`` (typed ``Self``) keeps it so.  This module names
no state module: what a game reads of its states is ``DealtState`` (``dealt_state.py``),
so a state may name its ``Game``.  A game chosen at run time is ``registry.AnyGame``.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from game.core.actions import DEAL, Action, parse_action
from game.core.arguments import check_int, check_seat, check_seed
from game.core.cards import DECK_52, Card, Hand, card_name, hand_names, parse_card
from game.core.deal import Deal
from game.core.dealing import deal_id_for, deal_out, explicit_hands, first_dealer
from game.core.dealt_state import DealtState
from game.core.errors import ArgumentError, OptionError, describe
from game.core.options import options_dict
from game.core.phase import Phase
from game.core.seats import NEXT_SEAT, next_seat

MAX_DEALS = 100_000
"""The highest ``deal_number`` a single deal may be given (no match runs that long)."""

S_co = TypeVar("S_co", bound=DealtState, covariant=True)
"""The state type of a game (covariant: a ``Game[BlackoutState]`` is a ``Game[TrickState]``),
bound by what the game reads of its states (``DealtState``, which ``TrickState`` has)."""


class Game(Generic[S_co]):
    """One game with its options.  Subclasses set ``id``, ``state_type`` and the hooks."""

    id: str = ""
    players: int = 4
    options: Any
    deck: Hand = DECK_52
    state_type: type[S_co]
    score_slots: int = 2
    """Length of ``scores``: 2 teams, or one slot per seat (Blackout)."""
    schedule: tuple[int, ...] = ()
    """Each deal's hand size when the match is a fixed series of deals (Blackout); empty
    when the deals go on until a target score."""

    def new_match(self, seed: int) -> S_co:
        """A match whose first deal is dealt from ``seed`` (a whole number)."""
        seed = check_seed(seed)
        return self._deal_from_id(
            deal_id_for(seed, 1), first_dealer(seed, self.players), 1,
            match_seed=seed, start={"seed": seed},
        )

    def new_deal(
        self,
        hands: list[list[str]] | None = None,
        dealer: int = 0,
        turn_up: str | int | None = None,
        deal_number: int = 1,
        seed: int | None = None,
    ) -> S_co:
        """A single deal: explicit ``hands`` (card texts by seat) or dealt from deal id
        ``seed``.  ``turn_up`` matters only in Blackout (trump) and only with explicit
        hands (a dealt deal turns its own card); ``deal_number`` places the deal in the
        game's schedule."""
        dealer = check_seat(dealer, self.players, "dealer")
        self._check_deal_number(check_int("deal_number", deal_number, 1, MAX_DEALS))
        up = None if turn_up is None else self._check_turn_up(self._turn_up_card(turn_up))
        if hands is None:
            deal_id = 0 if seed is None else check_seed(seed)
            if up is not None:
                raise ArgumentError(
                    "turn_up is chosen only with explicit hands: a deal dealt from seed "
                    "turns its own card"
                )
            return self._deal_from_id(
                deal_id, dealer, deal_number,
                start={"deal_id": deal_id, "dealer": dealer, "deal_number": deal_number},
            )
        if seed is not None:
            raise ArgumentError("give hands or a seed for a single deal, not both")
        masks = explicit_hands(hands, self.players, self.deck)
        self._check_hands(masks)
        if up is not None and any(m >> up & 1 for m in masks):
            raise OptionError(f"the turn-up card {card_name(up)} is also in a hand")
        start: dict[str, Any] = {
            "hands": [hand_names(m) for m in masks], "dealer": dealer, "deal_number": deal_number
        }
        if up is not None:
            start["turn_up"] = card_name(up)
        return self._begin(masks, up, dealer, deal_number, None, start=start)

    def next_deal(self, state: DealtState) -> S_co:
        """The next deal of ``state``'s match: the next dealer, the next deal id."""
        assert state.match_seed is not None
        index = state.deal_index + 1
        return self._deal_from_id(
            deal_id_for(state.match_seed, index), next_seat(state.dealer, self.players),
            state.deal_number + 1, base=state, deal_index=index,
        )

    def _turn_up_card(self, turn_up: object) -> Card:
        """A turn-up given as card text or a card id of this game's deck."""
        card = parse_card(turn_up) if isinstance(turn_up, str) else turn_up
        if type(card) is not int or not 0 <= card < 52 or not self.deck >> card & 1:
            raise ArgumentError(
                f"turn_up must be a card of the deck (text like '7D', or its id), got "
                f"{describe(turn_up)}"
            )
        return card

    def _deal_from_id(
        self,
        deal_id: int,
        dealer: int,
        deal_number: int,
        *,
        base: DealtState | None = None,
        deal_index: int = 1,
        match_seed: int | None = None,
        start: dict[str, Any] | None = None,
    ) -> S_co:
        hands, rest = deal_out(
            self.deck, deal_id, self.players, self._hand_size(deal_number), dealer
        )
        return self._begin(
            hands, self._turn_up(rest), dealer, deal_number, deal_id, base=base,
            deal_index=deal_index, match_seed=match_seed, start=start,
        )

    def _begin(
        self,
        hands: tuple[Hand, ...],
        turn_up: Card | None,
        dealer: int,
        deal_number: int,
        deal_id: int | None,
        *,
        base: DealtState | None = None,
        deal_index: int = 1,
        match_seed: int | None = None,
        start: dict[str, Any] | None = None,
    ) -> S_co:
        """The first state of a deal; ``base`` is the last state of the match's deal before."""
        if base is None:
            past_logs: tuple[Any, ...] = ()
            start = start or {}  # a dict each caller makes for this deal
        else:
            match_seed, start = base.match_seed, base.start
            past_logs = base._deal.past_logs + (base.deal_log,)
        deal = Deal(
            self.players, dealer, deal_number, deal_index, deal_id, hands[0].bit_count(),
            hands, self._deal_turn_up(deal_number, turn_up), match_seed, start, past_logs,
        )
        fields = first_fields(self, deal, base, self.score_slots)
        fields.update(self._deal_fields(deal))
        return self.state_type._create(**fields)

    # ------------------------------------------------------------------ hooks
    def _hand_size(self, deal_number: int) -> int:
        raise NotImplementedError

    def _check_deal_number(self, deal_number: int) -> None:
        """Game-specific limits of ``deal_number`` (already a whole number ≥ 1)."""

    def _check_turn_up(self, turn_up: Card) -> Card:
        raise OptionError(f"{self.id} has no turn-up card")

    def _check_hands(self, hands: tuple[Hand, ...]) -> None:
        """Game-specific checks of explicit hands (sizes); raise ``OptionError``."""

    def _turn_up(self, rest: list[Card]) -> Card | None:
        """The card turned from the undealt ``rest`` of the pack, if the game turns one."""
        return None

    def _deal_turn_up(self, deal_number: int, turn_up: Card | None) -> Card | None:
        """The turn-up card the deal keeps (a game may play a deal without one)."""
        return turn_up

    def _deal_fields(self, deal: Deal) -> dict[str, Any]:
        """The fields this game's state sets at the start of a deal (events included)."""
        raise NotImplementedError

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def options_dict(self) -> dict[str, Any]:
        return options_dict(self.options)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return bool(self.id == other.id and self.options == other.options)

    def __hash__(self) -> int:
        return hash((self.id, self.options))

    def __repr__(self) -> str:
        return f"create_game({self.id!r}, **{self.options_dict()!r})"


def first_fields(
    game: Game[Any], deal: Deal, base: DealtState | None, score_slots: int
) -> dict[str, Any]:
    """The fields every game sets when a deal starts (the game adds its own): the match's
    totals and results so far come from ``base``, the last state of the deal before (None:
    a new match or a single deal).  ``score_slots`` is the length of ``scores``: the seats,
    or the two teams."""
    return {
        "_deal": deal,
        "game": game,
        "phase": Phase.BIDDING,
        "to_play": NEXT_SEAT[deal.players][deal.dealer],
        "trump": -1,
        "calls": (),
        "trick": (),
        "past_tricks": (),
        "tricks": (0,) * deal.players,
        "played": 0,
        "scores": (0,) * score_slots if base is None else base.scores,
        "results": () if base is None else base.results,
        "deal_result": None,
        "winners": None,
        "last_events": (),
        "_log": () if base is None else ((0, None, DEAL),),
    }
