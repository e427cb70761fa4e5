"""Partnership Blackout, rule by rule and example by example
(../shared/rules/partnership-blackout.md).  Dealer seat 3: calls and the lead go 0, 1, 2, 3."""

import random

import pytest

from game.core import IllegalActionError, OptionError, create_game
from game.core.cards import parse_card
from game.core.contract import ContractRecord
from game.core.partnership.contracts import PartnershipContract
from game.core.partnership.rules import (
    Contract,
    PartnershipOptions,
    auction_winner,
    contract_points,
)
from game.core.teams import target_winner
from game.core.trick import plain_winner
from tests.rules_helpers import play_randomly, run

SPADES = 0


def full_deal(**options):
    return create_game("partnership-blackout", **options).new_deal(seed=21, dealer=3)


def test_rule_1_2_four_players_thirteen_cards_spades_trump():
    s = full_deal()
    assert [h.bit_count() for h in s.hands] == [13] * 4
    assert s.trump == SPADES and s.to_play == 0


def test_example_1_numbers_add_up_per_team():
    s = run(full_deal(), "4", "3", "2", "5")
    assert s.contracts == (Contract("number", 6), Contract("number", 8))
    assert s.phase == "play"


def test_example_2_totals_are_capped_at_12():
    s = run(full_deal(), "8", "1", "7", "2")
    assert s.contracts == (Contract("number", 12), Contract("number", 3))


def test_example_3_zero_skips_the_partner():
    s = run(full_deal(), "5", "zero", "4")
    assert s.phase == "play" and s.skipped == (3,)
    assert s.contracts == (Contract("number", 9), Contract("zero"))


def test_example_4_a_later_board_voids_the_partners_number():
    s = run(full_deal(), "3", "4", "board", "6")
    assert s.contracts == (Contract("board"), Contract("number", 10))


def test_example_5_pass_skips_the_partner():
    s = run(full_deal(), "pass")
    assert s.to_play == 1
    s = run(s, "3")
    assert s.to_play == 3 and s.skipped == (2,)


def test_rule_9_both_teams_pass_throws_the_cards_in():
    g = create_game("partnership-blackout")
    s = run(g.new_match(seed=3), "pass", "pass")
    assert s.deal_result.thrown_in and s.deal_result.points == (0, 0)
    assert s.phase == "scored" and s.scores == (0, 0)
    dealer = s.dealer
    s = s.apply("deal")
    assert s.dealer == (dealer + 1) % 4 and s.phase == "bidding"


def test_rule_9_a_single_deal_thrown_in_is_over():
    s = run(full_deal(), "pass", "pass")
    assert s.is_over and s.deal_result.thrown_in


def test_rule_5_number_calls_are_1_to_12():
    with pytest.raises(IllegalActionError) as e:
        full_deal().apply("bid 13")
    assert e.value.code == "number_out_of_range"
    with pytest.raises(IllegalActionError):
        full_deal().apply("bid 0")


def test_pagat_preset_has_nil_and_no_pass():
    s = full_deal(preset="pagat")
    words = {str(a) for a in s.legal_actions()}
    assert "nil" in words and "pass" not in words and "zero" not in words
    with pytest.raises(IllegalActionError) as e:
        s.apply("pass")
    assert e.value.code == "no_pass"
    with pytest.raises(IllegalActionError) as e:
        s.apply("zero")
    assert e.value.code == "nil_not_zero"


def test_classic_rejects_nil():
    with pytest.raises(IllegalActionError) as e:
        full_deal().apply("nil")
    assert e.value.code == "zero_not_nil"


def test_explicit_options_override_the_preset():
    g = create_game("partnership-blackout", preset="pagat", allow_pass=True)
    assert g.options.allow_pass and g.options.zero_mode == "individual"
    with pytest.raises(OptionError, match="unknown preset"):
        create_game("partnership-blackout", preset="spades")


