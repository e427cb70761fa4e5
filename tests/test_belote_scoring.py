"""Bazar Belote: scoring — rules 26–32 of ``bazar-belote.md`` and worked examples 12–16,
on the pure scoring functions and through whole deals and matches."""

import random

import pytest

from game.core import create_game
from game.core.belote.contracts import BeloteContract
from game.core.belote.rules import BeloteOptions
from game.core.belote.scoring import (
    DealFigures,
    card_portions,
    round_small,
    score_deal,
    small_card_points,
)
from game.core.contract import ContractRecord
from game.core.teams import target_winner
from tests.rules_helpers import play_randomly, run

CLASSIC = BeloteOptions()
EACH_SIDE = BeloteOptions(contra_scoring="multiply_each_side")


def figures(team=0, number=9, capot=False, multiplier=1, cards=(96, 66), tricks=(5, 3),
            combinations=(0, 50), belote=(20, 0)):
    return DealFigures(team, number, capot, multiplier, cards, tricks, combinations, belote)


# --------------------------------------------------------------------- rules 26–28
def test_rule_26_raw_is_cards_plus_scored_combinations_plus_belote():
    assert score_deal(figures(), CLASSIC).raw == (116, 116)


def test_rule_27_number_contract_made_iff_raw_reaches_ten_n():
    assert score_deal(figures(number=11), CLASSIC).made  # 116 ≥ 110
    assert not score_deal(figures(number=12), CLASSIC).made  # 116 < 120
    # combinations alone can make it
    assert score_deal(figures(number=8, cards=(0, 162), tricks=(0, 8),
                              combinations=(200, 0), belote=(0, 0)), CLASSIC).made


def test_rule_27_capot_made_iff_all_eight_tricks():
    assert score_deal(figures(capot=True, cards=(162, 0), tricks=(8, 0)), CLASSIC).made
    assert not score_deal(figures(capot=True, cards=(160, 2), tricks=(7, 1)), CLASSIC).made


def test_rule_28_a_remainder_of_five_rounds_down():
    assert round_small(85) == 8 and round_small(77) == 8
    assert round_small(84) == 8 and round_small(86) == 9 and round_small(80) == 8


def test_rule_28_card_portion_always_totals_16():
    for a in range(163):
        assert sum(small_card_points((a, 162 - a))) == 16, a


def test_example_16_rounding():
    assert small_card_points((85, 77)) == (8, 8)
    assert small_card_points((106, 56)) == (10, 6)
    assert small_card_points((96, 66)) == (9, 7)
    assert small_card_points((66, 96)) == (7, 9)
    assert small_card_points((156, 6)) == (15, 1)


# ------------------------------------------------------------------------ rule 29
def test_rule_29_made_each_team_scores_its_own():
    assert score_deal(figures(), CLASSIC).points == (11, 12)


def test_rule_29_a_side_with_all_eight_tricks_gets_25_bid_or_not():
    s = score_deal(figures(cards=(162, 0), tricks=(8, 0), combinations=(0, 50)), CLASSIC)
    assert s.points == (25 + 2, 5)
    assert card_portions(figures(cards=(162, 0), tricks=(8, 0))) == (25, 0)


def test_rule_29_made_capot_contract():
    s = score_deal(figures(capot=True, cards=(162, 0), tricks=(8, 0), combinations=(0, 50),
                           belote=(20, 0)), CLASSIC)
    assert s.points == (27, 5)


# ------------------------------------------------------------------------ rule 30
def test_rule_30_failed_defenders_take_16_and_every_combination():
    s = score_deal(figures(number=16, combinations=(40, 0), belote=(20, 0)), CLASSIC)
    assert not s.made and s.points == (0, 16 + 4 + 2)


def test_rule_30_failed_defenders_with_every_trick_take_25():
    s = score_deal(figures(number=8, cards=(0, 162), tricks=(0, 8), combinations=(0, 0),
                           belote=(0, 0)), CLASSIC)
    assert s.points == (0, 25)


def test_example_12_made_9_hearts():
    s = score_deal(figures(), CLASSIC)
    assert s.made and s.raw[0] == 116 and s.small_cards == (9, 7)
    assert s.points == (11, 12)


def test_example_13_failed_12_hearts():
    s = score_deal(figures(number=12), CLASSIC)
    assert not s.made and s.points == (0, 23)


# ------------------------------------------------------------------------ rule 31
def test_example_14_contra_and_recontra_winner_takes_all():
    assert score_deal(figures(number=12, multiplier=2), CLASSIC).points == (0, 46)
    assert score_deal(figures(number=12, multiplier=4), CLASSIC).points == (0, 92)
    assert score_deal(figures(number=9, multiplier=2), CLASSIC).points == (46, 0)


