"""Cards and action text: one id space for both decks, parse/format round trips."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import ActionSyntaxError, parse_action
from game.core.actions import Action, Kind, bid, play
from game.core.belote.calls import BeloteKind, capot
from game.core.cards import (
    DECK_32,
    DECK_52,
    card_name,
    cards_of,
    parse_card,
    parse_hand,
    rank_of,
)
from game.core.partnership.calls import PartnershipKind


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
    st.sampled_from([Action(k) for k in (Kind.PASS, PartnershipKind.ZERO, PartnershipKind.NIL, PartnershipKind.BOARD,
                                         BeloteKind.CONTRA, BeloteKind.RECONTRA, Kind.DEAL)]),
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


# ------------------------------------------------------------------ kinds a game declares
def test_the_cores_kind_holds_only_the_calls_every_game_shares():
    named = {name for name, value in vars(Kind).items() if isinstance(value, Kind)}
    assert named == {"PASS", "BID", "PLAY", "DEAL", "WAIT"}
    assert not hasattr(Kind, "CAPOT") and not hasattr(Kind, "ZERO")


def test_a_new_game_declares_its_own_call_and_the_text_form_knows_it():
    """What a fourth game does in its ``calls`` module, in a fresh interpreter (a declared
    kind stays declared): its call reads, writes, orders and pickles like the core's."""
    code = (
        "import pickle\n"
        "from game.core.actions import Action, Kind, declare_kind, parse_action, bid\n"
        "BLIND = declare_kind(20, 'blind')\n"
        "SPLASH = declare_kind(21, 'splash', takes_suit=True)\n"
        "a, b = parse_action('blind'), parse_action('splash d')\n"
        "assert a == Action(BLIND) and str(a) == 'blind' and a.label() == 'Blind'\n"
        "assert b == Action(SPLASH, suit=2) and str(b) == 'splash D'\n"
        "assert sorted([b, a, bid(3)]) == [bid(3), a, b]\n"
        "assert pickle.loads(pickle.dumps(a)).kind is BLIND\n"
        "for bad in (lambda: declare_kind(21, 'other'), lambda: declare_kind(22, 'blind'),\n"
        "            lambda: Action(SPLASH)):\n"
        "    try:\n"
        "        bad()\n"
        "    except ValueError:\n"
        "        pass\n"
        "    else:\n"
        "        raise AssertionError('accepted')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr


def test_a_games_calls_are_named_from_its_own_package():
    """No ``Kind.CAPOT``: a game's kinds are named from its own ``calls`` module (the
    core's ``Kind`` knows only what every game shares)."""
    root = Path(__file__).resolve().parent.parent
    shared = {"PASS", "BID", "PLAY", "DEAL", "WAIT"}
    found = []
    for path in sorted([*root.joinpath("game").rglob("*.py"), *root.joinpath("ai").rglob("*.py"),
                        *root.joinpath("bench").rglob("*.py"),
                        *root.joinpath("tests").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id == "Kind" and node.attr.isupper()
                    and node.attr not in shared):
                found.append(f"{path.relative_to(root)}:{node.lineno} Kind.{node.attr}")
    assert found == []
