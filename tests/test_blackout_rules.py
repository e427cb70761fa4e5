"""Blackout, rule by rule and example by example (../shared/rules/blackout.md)."""

import random

import pytest

from game.core import IllegalActionError, OptionError, UnknownGameError, create_game
from game.core.blackout.rules import (
    BlackoutOptions,
    deal_schedule,
    over_under,
    seat_points,
    settlement,
)
from game.core.cards import DECK_52, parse_card
from game.core.dealing import deal_out, first_dealer, shuffled
from game.core.events import AuctionClosed, MatchOver, TrickWon
from game.core.trick import plain_winner
from tests.rules_helpers import play_randomly, run

HEARTS, SPADES = 1, 0


def card(text):
    return parse_card(text)


# --- 1. Players, deals, trump -------------------------------------------------------

@pytest.mark.parametrize(("players", "deals"), [(3, 15), (4, 13), (5, 10), (6, 8), (7, 7)])
def test_rule_2_number_of_deals_by_players(players, deals):
    assert create_game("blackout", players=players).schedule == tuple(range(1, deals + 1))


def test_rule_2_three_players_may_play_17_deals():
    assert len(create_game("blackout", players=3, max_cards=17).schedule) == 17


def test_rule_2_max_cards_beyond_the_pack_is_rejected():
    with pytest.raises(OptionError, match="max_cards"):
        create_game("blackout", players=5, max_cards=11)


@pytest.mark.parametrize(
    ("sequence", "expected"),
    [("ascending", (1, 2, 3)), ("descending", (3, 2, 1)),
     ("up_down", (1, 2, 3, 2, 1)), ("down_up", (3, 2, 1, 2, 3))],
)
def test_rule_2_deal_sequences_deal_the_turning_size_once(sequence, expected):
    assert deal_schedule(BlackoutOptions(max_cards=3, deal_sequence=sequence)) == expected


def test_rule_3_first_dealer_by_lot_then_clockwise():
    g = create_game("blackout", players=5)
    s = g.new_match(seed=11)
    assert s.dealer == first_dealer(11, 5)
    dealers = [s.dealer]
    rng = random.Random(0)
    while len(dealers) < 4:
        s = s.apply(rng.choice(s.legal_actions()))
        if s.phase == "scored":
            s = s.apply("deal")
            dealers.append(s.dealer)
    assert dealers == [(dealers[0] + i) % 5 for i in range(4)]


def test_rule_3_cards_are_dealt_one_at_a_time_from_the_left_of_the_dealer():
    hands, rest = deal_out(DECK_52, 99, 4, 3, dealer=2)
    order = shuffled(DECK_52, 99)
    for k in range(12):
        assert hands[(2 + 1 + k) % 4] >> order[k] & 1
    assert rest[0] == order[12]


def test_rule_4_the_next_card_is_turned_up_for_trump():
    g = create_game("blackout", players=5)
    s = g.new_deal(seed=5, deal_number=10)
    assert s.turn_up == shuffled(DECK_52, 5)[50]  # example 1: the 51st card
    assert s.trump == s.turn_up // 13
    assert not any(h >> s.turn_up & 1 for h in s.hands)


def test_example_1_three_players_turn_the_46th_card():
    s = create_game("blackout", players=3).new_deal(seed=8, deal_number=15)
    assert s.turn_up == shuffled(DECK_52, 8)[45]


def test_example_1_four_players_last_deal_has_no_trump():
    s = create_game("blackout").new_deal(seed=3, deal_number=13)
    assert s.turn_up is None and s.trump == -1
    assert sum(h.bit_count() for h in s.hands) == 52


def test_rule_4_option_last_deal_no_trump():
    g = create_game("blackout", players=5, last_deal_no_trump=True)
    assert g.new_deal(seed=1, deal_number=10).trump == -1
    assert g.new_deal(seed=1, deal_number=9).trump >= 0


# --- 2. Bidding ---------------------------------------------------------------------

def deal3(**options):
    """Deal 3 of a 4-player game, seat 3 deals, trump hearts."""
    g = create_game("blackout", **options)
    return g.new_deal(
        hands=[["AS", "KS", "QS"], ["2C", "3C", "4C"], ["2D", "3D", "4D"], ["5H", "6H", "7H"]],
        dealer=3, turn_up="AH", deal_number=3,
    )


