"""Bazar Belote's deal scoring (bazar-belote 26–31) and the rounding rule 28.

Pure arithmetic on the figures of a finished deal — card points, tricks, combinations and
Belote by team — so every worked example of §6 is a one-line test.  Teams are indexed
0 (seats 0, 2) and 1 (seats 1, 3); A is the contracting team, D the defenders.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.belote.rules import (
    CAPOT_POINTS,
    DEAL_POINTS,
    HAND_SIZE,
    BeloteOptions,
    ContraScoring,
)

Pair = tuple[int, int]


def round_small(big: int) -> int:
    """bazar-belote 28: big → small points, a remainder of 5 rounds down (85 → 8, 77 → 8)."""
    return (big + 4) // 10


def small_card_points(cards: Pair) -> Pair:
    """bazar-belote 28: both sides' card points in small points.  When both end in 6
    (96/66, 106/56, 156/6) the smaller side rounds up and the larger down, so the card
    portion still totals 16 (96/66 → 9/7)."""
    a, b = cards
    if a % 10 == 6 and b % 10 == 6:
        if a < b:
            return a // 10 + 1, b // 10
        return a // 10, b // 10 + 1
    return round_small(a), round_small(b)


@dataclass(frozen=True, slots=True)
class DealFigures:
    """Everything rules 26–31 read, by team."""

    team: int
    """A: the contracting team."""
    number: int
    """The contract's number n (ignored for a Capot contract)."""
    capot: bool
    multiplier: int
    """1, 2 (Contra) or 4 (Recontra)."""
    cards: Pair
    """Card points of each team's tricks, the last trick's 10 included (162 in all)."""
    tricks: Pair
    combinations: Pair
    """Combinations each team scores after the comparison of rule 18."""
    belote: Pair


@dataclass(frozen=True, slots=True)
class DealScore:
    points: Pair
    made: bool
    raw: Pair
    """bazar-belote 26: cards + scored combinations + Belote."""
    small_cards: Pair
    """The card portion in small points (25 for a side with every trick)."""


def _comb(f: DealFigures, team: int) -> int:
    return f.combinations[team] + f.belote[team]


def is_made(f: DealFigures) -> bool:
    """bazar-belote 27: raw_A ≥ 10·n, or every trick for a Capot contract."""
    a = f.team
    if f.capot:
        return f.tricks[a] == HAND_SIZE
    return f.cards[a] + _comb(f, a) >= 10 * f.number


def card_portions(f: DealFigures) -> Pair:
    """Each side's card portion: rule 28's small points, 25 for a side with all 8 tricks
    (bazar-belote 29: capot, bid or not)."""
    small = small_card_points(f.cards)
    return (
        CAPOT_POINTS if f.tricks[0] == HAND_SIZE else small[0],
        CAPOT_POINTS if f.tricks[1] == HAND_SIZE else small[1],
    )


def _plain_scores(f: DealFigures, made: bool, portions: Pair) -> list[int]:
    """bazar-belote 29 (made) and 30 (failed), before any Contra multiplier."""
    a, d = f.team, 1 - f.team
    points = [0, 0]
    if made:
        for team in (0, 1):
            points[team] = portions[team] + _comb(f, team) // 10
        return points
    deal = CAPOT_POINTS if f.capot or f.tricks[d] == HAND_SIZE else DEAL_POINTS
    points[d] = deal + (_comb(f, a) + _comb(f, d)) // 10
    return points


def _contra_scores(f: DealFigures, made: bool) -> list[int]:
    """bazar-belote 31, ``winner_takes_all``: the contract's winner takes the deal (25 for
    a Capot contract or all 8 tricks) and every combination, ×2 or ×4."""
    winner = f.team if made else 1 - f.team
    deal = CAPOT_POINTS if f.capot or f.tricks[winner] == HAND_SIZE else DEAL_POINTS
    points = [0, 0]
    points[winner] = (deal + (_comb(f, 0) + _comb(f, 1)) // 10) * f.multiplier
    return points


def score_deal(f: DealFigures, options: BeloteOptions) -> DealScore:
    """The deal's points by team (bazar-belote 26–31)."""
    made = is_made(f)
    portions = card_portions(f)
    if f.multiplier == 1:
        points = _plain_scores(f, made, portions)
    elif options.contra_scoring == ContraScoring.MULTIPLY_EACH_SIDE:
        points = [p * f.multiplier for p in _plain_scores(f, made, portions)]
    else:
        points = _contra_scores(f, made)
    raw = (f.cards[0] + _comb(f, 0), f.cards[1] + _comb(f, 1))
    return DealScore((points[0], points[1]), made, raw, portions)
