"""The trick estimate cached by suit (``ai.tricks.estimate``) counts what the card-by-card
chances say: ``raw_tricks`` is their sum in card order, and only low trumps get the ruff
bonus, one per missing side card below two."""

from __future__ import annotations

import random

from ai.tricks.estimate import card_win_chances, raw_tricks
from game.core.cards import SUIT_MASKS


def test_raw_tricks_is_the_sum_of_the_card_chances() -> None:
    rng = random.Random(38)
    for _ in range(2000):
        size = rng.randint(1, 13)
        cards = rng.sample(range(52), size + 1)
        hand = sum(1 << c for c in cards[:size])
        out = 1 << cards[size] if rng.random() < 0.5 else 0
        trump, lead = rng.randrange(-1, 4), rng.random() < 0.5
        chances = card_win_chances(hand, trump, 4, size, lead, out)
        assert [c for c, _ in chances] == sorted(
            (c for c in range(52) if hand >> c & 1), key=lambda c: (c // 13, -c))
        assert raw_tricks(hand, trump, 4, size, lead, out) == sum(p for _, p in chances)


def test_the_ruff_bonus_goes_to_low_trumps_one_per_missing_side_card() -> None:
    rng = random.Random(7)
    bonused = 0
    for _ in range(2000):
        cards = rng.sample(range(52), 8)
        hand = sum(1 << c for c in cards)
        trump = rng.randrange(4)
        plain = dict(card_win_chances(hand, trump, 4, 8, ruffs=False))
        ruffed = dict(card_win_chances(hand, trump, 4, 8))
        changed = [c for c in plain if ruffed[c] != plain[c]]
        short = sum(max(0, 2 - (hand & SUIT_MASKS[s]).bit_count()) for s in range(4)
                    if s != trump)
        low = [c for c in plain if c // 13 == trump and plain[c] < 0.5]
        assert all(c // 13 == trump and plain[c] < 0.5 for c in changed)
        assert len(changed) == min(short, len(low))
        assert changed == sorted(low, reverse=True)[:len(changed)]  # the highest low ones
        bonused += bool(changed)
    assert bonused > 100
