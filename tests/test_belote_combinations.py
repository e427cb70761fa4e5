"""Bazar Belote: combinations, Belote and declarations — rules 15–20 of
``bazar-belote.md`` and worked example 11, through the pure functions and the engine."""

from itertools import pairwise

import pytest

from game.core import IllegalActionError, create_game
from game.core.actions import Kind
from game.core.announcement import BELOTE, Announcement, CombinationKind
from game.core.belote.calls import ANNOUNCE, SHOW
from game.core.belote.combinations import (
    Combination,
    belote_holder,
    best_holder,
    best_split,
    fours,
    sequences,
)
from game.core.cards import HEARTS, SPADES, card_name, cards_of, parse_hand
from game.core.events import Declared
from tests.rules_helpers import run

TIERCE = Announcement(CombinationKind.SEQUENCE, 3)
FIFTY = Announcement(CombinationKind.SEQUENCE, 4)

# Example 11 as a deal: seat 0 holds the tierce Q-K-A♦, seat 1 the fifty 7-8-9-10♠;
# nobody else holds a combination and nobody holds Belote in hearts.
EXAMPLE_11_HANDS = [
    ["QD", "KD", "AD", "7C", "9C", "JH", "8H", "KS"],
    ["7S", "8S", "9S", "10S", "JC", "KC", "7H", "9H"],
    ["JS", "QS", "AS", "8C", "10C", "QH", "7D", "9D"],
    ["10H", "KH", "AH", "QC", "AC", "8D", "10D", "JD"],
]
CONTRACT = ("bid 8 H", "pass", "pass", "pass")


def split(*cards, trump=HEARTS):
    return best_split(parse_hand(cards), trump)


def labels(combos):
    return [c.label() for c in combos]


def first_legal_card(s):
    return next(a for a in s.legal_actions() if a.kind is Kind.PLAY)


def play_cards(s, n):
    for _ in range(n):
        s = s.apply(first_legal_card(s))
    return s


# ------------------------------------------------------------------------ rule 15
def test_rule_15_sequences_in_natural_order_20_50_100():
    assert [c.value for c in sequences(parse_hand(["7S", "8S", "9S"]))] == [20]
    assert [c.value for c in sequences(parse_hand(["9S", "10S", "JS", "QS"]))] == [50]
    assert [c.value for c in sequences(parse_hand(["10S", "JS", "QS", "KS", "AS"]))] == [100]
    everything = ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]
    assert [(c.value, c.length) for c in sequences(parse_hand(everything))] == [(100, 8)]
    # natural order, not trick order: 9-10-J is a run, J-Q-K too; A-7-8 is not
    assert len(sequences(parse_hand(["9H", "10H", "JH"]))) == 1
    assert sequences(parse_hand(["AH", "7H", "8H"])) == []
    assert sequences(parse_hand(["8H", "9H", "JH"])) == []  # the ten is missing
    assert sequences(parse_hand(["8H", "9D", "10H"])) == []  # one suit only


# ------------------------------------------------------------------------ rule 16
def test_rule_16_four_of_a_kind_values():
    for rank, value in (("J", 200), ("9", 150), ("A", 100), ("10", 100), ("K", 100),
                        ("Q", 100)):
        combos = fours(parse_hand([rank + s for s in "SHDC"]))
        assert [c.value for c in combos] == [value], rank
    assert fours(parse_hand(["8S", "8H", "8D", "8C"])) == []
    assert fours(parse_hand(["7S", "7H", "7D", "7C"])) == []
    assert fours(parse_hand(["JS", "JH", "JD"])) == []


# ------------------------------------------------------------------------ rule 17
def test_rule_17_a_card_counts_once_take_the_split_worth_most():
    # the J♠ could end the fifty 8-J♠ or complete four jacks: 200 + 20 beats 50
    combos = split("JS", "JH", "JD", "JC", "8S", "9S", "10S", "AD")
    assert labels(combos) == ["four jacks", "sequence of 3 to 10♠"]
    assert sum(c.value for c in combos) == 220


