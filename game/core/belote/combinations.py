"""Bazar Belote's combinations: sequences, four of a kind, the best split, the comparison
and Belote (bazar-belote 15–19).

Pure functions of a hand (an int mask) and the trump suit, so every rule and example can
be tested alone; the state only decides *when* they are announced and shown (rule 20).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.announcement import Announcement, CombinationKind
from game.core.cards import (
    ACE,
    JACK,
    KING,
    NINE,
    QUEEN,
    RANK_NAMES,
    SEVEN,
    SUIT_SYMBOLS,
    SUITS,
    TEN,
    Hand,
    make_card,
)

FOUR_VALUES = {JACK: 200, NINE: 150, ACE: 100, TEN: 100, KING: 100, QUEEN: 100}
"""bazar-belote 16: four of a kind (8s and 7s score nothing)."""
FOUR_ORDER = {JACK: 6, NINE: 5, ACE: 4, TEN: 3, KING: 2, QUEEN: 1}
"""bazar-belote 18: fours compare J > 9 > A > 10 > K > Q."""
BELOTE_POINTS = 20
"""bazar-belote 19."""

_FOUR_MASKS = {rank: sum(1 << make_card(rank, s) for s in SUITS) for rank in FOUR_VALUES}
_FOUR_WORDS = {JACK: "jacks", NINE: "nines", ACE: "aces", TEN: "tens", KING: "kings",
               QUEEN: "queens"}


def sequence_value(length: int) -> int:
    """bazar-belote 15: 3 cards 20, 4 cards 50, 5 or more 100."""
    return 20 if length == 3 else 50 if length == 4 else 100


@dataclass(frozen=True, slots=True)
class Combination:
    """One declared combination: a sequence (``suit`` ≥ 0) or a four (``suit`` -1).

    ``top`` is the rank of the sequence's highest card, or the rank of the four.
    """

    kind: CombinationKind
    """A sequence or a four."""
    cards: Hand
    value: int
    length: int
    top: int
    suit: int

    def rank_key(self, trump: int) -> tuple[int, int, int, int]:
        """bazar-belote 18: any four beats any sequence; fours by J 9 A 10 K Q; sequences
        by length, then top card, then the one in trump (higher key ranks higher)."""
        if self.kind == CombinationKind.FOUR:
            return (1, FOUR_ORDER[self.top], 0, 0)
        return (0, self.length, self.top, int(self.suit == trump))

    @property
    def announcement(self) -> Announcement:
        """What is said at the announcement (rule 20): kind and size, no cards."""
        if self.kind == CombinationKind.FOUR:
            return Announcement(CombinationKind.FOUR, self.top)
        return Announcement(CombinationKind.SEQUENCE, self.length)

    def label(self) -> str:
        """Human form: ``"sequence of 3 to A♦"``, ``"four jacks"``."""
        if self.kind == CombinationKind.FOUR:
            return f"four {_FOUR_WORDS[self.top]}"
        return f"sequence of {self.length} to {RANK_NAMES[self.top]}{SUIT_SYMBOLS[self.suit]}"


def sequences(hand: Hand) -> list[Combination]:
    """bazar-belote 15, 17: the maximal runs of 3+ cards of each suit (natural order
    7 8 9 10 J Q K A; a run of 5–8 is one hundred, never split)."""
    out: list[Combination] = []
    for suit in SUITS:
        run = 0
        for rank in range(SEVEN, ACE + 2):
            if rank <= ACE and hand >> make_card(rank, suit) & 1:
                run += 1
                continue
            if run >= 3:
                top = rank - 1
                cards = sum(1 << make_card(r, suit) for r in range(top - run + 1, top + 1))
                out.append(Combination(CombinationKind.SEQUENCE, cards, sequence_value(run), run, top, suit))
            run = 0
    return out


def fours(hand: Hand) -> list[Combination]:
    """bazar-belote 16: every four of a kind that scores."""
    return [
        Combination(CombinationKind.FOUR, mask, FOUR_VALUES[rank], 4, rank, -1)
        for rank, mask in _FOUR_MASKS.items()
        if hand & mask == mask
    ]


def best_split(hand: Hand, trump: int) -> tuple[Combination, ...]:
    """bazar-belote 17: the combinations of ``hand``, one card in one combination only,
    taking the split worth most; between equal splits, the one whose best combination
    ranks higher.  Best combination first."""
    candidates = fours(hand)
    best: tuple[Combination, ...] = ()
    best_key: tuple[int, tuple[int, int, int, int]] = (0, (-1, 0, 0, 0))
    for pick in range(1 << len(candidates)):
        chosen = [c for i, c in enumerate(candidates) if pick >> i & 1]
        rest = hand
        for c in chosen:
            rest &= ~c.cards
        combos = sorted(chosen + sequences(rest), key=lambda c: c.rank_key(trump), reverse=True)
        if not combos:
            continue
        key = (sum(c.value for c in combos), combos[0].rank_key(trump))
        if key > best_key:
            best, best_key = tuple(combos), key
    return best


def best_holder(
    best_by_seat: Sequence[Combination | None], eldest: int, trump: int
) -> int | None:
    """bazar-belote 18: the seat holding the single best combination (ties to the holder
    nearer eldest in playing order), or None when nobody holds one."""
    winner: int | None = None
    winner_key: tuple[tuple[int, int, int, int], int] | None = None
    for seat, combo in enumerate(best_by_seat):
        if combo is None:
            continue
        key = (combo.rank_key(trump), -((seat - eldest) % 4))
        if winner_key is None or key > winner_key:
            winner, winner_key = seat, key
    return winner


def belote_cards(trump: int) -> Hand:
    """The king and queen of trump."""
    return (1 << make_card(KING, trump)) | (1 << make_card(QUEEN, trump))


def belote_holder(hands: Sequence[Hand], trump: int) -> int | None:
    """bazar-belote 19: the seat holding both K and Q of trump, if any."""
    pair = belote_cards(trump)
    for seat, hand in enumerate(hands):
        if hand & pair == pair:
            return seat
    return None


def combination_cards(combos: Sequence[Combination]) -> Hand:
    mask = 0
    for c in combos:
        mask |= c.cards
    return mask

