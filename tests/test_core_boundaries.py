"""Bad input at every public entry point of the core (issue 17, faults 6 and 7).

``create_game``, the options, ``new_match``, ``new_deal``, ``apply``, ``parse_action`` and
``observation`` refuse a value of the wrong type or range with a ``TrickbidError`` that
names the argument, and the state they were called on stays equal to what it was and
keeps playing.  The named probes come from the hostile review; the fuzz tests throw a
seeded stream and Hypothesis's values at the same entry points.
"""

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import TrickbidError, create_game, parse_action
from game.core.dealing import WIDE_SEED, deal_id_for
from game.core.phase import Phase
from tests.game_floors import GAME_IDS as REGISTERED
from tests.game_floors import short_match

GAME_IDS = REGISTERED
HUGE = 10**5000
BIG = pytest.param(HUGE, id="10**5000")
"""(pytest cannot print a 5,001-digit id)"""
FUZZ_CALLS = 4000
"""Seeded fuzz calls (each one hostile or random input to one entry point)."""


def states_of(game_id):
    """States in every phase of ``game_id``: dealt, mid-play, between deals, over."""
    game = short_match(game_id)
    rng = random.Random(11)
    s = game.new_match(seed=5)
    found = {s.phase: s}
    steps = 0
    while not s.is_over and steps < 5000:
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
        found.setdefault(s.phase, s)
        if s.phase is Phase.PLAY and s.trick:
            found.setdefault("trick", s)
        steps += 1
    return list(found.values())


STATES = {g: states_of(g) for g in GAME_IDS}


def refused(call, *names):
    """``call()`` raises a TrickbidError whose message names each of ``names``."""
    with pytest.raises(TrickbidError) as info:
        call()
    message = str(info.value)
    for name in names:
        assert name in message, f"{message!r} does not name {name!r}"
    assert len(message) < 400, "a bad value is summarised, not printed whole"
    return message


def unchanged_and_usable(state, before):
    assert state == before and state.log == before.log
    legal = state.legal_actions()
    assert legal == before.legal_actions()
    if legal:
        assert state.apply(legal[0]) == before.apply(legal[0])


# ------------------------------------------------------------- named probes
@pytest.mark.parametrize("game_id", [["blackout"], None, 5, b"blackout", "", {"a": 1}])
def test_create_game_refuses_ids_that_are_not_game_names(game_id):
    refused(lambda: create_game(game_id), "valid games are")


@pytest.mark.parametrize(
    ("game_id", "option"),
    [("blackout", "players"), ("blackout", "max_cards"), ("partnership-blackout", "target"),
     ("bazar-belote", "target"), ("bazar-belote", "ladder_max")],
)
@pytest.mark.parametrize(
    "value",
    [float("inf"), float("-inf"), float("nan"), BIG, pytest.param(-HUGE, id="-huge"), 1e400,
     "1e400", "4.5", 4.5, True, [], "٣", "9" * 5000, 10**6],
)
def test_number_options_refuse_infinite_huge_and_non_whole_values(game_id, option, value):
    refused(lambda: create_game(game_id, **{option: value}), option)


@pytest.mark.parametrize("value", [None, 5, [], BIG, "maybe", 2.5])
def test_choice_and_flag_options_refuse_what_they_do_not_take(value):
    refused(lambda: create_game("blackout", deal_sequence=value), "deal_sequence")
    if value is not None:
        refused(lambda: create_game("blackout", hook=value), "hook")


@pytest.mark.parametrize("game_id", ["partnership-blackout", "bazar-belote"])
def test_preset_none_means_the_default_preset(game_id):
    assert create_game(game_id, preset=None) == create_game(game_id)
    refused(lambda: create_game(game_id, preset=HUGE), "preset")
    refused(lambda: create_game(game_id, preset=[]), "preset")


@pytest.mark.parametrize("seed", [None, 1.5, True, False, "abc", "1", [], float("inf"), BIG,
                                  2**256, -(2**256) - 1])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_new_match_refuses_seeds_that_are_not_whole_numbers(game_id, seed):
    refused(lambda: create_game(game_id).new_match(seed=seed), "seed")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_new_match_takes_any_256_bit_seed(game_id):
    game = create_game(game_id)
    for seed in (0, -1, 2**63 - 1, -(2**63), 2**256 - 1, -(2**256)):
        assert game.new_match(seed=seed).match_seed == seed