def test_rule_17_a_long_run_is_one_hundred_never_split():
    combos = split("7S", "8S", "9S", "10S", "JS", "QS", "AD", "KH")
    assert labels(combos) == ["sequence of 6 to Q♠"]
    assert combos[0].value == 100


def test_rule_17_equal_splits_prefer_the_higher_ranking_best_combination():
    # four tens (100) or the hundred 8-Q♠ (100): the four-of-a-kind ranks higher
    combos = split("8S", "9S", "10S", "JS", "QS", "10H", "10D", "10C")
    assert labels(combos) == ["four tens"]


def test_rule_17_two_fours_and_no_runs():
    combos = split("JS", "JH", "JD", "JC", "9S", "9H", "9D", "9C")
    assert labels(combos) == ["four jacks", "four nines"]


# ------------------------------------------------------------------------ rule 18
def seq(length, top, suit):
    return Combination("sequence", 0, 20 if length == 3 else 50 if length == 4 else 100,
                       length, top, suit)


def four(rank):
    from game.core.belote.combinations import FOUR_VALUES

    return Combination("four", 0, FOUR_VALUES[rank], 4, rank, -1)


def test_rule_18_any_four_beats_any_sequence():
    from game.core.cards import QUEEN

    assert best_holder([seq(8, 12, 0), four(QUEEN), None, None], 0, HEARTS) == 1


def test_rule_18_fours_by_value_j_9_a_10_k_q():
    from game.core.cards import ACE, JACK, KING, NINE, QUEEN, TEN

    order = [JACK, NINE, ACE, TEN, KING, QUEEN]
    for better, worse in pairwise(order):
        assert best_holder([four(worse), four(better), None, None], 0, HEARTS) == 1


def test_rule_18_sequences_by_length_then_top_then_trump_then_nearer_eldest():
    assert best_holder([seq(3, 12, 0), seq(4, 8, 1), None, None], 0, HEARTS) == 1
    assert best_holder([seq(4, 11, 0), seq(4, 12, 2), None, None], 0, HEARTS) == 1
    assert best_holder([seq(3, 12, SPADES), seq(3, 12, HEARTS), None, None], 0, HEARTS) == 1
    # same everything, neither in trump: the holder nearer eldest (eldest is seat 2 here)
    assert best_holder([seq(3, 12, 0), None, None, seq(3, 12, 2)], 2, HEARTS) == 3
    assert best_holder([seq(3, 12, 0), None, None, seq(3, 12, 2)], 0, HEARTS) == 0
    assert best_holder([None, None, None, None], 0, HEARTS) is None


def test_example_11_only_the_fifty_scores_and_four_queens_beat_a_hundred():
    from game.core.cards import QUEEN

    assert best_holder([seq(3, 12, 2), seq(4, 8, 0), None, None], 0, HEARTS) == 1
    assert best_holder([seq(5, 12, 0), four(QUEEN), None, None], 0, HEARTS) == 1
    s = run(create_game("bazar-belote").new_deal(hands=EXAMPLE_11_HANDS, dealer=3), *CONTRACT)
    s = play_cards(s, 32)
    assert s.deal_result is not None
    assert dict(s.deal_result.details)["combinations"] == "0/50"


def test_rule_18_the_best_team_scores_all_of_its_combinations():
    hands = [
        ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "AH"],  # a run of 7: the best
        ["7H", "KD", "8D", "7S", "8S", "9S", "10S", "JS"],  # a hundred 7-J♠
        ["9H", "8H", "AS", "QS", "KS", "AD", "10D", "JD"],  # a tierce Q-A♠
        ["7C", "JH", "10H", "QH", "KH", "7D", "9D", "QD"],  # a fifty 10-K♥ and Belote
    ]
    s = run(create_game("bazar-belote").new_deal(hands=hands, dealer=3), *CONTRACT)
    s = play_cards(s, 32)
    details = dict(s.deal_result.details)
    assert details["combinations"] == "120/0"
    assert details["belote"] == "0/20"


