"""Who makes the other seats' calls in practice: the AI, or a plain Belote caller.

Blackout and Partnership Blackout use ``ai.create_agent`` (level ``medium`` by default: the
calibrated estimate, the same calls a table of medium AIs makes).  Bazar Belote uses the AI
package's agent when it has a model for the game, and until then ``BeloteCaller``, a plain
hand-valuation bidder, so the practice stream works either way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from ai.decision import Decision
from game.core.actions import CONTRA, PASS, PLAYS, Action, Kind
from game.core.belote_combinations import belote_cards, best_split
from game.core.belote_rules import card_points, strength
from game.core.cards import SUIT_MASKS, SUIT_SYMBOLS, iter_cards
from game.core.game import Game
from game.core.observation import Observation


class Caller(Protocol):
    def choose(
        self, observation: Observation, legal_actions: Sequence[Action],
        deadline: float | None = None,
    ) -> Decision: ...


def ai_supports(game_id: str) -> bool:
    from ai.agent import MODELS

    return game_id in MODELS


def caller_for(game: Game, seat: int, seed: int, level: str = "medium") -> Caller:
    if ai_supports(game.id):
        from ai import create_agent

        return create_agent(level, game, seat, seed)
    return BeloteCaller()


def belote_hand_value(hand: int, trump: int) -> float:
    """Points this hand should bring its team with ``trump`` as trump (cards it should win,
    its combinations and Belote), a plain player's count."""
    value = 0.0
    trumps = list(iter_cards(hand & SUIT_MASKS[trump]))
    for c in trumps:
        value += card_points(c, trump) + 6  # a trump usually wins its trick and a few points
        if strength(c, trump) >= 7:
            value += 6  # the jack and nine control the suit
    for suit in range(4):
        if suit == trump:
            continue
        cards = list(iter_cards(hand & SUIT_MASKS[suit]))
        ranks = sorted((strength(c, suit) for c in cards), reverse=True)
        if ranks and ranks[0] == 8:  # the ace
            value += 16
            if len(ranks) > 1 and ranks[1] == 7:
                value += 10
    value += sum(c.value for c in best_split(hand, trump))
    if hand & belote_cards(trump) == belote_cards(trump):
        value += 20
    return value


PARTNER_SHARE = 30.0
"""What a plain player counts on from the partner's hand, in big points."""


class BeloteCaller:
    """Bid the best suit to the level the hand and a partner's average share promise; play
    the practice teacher's plain policy."""

    def choose(
        self, observation: Observation, legal_actions: Sequence[Action],
        deadline: float | None = None,
    ) -> Decision:
        legal = tuple(legal_actions)
        obs: Any = observation
        if obs.phase == "play":
            from game.practice.belote_sim import choose

            card = choose(obs.hand, list(obs.trick), obs.trump, obs.seat, obs.played)
            return Decision(PLAYS[card], "the plain policy's card")
        contract = obs.contract
        hand = obs.hand
        if Kind.RECONTRA in {a.kind for a in legal}:
            return Decision(PASS, "Pass: no recontra without a sure contract")
        if CONTRA in legal and contract is not None and contract.team != obs.seat % 2:
            defence = belote_hand_value(hand, contract.suit)
            if contract.number >= 11 and defence >= 45:
                return Decision(CONTRA, f"Contra: strong in {SUIT_SYMBOLS[contract.suit]}")
        best: tuple[float, Action] | None = None
        for a in legal:
            if a.kind is not Kind.BID:
                continue
            value = belote_hand_value(hand, a.suit)
            if contract is not None and contract.team == obs.seat % 2:
                value += 10  # the partner's bid shows the share above average
            if value + PARTNER_SHARE >= 10 * a.number and (best is None or
                                                           (a.number, value) > (best[1].number,
                                                                                best[0])):
                best = (value, a)
        if best is None:
            return Decision(PASS, "Pass: the hand does not reach the next level")
        value, action = best
        return Decision(action, f"{action.label()}: about {value + PARTNER_SHARE:.0f} points"
                        " with a partner's average share")
