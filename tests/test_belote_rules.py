"""Bazar Belote: deck, card order, auction and play — one test per rule of
``bazar-belote.md`` §1, §2 and §4, and its worked examples 1–10."""

import pytest

from game.core import IllegalActionError, OptionError, create_game
from game.core.actions import PASS, WAIT, Kind, parse_action
from game.core.belote.auction import AuctionStage
from game.core.belote.calls import CONTRA, RECONTRA, BeloteKind
from game.core.belote.play import Duty, legal_plays, trick_winner
from game.core.belote.rules import PLAIN_STRENGTH, TRUMP_STRENGTH, card_points, mask_points
from game.core.cards import (
    DECK_32,
    HEARTS,
    SPADES,
    SUIT_MASKS,
    card_name,
    cards_of,
    parse_card,
    parse_hand,
)
from tests.rules_helpers import run

G = create_game("bazar-belote")

# Hands for example 6 played through the engine (dealer 3: seat 0 speaks and leads).
EXAMPLE_6_HANDS = [
    ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "AH"],
    ["7H", "KD", "8D", "7S", "8S", "9S", "10S", "JS"],
    ["9H", "8H", "AS", "QS", "KS", "AD", "10D", "JD"],
    ["7C", "JH", "10H", "QH", "KH", "7D", "9D", "QD"],
]


def deal(seed=7, **options):
    return create_game("bazar-belote", **options).new_deal(seed=seed, dealer=3)


def refused(state, action, seat=None):
    with pytest.raises(IllegalActionError) as info:
        state.apply(action, seat=seat)
    return info.value


def trick(*pairs):
    return tuple((seat, parse_card(c)) for seat, c in pairs)


def hand(*cards):
    return parse_hand(cards)


def names(mask):
    return sorted(card_name(c) for c in cards_of(mask))


# ---------------------------------------------------------------- §1 deck, deal, cards
def test_rule_1_thirty_two_cards_eight_each_dealer_rotates():
    s = G.new_match(seed=11)
    assert all(h.bit_count() == 8 for h in s.hands)
    union = 0
    for h in s.hands:
        assert union & h == 0
        union |= h
    assert union == DECK_32
    first = s.dealer
    s = run(s, "pass", "pass", "pass", "pass", "deal")
    assert s.dealer == (first + 1) % 4
    assert s.deal_number == 2


def test_rule_1_explicit_hands_must_be_eight_cards_from_the_32_card_deck():
    with pytest.raises(OptionError, match="8 cards"):
        G.new_deal(hands=[["AS"], ["KS"], ["QS"], ["JS"]])
    with pytest.raises(OptionError, match="deck"):
        G.new_deal(hands=[["2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C"]]
                    + EXAMPLE_6_HANDS[1:])
    with pytest.raises(OptionError, match="turn-up"):
        G.new_deal(hands=EXAMPLE_6_HANDS, turn_up="7S")


def test_rule_2_trick_order_trump_and_plain():
    spades = cards_of(SUIT_MASKS[SPADES] & DECK_32)
    by_trump = sorted(spades, key=lambda c: -TRUMP_STRENGTH[c])
    by_plain = sorted(spades, key=lambda c: -PLAIN_STRENGTH[c])
    def as_text(cards):
        return [card_name(c)[:-1] for c in cards]

    assert as_text(by_trump) == ["J", "9", "A", "10", "K", "Q", "8", "7"]
    assert as_text(by_plain) == ["A", "10", "K", "Q", "J", "9", "8", "7"]


def test_rule_3_card_points_and_162_with_the_last_trick():
    assert [card_points(parse_card(c + "H"), HEARTS) for c in ["J", "9", "A", "10", "K", "Q", "8", "7"]] == [
        20, 14, 11, 10, 4, 3, 0, 0]
    assert [card_points(parse_card(c + "H"), SPADES) for c in ["J", "9", "A", "10", "K", "Q", "8", "7"]] == [
        2, 0, 11, 10, 4, 3, 0, 0]
    for trump in range(4):
        assert mask_points(DECK_32, trump) + 10 == 162


def test_rule_4_target_default_and_options():
    assert G.options.target == 101
    assert create_game("bazar-belote", target=201).options.target == 201
    assert create_game("bazar-belote", target=301).options.target == 301
    with pytest.raises(OptionError, match="target"):
        create_game("bazar-belote", target=15)