def test_rule_5_bids_are_0_to_i_eldest_first_dealer_last():
    s = deal3()
    assert s.to_play == 0
    assert [str(a) for a in s.legal_actions()] == ["bid 0", "bid 1", "bid 2", "bid 3"]
    s = run(s, "bid 1", "bid 0", "bid 2")
    assert s.to_play == 3


def test_rule_5_there_is_no_pass_and_no_bid_above_the_hand():
    s = deal3()
    with pytest.raises(IllegalActionError, match="no pass") as e:
        s.apply("pass")
    assert e.value.code == "blackout_bid_only"
    with pytest.raises(IllegalActionError, match="0 to 3") as e:
        s.apply("bid 4")
    assert e.value.code == "bid_out_of_range"


def test_example_2_even_is_legal_without_the_hook():
    s = run(deal3(), "bid 1", "bid 0", "bid 2", "bid 0")
    assert s.over_under == "even"
    assert s.phase == "play" and s.to_play == 0
    assert AuctionClosed() in s.last_events  # the verdict is the state's, not the event's


def test_example_2_with_the_hook_the_dealer_may_not_make_it_even():
    s = run(deal3(hook=True), "bid 1", "bid 0", "bid 2")
    assert [a.number for a in s.legal_actions()] == [1, 2, 3]
    assert s.forbidden_bid() == 0
    with pytest.raises(IllegalActionError, match="hook") as e:
        s.apply("bid 0")
    assert e.value.code == "hook"


def test_rule_6_the_hook_does_not_bind_other_players():
    s = run(deal3(hook=True), "bid 1")
    assert len(s.legal_actions()) == 4


def test_example_2_over():
    assert run(deal3(), "bid 2", "bid 1", "bid 2", "bid 0").over_under == "over"
    assert over_under(1, 3) == "under"


def test_rule_9_every_bid_is_visible_to_every_seat():
    s = run(deal3(), "bid 2", "bid 1")
    for seat in range(4):
        assert s.observation(seat).bids == (2, 1, -1, -1)


# --- 3. Play ------------------------------------------------------------------------

def example3_state(hand_seat1):
    g = create_game("blackout")
    hands = [["4S", "9C", "9D"], hand_seat1, ["5S", "6S", "7S"], ["8S", "10C", "JD"]]
    s = g.new_deal(hands=hands, dealer=3, turn_up="AH")
    return run(s, "bid 0", "bid 0", "bid 0", "bid 0", "play 4S")


def test_example_3_void_in_the_led_suit_may_play_any_card():
    s = example3_state(["KH", "2D", "5C"])
    assert sorted(str(a) for a in s.legal_actions()) == ["play 2D", "play 5C", "play KH"]


def test_example_3_must_follow_suit():
    s = example3_state(["3S", "KH", "2C"])
    assert [str(a) for a in s.legal_actions()] == ["play 3S"]
    with pytest.raises(IllegalActionError, match="must follow suit: you hold a spade") as e:
        s.apply("play KH")
    assert e.value.code == "must_follow_suit"


def test_a_card_not_in_hand_is_refused():
    s = example3_state(["3S", "KH", "2C"])
    with pytest.raises(IllegalActionError, match="do not hold") as e:
        s.apply("play AS")
    assert e.value.code == "card_not_in_hand"


def trick(*texts, first=0):
    return tuple(((first + i) % 4, card(t)) for i, t in enumerate(texts))


def test_example_4_trump_wins():
    assert plain_winner(trick("9D", "KD", "2H", "AD"), HEARTS) == 2


def test_example_4_without_trump_highest_of_led_suit():
    assert plain_winner(trick("9D", "KD", "2H", "AD"), -1) == 3


def test_example_4_off_suit_cards_never_win():
    assert plain_winner(trick("4C", "2C", "AS", "10C"), HEARTS) == 3


