"""Determinization for Bazar Belote: deal the unseen cards consistently with the table.

Hard facts place or exclude cards:
- a card played is gone; a card shown in a combination and not yet played is in its
  holder's hand (bazar-belote 20: shown cards are public);
- the play duties of bazar-belote 22–24 reveal holdings: failing to follow shows a void;
  failing to trump when an opponent wins shows no trump; a trump that does not beat the
  winning trump (when beating was a duty) shows no higher trump;
- an announcement names the kind and size of the seat's best combination, and with
  automatic declarations a seat that came to play its first card without announcing holds
  none.
Play duties and known cards are met by construction (``sample_duty_hands``); announcements by
rejection (``sample_world`` retries a few times, then keeps the world that breaks fewest).
The auction is soft evidence, applied as a weight by the model (``ai.belote.bidding``).
A sampled world observed from the agent's seat gives back the observation it came from
(``tests/test_ai_belote_sampling.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ai.belote.simulator import ABOVE
from ai.placement import place_cards
from game.core.announcement import Announcement
from game.core.belote.combinations import Combination, best_split
from game.core.belote.game import BeloteObservation
from game.core.belote.play import trick_winner
from game.core.cards import DECK_32, SUIT_MASKS, Card, Hand, cards_of
from game.core.phase import Phase


@dataclass(frozen=True)
class BeloteConstraints:
    seat: int
    hand: Hand
    trump: int
    hidden: Hand
    """Cards whose holder the seat does not know."""
    counts: tuple[int, ...]
    """Cards each seat still holds."""
    known: tuple[Hand, ...]
    """Cards each seat is known to hold (shown, not yet played)."""
    forbidden: tuple[Hand, ...]
    """Cards each seat cannot hold (voids and duties not met)."""
    played_by: tuple[Hand, ...]
    announced: tuple[tuple[int, Announcement | None], ...]
    """(seat, announcement) for every other seat whose best combination is public: its
    announcement, or None when it has played without announcing (automatic mode)."""
    shown: tuple[tuple[Combination, ...], ...] = ((),) * 4
    """Each seat's shown combinations: a seat shows all of them, so no others exist."""


def belote_constraints(obs: BeloteObservation, auto_declarations: bool = True) -> BeloteConstraints:
    trump = obs.trump
    played_by = [0] * 4
    forbidden = [0] * 4
    tmask = SUIT_MASKS[trump] if trump >= 0 else 0
    for trick in obs.past_tricks + (obs.trick,):
        for i, (seat, card) in enumerate(trick):
            played_by[seat] |= 1 << card
            if i == 0 or trump < 0:
                continue
            forbidden[seat] |= _revealed(trick[:i], seat, card, trump, tmask)
    known = [0] * 4
    for s, combos in enumerate(obs.shown):
        for c in combos:
            known[s] |= c.cards & ~played_by[s]
    known[obs.seat] = 0
    counts = tuple(obs.hand_size - p.bit_count() for p in played_by)
    hidden = DECK_32 & ~obs.hand & ~obs.played
    for k in known:
        hidden &= ~k
    announced: list[tuple[int, Announcement | None]] = []
    for s in range(4):
        if s == obs.seat:
            continue
        said = obs.announcements[s]
        if said is not None:
            announced.append((s, said))
        elif auto_declarations and (played_by[s] or (s == obs.to_play and obs.phase is Phase.PLAY)):
            # the program announces for a seat as it comes to play its first card
            announced.append((s, None))
    return BeloteConstraints(
        obs.seat, obs.hand, trump, hidden, counts, tuple(known), tuple(forbidden),
        tuple(played_by), tuple(announced), obs.shown,
    )


def _revealed(before: tuple[tuple[int, Card], ...], seat: int, card: Card, trump: int,
              tmask: Hand) -> Hand:
    """The cards ``seat`` cannot have held when it played ``card`` to ``before``."""
    led = before[0][1] // 13
    suit = card // 13
    win_seat, win = trick_winner(before, trump)
    out = 0
    if suit != led:
        out |= SUIT_MASKS[led]  # bazar-belote 22/23: a void in the led suit
    if led == trump:
        if suit != trump:
            return out | tmask
        if not ABOVE[trump][win] >> card & 1:
            out |= ABOVE[trump][win]  # bazar-belote 23: held no higher trump
        return out
    if suit == led or (win_seat - seat) % 2 == 0:
        return out  # followed, or partner winning: no duty to trump
    if win // 13 != trump:
        if suit != trump:
            out |= tmask  # bazar-belote 24: must trump, so held none
        return out
    if not ABOVE[trump][win] >> card & 1:
        out |= ABOVE[trump][win]  # bazar-belote 24: could not overtrump
    return out


def sample_duty_hands(cons: BeloteConstraints, rng: random.Random) -> list[Hand]:
    """Current hands of every seat in one world meeting the hard facts.

    Cards go most-constrained first to a random eligible holder in proportion to its room;
    a card with no eligible holder left is placed by moving cards along an augmenting
    path, so a consistent world is found whenever one exists.
    """
    holders = [s for s in range(4) if s != cons.seat]
    room = {s: cons.counts[s] - cons.known[s].bit_count() for s in holders}
    cards = list(cards_of(cons.hidden))
    rng.shuffle(cards)
    eligible = {c: [h for h in holders if not cons.forbidden[h] >> c & 1] for c in cards}
    held = place_cards(cards, eligible, room, rng)
    hands = list(cons.known)
    hands[cons.seat] = cons.hand
    for h in holders:
        for c in held[h]:
            hands[h] |= 1 << c
    return hands


def broken_announcements(cons: BeloteConstraints, hands: list[Hand]) -> int:
    """How many public announcements the world contradicts (0: consistent)."""
    broken = 0
    for seat, said in cons.announced:
        combos = best_split(hands[seat] | cons.played_by[seat], cons.trump)
        best = combos[0].announcement if combos else None
        broken += best != said or bool(cons.shown[seat]) and combos != cons.shown[seat]
    return broken


def sample_world(cons: BeloteConstraints, rng: random.Random, tries: int = 12) -> list[Hand]:
    """A world meeting the hard facts and, if one is found in ``tries``, every
    announcement; else the world that broke fewest."""
    best: list[Hand] | None = None
    best_broken = 99
    for _ in range(max(1, tries) if cons.announced else 1):
        hands = sample_duty_hands(cons, rng)
        if not cons.announced:
            return hands
        broken = broken_announcements(cons, hands)
        if broken == 0:
            return hands
        if broken < best_broken:
            best, best_broken = hands, broken
    assert best is not None
    return best


def dealt_hands(cons: BeloteConstraints, hands: list[Hand]) -> list[Hand]:
    """Each seat's whole hand this deal in the world (held now + played)."""
    return [h | p for h, p in zip(hands, cons.played_by, strict=True)]