# ------------------------------------------------------------------------ rule 19
def test_rule_19_belote_holder_and_always_scored():
    hands = [parse_hand(h) for h in EXAMPLE_11_HANDS]
    assert belote_holder(hands, HEARTS) is None
    assert belote_holder(hands, 2) == 0  # K♦ Q♦ with seat 0 (also part of its tierce)
    s = run(create_game("bazar-belote").new_deal(hands=EXAMPLE_11_HANDS, dealer=3),
            "bid 8 D", "pass", "pass", "pass")
    s = play_cards(s, 32)
    details = dict(s.deal_result.details)
    assert details["belote"] == "20/0"  # scored though team 1's fifty wins the comparison
    assert details["combinations"] == "0/50"


def test_rule_19_belote_is_declared_with_the_second_card():
    s = run(create_game("bazar-belote").new_deal(hands=EXAMPLE_11_HANDS, dealer=3),
            "bid 8 D", "pass", "pass", "pass")
    said = []
    while s.phase == "play":
        s = s.apply(first_legal_card(s))
        said += [e for e in s.last_events if isinstance(e, Declared) and e.kind == BELOTE]
        if not said:
            assert s.observation(1).belote == -1
    assert len(said) == 1 and said[0].seat == 0 and said[0].value == 20
    assert sorted(card_name(c) for c in said[0].cards) == ["KD", "QD"]


# ------------------------------------------------------------------------ rule 20
def test_rule_20_auto_announce_before_trick_1_show_before_trick_2():
    s = create_game("bazar-belote").new_deal(hands=EXAMPLE_11_HANDS, dealer=3)
    s = run(s, *CONTRACT)
    assert s.last_events[-1] == Declared(0, TIERCE, 20, ())  # seat 0 to play first
    assert s.observation(1).announcements == (TIERCE, None, None, None)
    s = s.apply(first_legal_card(s))
    assert Declared(1, FIFTY, 50, ()) in s.last_events
    s = play_cards(s, 3)
    o = s.observation(2)
    assert o.announcements == (TIERCE, FIFTY, None, None)
    assert o.shown == ((), (), (), ())
    # trick 2: only seat 1 (the best) shows; its cards become public to everyone
    while not s.shown[1]:
        s = s.apply(first_legal_card(s))
    shown = [e for e in s.last_events if isinstance(e, Declared)]
    assert [sorted(card_name(c) for c in e.cards) for e in shown] == [
        ["10S", "7S", "8S", "9S"]]
    for seat in range(4):
        o = s.observation(seat)
        assert [c.label() for c in o.shown[1]] == ["sequence of 4 to 10♠"]
        assert o.shown[0] == ()  # the beaten tierce is never shown
    s = play_cards(s, 32 - len(s.past_tricks) * 4 - len(s.trick))
    assert s.shown[0] == ()


def test_rule_20_manual_announce_and_show_are_actions():
    g = create_game("bazar-belote", declarations="manual")
    s = run(g.new_deal(hands=EXAMPLE_11_HANDS, dealer=3), *CONTRACT)
    assert s.legal_actions()[0] == ANNOUNCE
    assert s.observation(0).legal[0] == ANNOUNCE
    s = s.apply("announce")
    assert s.last_events == (Declared(0, TIERCE, 20, ()),)
    assert str(TIERCE) == "sequence-3"  # the text form records and logs keep
    assert ANNOUNCE not in s.legal_actions()
    s = s.apply(first_legal_card(s))  # seat 1 to play
    assert s.legal_actions()[0] == ANNOUNCE
    s = s.apply("announce")
    s = play_cards(s, 3)  # trick 1 done
    while s.to_play not in (0, 1):
        s = s.apply(first_legal_card(s))
    assert s.legal_actions()[0] == SHOW
    with pytest.raises(IllegalActionError) as info:
        s.apply("announce")
    assert info.value.code == "announce_not_now"
    # both show: the fifty wins, only team 1 scores
    while len(s.past_tricks) == 1:
        if s.legal_actions()[0] == SHOW:
            s = s.apply("show")
        s = s.apply(first_legal_card(s))
    assert s.shown[0] and s.shown[1]
    s = play_cards(s, 32 - len(s.past_tricks) * 4 - len(s.trick))
    assert dict(s.deal_result.details)["combinations"] == "0/50"
    assert [str(a) for _, a in s.log].count("announce") == 2
    assert [str(a) for _, a in s.log].count("show") == 2