def test_options_table_names_and_presets():
    g = create_game("bazar-belote", preset="classic", ladder_max=20, free_suit_over_partner=True,
                    declarations="manual", contra_scoring="multiply_each_side")
    assert g.options_dict() == {
        "target": 101, "ladder_max": 20, "free_suit_over_partner": True,
        "declarations": "manual", "contra_scoring": "multiply_each_side", "preset": "classic",
    }
    with pytest.raises(OptionError, match="may come later"):
        create_game("bazar-belote", preset="blotstar")
    with pytest.raises(OptionError, match="ladder_max"):
        create_game("bazar-belote", ladder_max=31)
    with pytest.raises(OptionError, match="declarations"):
        create_game("bazar-belote", declarations="sometimes")
    with pytest.raises(OptionError, match="valid options"):
        create_game("bazar-belote", trumps="always")


# ---------------------------------------------------------------------- §2 auction
def test_rule_5_eldest_speaks_first_and_calls_go_clockwise():
    s = deal()
    assert s.to_play == 0
    s = s.apply("pass")
    assert s.to_play == 1
    assert s.calls == ((0, PASS),)


def test_rule_6_first_bid_at_least_8_then_plus_one_up_to_16():
    s = deal()
    legal = s.legal_actions()
    bids = [a for a in legal if a.kind is Kind.BID]
    assert min(a.number for a in bids) == 8 and max(a.number for a in bids) == 16
    assert len(bids) == 9 * 4
    assert refused(s, "bid 7 S").code == "first_bid_too_low"
    assert refused(s, "bid 17 S").code == "above_ladder"
    s = s.apply("bid 9 D")
    assert min(a.number for a in s.legal_actions() if a.kind is Kind.BID) == 10
    assert refused(s, "bid 9 S").code == "bid_too_low"
    assert refused(s, "bid 10").code == "bid_needs_suit"


def test_rule_6_option_ladder_max():
    s = deal(ladder_max=20)
    assert max(a.number for a in s.legal_actions() if a.kind is Kind.BID) == 20
    s = run(s, "bid 20 S")
    assert not [a for a in s.legal_actions() if a.kind is Kind.BID]


def test_rule_7_over_a_partner_only_the_same_suit():
    s = run(deal(), "bid 8 S", "pass")
    suits = {a.suit for a in s.legal_actions() if a.kind in (Kind.BID, BeloteKind.CAPOT)}
    assert suits == {SPADES}
    err = refused(s, "bid 9 H")
    assert err.code == "same_suit_over_partner" and "same suit" in str(err)
    assert refused(s, "capot H").code == "same_suit_over_partner"
    assert s.apply("capot S").contract.capot


def test_rule_7_option_free_suit_over_partner():
    s = run(deal(free_suit_over_partner=True), "bid 8 S", "pass")
    suits = {a.suit for a in s.legal_actions() if a.kind is Kind.BID}
    assert suits == {0, 1, 2, 3}
    assert s.apply("bid 9 H").contract.suit == HEARTS


def test_rule_8_a_pass_does_not_bind():
    s = run(deal(), "pass", "bid 8 D", "pass", "pass")
    assert s.to_play == 0
    s = s.apply("bid 9 C")
    assert s.contract.bidder == 0


def test_rule_9_after_a_capot_only_pass_and_contra():
    s = run(deal(), "bid 8 S", "capot H")
    assert s.legal_actions() == (PASS, CONTRA)
    assert refused(s, "bid 16 S").code == "capot_is_final"
    assert refused(s, "capot S").code == "capot_is_final"
    s = s.apply("pass")  # seat 2
    assert s.legal_actions() == (PASS,)  # seat 3, the capot bidder's partner
    s = run(s, "pass", "pass")
    assert s.phase == "play" and s.contract.capot and s.trump == HEARTS


def test_rule_10_four_opening_passes_throw_the_cards_in():
    s = run(deal(), "pass", "pass", "pass", "pass")
    r = s.deal_result
    assert r.thrown_in and r.points == (0, 0) and r.tricks == (0, 0, 0, 0)
    assert s.is_over  # a single deal ends; in a match the next dealer deals (example 3)


