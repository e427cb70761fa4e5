"""What a Blackout seat plays for in a trick, read from the game's scoring."""

from __future__ import annotations

from ai.blackout.goals import BlackoutGoals
from ai.blackout.model import BlackoutModel, dealer_bid
from ai.tricks.simulator import Sim
from game.core import create_game


def _sim_with_tricks(tricks: list[int]) -> Sim:
    return Sim([0, 0, 0, 0], 0, 0, tricks=tricks)


def test_under_basic_scoring_a_seat_over_its_bid_takes_every_trick_it_can() -> None:
    """Oh Hell's basic scoring pays a point a trick and 10 for the exact bid: short of the
    bid a seat wants the trick, on it it ducks (10 beats 1), over it every trick is a
    point again, so it wants them all."""
    model = BlackoutModel(create_game("blackout", players=4, scoring="basic"))
    goals = BlackoutGoals((1, 1, 1, 0), model, 5)
    sim = _sim_with_tricks([0, 1, 2, 3])
    assert [goals.wants(sim, s) for s in range(4)] == [True, False, True, True]


def test_under_default_scoring_a_broken_bid_does_not_chase_tricks() -> None:
    """Blackout's own scoring gives a missed bid the same points however far it misses
    (or fewer the further it misses): over its bid a seat never wants a trick."""
    for penalty in ("bid", "difference"):
        game = create_game("blackout", players=4, miss_penalty=penalty)
        goals = BlackoutGoals((1, 1, 1, 0), BlackoutModel(game), 5)
        sim = _sim_with_tricks([0, 1, 2, 3])
        assert [goals.wants(sim, s) for s in range(4)] == [True, False, False, False]


def test_under_the_hook_a_dealer_still_to_bid_is_never_given_the_forbidden_bid() -> None:
    """The bid simulation guesses the calls of the seats yet to bid from their sampled
    hands; the dealer's guess must be a bid the hook allows, the nearest to its estimate."""
    assert dealer_bid(1.2, 2, 5) == 1
    assert dealer_bid(2.8, 2, 5) == 2  # 3 would total 5: 2 is nearer than 4
    assert dealer_bid(3.2, 2, 5) == 4  # 3 would total 5: 4 is nearer than 2
    assert dealer_bid(0.3, 5, 5) == 1  # 0 would total 5 and there is nothing below
    game = create_game("blackout", players=4, hook=True, scoring="basic")
    model = BlackoutModel(game)
    s = game.new_deal(seed=3, dealer=3, deal_number=game.schedule.index(5) + 1)  # type: ignore[attr-defined]
    obs = s.observation(0)
    hands = list(s.hands)  # type: ignore[attr-defined]
    with_bid = model.goals_for(obs)(hands)
    for action in s.legal_actions():
        bids = with_bid(action).bids  # type: ignore[attr-defined]
        assert sum(bids) != 5, (action, bids)
