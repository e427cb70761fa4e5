"""Cards and action text: one id space for both decks, parse/format round trips."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import ActionSyntaxError, parse_action
from game.core.actions import Action, Kind, bid, capot, play
from game.core.cards import (
    DECK_32,
    DECK_52,
    card_name,
    cards_of,
    parse_card,
    parse_hand,
    rank_of,
)


def test_card_text_round_trips_for_all_52_cards():
    assert [parse_card(card_name(c)) for c in range(52)] == list(range(52))
    assert card_name(parse_card("10H")) == "10H"
    assert card_name(parse_card("qs")) == "QS"
    assert parse_card("A♠") == parse_card("AS")


def test_the_32_card_deck_is_sevens_to_aces_of_the_52_card_deck():
    belote = cards_of(DECK_32)
    assert len(belote) == 32
    assert DECK_32 & DECK_52 == DECK_32
    assert {card_name(c)[:-1] for c in belote} == {"7", "8", "9", "10", "J", "Q", "K", "A"}
    assert min(rank_of(c) for c in belote) == 5


@pytest.mark.parametrize("text", ["", "1H", "11S", "ZZ", "10", "AX"])
def test_bad_card_text_is_rejected_with_a_message(text):
    with pytest.raises(ActionSyntaxError, match="card"):
        parse_card(text)


def test_a_hand_naming_a_card_twice_is_rejected():
    with pytest.raises(ActionSyntaxError, match="named twice"):
        parse_hand(["AS", "KH", "AS"])


actions = st.one_of(
    st.builds(bid, st.integers(0, 30)),
    st.builds(bid, st.integers(8, 30), st.integers(0, 3)),
    st.builds(capot, st.integers(0, 3)),
    st.builds(play, st.integers(0, 51)),
    st.sampled_from([Action(k) for k in (Kind.PASS, Kind.ZERO, Kind.NIL, Kind.BOARD,
                                         Kind.CONTRA, Kind.RECONTRA, Kind.DEAL)]),
)


@given(actions)
def test_action_text_round_trips(action):
    assert parse_action(str(action)) == action


@pytest.mark.parametrize(
    ("text", "expected"),
    [("bid 3", "bid 3"), ("3", "bid 3"), ("bid 10 S", "bid 10 S"), ("bid 10♠", "bid 10 S"), ("10♠", "play 10S"),
     ("capot H", "capot H"), ("play QH", "play QH"), ("QH", "play QH"), ("Zero", "zero"),
     ("contra", "contra"), ("board", "board")],
)
def test_action_text_forms(text, expected):
    assert str(parse_action(text)) == expected


@pytest.mark.parametrize("text", ["", "dance", "bid", "bid x", "play", "play 1Z", "pass now"])
def test_bad_action_text_names_what_is_wrong(text):
    with pytest.raises(ActionSyntaxError):
        parse_action(text)