def test_rule_11_a_bid_and_three_passes_end_the_auction():
    s = run(deal(), "pass", "bid 10 D", "pass", "pass")
    assert s.phase == "bidding"
    s = s.apply("pass")
    assert s.phase == "play" and s.trump == 2 and str(s.contract) == "10♦ by seat 1"


def test_rule_12_contra_ends_the_auction_by_an_opponent_even_out_of_turn():
    s = run(deal(), "bid 8 S")  # seat 1 to call; seat 3 may contra out of turn
    assert s.contra_seats() == (1, 3)
    s = s.apply("contra", seat=3)
    assert s.contract.multiplier == 2
    assert s.calls[-1] == (3, CONTRA)
    assert s.log[-1] == (3, CONTRA)
    assert s.to_play == 0  # the bidder is asked
    assert s.legal_actions() == (PASS, RECONTRA)
    assert refused(s, "bid 9 S").code == "recontra_or_pass"
    assert s.contra_seats() == ()


def test_rule_12_only_opponents_contra():
    s = run(deal(), "bid 8 S")
    assert refused(s, "contra", seat=2).code == "contra_own_team"
    assert refused(deal(), "contra", seat=2).code == "nothing_to_contra"
    assert refused(s, "bid 9 S", seat=3).code == "not_your_turn"


def test_rule_12_no_contra_once_the_auction_is_over():
    s = run(deal(), "bid 8 S", "pass", "pass", "pass")
    assert s.phase == "play" and s.contra_seats() == ()
    assert refused(s, "contra", seat=1).code == "auction_over"
    assert refused(s, "contra").code == "auction_over"


def test_rule_13_recontra_by_the_bidder_then_play():
    s = run(deal(), "bid 8 S", "contra", "recontra")
    assert s.phase == "play" and s.contract.multiplier == 4
    assert str(s.contract) == "8♠ ×4 by seat 0"


def test_the_auction_stage_is_an_enum_that_reads_as_its_old_text():
    s = run(deal(), "bid 8 S")
    assert s.auction.stage is AuctionStage.BIDDING
    s = s.apply("contra", seat=3)
    stage = s.observation(0).auction_stage
    assert stage is AuctionStage.RECONTRA and stage == "recontra"  # observations unchanged
    assert s.apply("recontra").auction.stage is AuctionStage.CLOSED
    thrown = run(deal(), "pass", "pass", "pass", "pass")
    assert thrown.auction.stage is AuctionStage.THROWN_IN and thrown.deal_result.thrown_in


def test_rule_13_bidder_passes_then_partner_is_asked():
    s = run(deal(), "bid 8 S", "contra", "pass")
    assert s.to_play == 2 and s.legal_actions() == (PASS, RECONTRA)
    done = s.apply("recontra")
    assert done.phase == "play" and done.contract.multiplier == 4
    plain = s.apply("pass")
    assert plain.phase == "play" and plain.contract.multiplier == 2
    assert plain.to_play == 0  # bazar-belote 21: eldest leads


def test_rule_14_contra_button_is_live_out_of_turn():
    s = run(deal(), "bid 8 S")
    assert s.to_play == 1
    assert s.observation(3).legal == (CONTRA, WAIT)  # or let the moment pass
    assert s.observation(3).contra_seats == (1, 3)
    assert s.observation(2).legal == ()
    assert CONTRA in s.observation(1).legal


def test_example_1_auction_and_illegal_calls():
    s = run(deal(), "bid 8 S", "pass")
    assert refused(s, "bid 9 H").code == "same_suit_over_partner"
    s = s.apply("bid 10 S")
    assert refused(s, "bid 10 H").code == "bid_too_low"
    s = run(s, "bid 11 H", "pass", "pass", "pass")
    assert str(s.contract) == "11♥ by seat 3" and s.contract.team == 1
    assert 10 * s.contract.number == 110
    assert refused(deal(), "bid 7 S").code == "first_bid_too_low"


def test_example_2_pass_does_not_bind_same_suit_raise():
    s = run(deal(), "pass", "bid 8 D", "bid 9 C", "pass", "bid 10 C", "pass", "pass", "pass")
    assert str(s.contract) == "10♣ by seat 0" and s.phase == "play"


