"""``create_game``: the entry point of the rules core, and the base of each game's rules.

A ``Game`` is a game id with validated options; it starts matches and single deals and
parses action text.  States do the rest.  Every game deals the same way (a match seed
gives the first dealer and each deal's id; a deal id gives the cards; explicit hands are
checked against the deck), so the base does it and each game says only what differs:
its deck, hand sizes, turn-up card and the fields its state adds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, parse_action
from game.core.cards import DECK_52, Card, Hand, card_name, hand_names, parse_card
from game.core.dealing import deal_id_for, deal_out, explicit_hands, first_dealer
from game.core.errors import OptionError, UnknownGameError
from game.core.options import options_dict
from game.core.state import BIDDING, TrickState, fresh_deal, start_state


class Game:
    """One game with its options.  Subclasses set ``id``, ``state_type`` and the hooks."""

    id: str = ""
    players: int = 4
    options: Any
    deck: Hand = DECK_52
    state_type: type[TrickState] = TrickState
    score_slots: int = 2
    """Length of ``scores``: 2 teams, or one slot per seat (Blackout)."""

    def new_match(self, seed: int) -> Any:
        """A match whose first deal is dealt from ``seed``."""
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
    ) -> Any:
        """A single deal: explicit ``hands`` (card texts by seat) or dealt from deal id
        ``seed``.  ``turn_up`` matters only in Blackout (trump); ``deal_number`` places the
        deal in the game's schedule."""
        if not 0 <= dealer < self.players:
            raise OptionError(f"dealer must be a seat 0..{self.players - 1}, got {dealer}")
        self._check_deal_number(deal_number)
        up = None
        if turn_up is not None:
            up = self._check_turn_up(parse_card(turn_up) if isinstance(turn_up, str) else turn_up)
        if hands is None:
            return self._deal_from_id(
                seed or 0, dealer, deal_number,
                start={"deal_id": seed or 0, "dealer": dealer, "deal_number": deal_number},
            )
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

    def next_deal(self, state: TrickState) -> Any:
        """The next deal of ``state``'s match: the next dealer, the next deal id."""
        assert state.match_seed is not None
        index = state.deal_index + 1
        return self._deal_from_id(
            deal_id_for(state.match_seed, index), (state.dealer + 1) % self.players,
            state.deal_number + 1, base=state, deal_index=index,
        )

    def _deal_from_id(
        self,
        deal_id: int,
        dealer: int,
        deal_number: int,
        *,
        base: TrickState | None = None,
        deal_index: int = 1,
        match_seed: int | None = None,
        start: dict[str, Any] | None = None,
    ) -> Any:
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
        base: TrickState | None = None,
        deal_index: int = 1,
        match_seed: int | None = None,
        start: dict[str, Any] | None = None,
    ) -> Any:
        fields = fresh_deal(self, hands, dealer, deal_number, deal_id, deal_index, BIDDING)
        fields.update(self._deal_fields(fields, turn_up))
        return start_state(self.state_type, fields, base, match_seed, start, self.score_slots)

    # ------------------------------------------------------------------ hooks
    def _hand_size(self, deal_number: int) -> int:
        raise NotImplementedError

    def _check_deal_number(self, deal_number: int) -> None:
        if deal_number < 1:
            raise OptionError(f"deal_number must be at least 1, got {deal_number}")

    def _check_turn_up(self, turn_up: Card) -> Card:
        raise OptionError(f"{self.id} has no turn-up card")

    def _check_hands(self, hands: tuple[Hand, ...]) -> None:
        """Game-specific checks of explicit hands (sizes); raise ``OptionError``."""

    def _turn_up(self, rest: list[Card]) -> Card | None:
        """The card turned from the undealt ``rest`` of the pack, if the game turns one."""
        return None

    def _deal_fields(self, fields: dict[str, Any], turn_up: Card | None) -> dict[str, Any]:
        """The fields this game's state adds at the start of a deal (events included)."""
        raise NotImplementedError

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def options_dict(self) -> dict[str, Any]:
        return options_dict(self.options)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.id == other.id and self.options == other.options

    def __hash__(self) -> int:
        return hash((self.id, self.options))

    def __repr__(self) -> str:
        return f"create_game({self.id!r}, **{self.options_dict()!r})"


def _blackout(**options: Any) -> Game:
    from game.core.blackout.game import Blackout

    return Blackout(**options)


def _partnership(**options: Any) -> Game:
    from game.core.partnership.game import PartnershipBlackout

    return PartnershipBlackout(**options)


def _belote(**options: Any) -> Game:
    from game.core.belote.game import BazarBelote

    return BazarBelote(**options)


GAMES: dict[str, Callable[..., Game]] = {
    "blackout": _blackout,
    "partnership-blackout": _partnership,
    "bazar-belote": _belote,
}


def create_game(game_id: str, **options: Any) -> Game:
    """The game ``game_id`` with ``options``; unknown ids and options are rejected by name."""
    make = GAMES.get(game_id)
    if make is None:
        raise UnknownGameError(
            f"unknown game {game_id!r}: valid games are " + ", ".join(sorted(GAMES))
        )
    return make(**options)
