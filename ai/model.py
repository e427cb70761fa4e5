"""What every game's model tells the agent: its calls, its cards, and how to read the table.

The agent (``ai.agent``) is the same for every game; it hands each decision to the game's
model.  This base says only what every model does — choose a call, choose a card, weigh a
sampled hand as evidence of a seat's calls, rebuild a core state from a sampled world —
and nothing of how: each engine adds its own contract in its package (``ai.tricks.model``
for the plain-trick games, ``ai.belote.model`` for Bazar Belote).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, Generic, TypeVar

from ai.decision import Decision
from ai.levels import Level
from ai.reason import Why, why
from game.core.actions import PLAYS, WAIT, Action
from game.core.cards import Hand, hand_names
from game.core.observation import Observation
from game.core.registry import AnyGame

O = TypeVar("O", bound=Observation)
"""The observation type of a model's game (a ``BlackoutObservation`` for Blackout's)."""


class GameModel(ABC, Generic[O]):
    """Base of the game models; one instance per agent.  Generic in its game's observation,
    so each model reads its game's public facts without narrowing them again."""

    game_id = ""
    """The id of the game this model plays (set by each game's model)."""

    def __init__(self, game: AnyGame) -> None:
        self.game = game
        self.players: int = game.players

    @abstractmethod
    def choose_call(
        self, obs: O, legal: tuple[Action, ...], level: Level, rng: random.Random,
        deadline: float,
    ) -> Decision:
        """One of ``legal`` in the auction (``obs.phase`` is bidding)."""

    @abstractmethod
    def choose_card(
        self, obs: O, legal: tuple[Action, ...], level: Level, rng: random.Random,
        deadline: float,
    ) -> Decision:
        """One of ``legal`` in the play (``obs.phase`` is play)."""

    def choose_out_of_turn(
        self, obs: O, legal: tuple[Action, ...], level: Level, rng: random.Random,
        deadline: float,
    ) -> Decision:
        """One of ``legal`` for a seat a rule lets act out of turn (``obs.to_play`` is
        another seat; ``legal`` holds ``wait``).  A game whose model knows no such move
        lets the moment pass."""
        return Decision(WAIT, why(Why.ONLY_ACTION), ((WAIT, 0.0),))

    def evidence_weight(self, obs: O, seat: int, dealt_hand: Hand) -> float:
        """How well ``dealt_hand`` (the seat's whole hand this deal) explains its calls,
        relative to other hands (1.0: no evidence)."""
        return 1.0

    def world_state(self, obs: O, hands: list[Hand]) -> Any:
        """A core state at ``obs``'s position with the dealt ``hands`` (tests use it to check
        that a sampled world looks exactly like the observation): the deal replayed through
        the rules core from its public calls and cards."""
        turn_up = obs.turn_up
        state = self.game.new_deal(
            hands=[hand_names(h) for h in hands], dealer=obs.dealer, turn_up=turn_up,
            deal_number=obs.deal_number,
        )
        for seat, action in obs.calls:
            state = state.apply(action, seat=seat)
        for trick in obs.past_tricks + (obs.trick,):
            for _, card in trick:
                state = state.apply(PLAYS[card])
        return state
