"""Long states compare, deep-copy and pickle (issue 17, fault 8).

The action log used to be a chain of nested pairs: ``copy.deepcopy`` hit Python's recursion
limit from about 350 actions and ``==`` from about 1,000, while a default Partnership match
reaches a thousand actions.  Each test plays a whole match of one game at random, then
checks the final state (and a state halfway) against its deep copy and its pickle, and that
a copy plays on exactly like the original.
"""

import copy
import pickle
import random

import pytest

from game.core import Kind, Phase, create_game
from game.core.record import record_of, replay_record

MATCHES = [
    ("blackout", {"players": 3, "deal_sequence": "up_down"}),  # 29 deals of up to 15 cards
    ("partnership-blackout", {}),
    ("partnership-blackout", {"target": 400}),  # a few thousand actions
    ("bazar-belote", {"target": 1000}),
]


def choose(state, rng):
    """A random legal action, except that Partnership Blackout calls the lowest number (a
    random team contract mostly fails, so its totals would drift away from any target)."""
    legal = state.legal_actions()
    if state.game.id == "partnership-blackout" and state.phase is Phase.BIDDING:
        return next(a for a in legal if a.kind is Kind.BID)
    return legal[rng.randrange(len(legal))]


def play_match(game_id, options, seed):
    game = create_game(game_id, **options)
    rng = random.Random(seed)
    state = game.new_match(seed=seed)
    states = [state]
    while not state.is_over:
        state = state.apply(choose(state, rng))
        states.append(state)
    return states


@pytest.mark.parametrize(("game_id", "options"), MATCHES, ids=[f"{g}-{o}" for g, o in MATCHES])
def test_a_whole_match_compares_copies_and_pickles(game_id, options):
    states = play_match(game_id, options, seed=7)
    final = states[-1]
    assert len(final.log) == len(states) - 1 > 400
    for state in (states[len(states) // 2], final):
        for twin in (copy.deepcopy(state), pickle.loads(pickle.dumps(state)), copy.copy(state)):
            assert twin == state and twin is not state
            assert twin.log == state.log
            assert twin.scores == state.scores and twin.results == state.results
    assert final != states[-2]  # equality still tells states apart
    assert replay_record(record_of(final)) == final


def test_a_copy_plays_on_exactly_like_the_original():
    states = play_match("partnership-blackout", {}, seed=3)
    middle = states[len(states) // 2]
    twin = pickle.loads(pickle.dumps(copy.deepcopy(middle)))
    rng_a, rng_b = random.Random(5), random.Random(5)
    a, b = middle, twin
    while not a.is_over:
        assert b.legal_actions() == a.legal_actions()
        a = a.apply(choose(a, rng_a))
        b = b.apply(choose(b, rng_b))
        assert a == b
    assert a.winners == b.winners and record_of(a) == record_of(b)
