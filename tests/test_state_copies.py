"""States are slotted frozen records (game.core.frozen): every copy an ``apply`` makes must
carry every field, and nothing may change a state in place."""

import copy
import pickle
import random

import pytest

from game.core import Action, Phase, create_game
from game.core.belote.calls import BeloteKind
from game.core.frozen import Frozen, _freeze
from game.core.record import record_of, replay_record
from tests.game_floors import GAME_IDS

GAMES = [(game_id, {}) for game_id in GAME_IDS] + [
    ("blackout", {"players": 5, "hook": True}),
    ("bazar-belote", {"declarations": "manual"}),
]
"""Every registered game with its default options, and the variants that add fields."""


def states_of(game_id, options, seed):
    game = create_game(game_id, **options)
    rng = random.Random(seed)
    s = game.new_match(seed=seed)
    out = [s]
    while not s.is_over and len(out) < 300:
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
        out.append(s)
    return out


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_the_fast_copy_carries_every_field(game_id, options):
    for s in states_of(game_id, options, seed=11):
        fast = _freeze(s._thaw(), type(s))
        slow = _freeze(Frozen._thaw(s), type(s))
        for name in type(s)._fields:  # an uncopied slot would raise AttributeError here
            assert getattr(fast, name) == getattr(s, name) == getattr(slow, name), name
        assert fast == s == slow and fast is not s


def test_every_state_class_is_slotted_and_keeps_the_deal_out_of_its_fields():
    s = create_game("bazar-belote").new_deal(seed=1)
    assert not hasattr(s, "__dict__")
    assert "players" not in type(s)._fields and s.players == 4  # in the shared Deal
    with pytest.raises(TypeError, match="__slots__"):
        type("Loose", (type(s),), {})


def test_states_cannot_be_changed_in_place():
    s = create_game("blackout").new_deal(seed=3, deal_number=4)
    for name in ("to_play", "phase", "_deal", "anything"):
        with pytest.raises(AttributeError, match="immutable"):
            setattr(s, name, 1)
        with pytest.raises(AttributeError, match="immutable"):
            delattr(s, name)
    with pytest.raises(TypeError, match="no field hands"):
        s._replace(hands=())


def test_copies_pickles_and_equality_ignore_only_the_last_events():
    states = states_of("partnership-blackout", {}, seed=5)
    s = states[40]
    for twin in (copy.copy(s), copy.deepcopy(s), pickle.loads(pickle.dumps(s))):
        assert twin == s and type(twin) is type(s)
        assert twin.last_events == s.last_events
    assert s._replace(last_events=()) == s
    assert s._replace(to_play=(s.to_play + 1) % 4) != s


def test_another_world_moves_only_the_unplayed_cards():
    s = create_game("blackout").new_deal(seed=2, deal_number=8)
    rng = random.Random(2)
    while len(s.past_tricks) < 3:
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
    hands = list(s.hands)
    a = hands[0] & -hands[0]
    b = hands[1] & -hands[1]
    hands[0], hands[1] = hands[0] ^ a | b, hands[1] ^ b | a
    other = s._with_hands(tuple(hands))
    assert other.hands == tuple(hands) and other.played == s.played
    assert other.observation(2) == s.observation(2) and other.observation(0) != s.observation(0)


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_the_log_is_every_action_in_the_order_applied(game_id, options):
    """Cards are not logged one by one (the tricks hold them): the log put back together
    from calls, declarations and tricks is exactly what was applied, out-of-turn seats
    included, and its record replays to the same state."""
    game = create_game(game_id, **options)
    rng = random.Random(4)
    s = game.new_match(seed=4)
    applied = []
    while not s.is_over and len(applied) < 400:
        seats = [p for p in getattr(s, "contra_seats", tuple)() if p != s.to_play]
        if seats and rng.random() < 0.3:
            entry = (rng.choice(seats), Action(BeloteKind.CONTRA))
        else:
            legal = s.legal_actions()
            declare = legal[0].kind in (BeloteKind.ANNOUNCE, BeloteKind.SHOW) and rng.random() < 0.7
            entry = (None, legal[0] if declare else legal[rng.randrange(len(legal))])
        s = s.apply(entry[1], seat=entry[0])
        applied.append(entry)
        assert s.log == tuple(applied)
    assert replay_record(record_of(s)) == s
    if options.get("declarations") == "manual":
        assert {a.kind for _, a in applied} >= {BeloteKind.ANNOUNCE, BeloteKind.SHOW, BeloteKind.CONTRA}


def test_the_playable_cards_memo_is_no_field():
    """legal_actions() notes the playable cards on the state for the apply that follows;
    the note is not part of the state: copies start without it, equality ignores it."""
    s = create_game("blackout").new_deal(seed=6, deal_number=5)
    while s.phase is not Phase.PLAY:
        s = s.apply(s.legal_actions()[0])
    twin = pickle.loads(pickle.dumps(s))
    legal = s.legal_actions()
    assert s._legal_mask is not None and twin._legal_mask is None and twin == s
    for copied in (copy.copy(s), copy.deepcopy(s), s._replace(), pickle.loads(pickle.dumps(s))):
        assert copied._legal_mask is None and copied.legal_actions() == legal
    assert "_legal_mask" not in type(s)._fields
    assert s.apply(legal[-1]) == twin.apply(legal[-1])
