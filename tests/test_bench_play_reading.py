"""The play reading's benches (``bench/research/policy_field.py``, ``bench/play_noise.py``):
a field that plays the policy's card every time is read as doing so, card for card — the
reading rebuilds each past card's position (intent, trick, unseen cards) as the player had
it."""

from __future__ import annotations

import math

import pytest

from tests.bench_support import bench_script


@pytest.fixture(scope="module")
def policy_deals() -> list[dict]:
    field = bench_script("policy_field")
    return [field.record(seed, cards, 0.0) for seed, cards in ((5, 5), (6, 7), (7, 9))]


def test_a_field_playing_the_policy_is_read_as_the_policy_card_for_card(policy_deals) -> None:
    noise = bench_script("play_noise")
    read = 0
    for line in policy_deals:
        for outcomes in noise.deal_outcomes(line):
            for hit, legal, rows, chosen in outcomes:
                assert hit, line["seed"]
                assert legal == len(rows) >= 2 and 0 <= chosen < legal
                read += 1
    assert read >= 20  # the deals gave cards with a choice to read


def test_the_noise_fitted_to_the_policys_own_cards_is_the_least(policy_deals) -> None:
    noise = bench_script("play_noise")
    outcomes = [o for line in policy_deals for per in noise.deal_outcomes(line) for o in per]
    # every card the policy's: each smaller noise is likelier, none is likelier than 0.01
    assert noise.log_likelihood(outcomes, 0.01) > noise.log_likelihood(outcomes, 0.3)
    assert noise.log_likelihood(outcomes, 1.0) == pytest.approx(
        -sum(math.log(k) for _, k, _, _ in outcomes))


def test_a_worlds_likelihood_is_its_cards_chances(policy_deals) -> None:
    """The reading's cached likelihood of the true world is the product of each card's
    chance under the noisy policy, the policy's card each time here."""
    noise = bench_script("play_noise")
    for line in policy_deals:
        reading, hands, _ = noise.deal_reading(line, (0.5, 0.3, 0.4))
        expected = sum(math.log(1.0 - eps + eps / legal.bit_count())
                       for p, legal, _, _ in reading.choices(hands)
                       for eps in [(0.5, 0.3, 0.4)[p.situation]])
        assert reading.log_likelihood(hands) == pytest.approx(expected)
        assert reading.log_likelihood(hands) == pytest.approx(expected)  # from the cache
