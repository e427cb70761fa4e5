"""The bid's tree search (``ai.blackout.bid_tree``): every candidate tried, the later seats'
bids legal under the hook, and bids that follow the hand."""

from __future__ import annotations

import dataclasses
import random

from ai import create_agent
from ai.blackout.bid_tree import candidates, search_bids
from ai.blackout.model import BlackoutModel
from ai.levels import level_named
from ai.reason import Why
from game.core import create_game
from game.core.actions import bid
from game.core.blackout.game import BlackoutObservation
from game.core.blackout.rules import forbidden_hook_bid

TREE = dataclasses.replace(level_named("hard"), iterations=200, bid_iterations=300,
                           budget=60.0)


def _bidding(seed: int, size: int = 5, **options: object) -> tuple[object, object]:
    g = create_game("blackout", players=4, scoring="basic", **options)
    s = g.new_deal(seed=seed, dealer=3, deal_number=g.schedule.index(size) + 1)  # type: ignore[attr-defined]
    return g, s


def test_every_candidate_bid_is_tried_even_past_the_deadline() -> None:
    g, s = _bidding(21)
    obs = s.observation(0)  # type: ignore[attr-defined]
    assert isinstance(obs, BlackoutObservation)
    model = BlackoutModel(g)  # type: ignore[arg-type]
    bids = candidates(s.legal_actions(), model.estimate(obs, obs.hand, 0))  # type: ignore[attr-defined]
    means, visits, done = search_bids(model, obs, bids, TREE, random.Random(3), deadline=0.0)
    assert done == len(bids) >= 2
    assert set(means) == set(visits) == set(bids)
    assert all(v == 1 for v in visits.values())


def test_the_candidates_are_near_the_estimate_and_at_least_two() -> None:
    legal = tuple(bid(n) for n in range(13))
    assert [a.number for a in candidates(legal, 4.3)] == [3, 4, 5, 6]
    assert len(candidates((bid(0), bid(1)), 9.0)) == 2


def test_the_later_seats_bid_their_estimates_and_the_dealer_obeys_the_hook() -> None:
    g, s = _bidding(22, hook=True)
    model = BlackoutModel(g)  # type: ignore[arg-type]
    obs = s.observation(0)  # type: ignore[attr-defined]
    assert isinstance(obs, BlackoutObservation)
    for estimates in ({1: 1.2, 2: 0.9, 3: 2.0}, {1: 0.0, 2: 0.2, 3: 4.0}):
        for mine in range(6):
            bids = model.bids_after(obs, estimates, mine)
            assert bids[0] == mine and bids[1:3] == (round(estimates[1]), round(estimates[2]))
            assert bids[3] != forbidden_hook_bid(5, sum(bids[:3]))


def test_a_hand_of_the_top_trumps_bids_them_all_and_a_hand_of_deuces_bids_nothing() -> None:
    """Five top trumps take five tricks whatever the others hold; the lowest card of each
    suit and no trump can be made to take none."""
    g = create_game("blackout", players=4, scoring="basic")
    others = [["2S", "3S", "4S", "5S", "6S"], ["7S", "8S", "9S", "TS", "JS"],
              ["2C", "3C", "4C", "5C", "6C"]]
    top = g.new_deal(hands=[["AH", "KH", "QH", "JH", "TH"], *others], turn_up="2H", dealer=3)
    low = g.new_deal(hands=[["2H", "3H", "2D", "3D", "4D"], *others], turn_up="AC", dealer=3)
    for state, expected in ((top, 5), (low, 0)):
        seat = state.to_play
        assert seat is not None
        d = create_agent(TREE, g, seat, seed=1).choose(  # type: ignore[arg-type]
            state.observation(seat), state.legal_actions())
        assert d.action.number == expected
        assert Why.TRIED in {c.code for c in d.reason.all_clauses()}