def test_rule_10_eldest_leads_then_the_trick_winner_leads():
    g = create_game("blackout")
    s = g.new_deal(
        hands=[["2S", "3S"], ["AS", "4S"], ["5S", "6S"], ["7S", "8S"]], dealer=3, turn_up="2H"
    )
    s = run(s, "bid 0", "bid 0", "bid 0", "bid 0")
    assert s.to_play == 0
    s = run(s, "play 2S", "play AS", "play 5S", "play 7S")
    assert TrickWon(1, trick("2S", "AS", "5S", "7S")) in s.last_events
    assert s.to_play == 1 and s.tricks == (0, 1, 0, 0)


# --- 4. Scoring ---------------------------------------------------------------------

@pytest.mark.parametrize(
    ("bid", "took", "options", "points"),
    [(3, 3, {}, 13), (2, 3, {}, 0), (0, 0, {}, 10), (0, 0, {"zero_bid": "5"}, 5),
     (0, 0, {"zero_bid": "5_plus_tricks"}, 10), (0, 1, {}, 0)],
)
def test_example_5_scoring_in_deal_5(bid, took, options, points):
    assert seat_points(bid, took, 5, BlackoutOptions(**options)) == points


@pytest.mark.parametrize(
    ("bid", "took", "penalty", "points"),
    [(3, 1, "bid", -3), (3, 1, "difference", -2), (2, 4, "difference", -2),
     (0, 2, "bid", 0), (0, 2, "difference", -2), (3, 3, "bid", 13)],
)
def test_rule_15_16_miss_penalties(bid, took, penalty, points):
    assert seat_points(bid, took, 5, BlackoutOptions(miss_penalty=penalty)) == points


@pytest.mark.parametrize(("bid", "took", "points"), [(2, 2, 12), (2, 3, 3), (0, 0, 10), (0, 1, 1)])
def test_rule_16_basic_scoring_ignores_zero_bid_and_penalties(bid, took, points):
    opts = BlackoutOptions(scoring="basic", zero_bid="5", miss_penalty="bid")
    assert seat_points(bid, took, 5, opts) == points


def test_example_6_settlement():
    assert settlement((50, 40, 30, 20)) == (60, 20, -20, -60)
    assert settlement((60, 40, 30, 20)) == (90, 10, -30, -70)


def test_rule_17_winner_bonus_goes_to_final_totals_not_to_the_last_deal():
    g = create_game("blackout", players=3, max_cards=2, winner_bonus=True)
    s = play_randomly(g.new_match(seed=4), random.Random(4))
    dealt = tuple(sum(r.points[p] for r in s.results) for p in range(3))
    assert s.winners is not None
    assert s.scores == tuple(d + 10 * (p in s.winners) for p, d in enumerate(dealt))
    assert MatchOver(s.winners, s.scores) in s.last_events
    assert s.settlement == settlement(s.scores) and sum(s.settlement) == 0


def test_rule_17_equal_highest_totals_are_co_winners():
    from game.core.blackout.rules import match_winners

    assert match_winners((30, 12, 30)) == (0, 2)


def test_a_whole_match_ends_after_the_schedule_with_a_winner():
    g = create_game("blackout", players=4)
    s = play_randomly(g.new_match(seed=1), random.Random(1))
    assert s.is_over and len(s.results) == 13 and s.legal_actions() == ()
    assert s.to_play is None
    assert s.scores == tuple(sum(r.points[p] for r in s.results) for p in range(4))


# --- options ------------------------------------------------------------------------

def test_unknown_option_is_rejected_by_name_with_the_valid_ones():
    with pytest.raises(OptionError, match="unknown option 'hooks'.*hook"):
        create_game("blackout", hooks=True)


def test_bad_option_value_is_rejected():
    with pytest.raises(OptionError, match="zero_bid"):
        create_game("blackout", zero_bid="7")
    with pytest.raises(OptionError, match="players"):
        create_game("blackout", players=8)


def test_unknown_game_is_rejected_with_the_list_of_games():
    with pytest.raises(UnknownGameError, match="bazar-belote.*blackout"):
        create_game("hearts")


def test_options_accept_their_text_forms():
    g = create_game("blackout", players="5", hook="true", zero_bid=5)
    assert g.options.players == 5 and g.options.hook is True and g.options.zero_bid == "5"


def test_states_are_immutable():
    s = deal3()
    with pytest.raises(AttributeError):
        s.to_play = 2
    s2 = s.apply("bid 1")
    assert s.to_play == 0 and s2.to_play == 1
