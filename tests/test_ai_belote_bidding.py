"""Bazar Belote auction judgement: a partner's raise read as support, no raising of a
hopeless contract in a bidding war, Recontra only with a real chance, and the levels'
Belote settings (issue 5: the ladder differs in how much each level looks)."""

from __future__ import annotations

from typing import Any

from ai import create_agent
from ai.belote.bidding import (
    MEAN_HAND,
    call_values,
    outlook,
    partner_value,
    recontra_p_make,
    view_of,
)
from ai.belote.model import RECONTRA_P
from ai.levels import level_named
from ai.registry import level_for
from game.core import create_game
from game.core.actions import PASS, Kind
from game.core.belote.calls import RECONTRA

CLUBS = 3
HANDS = [
    ["JC", "9C", "AC", "10C", "AH", "7H", "7S", "7D"],
    ["JS", "9S", "AS", "10S", "KS", "QS", "AD", "10D"],
    ["8C", "KC", "8H", "9H", "8S", "8D", "9D", "JD"],
    ["7C", "QC", "10H", "JH", "QH", "KH", "KD", "QD"],
]


def _deal(calls: list[str]) -> Any:
    s = create_game("bazar-belote").new_deal(hands=HANDS, dealer=3)
    for c in calls:
        s = s.apply(c)
    return s


def test_a_partners_raise_is_support_not_a_hand_worth_its_number() -> None:
    s = _deal(["bid 8 C", "pass", "bid 10 C", "pass"])
    opener = view_of(s.observation(0))
    assert CLUBS not in opener.partner_bids
    assert opener.partner_support == frozenset({CLUBS})
    assert partner_value(opener, CLUBS) > MEAN_HAND  # a raise says he likes clubs
    # read at face value, as his own bid, the raise to 10 would promise far more
    own_ten = view_of(_deal(["pass", "pass", "bid 10 C", "pass"]).observation(0))
    assert own_ten.partner_bids == {CLUBS: 10}
    assert partner_value(own_ten, CLUBS) > partner_value(opener, CLUBS) + 10
    raiser = view_of(s.observation(2))
    assert raiser.partner_bids == {CLUBS: 8} and not raiser.partner_support


def test_a_weak_partner_does_not_raise_a_hopeless_contract_in_a_bidding_war() -> None:
    # seat 0 pushed clubs to 14 over the opponents' spades; seat 2 holds nothing in clubs
    s = _deal(["bid 8 C", "bid 9 S", "pass", "pass", "bid 14 C", "pass"])
    obs = s.observation(2)
    values = dict(call_values(obs, s.legal_actions()))
    raise_15 = next(a for a in values if a.kind is Kind.BID and a.suit == CLUBS)
    assert values[PASS] > values[raise_15]
    for level in ("medium", "hard", "expert"):
        agent = create_agent(level, create_game("bazar-belote"), 2, seed=3)
        d = agent.choose(obs, s.legal_actions(), deadline=float("inf"))
        assert d.action == PASS, (level, d)


def test_the_auction_moves_the_estimate_the_way_the_calls_say() -> None:
    """The fitted reading of bench/belote_calibrate_auction.py, checked by its signs and
    order: a partner's bid in a suit promises a strong hand there (more for a higher
    number), an opening pass a weak one; an opponent's bid costs us most in his suit."""
    def clubs(calls: list[str]) -> float:  # seat 3's view: two low clubs, partner seat 1
        obs = _deal(calls).observation(3)
        return outlook(obs.hand, CLUBS, view_of(obs)).cards

    quiet = clubs([])
    assert clubs(["pass", "bid 8 C", "pass"]) > quiet + 20
    assert clubs(["pass", "bid 10 C", "pass"]) > clubs(["pass", "bid 8 C", "pass"])
    assert clubs(["pass", "pass", "pass"]) < quiet  # the partner could not open
    their_clubs = clubs(["bid 8 C", "pass", "pass"])
    their_spades = clubs(["bid 8 S", "pass", "pass"])
    assert their_clubs < their_spades <= quiet
    first = _deal([]).observation(3)
    assert quiet == outlook(first.hand, CLUBS, view_of(first, evidence=False)).cards


def test_recontra_only_when_the_contract_can_still_make() -> None:
    s = _deal(["bid 16 C", "contra"])
    for seat in (0, 2):
        p = recontra_p_make(s.observation(seat))
        assert 0.0 <= p < RECONTRA_P, (seat, p)
    g = create_game("bazar-belote")
    agent = create_agent("expert", g, 0, seed=1)
    d = agent.choose(s.observation(0), s.legal_actions(), deadline=float("inf"))
    assert d.action == PASS and RECONTRA in s.legal_actions(), d


def test_belote_levels_differ_in_how_much_they_look() -> None:
    medium, hard, expert = (level_for(n, "bazar-belote") for n in ("medium", "hard", "expert"))
    assert 0 < medium.samples < hard.samples < expert.samples
    assert medium.exact_cards <= hard.exact_cards < expert.exact_cards
    assert not medium.evidence and hard.evidence and expert.evidence  # they read the auction
    # the shared table is untouched for the other games
    assert level_named("hard").exact_cards != hard.exact_cards
