"""The Bazar Belote cards no competent player plays: a guard every level passes its card
through (issue 38; the plain-trick games have theirs in ``ai.tricks.absurd``).

Last to a trick, the seat knows who takes it.  Giving a ten or an ace (10 or 11 points)
to the opponents' trick while a card worth nothing is legal hands them those points for
nothing; ruffing the partner's trick, which the team has anyway, with the master trump
spends a sure trick of its own.  A rule acts only when it leaves some card to play; the
blunder catalogue (``tests/data/blunders``) checks the verdicts by exact solving.
"""

from __future__ import annotations

from ai.belote.simulator import KEY, POINTS
from game.core.belote.game import BeloteObservation
from game.core.cards import DECK_32, SUIT_MASKS, Hand, cards_of


def absurd_cards(obs: BeloteObservation, legal: Hand) -> Hand:
    """The cards of ``legal`` that the seat to play must not play (0: none)."""
    trick = obs.trick
    if len(trick) != 3 or obs.trump < 0:
        return 0
    trump = obs.trump
    key, points = KEY[trump], POINTS[trump]
    led = trick[0][1] // 13
    best_seat, best = trick[0]
    for seat, c in trick[1:]:
        if key[c] > key[best] and (key[c] > 100 or c // 13 == led):
            best_seat, best = seat, c

    def wins(c: int) -> bool:
        return key[c] > key[best] and (key[c] > 100 or c // 13 == led)

    cards = list(cards_of(legal))
    bad = 0
    if best_seat % 2 != obs.seat % 2:
        if any(points[c] == 0 for c in cards):
            for c in cards:
                if points[c] >= 10 and not wins(c):
                    bad |= 1 << c  # a ten or an ace given to the opponents
    elif led != trump and legal & ~SUIT_MASKS[trump]:
        trumps_out = DECK_32 & SUIT_MASKS[trump] & ~obs.played
        if trumps_out:
            master = max(cards_of(trumps_out), key=lambda c: key[c])
            if legal >> master & 1 and wins(master):
                bad |= 1 << master  # the partner's trick ruffed with the master trump
    return bad if bad != legal else 0
