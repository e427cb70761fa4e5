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
from ai.tricks.ismcts import Node, search_tree
from ai.tricks.playout import sim_at
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


def test_in_partnership_each_node_values_the_deal_from_its_players_team() -> None:
    """Partnership Blackout's play by the tree (issue 49): a node's values are its chooser's
    team's (``PartnershipGoals.values``: zero-sum).  A card's value at a node is the sum
    over the iterations through it, and every iteration but the one that added the child
    node goes on into that node, so the child's values are the parent's — the same for a
    partner's node, negated for an opponent's — up to that one iteration."""
    from ai.partnership.model import PartnershipModel
    from ai.registry import level_for

    g = create_game("partnership-blackout")
    s = g.new_match(seed=49)
    rng = random.Random(49)
    while s.phase != "play":  # type: ignore[attr-defined]
        s = s.apply(rng.choice(s.legal_actions()))  # type: ignore[attr-defined]
    obs = s.observation(s.to_play)  # type: ignore[attr-defined]
    model = PartnershipModel(g)  # type: ignore[arg-type]
    level = dataclasses.replace(level_for("expert", g.id), iterations=600, play_work=0,
                                noise=0.25, exact_cards=0, budget=60.0)
    live = DECK_52 & ~obs.played
    reps = distinct_cards(obs.hand, live)
    scale = 23.0
    root, done = search_tree(model, obs, model.constraints(obs, level), model.goals(obs), live,
                             level, random.Random(3), deadline=1e18, scale=scale,
                             least=len(reps))
    assert done == 600
    # who chooses at a node follows from the public cards played to reach it
    sim = sim_at(obs, [0] * 4, model.lead_rule())
    checked = opposed = 0

    def walk(node: Node) -> None:
        nonlocal checked, opposed
        seat = sim.turn
        for card, child in node.children.items():
            sim.play(card)
            if child.visits:
                first = node.wsum[card] - sum(child.wsum.values())  # the adding iteration
                top = first * 80.0 / scale  # no deal is worth 80 points either way
                sign = 1 if sim.turn % 2 == seat % 2 else -1
                below = sum(child.wvalue.values())
                assert abs(node.wvalue[card] - sign * below) <= top + 1e-9
                checked += 1
                opposed += abs(node.wvalue[card] + sign * below) > top + 1e-9
                walk(child)
            sim.undo()

    walk(root)
    assert checked > 50 and opposed > 10  # values of the other sign would fail these