def test_example_3_four_passes_next_dealer_deals():
    m = create_game("bazar-belote").new_match(seed=5)
    while m.dealer != 3:
        m = run(m, "pass", "pass", "pass", "pass", "deal")
    m = run(m, "pass", "pass", "pass", "pass")
    assert m.deal_result.thrown_in and m.phase == "scored"
    assert m.legal_actions() == (parse_action("deal"),)
    nxt = m.apply("deal")
    assert nxt.dealer == 0 and nxt.to_play == 1 and nxt.deal_result is None


def test_example_4_contra_window():
    s = run(deal(), "pass", "bid 9 D")
    assert s.contra_seats() == (0, 2)
    s = run(s, "pass", "pass")  # seat 2 then seat 3
    assert s.to_play == 0
    assert s.contra_seats() == (2,)
    assert CONTRA not in s.legal_actions()
    assert refused(s, "contra").code == "contra_window_closed"
    assert refused(s, "contra", seat=0).code == "contra_window_closed"
    contra = s.apply("contra", seat=2)
    assert contra.contract.multiplier == 2 and contra.to_play == 1
    assert s.apply("pass").phase == "play"  # seat 0 calls: the auction (and window) ends


def test_example_5_after_capot_only_pass_and_contra():
    s = run(deal(), "bid 12 S", "capot H")
    assert s.to_play == 2 and s.legal_actions() == (PASS, CONTRA)


# ------------------------------------------------------------------------ §4 play
def test_rule_21_eldest_leads_whoever_won_the_auction():
    s = run(deal(), "pass", "pass", "bid 8 H", "pass", "pass", "pass")
    assert s.phase == "play" and s.to_play == 0


def test_rule_21_trick_winner_leads_the_next():
    s = run(G.new_deal(hands=EXAMPLE_6_HANDS, dealer=3), "bid 8 H", "pass", "pass", "pass",
            "AC", "7H", "8H", "7C")
    assert s.past_tricks[0][-1] == (3, parse_card("7C"))
    assert s.to_play == 2 and s.tricks == (0, 0, 1, 0)  # 8♥ beats 7♥ in trump


def test_rule_22_must_follow_suit():
    mask, duty = legal_plays(hand("7C", "AD", "JH"), trick((0, "KD")), HEARTS)
    assert names(mask) == ["AD"] and duty is Duty.FOLLOW_SUIT


def test_rule_23_trump_led_must_overtrump_even_over_partner():
    mask, duty = legal_plays(hand("JH", "7H", "AS"), trick((0, "9H"), (1, "8H")), HEARTS)
    assert names(mask) == ["JH"] and duty is Duty.OVERTRUMP_LED
    # partner (seat 0) winning with the 9: still must overtrump
    mask, _ = legal_plays(hand("JH", "7H"), trick((0, "9H"), (1, "7S")), HEARTS)
    assert names(mask) == ["JH"]


def test_rule_23_trump_led_cannot_beat_any_trump_no_trump_any_card():
    mask, duty = legal_plays(hand("7H", "8H", "AS"), trick((0, "JH")), HEARTS)
    assert names(mask) == ["7H", "8H"] and duty is Duty.FOLLOW_SUIT
    mask, duty = legal_plays(hand("AS", "KD"), trick((0, "JH")), HEARTS)
    assert names(mask) == ["AS", "KD"] and duty is Duty.FREE


def test_rule_24_void_opponent_winning_must_trump_and_overtrump():
    mask, duty = legal_plays(hand("7H", "KD"), trick((0, "AC")), HEARTS)
    assert names(mask) == ["7H"] and duty is Duty.TRUMP
    mask, duty = legal_plays(hand("9H", "8H", "AS"), trick((0, "AC"), (1, "7H")), HEARTS)
    assert names(mask) == ["8H", "9H"] and duty is Duty.OVERTRUMP


def test_rule_24_void_cannot_beat_the_trump_any_card():
    mask, duty = legal_plays(hand("9H", "8S"), trick((0, "KC"), (1, "JH")), HEARTS)
    assert names(mask) == ["8S", "9H"] and duty is Duty.FREE


def test_rule_24_void_partner_winning_any_card():
    mask, duty = legal_plays(hand("7S", "JH"), trick((0, "AD"), (1, "7D")), HEARTS)
    assert names(mask) == ["7S", "JH"] and duty is Duty.FREE
    # partner winning with a trump: no duty to overtrump
    mask, _ = legal_plays(hand("7S", "8H"), trick((1, "AD"), (2, "JH"), (3, "7D")), HEARTS)
    assert names(mask) == ["7S", "8H"]  # seat 0's partner (2) wins with the trump jack