def test_rule_31_contra_winner_with_every_trick_takes_25():
    s = score_deal(figures(number=9, multiplier=2, cards=(162, 0), tricks=(8, 0)), CLASSIC)
    assert s.points == ((25 + 7) * 2, 0)


def test_rule_31_option_multiply_each_side():
    assert score_deal(figures(number=9, multiplier=2), EACH_SIDE).points == (22, 24)
    assert score_deal(figures(number=12, multiplier=4), EACH_SIDE).points == (0, 92)


def test_example_15_capot_made_and_failed():
    made = figures(capot=True, cards=(162, 0), tricks=(8, 0), combinations=(0, 0),
                   belote=(20, 0))
    assert score_deal(made, CLASSIC).points == (27, 0)
    failed = figures(capot=True, cards=(150, 12), tricks=(7, 1), combinations=(0, 0),
                     belote=(20, 0))
    assert score_deal(failed, CLASSIC).points == (0, 27)


# ------------------------------------------------------------------------ rule 32
def test_rule_32_target_reached_higher_total_wins_equal_totals_play_on():
    assert target_winner((101, 90), 101) == 0
    assert target_winner((90, 130), 101) == 1
    assert target_winner((120, 110), 101) == 0
    assert target_winner((105, 105), 101) is None
    assert target_winner((100, 99), 101) is None


def test_rule_32_a_match_ends_when_a_team_reaches_the_target():
    for seed in range(3):
        s = create_game("bazar-belote", target=16).new_match(seed=seed)
        s = play_randomly(s, random.Random(seed))
        assert s.is_over and s.winners is not None
        (team,) = s.winners
        assert s.scores[team] >= 16 and s.scores[team] > s.scores[1 - team]
        assert s.scores == tuple(sum(r.points[i] for r in s.results) for i in (0, 1))
        before = tuple(sum(r.points[i] for r in s.results[:-1]) for i in (0, 1))
        assert max(before) < 16 or before[0] == before[1]


# ------------------------------------------------------------------- whole deals
HANDS = [
    ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "AH"],
    ["7H", "KD", "8D", "7S", "8S", "9S", "10S", "JS"],
    ["9H", "8H", "AS", "QS", "KS", "AD", "10D", "JD"],
    ["7C", "JH", "10H", "QH", "KH", "7D", "9D", "QD"],
]


def first_card_to_the_end(s):
    while s.phase == "play":
        s = s.apply(s.legal_actions()[0])
    return s


@pytest.mark.parametrize("contra", [(), ("contra",), ("contra", "recontra")])
def test_whole_deal_result_carries_contract_made_and_figures(contra):
    g = create_game("bazar-belote")
    s = run(g.new_deal(hands=HANDS, dealer=3), "bid 8 H", *contra)
    while s.phase == "bidding":
        s = s.apply("pass")
    s = first_card_to_the_end(s)
    r = s.deal_result
    d = dict(r.details)
    multiplier = (1, 2, 4)[len(contra)]
    expected = "8♥ by seat 0" if not contra else f"8♥ ×{multiplier} by seat 0"
    assert r.contracts == (ContractRecord(BeloteContract.SUIT, 8, 1, multiplier, 0), None)
    assert r.contracts[0].text() == expected and d["contract"] == expected
    assert r.made[1] is None and r.made[0] == (d["result"] == "made")
    a, b = (int(x) for x in d["card_points"].split("/"))
    assert a + b == 162
    assert sum(r.tricks) == 8 and s.scores == r.points
    if not contra:
        portion = [int(x) for x in d["card_portion"].split("/")]
        assert sum(portion) in (16, 25)
    else:
        assert 0 in r.points


def test_whole_deal_example_12_shape_numbers_agree_with_rules():
    g = create_game("bazar-belote")
    s = run(g.new_deal(hands=HANDS, dealer=3), "bid 8 H", "pass", "pass", "pass")
    s = first_card_to_the_end(s)
    d = dict(s.deal_result.details)
    cards = tuple(int(x) for x in d["card_points"].split("/"))
    combos = tuple(int(x) for x in d["combinations"].split("/"))
    belote = tuple(int(x) for x in d["belote"].split("/"))
    expected = score_deal(DealFigures(0, 8, False, 1, cards,
                                      (s.tricks[0] + s.tricks[2], s.tricks[1] + s.tricks[3]),
                                      combos, belote), CLASSIC)
    assert s.deal_result.points == expected.points