def example6(hand0, **options):
    g = create_game("partnership-blackout", **options)
    hands = [hand0, ["2C", "3C", "4C", "5C"], ["6C", "7C", "8C", "9C"], ["10C", "JC", "QC", "KC"]]
    hands[0] = hand0 + [c for c in ["AC", "AD", "AH", "QH"] if c not in hand0][: 4 - len(hand0)]
    return run(g.new_deal(hands=hands, dealer=3), "1", "1", "1", "1")


def test_example_6_no_spade_lead_while_holding_other_suits():
    s = example6(["KS", "4S", "2H", "9D"])
    assert sorted(str(a) for a in s.legal_actions()) == ["play 2H", "play 9D"]
    with pytest.raises(IllegalActionError, match="spade may not be led") as e:
        s.apply("play KS")
    assert e.value.code == "no_spade_lead"


def test_example_6_only_spades_may_be_led():
    g = create_game("partnership-blackout")
    hands = [["KS", "4S"], ["2C", "3C"], ["6C", "7C"], ["10C", "JC"]]
    s = run(g.new_deal(hands=hands, dealer=3), "1", "1", "1", "1")
    assert sorted(str(a) for a in s.legal_actions()) == ["play 4S", "play KS"]


def test_rule_13_the_rule_holds_at_every_trick_even_after_spades_were_played():
    g = create_game("partnership-blackout")
    hands = [["2H", "KS", "3H"], ["2S", "3S", "AD"], ["6C", "7C", "8C"], ["10C", "JC", "QC"]]
    s = run(g.new_deal(hands=hands, dealer=3), "1", "1", "1", "1",
            "play 2H", "play 2S", "play 6C", "play 10C")
    assert s.to_play == 1  # the spade won; seat 1 leads holding 3S AD
    assert [str(a) for a in s.legal_actions()] == ["play AD"]


def test_option_spades_must_be_broken():
    g = create_game("partnership-blackout", spades_must_be_broken=True)
    hands = [["2H", "KS", "3H"], ["2S", "3S", "AD"], ["6C", "7C", "8C"], ["10C", "JC", "QC"]]
    s = run(g.new_deal(hands=hands, dealer=3), "1", "1", "1", "1")
    with pytest.raises(IllegalActionError) as e:
        s.apply("play KS")
    assert e.value.code == "spades_not_broken"
    s = run(s, "play 2H", "play 2S", "play 6C", "play 10C")
    assert "play 3S" in {str(a) for a in s.legal_actions()}


def test_example_7_void_plays_any_card():
    g = create_game("partnership-blackout")
    hands = [["2D", "5H"], ["AC", "3S"], ["6C", "7C"], ["10C", "JC"]]
    s = run(g.new_deal(hands=hands, dealer=3), "1", "1", "1", "1", "play 2D")
    assert sorted(str(a) for a in s.legal_actions()) == ["play 3S", "play AC"]


def test_example_8_the_spade_wins():
    trick = tuple((i, parse_card(c)) for i, c in enumerate(["QH", "KH", "2S", "AH"]))
    assert plain_winner(trick, SPADES) == 2


def pts(contract, team, seat_tricks=(0, 0, 0, 0), **options):
    return contract_points(contract, team, seat_tricks, 13, PartnershipOptions(**options))


def test_example_9_number_scoring():
    eight = Contract("number", 8)
    assert pts(eight, 9) == 10
    assert pts(eight, 9, overtricks="per_trick") == 11
    assert pts(eight, 13) == 11
    assert pts(eight, 13, overtricks="per_trick") == 15
    assert pts(eight, 7) == -10
    assert pts(eight, 7, number_failed=0) == 0


def test_example_10_board_zero_nil():
    assert pts(Contract("board"), 13) == 40
    assert pts(Contract("board"), 12) == -10
    assert pts(Contract("zero"), 0) == 40
    assert pts(Contract("zero"), 1) == -10
    nil = Contract("nil", seat=1)
    assert pts(nil, 5, (4, 0, 4, 5)) == 40
    assert pts(Contract("zero"), 5) == -10
    assert pts(Contract("pass"), 7) == 0


def test_example_11_target_and_ties():
    assert target_winner((105, 88), 100) == 0
    assert target_winner((105, 110), 100) == 1
    assert target_winner((105, 105), 100) is None
    assert target_winner((95, 98), 100) is None


