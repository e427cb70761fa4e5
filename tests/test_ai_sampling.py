"""Determinization: sampled worlds are consistent with everything the seat has seen."""

from __future__ import annotations

import dataclasses
import random

from ai.registry import model_for
from ai.tricks.sampling import constraints_of, sample_hands
from game.core import create_game


def _random_position(rng: random.Random, game_id: str, **options: object) -> tuple[object, object]:
    g = create_game(game_id, **options)
    if game_id == "blackout":
        size = rng.randint(2, len(g.schedule))  # type: ignore[attr-defined]
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(g.players),
                       deal_number=size)
    else:
        s = g.new_deal(seed=rng.randrange(10**6), dealer=rng.randrange(4))
    steps = rng.randrange(0, 4 * s.hand_size)
    for _ in range(steps):
        if s.to_play is None:
            break
        s = s.apply(rng.choice(s.legal_actions()))
    return g, s


def _check_worlds(game_id: str, seed: int, positions: int, **options: object) -> None:
    rng = random.Random(seed)
    for _ in range(positions):
        g, s = _random_position(rng, game_id, **options)
        if s.to_play is None:  # type: ignore[attr-defined]
            continue
        seat = rng.randrange(g.players)  # type: ignore[attr-defined]
        obs = s.observation(seat)  # type: ignore[attr-defined]
        model = model_for(g)
        cons = constraints_of(obs, model.lead_rule(), model.out_of_play(obs),
                              model.stock_size(obs))
        for _ in range(5):
            hands = sample_hands(cons, rng)
            assert hands[seat] == obs.hand
            dealt = [h | cons.played_by[p] for p, h in enumerate(hands)]
            world = model.world_state(obs, dealt)
            again = world.observation(seat)
            assert again == dataclasses.replace(obs, scores=again.scores)
            for p, h in enumerate(hands):
                for suit in range(4):
                    if cons.voids[p] >> suit & 1:
                        assert not h >> (13 * suit) & 0x1FFF, "a shown void was broken"


def test_sampled_blackout_worlds_reproduce_the_observation() -> None:
    _check_worlds("blackout", 11, 40, players=4)
    _check_worlds("blackout", 12, 25, players=5, hook=True)
    _check_worlds("blackout", 13, 25, players=3)


def test_voids_shown_by_failing_to_follow_are_recorded() -> None:
    g = create_game("blackout", players=3)
    s = g.new_deal(hands=[["2S", "3H"], ["4S", "5H"], ["6D", "7H"]], dealer=2, turn_up="AC")
    for a in ("bid 0", "bid 1", "bid 1", "play 2S", "play 4S", "play 6D"):
        s = s.apply(a)
    obs = s.observation(0)
    cons = constraints_of(obs, 0, 1 << 51, 52 - 6 - 1)
    assert cons.voids[2] == 0b0001  # seat 2 showed out of spades
    assert cons.voids[1] == 0
    rng = random.Random(1)
    for _ in range(50):
        hands = sample_hands(cons, rng)
        assert hands[2] & 0x1FFF == 0
        assert hands[1].bit_count() == 1 and hands[2].bit_count() == 1


def test_a_tight_void_pattern_is_still_solved() -> None:
    """Two opponents, each void in what the other must hold: greedy placement can fail,
    the augmenting path must not."""
    g = create_game("blackout", players=3)
    s = g.new_deal(
        hands=[["2S", "3S", "4S", "2C"], ["5S", "2H", "3H", "AD"], ["6S", "2D", "3D", "AH"]],
        dealer=2, turn_up=None, deal_number=4,
    )
    for a in ("bid 0", "bid 0", "bid 0", "play 2C", "play AD", "play AH"):
        s = s.apply(a)
    obs = s.observation(0)
    model = model_for(g)
    cons = constraints_of(obs, 0, 0, model.stock_size(obs))
    rng = random.Random(3)
    for _ in range(30):
        hands = sample_hands(cons, rng)
        assert not hands[1] & (0x1FFF << 39) and not hands[2] & (0x1FFF << 39)


def test_sampled_partnership_worlds_reproduce_the_observation() -> None:
    _check_worlds("partnership-blackout", 21, 25)
    _check_worlds("partnership-blackout", 22, 15, preset="pagat", spades_must_be_broken=True)


def test_a_forbidden_spade_lead_shows_an_all_spade_hand() -> None:
    """partnership-blackout 13: a spade led while spades may not be led means the leader
    held nothing else."""
    g = create_game("partnership-blackout")
    hands = [["AS", "KS"], ["2H", "3H"], ["4D", "5D"], ["6C", "7C"]]
    s = g.new_deal(hands=hands, dealer=3)
    for a in ("bid 1", "bid 1", "bid 1", "bid 1", "play AS", "play 2H", "play 4D", "play 6C"):
        s = s.apply(a)
    obs = s.observation(1)
    model = model_for(g)
    cons = constraints_of(obs, model.lead_rule(), 0, model.stock_size(obs))
    assert cons.voids[0] == 0b1110
    rng = random.Random(2)
    for _ in range(20):
        held = sample_hands(cons, rng)[0]
        assert held.bit_count() == 1 and held & 0x1FFF == held  # seat 0 held only spades