def test_rule_24_void_without_trump_any_card():
    mask, duty = legal_plays(hand("7S", "KD"), trick((0, "AC")), HEARTS)
    assert names(mask) == ["7S", "KD"] and duty is Duty.FREE


def test_rule_25_highest_trump_else_highest_of_led_suit():
    assert trick_winner(trick((0, "AC"), (1, "7H"), (2, "10C"), (3, "AS")), HEARTS)[0] == 1
    assert trick_winner(trick((0, "JC"), (1, "9C"), (2, "10C"), (3, "AS")), HEARTS)[0] == 2
    assert trick_winner(trick((0, "AH"), (1, "9H"), (2, "JH"), (3, "10H")), HEARTS)[0] == 2


def test_example_6_must_trump_must_overtrump_must_follow():
    mask, _ = legal_plays(hand("7H", "KD", "8D"), trick((0, "AC")), HEARTS)
    assert names(mask) == ["7H"]
    mask, _ = legal_plays(hand("9H", "8H", "AS"), trick((0, "AC"), (1, "7H")), HEARTS)
    assert names(mask) == ["8H", "9H"]
    mask, _ = legal_plays(hand("7C", "JH"), trick((0, "AC"), (1, "7H"), (2, "9H")), HEARTS)
    assert names(mask) == ["7C"]


def test_example_6_through_the_engine_with_the_rules_words():
    s = run(G.new_deal(hands=EXAMPLE_6_HANDS, dealer=3), "bid 8 H", "pass", "pass", "pass", "AC")
    assert s.legal_actions() == (parse_action("7H"),)
    err = refused(s, "KD")
    assert err.code == "must_trump" and "you must trump" in str(err)
    s = s.apply("7H")
    assert [str(a) for a in s.legal_actions()] == ["play 8H", "play 9H"]
    err = refused(s, "AS")
    assert err.code == "must_overtrump"
    assert "you must overtrump: your partner is not winning" in str(err)
    s = s.apply("9H")
    err = refused(s, "JH")
    assert err.code == "must_follow_suit" and "you must follow suit" in str(err)
    assert refused(s, "AS").code == "card_not_in_hand"
    assert refused(s, "7C", seat=0).code == "not_your_turn"


def test_example_7_cannot_beat_the_opponents_trump():
    mask, _ = legal_plays(hand("9H", "8S"), trick((0, "KC"), (1, "JH")), HEARTS)
    assert names(mask) == ["8S", "9H"]


def test_example_8_partner_winning_any_card():
    mask, _ = legal_plays(hand("7S", "JH"), trick((0, "AD"), (1, "7D")), HEARTS)
    assert names(mask) == ["7S", "JH"]


def test_example_9_trump_lead_overtrumping_round():
    t = trick((0, "KH"))
    assert names(legal_plays(hand("10H", "7H"), t, HEARTS)[0]) == ["10H"]
    t += trick((1, "10H"))
    assert names(legal_plays(hand("AH", "QH"), t, HEARTS)[0]) == ["AH"]
    t += trick((2, "AH"))
    assert names(legal_plays(hand("8H", "AD"), t, HEARTS)[0]) == ["8H"]
    t += trick((3, "8H"))
    assert trick_winner(t, HEARTS)[0] == 2


def test_example_9_overtrump_error_names_the_rule():
    s = run(G.new_deal(hands=[
        ["KH", "7C", "8C", "9C", "7D", "8D", "9D", "7S"],
        ["10H", "7H", "10C", "JC", "10D", "JD", "8S", "9S"],
        ["AH", "QH", "QC", "KC", "QD", "KD", "10S", "JS"],
        ["8H", "AD", "AC", "9H", "JH", "QS", "KS", "AS"],
    ], dealer=3), "bid 8 H", "pass", "pass", "pass", "KH")
    err = refused(s, "7H")
    assert err.code == "must_overtrump_led" and "even over your partner" in str(err)


def test_example_10_trick_points():
    t = trick((0, "JS"), (1, "9S"), (2, "AH"), (3, "10H"))
    assert sum(card_points(c, SPADES) for _, c in t) == 55
