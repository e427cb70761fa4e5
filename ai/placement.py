"""Card placement: give every unseen card to one of the seats that may hold it.

Both engines deal a sampled world this way (``ai.tricks.sampling``, ``ai.belote.sampling``);
they differ only in who may hold which card (voids, play duties, shown cards) and how
much room each holder has, which they work out and pass in.
"""

from __future__ import annotations

import random

from ai.errors import AIArgumentError
from game.core.cards import Card


def place_cards(
    cards: list[Card], eligible: dict[int, list[int]], room: dict[int, int],
    rng: random.Random, scores: dict[int, dict[int, float]] | None = None,
) -> dict[int, list[Card]]:
    """Give every card to one of its ``eligible`` holders within their ``room``.

    Most-constrained cards first, each to a random eligible holder in proportion to the room
    it has left (times the holder's score for the card, when a location model gives
    ``scores``: ``ai.tricks.locations``); a card with no eligible holder with room is
    placed by moving cards along an augmenting path, so a placement is found whenever one
    exists (``AIArgumentError`` otherwise: the observation contradicts itself).
    ``room`` is used up in place.
    """
    cards.sort(key=lambda c: len(eligible[c]))
    held: dict[int, list[Card]] = {h: [] for h in room}
    for c in cards:
        holders = eligible[c]
        if scores is not None:
            if not _place_scored(c, holders, room, held, scores[c], rng) and not _augment(
                    c, eligible, held, room, set()):
                raise AIArgumentError("no world is consistent with this observation")
            continue
        total = 0
        for h in holders:
            total += room[h]
        if total:
            # a holder with no room left adds nothing and takes no pick: skipped
            pick = rng.random() * total
            chosen = -1  # the last holder with room, should the pick not fall below 0
            for h in holders:
                left = room[h]
                if left:
                    chosen = h
                    pick -= left
                    if pick < 0:
                        break
            held[chosen].append(c)
            room[chosen] -= 1
        elif not _augment(c, eligible, held, room, set()):
            raise AIArgumentError("no world is consistent with this observation")
    return held


def _place_scored(
    card: Card, holders: list[int], room: dict[int, int], held: dict[int, list[Card]],
    score: dict[int, float], rng: random.Random,
) -> bool:
    """Give ``card`` to a holder with room, chosen in proportion to room times score;
    False when no holder has room."""
    total = 0.0
    for h in holders:
        if room[h]:
            total += room[h] * score[h]
    if not total:
        return False
    pick = rng.random() * total
    chosen = -1
    for h in holders:
        left = room[h]
        if left:
            chosen = h
            pick -= left * score[h]
            if pick < 0:
                break
    held[chosen].append(card)
    room[chosen] -= 1
    return True


def _augment(
    card: Card, eligible: dict[int, list[int]], held: dict[int, list[Card]],
    room: dict[int, int], seen: set[int],
) -> bool:
    """Place ``card`` by moving some holder's card to another holder (DFS over holders)."""
    for h in eligible[card]:
        if h in seen:
            continue
        seen.add(h)
        if room[h] > 0:
            held[h].append(card)
            room[h] -= 1
            return True
        for i, other in enumerate(held[h]):
            if _augment(other, eligible, held, room, seen):
                held[h][i] = card
                return True
    return False