def test_rule_21_totals_may_go_negative_and_the_target_ends_the_match():
    g = create_game("partnership-blackout", target=10, auction_winner_only=False)
    s = g.new_match(seed=2)
    while s.phase == "bidding":  # team A calls 1 + 1, team B calls Board and fails
        s = s.apply("board" if s.to_play % 2 else "1")
    s = play_randomly(s, random.Random(2))
    board_made = s.results[0].made[1]
    assert not board_made
    assert s.is_over and s.scores == (10, -10) and s.winners == (0,)


def test_rule_10_auction_winner_ranking():
    num = Contract("number", 9)
    assert auction_winner((Contract("board"), num), eldest=1) == 0
    assert auction_winner((Contract("number", 8), num), eldest=0) == 1
    assert auction_winner((Contract("zero"), Contract("pass")), eldest=1) == 0
    assert auction_winner((num, num), eldest=1) == 1


def test_rule_10_classic_scores_only_the_auction_winner_and_pagat_both_teams():
    assert create_game("partnership-blackout").options.auction_winner_only
    assert not create_game("partnership-blackout", preset="pagat").options.auction_winner_only
    both = create_game("partnership-blackout", auction_winner_only=False)
    assert both.options.preset == "classic" and not both.options.auction_winner_only


def spades_to_seat_0(**options):
    """Seat 0 holds every spade, so it takes all 13 tricks whatever anyone plays."""
    g = create_game("partnership-blackout", **options)
    suits = "SHDC"
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    return g.new_deal(hands=[[r + s for r in ranks] for s in suits], dealer=3)


def test_example_12_a_number_wins_the_auction_over_a_zero():
    s = play_randomly(run(spades_to_seat_0(), "5", "zero", "4"), random.Random(0))
    assert s.auction_winner == 0 and s.team_tricks == (13, 0)
    assert s.deal_result.points == (11, 0)  # B took no trick, but it defended: 0


def test_example_12_a_zero_wins_the_auction_over_a_pass():
    s = play_randomly(run(spades_to_seat_0(), "pass", "zero"), random.Random(0))
    assert s.auction_winner == 1 and s.team_tricks == (13, 0)
    assert s.deal_result.points == (0, 40)


def test_example_12_equal_totals_go_to_the_team_of_eldest():
    s = run(full_deal(), "3", "4", "3", "2")
    assert s.contracts == (Contract("number", 6), Contract("number", 6))
    assert s.auction_winner == 0  # eldest is seat 0 (dealer 3)


def test_example_12_with_both_contracts_scored_the_defenders_zero_counts():
    s = run(spades_to_seat_0(auction_winner_only=False), "5", "zero", "4")
    s = play_randomly(s, random.Random(0))
    assert s.deal_result.points == (11, 40)


def test_rule_10_auction_winner_only_scores_the_winner():
    g = create_game("partnership-blackout", auction_winner_only=True)
    s = run(g.new_deal(seed=21, dealer=3), "4", "3", "2", "6")
    assert s.auction_winner == 1
    s = play_randomly(s, random.Random(0))
    assert s.deal_result.points[0] == 0


def test_rule_15_tricks_are_counted_per_player_and_team():
    s = play_randomly(full_deal(), random.Random(5))
    assert sum(s.tricks) == 13
    assert s.team_tricks == (s.tricks[0] + s.tricks[2], s.tricks[1] + s.tricks[3])


def test_deal_result_points_by_team():
    s = full_deal(auction_winner_only=False)
    s = play_randomly(run(s, "4", "3", "2", "5"), random.Random(1))
    r = s.deal_result
    team = s.team_tricks
    assert r.points == (10 + (team[0] == 13) if team[0] >= 6 else -10,
                        10 + (team[1] == 13) if team[1] >= 8 else -10)
    assert r.contracts == (ContractRecord(PartnershipContract.NUMBER, 6),
                           ContractRecord(PartnershipContract.NUMBER, 8))
    assert r.as_json()["contracts"] == ["Number(6)", "Number(8)"]
