"""How many card points a Bazar Belote hand brings its team with a given trump suit.

A player values a hand per trump suit by what wins points: the trump J and 9 (the two top
trumps, 20 and 14 points), the trump ace and ten, trump length (every long trump is a ruff
or a drawn trump), side aces, side tens protected by the ace or by length, side kings, and
voids that let the trumps ruff.  ``features`` counts these; the team's expected card points
(of the 162) are a straight line in the *sum* of both partners' features, fitted to deals
played out by the rollout policy (``bench/belote_calibrate.py`` prints ``WEIGHTS``,
``INTERCEPT``, ``MEAN_HAND`` and ``SIGMA``), so the estimate means "points the policy
really takes".  Combinations and Belote are added exactly from the hand (rule 18's
comparison as a probability), since they are known to their holder.
"""

from __future__ import annotations

from math import erf, sqrt

from game.core.announcement import CombinationKind
from game.core.belote.combinations import BELOTE_POINTS, belote_cards, best_split
from game.core.cards import ACE, JACK, KING, NINE, SUIT_MASKS, TEN, Hand, make_card

# Fitted by bench/belote_calibrate.py (least squares on simulated deals).
WEIGHTS: tuple[float, ...] = (
    34.32, 17.88, 8.30, 3.77, 9.74, 3.80, 13.47, 2.53, 4.40, 0.47, 7.52,
)
INTERCEPT = -19.92
MEAN_HAND = 50.07
"""Mean of ``hand_value`` over random hands (the unknown partner's expected share)."""
SIGMA = 17.12
"""Standard deviation of the team's card points around the estimate (both hands known)."""
SIGMA_ONE_HAND = 30.68
"""The same when only one hand is known (the partner's hand adds its spread)."""

FEATURE_NAMES = (
    "trump J", "trump 9", "trump A", "trump 10", "trumps", "trumps beyond 3", "side aces",
    "side tens with ace", "side tens guarded", "side kings", "side voids with trumps",
)


def features(hand: Hand, trump: int) -> tuple[int, ...]:
    """The counts ``WEIGHTS`` multiply, for ``hand`` with ``trump`` as the trump suit."""
    tm = hand & SUIT_MASKS[trump]
    n_trumps = tm.bit_count()
    aces = tens_ace = tens_guarded = kings = voids = 0
    for s in range(4):
        if s == trump:
            continue
        m = hand & SUIT_MASKS[s]
        if not m:
            voids += 1
            continue
        has_ace = m >> make_card(ACE, s) & 1
        aces += has_ace
        if m >> make_card(TEN, s) & 1:
            if has_ace:
                tens_ace += 1
            elif m.bit_count() >= 2:
                tens_guarded += 1
        kings += m >> make_card(KING, s) & 1
    return (
        tm >> make_card(JACK, trump) & 1,
        tm >> make_card(NINE, trump) & 1,
        tm >> make_card(ACE, trump) & 1,
        tm >> make_card(TEN, trump) & 1,
        n_trumps,
        max(0, n_trumps - 3),
        aces,
        tens_ace,
        tens_guarded,
        kings,
        voids if n_trumps >= 2 else 0,
    )


def hand_value(hand: Hand, trump: int) -> float:
    """This hand's share of its team's card points with ``trump`` (see ``team_points``)."""
    return sum(w * f for w, f in zip(WEIGHTS, features(hand, trump), strict=True))


def team_points(hand: Hand, trump: int, partner_value: float | None = None) -> float:
    """Expected card points of the hand's team with ``trump`` (0..162): the hand's share,
    plus the partner's (``MEAN_HAND`` when unknown), plus the intercept."""
    other = MEAN_HAND if partner_value is None else partner_value
    return max(0.0, min(162.0, INTERCEPT + hand_value(hand, trump) + other))


def combination_points(hand: Hand, trump: int) -> tuple[float, int]:
    """Expected scored combinations of the hand (its best split, discounted by the chance
    that another seat holds a better one, rule 18) and its Belote (rule 19, exact)."""
    combos = best_split(hand, trump)
    belote = BELOTE_POINTS if hand & belote_cards(trump) == belote_cards(trump) else 0
    if not combos:
        return 0.0, belote
    best = combos[0]
    chance = 0.97 if best.kind == CombinationKind.FOUR else {3: 0.7, 4: 0.88}.get(best.length, 0.97)
    return chance * sum(c.value for c in combos), belote


def p_at_least(target: float, mean: float, sigma: float) -> float:
    """P(X >= target) for X normal around ``mean`` (points are in steps of 1)."""
    z = (target - 0.5 - mean) / (sigma * sqrt(2))
    return 0.5 * (1 - erf(z))
