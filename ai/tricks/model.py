"""The trick engine's contract: what a plain-trick game tells the search.

A game of this engine (Blackout, Partnership Blackout) says what the search cannot know by
itself: the lead rule, the cards out of play and in the stock, which seats want tricks and
what a finished deal is worth to each (``goals``), what the play is about (``play_reason``),
and for the bid simulation the goals each candidate call would leave (``goals_for``).
Cards are then chosen by determinized search over the shared simulator
(``ai.tricks.search``).
"""

from __future__ import annotations

import dataclasses
import random
from abc import abstractmethod
from collections.abc import Callable

from ai.decision import Decision
from ai.levels import Level
from ai.model import GameModel, O
from ai.reason import Reason, Why
from ai.tricks.goals import PlayGoals
from ai.tricks.locations import located
from ai.tricks.sampling import Constraints, constraints_of
from ai.tricks.search import choose_play
from ai.tricks.simulator import NO_LEAD_RULE
from game.core.actions import Action
from game.core.cards import Hand

GoalsFor = Callable[[list[Hand]], Callable[[Action], PlayGoals]]
"""For a world (dealt hands): the play goals if the seat makes a candidate call."""


class TrickModel(GameModel[O]):
    """Base of the models of the plain-trick games."""

    def lead_rule(self) -> int:
        return NO_LEAD_RULE

    def out_of_play(self, obs: O) -> Hand:
        """Cards seen by everyone that are in no hand (Blackout's turned-up card)."""
        return 0

    def stock_size(self, obs: O) -> int:
        """Cards dealt to nobody and unseen (Blackout with fewer than 52 cards dealt)."""
        return 52 - obs.players * obs.hand_size - self.out_of_play(obs).bit_count()

    def bids_of(self, obs: O) -> tuple[int, ...]:
        """Each seat's bid as the card-location model reads it (-1: none yet)."""
        return (-1,) * obs.players

    def constraints(self, obs: O, level: Level) -> Constraints:
        """What the sampled worlds of ``obs`` must respect, and unless ``level.locations``
        is ``"uniform"`` the location model's scores to deal or weigh them by."""
        out = self.out_of_play(obs)
        cons = constraints_of(obs, self.lead_rule(), out, self.stock_size(obs))
        if level.locations != "uniform":
            cons = located(cons, obs, self.game_id, self.bids_of(obs), out)
            if level.locations == "weighted":
                cons = dataclasses.replace(cons, deal_by_scores=False)
        return cons

    @abstractmethod
    def goals(self, obs: O) -> PlayGoals:
        """What each seat plays for in the deal of ``obs``."""

    @abstractmethod
    def goals_for(self, obs: O) -> GoalsFor:
        """For the bid simulation: in a sampled world, the goals after each candidate call
        of ``obs.seat`` (the seats yet to call given the call their hand suggests)."""

    def play_reason(self, obs: O, goals: PlayGoals, seat: int) -> Reason:
        """Why this seat is taking or ducking tricks now (the lead clause of play reasons)."""
        return Reason(Why.CARD_FOR_TRICK)

    def choose_card(
        self, obs: O, legal: tuple[Action, ...], level: Level, rng: random.Random,
        deadline: float,
    ) -> Decision:
        return choose_play(self, obs, legal, level, rng, deadline)
