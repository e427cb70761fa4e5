"""The per-game part of the agent: what a seat's contract is, and what a deal is worth.

The agent design (``ai.agent``) is the same for every game: calls are chosen by the game's
model, cards by determinized search over the shared simulator.  A model tells the search
what it cannot know by itself: the lead rule, which seats want tricks (``PlayGoals.wants``)
and the value of a finished deal for each seat (``PlayGoals.values``), the bids' weight as
evidence about hidden hands, and how to rebuild a core state from a sampled world (tests).
"""

from __future__ import annotations

import random
from typing import Any

from ai.decision import Decision
from ai.levels import Level
from ai.tricks.simulator import NO_LEAD_RULE, Sim
from game.core.actions import PLAYS, Action
from game.core.cards import Hand, hand_names
from game.core.game import AnyGame
from game.core.observation import Observation


class PlayGoals:
    """What each seat is playing for in this deal, read from one observation."""

    zero_sum = False
    """True for two teams (seats 0+2 v 1+3) whose values are opposite: exact search may
    then prune with alpha-beta."""

    def wants(self, sim: Sim, seat: int) -> bool:
        """Whether ``seat`` wants to take the current trick (the rollout policy's intent)."""
        raise NotImplementedError

    def partner(self, seat: int) -> int | None:
        return None

    def top_value(self, seat: int) -> float:
        """A value that ``seat`` reaches only when its own points are the most it can score:
        exact search stops looking at a seat's other cards once one of them reaches it (the
        rest could only change the tie-break)."""
        return float("inf")

    def values(self, sim: Sim) -> list[float]:
        """Each seat's value of the finished deal in ``sim`` (its own or its team's points,
        tie-broken against the others so an indifferent seat still prefers to hurt them)."""
        raise NotImplementedError


class GameModel:
    """Base of the game models; one instance per agent."""

    game_id = ""

    def __init__(self, game: AnyGame) -> None:
        self.game = game
        self.players: int = game.players

    # --------------------------------------------------------------- calls
    def choose_call(
        self, obs: Observation, legal: tuple[Action, ...], level: Level, rng: random.Random,
        deadline: float,
    ) -> Decision:
        raise NotImplementedError

    # ---------------------------------------------------------------- play
    def lead_rule(self) -> int:
        return NO_LEAD_RULE

    def out_of_play(self, obs: Observation) -> Hand:
        """Cards seen by everyone that are in no hand (Blackout's turned-up card)."""
        return 0

    def stock_size(self, obs: Observation) -> int:
        """Cards dealt to nobody and unseen (Blackout with fewer than 52 cards dealt)."""
        return 52 - obs.players * obs.hand_size - self.out_of_play(obs).bit_count()

    def goals(self, obs: Observation) -> PlayGoals:
        raise NotImplementedError

    def evidence_weight(self, obs: Observation, seat: int, dealt_hand: Hand) -> float:
        """How well ``dealt_hand`` (the seat's whole hand this deal) explains its calls,
        relative to other hands (1.0: no evidence)."""
        return 1.0

    def world_state(self, obs: Observation, hands: list[Hand]) -> Any:
        """A core state at ``obs``'s position with the dealt ``hands`` (tests use it to check
        that a sampled world looks exactly like the observation): the deal replayed through
        the rules core from its public calls and cards."""
        turn_up = getattr(obs, "turn_up", None)
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

    def play_reason(self, obs: Observation, goals: PlayGoals, seat: int) -> str:
        """Why this seat is taking or ducking tricks now (reason text of play decisions)."""
        return ""
