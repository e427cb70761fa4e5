"""The play's tree search (``ai.tricks.ismcts``): sound answers, reproducible, and its root
tries every distinct card before it may stop."""

from __future__ import annotations

import dataclasses
import random

from ai import create_agent
from ai.blackout.model import BlackoutModel
from ai.levels import level_named
from ai.reason import Why
from ai.tricks.endgame import distinct_cards
from ai.tricks.ismcts import search_tree
from ai.tricks.sampling import constraints_of
from game.core import create_game
from game.core.actions import Action, Kind, bid
from game.core.cards import DECK_52, SUIT_MASKS, parse_card

TREE = dataclasses.replace(level_named("hard"), iterations=300, budget=60.0)


def _play_state(seed: int, bids: tuple[int, ...], size: int = 5) -> object:
    g = create_game("blackout", players=4, scoring="basic")
    s = g.new_deal(seed=seed, dealer=3, deal_number=g.schedule.index(size) + 1)  # type: ignore[attr-defined]
    for b in bids:
        s = s.apply(bid(b))
    return g, s


def test_the_root_tries_every_distinct_card_even_past_its_deadline() -> None:
    g, s = _play_state(11, (1, 1, 1, 1))
    obs = s.observation(s.to_play)  # type: ignore[attr-defined]
    model = BlackoutModel(g)  # type: ignore[arg-type]
    cons = constraints_of(obs, model.lead_rule(), model.out_of_play(obs), model.stock_size(obs))
    live = DECK_52 & ~obs.played & ~model.out_of_play(obs)
    reps = distinct_cards(obs.hand, live)
    root, done = search_tree(model, obs, cons, model.goals(obs), live, TREE,
                             random.Random(1), deadline=0.0, scale=15.0, least=len(reps))
    assert done == len(reps) > 1
    assert sorted(root.visits) == sorted(reps)
    assert all(v == 1 for v in root.visits.values())


def test_the_tree_search_is_reproducible_and_says_how_many_deals_it_tried() -> None:
    g, s = _play_state(12, (2, 0, 1, 1))
    seat = s.to_play  # type: ignore[attr-defined]
    obs, legal = s.observation(seat), s.legal_actions()  # type: ignore[attr-defined]
    level = dataclasses.replace(TREE, iterations=120)
    first = create_agent(level, g, seat, seed=5).choose(obs, legal)  # type: ignore[arg-type]
    again = create_agent(level, g, seat, seed=5).choose(obs, legal)  # type: ignore[arg-type]
    assert first == again and first.action in legal
    value = first.reason.clauses[-1]
    assert value.code is Why.CARD_VALUE and dict(value.args)["deals"] == 120
    assert {a for a, _ in first.evaluations} == set(legal)


def test_a_seat_on_its_zero_bid_ducks_rather_than_take_the_trick() -> None:
    """Last to play to a trick of hearts, a seat that bid 0 holds the heart ace and lower
    hearts: any low heart ducks for sure, the ace takes the trick and costs the 10 of the
    exact bid.  The tree's values are each seat's own, so it must duck."""
    g = create_game("blackout", players=4, scoring="basic")
    ace, two = parse_card("AH"), parse_card("2H")
    hearts = SUIT_MASKS[1]
    for seed in range(500):
        s = g.new_deal(seed=seed, dealer=3, deal_number=g.schedule.index(5) + 1)  # type: ignore[attr-defined]
        hands = s.hands  # type: ignore[attr-defined]
        if (hands[3] >> ace & 1 and hands[3] >> two & 1 and s.trump != 1  # type: ignore[attr-defined]
                and all(hands[p] & hearts for p in range(3))):
            break
    else:
        raise AssertionError("no deal with the heart ace and two in seat 3")
    for b in (1, 1, 1, 0):
        s = s.apply(bid(b))
    for seat in range(3):
        low = hands[seat] & hearts
        s = s.apply(Action(Kind.PLAY, card=(low & -low).bit_length() - 1))
    d = create_agent(TREE, g, 3, seed=2).choose(s.observation(3), s.legal_actions())  # type: ignore[arg-type, attr-defined]
    best = max(c for _, c in s.observation(3).trick)  # type: ignore[attr-defined]
    assert d.action.card // 13 == 1 and d.action.card < best