def test_a_wide_seed_deals_from_256_bit_deal_ids_and_a_short_one_keeps_its_31_bit_ids():
    """A table with friends draws a wide seed, so a seat cannot search its deal back from its
    own hand; a short seed deals as it always did (records and saves replay)."""
    assert deal_id_for(5, 1) == 1_527_240_507  # the id every record of seed 5 was made with
    assert all(deal_id_for(s, i) < 2**31 for s in (0, 5, WIDE_SEED - 1) for i in (1, 2, 9))
    wide = [deal_id_for(WIDE_SEED + 12345, i) for i in range(1, 65)]
    assert max(wide) >= 2**250 and len(set(wide)) == 64


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize(
    ("kwargs", "name"),
    [({"dealer": None}, "dealer"), ({"dealer": "0"}, "dealer"), ({"dealer": 1.5}, "dealer"),
     ({"dealer": -1}, "dealer"), ({"dealer": 4}, "dealer"), ({"dealer": True}, "dealer"),
     ({"deal_number": "1"}, "deal_number"), ({"deal_number": 0}, "deal_number"),
     ({"deal_number": 1.5}, "deal_number"), ({"deal_number": HUGE}, "deal_number"),
     ({"seed": 1.5}, "seed"), ({"seed": "5"}, "seed"), ({"seed": True}, "seed"),
     ({"seed": HUGE}, "seed"),
     ({"turn_up": 99}, "turn_up"), ({"turn_up": -1}, "turn_up"), ({"turn_up": 1.5}, "turn_up"),
     ({"turn_up": []}, "turn_up"), ({"turn_up": "ZZ"}, "card")],
)
def test_new_deal_refuses_bad_arguments_by_name(game_id, kwargs, name):
    refused(lambda: create_game(game_id).new_deal(**kwargs), name)


def test_a_turn_up_given_with_a_seed_is_refused_not_ignored():
    refused(lambda: create_game("blackout").new_deal(seed=5, turn_up="AS"), "turn_up")
    dealt = create_game("blackout").new_deal(
        hands=[["2S"], ["3S"], ["4S"], ["5S"]], turn_up="AS")
    assert dealt.turn_up == 12 and dealt.trump == 0


@pytest.mark.parametrize(
    "hands",
    [[[None], ["3S"], ["4S"], ["5S"]], [[1.5], ["3S"], ["4S"], ["5S"]],
     [[1], [2], [3], [4]], [["2S"], ["3S"], ["4S"], [True]], "AS KH", [["2S"]] * 3,
     [["2S"], ["3S"], ["4S"], "5S"], [{"2S"}, ["3S"], ["4S"], ["5S"]], 5],
)
def test_new_deal_refuses_hands_that_are_not_lists_of_card_texts(hands):
    refused(lambda: create_game("blackout").new_deal(hands=hands), "hand")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize(
    ("action", "name"),
    [(None, "action"), (5, "action"), (b"bid 1", "action"), (1.5, "action"), ([], "action"),
     ("bid ²", "bid"), ("bid ٣", "bid"), ("bid " + "9" * 5000, "bid"), ("²", "unknown action"),
     ("", "empty"), ("bid 1000", "bid")],
)
def test_apply_refuses_actions_that_are_not_actions(game_id, action, name):
    for state in STATES[game_id]:
        before = copy.deepcopy(state)
        refused(lambda s=state: s.apply(action), name)
        unchanged_and_usable(state, before)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seat", ["1", 99, [], -1, True, 1.5, BIG])
def test_apply_and_observation_refuse_seats_that_are_not_seats(game_id, seat):
    for state in STATES[game_id]:
        before = copy.deepcopy(state)
        legal = state.legal_actions()
        action = legal[0] if legal else "deal"
        refused(lambda s=state, a=action: s.apply(a, seat=seat), "seat")
        refused(lambda s=state: s.observation(seat), "seat")
        unchanged_and_usable(state, before)


def test_belote_contra_out_of_turn_refuses_bad_seats_and_keeps_the_state():
    game = create_game("bazar-belote")
    s = game.new_deal(seed=1, dealer=3).apply("bid 8 S")  # seat 0 bids; 1 and 3 may contra
    assert s.contra_seats() == (1, 3)
    before = copy.deepcopy(s)
    for seat in ("1", 99, [], -1, 4.0, True):
        refused(lambda seat=seat: s.apply("contra", seat=seat), "seat")
    unchanged_and_usable(s, before)
    assert s.apply("contra", seat=3).contract.multiplier == 2


@pytest.mark.parametrize("seat", [4, "0", -1, None, True, 1.5])
def test_observation_of_a_seat_off_the_table_is_refused(seat):
    state = create_game("blackout").new_match(seed=1)
    refused(lambda: state.observation(seat), "seat", "0..3")


@pytest.mark.parametrize("text", [None, 5, b"bid 1", 1.5, [], "bid ²", "bid " + "9" * 5000])
def test_parse_action_refuses_non_text_and_non_ascii_numbers(text):
    refused(lambda: parse_action(text))
    refused(lambda: create_game("blackout").parse_action(text))


