"""Belote determinization: sampled worlds look exactly like the observation, respect the
play duties, shown combinations and announcements, and the auction weighs them."""

from __future__ import annotations

import random
from typing import Any

from ai import create_agent
from ai.belote.bidding import auction_weight
from ai.belote.estimate import hand_value
from ai.belote.model import BeloteModel
from ai.belote.sampling import (
    belote_constraints,
    broken_announcements,
    dealt_hands,
    sample_duty_hands,
    sample_world,
)
from game.core import create_game
from game.core.cards import SUIT_MASKS


def _positions(seed: int, count: int) -> list[Any]:
    """Positions in play reached by easy agents (their auctions and cards), every seat."""
    g = create_game("bazar-belote")
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(4))
        agents = [create_agent("easy", g, k, seed=k) for k in range(4)]
        while not s.is_over:
            if s.phase == "play" and rng.random() < 0.25:
                out.append(s)
            seat = s.to_play
            s = s.apply(agents[seat].choose(s.observation(seat), s.legal_actions()).action)
    return out


def test_sampled_worlds_reproduce_the_observation() -> None:
    g = create_game("bazar-belote")
    model = BeloteModel(g)
    rng = random.Random(1)
    for s in _positions(2, 40):
        seat = rng.randrange(4)
        obs = s.observation(seat)
        cons = belote_constraints(obs)
        for _ in range(3):
            hands = sample_world(cons, rng, tries=400)
            assert broken_announcements(cons, hands) == 0
            world = model.world_state(obs, dealt_hands(cons, hands))
            assert world.observation(seat) == obs


def test_play_duties_shown_cards_and_voids_are_respected() -> None:
    rng = random.Random(3)
    for s in _positions(4, 40):
        seat = rng.randrange(4)
        obs = s.observation(seat)
        cons = belote_constraints(obs)
        for _ in range(5):
            hands = sample_duty_hands(cons, rng)
            for other in range(4):
                if other == seat:
                    continue
                assert hands[other] & cons.forbidden[other] == 0
                assert hands[other] & cons.known[other] == cons.known[other]
                assert hands[other].bit_count() == cons.counts[other]
                # the truth satisfies the same facts (they are facts, not guesses)
                assert s.hands[other] & cons.forbidden[other] == 0
            assert hands[seat] == obs.hand


def test_a_void_shown_by_not_following_is_kept() -> None:
    g = create_game("bazar-belote")
    s = g.new_deal(hands=[
        ["AS", "KS", "7H", "8H", "9H", "10H", "JD", "QD"],
        ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
        ["QS", "JS", "10S", "9S", "8S", "7S", "KD", "AD"],
        ["JH", "QH", "KH", "AH", "7D", "8D", "9D", "10D"],
    ], dealer=3)
    for call in ("bid 8 D", "pass", "pass", "pass"):
        s = s.apply(call)
    s = s.apply("play AS").apply("play 7C")  # seat 1 shows no spade and, partner not
    obs = s.observation(2)                   # winning, no trump either
    cons = belote_constraints(obs)
    assert cons.forbidden[1] & SUIT_MASKS[0] == SUIT_MASKS[0]
    assert cons.forbidden[1] & SUIT_MASKS[2] == SUIT_MASKS[2]
    rng = random.Random(5)
    for _ in range(50):
        assert sample_duty_hands(cons, rng)[1] & (SUIT_MASKS[0] | SUIT_MASKS[2]) == 0


def test_the_auction_weighs_worlds_towards_the_bidders_suit() -> None:
    g = create_game("bazar-belote")
    rng = random.Random(6)
    s = g.new_deal(seed=77, dealer=3)
    s = s.apply("bid 11 H")  # seat 0 bids high in hearts
    obs = s.observation(1)
    cons = belote_constraints(obs)
    plain = weighted = weight_sum = 0.0
    n = 400
    for _ in range(n):
        hands = sample_duty_hands(cons, rng)
        w = auction_weight(obs, 0, hands[0])
        v = hand_value(hands[0], 1)
        plain += v / n
        weighted += w * v
        weight_sum += w
    assert weighted / weight_sum > plain + 10