def test_rule_20_manual_combination_not_shown_in_time_is_void():
    g = create_game("bazar-belote", declarations="manual")
    s = run(g.new_deal(hands=EXAMPLE_11_HANDS, dealer=3), *CONTRACT)
    s = s.apply("announce")
    s = s.apply(first_legal_card(s))
    s = s.apply("announce")
    s = play_cards(s, 3)
    # seat 1 (the fifty) plays its trick-2 card without showing; seat 0 shows its tierce
    while len(s.past_tricks) == 1:
        if s.to_play == 0:
            s = s.apply("show")
        s = s.apply(first_legal_card(s))
    assert s.shown[0] and not s.shown[1]
    assert SHOW not in s.legal_actions()
    s = play_cards(s, 32 - len(s.past_tricks) * 4 - len(s.trick))
    assert dict(s.deal_result.details)["combinations"] == "20/0"


def test_rule_20_manual_playing_without_announcing_forgoes_the_combination():
    g = create_game("bazar-belote", declarations="manual")
    s = run(g.new_deal(hands=EXAMPLE_11_HANDS, dealer=3), *CONTRACT)
    s = s.apply(first_legal_card(s))  # seat 0 plays without announcing
    assert s.announced[0] is None
    while len(s.past_tricks) < 2:
        assert not (s.to_play == 0 and SHOW in s.legal_actions())
        if s.legal_actions()[0] in (ANNOUNCE, SHOW):
            s = s.apply(s.legal_actions()[0])
        s = s.apply(first_legal_card(s))
    assert s.shown[0] == () and s.shown[1]


def test_rule_20_auto_refuses_declaration_actions():
    s = run(create_game("bazar-belote").new_deal(hands=EXAMPLE_11_HANDS, dealer=3), *CONTRACT)
    with pytest.raises(IllegalActionError) as info:
        s.apply("announce")
    assert info.value.code == "declarations_auto"


def test_rule_20_observations_never_show_unshown_combination_cards():
    s = run(create_game("bazar-belote").new_deal(hands=EXAMPLE_11_HANDS, dealer=3), *CONTRACT)
    s = play_cards(s, 8)
    o = s.observation(1)
    tierce = parse_hand(["QD", "KD", "AD"])
    assert o.shown_cards & tierce == 0
    assert o.hand == s.hands[1]
    assert not any(c.cards & tierce for combos in o.shown for c in combos)
    assert set(cards_of(o.shown_cards)) <= set(cards_of(parse_hand(EXAMPLE_11_HANDS[1])))


def test_an_announcement_is_worded_from_its_data_in_every_language() -> None:
    """issue 41: the kind was ``"sequence-4"`` text, parsed again by the client."""
    from game.client.table.game_text import declaration_word
    from game.core.cards import JACK
    from game.i18n import set_language

    assert declaration_word(FIFTY) == "Fifty"
    assert declaration_word(Announcement(CombinationKind.FOUR, JACK)) == "Four jacks"
    assert declaration_word(Announcement(CombinationKind.SEQUENCE, 6)) == "Hundred"
    assert str(Announcement(CombinationKind.FOUR, JACK)) == "four-J"
    try:
        set_language("fr")
        assert declaration_word(FIFTY) not in ("", "Fifty")
    finally:
        set_language("en")