# -------------------------------------------------------------------- fuzz
WORDS = ["bid", "play", "pass", "zero", "nil", "board", "capot", "contra", "recontra",
         "announce", "show", "deal", "S", "H", "♠", "10", "QH", "AS", "7D", "²", "٣", "0",
         "-1", "99", "9" * 50, "", " ", "\x00", "bid\n3", "@2"]


def hostile(rng, depth=0):
    """One value a careless caller or a hostile tool might pass anywhere."""
    pick = rng.randrange(14)
    if pick == 0:
        return None
    if pick == 1:
        return rng.choice([True, False])
    if pick == 2:
        return rng.randrange(-10, 60)
    if pick == 3:
        return rng.choice([1, -1]) * rng.getrandbits(rng.choice([8, 64, 200, 20000]))
    if pick == 4:
        return rng.choice([float("inf"), float("-inf"), float("nan"), 1.5, 0.0, -2.0, 1e308])
    if pick == 5:
        return " ".join(rng.choice(WORDS) for _ in range(rng.randrange(1, 4)))
    if pick == 6:
        return "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(rng.randrange(8)))
    if pick == 7:
        return rng.choice(WORDS).encode()
    if pick == 8 and depth < 3:
        return [hostile(rng, depth + 1) for _ in range(rng.randrange(5))]
    if pick == 9:
        return {"a": 1}
    if pick == 10:
        return rng.choice(["AS", "KH", "10D", "7C", "2S", "QS"])
    if pick == 11:
        return rng.randrange(0, 4)
    return rng.choice(WORDS)


ENTRY_POINTS = ("create_game", "option", "new_match", "new_deal", "apply", "observation",
                "parse_action")


def fuzz_call(rng, state):
    """Call one entry point with hostile arguments; only a TrickbidError may escape."""
    game = state.game
    entry = rng.choice(ENTRY_POINTS)
    try:
        if entry == "create_game":
            create_game(hostile(rng))
        elif entry == "option":
            name = rng.choice(list(game.options_dict()) + ["nonsense"])
            create_game(game.id, **{name: hostile(rng)})
        elif entry == "new_match":
            game.new_match(seed=hostile(rng))
        elif entry == "new_deal":
            names = ["hands", "dealer", "turn_up", "deal_number", "seed"]
            kwargs = {n: hostile(rng) for n in rng.sample(names, rng.randrange(1, 4))}
            game.new_deal(**kwargs)
        elif entry == "apply":
            seat = hostile(rng) if rng.random() < 0.5 else None
            legal = state.legal_actions()
            action = hostile(rng) if not legal or rng.random() < 0.8 else rng.choice(legal)
            result = state.apply(action, seat=seat)
            assert type(result) is type(state)
        elif entry == "observation":
            state.observation(hostile(rng))
        else:
            game.parse_action(hostile(rng))
    except TrickbidError:
        pass
    return entry


def test_seeded_fuzz_only_trickbid_errors_escape_and_states_stay_unchanged():
    rng = random.Random(20261201)
    pool = [s for g in GAME_IDS for s in STATES[g]]
    snapshots = [copy.deepcopy(s) for s in pool]
    seen = set()
    for _ in range(FUZZ_CALLS):
        seen.add(fuzz_call(rng, rng.choice(pool)))
    assert seen == set(ENTRY_POINTS)
    for state, before in zip(pool, snapshots, strict=True):
        unchanged_and_usable(state, before)


anything = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text() | st.binary(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner,
                                                                max_size=2),
    max_leaves=6,
)
fuzz = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@fuzz
@given(game_index=st.integers(0, 2), state_index=st.integers(0, 10), action=anything,
       seat=anything)
def test_hypothesis_apply_and_observation_refuse_only_with_trickbid_errors(
    game_index, state_index, action, seat
):
    states = STATES[GAME_IDS[game_index]]
    state = states[state_index % len(states)]
    before = copy.deepcopy(state)
    for call in (lambda: state.apply(action, seat=seat), lambda: state.apply(action),
                 lambda: state.observation(seat), lambda: parse_action(action)):
        try:
            call()
        except TrickbidError:
            pass
    assert state == before


@fuzz
@given(game_index=st.integers(0, 2), hands=anything, dealer=anything, turn_up=anything,
       deal_number=anything, seed=anything)
def test_hypothesis_new_deal_and_new_match_refuse_only_with_trickbid_errors(
    game_index, hands, dealer, turn_up, deal_number, seed
):
    game = create_game(GAME_IDS[game_index])
    for call in (lambda: game.new_deal(hands=hands, dealer=dealer),
                 lambda: game.new_deal(turn_up=turn_up, deal_number=deal_number),
                 lambda: game.new_deal(seed=seed, dealer=dealer),
                 lambda: game.new_match(seed=seed),
                 lambda: create_game(GAME_IDS[game_index], target=seed)):
        try:
            call()
        except TrickbidError:
            pass
