"""Partnership Blackout's calls that use the whole game: Board, Nil, Zero and Pass (issue 38).

Positions where the right call is plain — all thirteen spades, a hand of low side cards
under pagat's Nil, opponents who passed — and the simulated deal that values a Zero: the
team plays it to take no trick.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai import create_agent
from ai.partnership.model import PartnershipModel
from ai.registry import level_for
from ai.tricks.search import finish
from ai.tricks.simulator import Sim
from game.core import create_game
from game.core.actions import Action, Kind
from game.core.cards import card_name, parse_hand
from game.core.partnership.calls import PartnershipKind
from game.core.partnership.game import PartnershipObservation

SPADES = [card_name(c) for c in range(13)]
LOW = ["2H", "3H", "4H", "5H", "2D", "3D", "4D", "5D", "2C", "3C", "4C", "5C", "6C"]
"""No spade, nothing above a six: a Nil that is near sure."""


def _deal(seat_hand: list[str], calls: list[str], dealer: int = 3, seed: int = 1,
          **options: Any) -> Any:
    """A deal where the seat to call after ``calls`` holds ``seat_hand`` (the others
    dealt at random from ``seed``), with ``calls`` made."""
    game = create_game("partnership-blackout", **options)
    seat = (dealer + 1 + len(calls)) % 4
    others = [card_name(c) for c in range(52) if card_name(c) not in seat_hand]
    random.Random(seed).shuffle(others)
    hands = []
    for s in range(4):
        hands.append(list(seat_hand) if s == seat else others[:13])
        if s != seat:
            others = others[13:]
    state = game.new_deal(hands=hands, dealer=dealer)
    for text in calls:
        state = state.apply(next(a for a in state.legal_actions() if str(a) == text),
                            state.to_play)
    assert state.to_play == seat
    return state


def _call(level: str, state: Any, seed: int = 38) -> Action:
    seat = state.to_play
    agent = create_agent(level, state.game, seat, seed=seed)
    return agent.choose(state.observation(seat), state.legal_actions()).action


@pytest.mark.parametrize("preset", ["classic", "pagat"])
@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_all_thirteen_spades_call_board(level: str, preset: str) -> None:
    """Board is +40 and sure; a number pays 10 (the search never tried Board: the
    estimate valued it at 2.5 points)."""
    for seed in (1, 2):
        state = _deal(SPADES, [], seed=seed, preset=preset)
        assert _call(level, state).kind is PartnershipKind.BOARD


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_a_hand_of_low_side_cards_calls_nil_under_pagat(level: str) -> None:
    """Under pagat both contracts are scored and a Nil is the caller's alone: +40 near
    sure against a number's +10 at best."""
    for seed in (1, 2):
        assert _call(level, _deal(LOW, [], seed=seed, preset="pagat")).kind is PartnershipKind.NIL


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_after_the_opponents_pass_a_hopeless_hand_still_calls_a_number(level: str) -> None:
    """Classic: the opponents passed, so any number wins the auction and a 1 with the
    partner's share is near sure; Pass throws the deal in for nothing.  (The simulated
    partner used to call its whole count on top of the 1, so Pass looked better.)"""
    for seed in (1, 2, 3):
        assert _call(level, _deal(LOW, ["pass"], seed=seed)).kind is Kind.BID


def test_a_call_that_surely_loses_the_auction_is_tried_once() -> None:
    """Dealer last to call, the opponents' 7 (eldest's team: it wins a tie) beats the
    partner's 3 with anything under 5: those calls all score alike (the opponents play), so one of them is simulated and
    the rest of the candidates are calls that can win."""
    state = _deal(LOW, ["bid 4", "bid 3", "bid 3"], dealer=3)
    model = PartnershipModel(state.game)
    obs = state.observation(3)
    lost = model.lost_calls(obs, state.legal_actions(), 2.0)
    assert {str(a) for a in lost} == {"pass", "zero", "bid 1", "bid 3", "bid 4"}  # 2 kept
    assert all(not model.win_chance(3, obs.calls, a, 3 + a.number, 0) for a in lost)
    assert model.win_chance(3, obs.calls, Action(Kind.BID, number=5), 8, 0) == 1.0


HIGH_TEAM = [
    ["2H", "3H", "4H", "2D", "3D", "4D", "2C", "3C", "4C", "2S", "3S", "8H", "8D"],
    ["5H", "6H", "7H", "5D", "6D", "7D", "5C", "6C", "7C", "8C", "4S", "5S", "6S"],
]
"""Team A's cards (seats 2 and 0): every card under every card the opponents hold in its
suit, and low spades that win any trick they ruff."""


def test_the_call_simulation_plays_a_zero_to_take_no_trick() -> None:
    """Classic, the opponents passed, seat 2 calls: with Zero its team ducks every trick
    (discarding, never ruffing with its spades) and makes +40; with a number the same
    cards take tricks by ruffing."""
    game = create_game("partnership-blackout")
    rest = [card_name(c) for c in range(52)
            if card_name(c) not in HIGH_TEAM[0] + HIGH_TEAM[1]]
    hands = [HIGH_TEAM[1], rest[:13], HIGH_TEAM[0], rest[13:]]
    state = game.new_deal(hands=hands, dealer=0)
    state = state.apply(next(a for a in state.legal_actions() if a.kind is Kind.PASS), 1)
    assert state.to_play == 2
    model = PartnershipModel(game)
    obs = state.observation(2)
    assert isinstance(obs, PartnershipObservation)
    masks = [parse_hand(h) for h in hands]
    with_call = model.goals_for(obs)(masks)
    level = level_for("hard", game.id)
    start = Sim(masks, 0, 1, lead_rule=model.lead_rule())
    zero = with_call(Action(PartnershipKind.ZERO))
    assert finish(start, zero, level, random.Random(1), {})[2] == 40
    number = with_call(Action(Kind.BID, number=3))
    assert finish(start, number, level, random.Random(1), {})[2] != 40
