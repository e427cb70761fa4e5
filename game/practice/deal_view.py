"""What one seat could know of the deal: the cards each other seat may hold.

For the review's "the AI's view of the deal": fairness a player can check.  An agent sees
only its observation, so everything it could place where follows from the observation
alone — its own hand, the cards played, the suits a seat has shown it lacks (it did not
follow), the cards shown in Belote combinations and the turned-up card.  This is that
reasoning as a small pure function (the AI package samples its worlds inside these
bounds; its own constraints are internal to each engine).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import SUIT_MASKS, Hand
from game.core.observation import Observation


@dataclass(frozen=True)
class DealView:
    seat: int
    """Whose view."""
    could_hold: tuple[Hand, ...]
    """Per seat, every card it may still hold as far as ``seat`` can tell (its own seat:
    its hand exactly)."""
    known: tuple[Hand, ...]
    """Per seat, the cards ``seat`` knows it holds (its own hand; shown combinations)."""
    voids: tuple[tuple[int, ...], ...]
    """Per seat, the suits it has shown it lacks."""
    cards_left: tuple[int, ...]
    """Per seat, how many cards it still holds."""


def shown_voids(observation: Observation) -> list[set[int]]:
    """The suits each seat failed to follow, from the tricks so far."""
    voids: list[set[int]] = [set() for _ in range(observation.players)]
    for trick in (*observation.past_tricks, observation.trick):
        if not trick:
            continue
        led = trick[0][1] // 13
        for seat, card in trick[1:]:
            if card // 13 != led:
                voids[seat].add(led)
    return voids


def deal_view(observation: Observation, deck: Hand) -> DealView:
    """The view of ``observation``'s seat; ``deck``: the game's deck (its ``Game.deck``)."""
    n = observation.players
    me = observation.seat
    played = observation.played
    turn_up = observation.turn_up
    out = played | observation.hand
    if turn_up is not None:
        out |= 1 << turn_up
    unseen = deck & ~out
    voids = shown_voids(observation)
    shown = [cards & ~played for cards in observation.shown_by_seat]
    left = [observation.hand_size] * n
    for trick in (*observation.past_tricks, observation.trick):
        for seat, _card in trick:
            left[seat] -= 1
    known_elsewhere = 0
    for mask in shown:
        known_elsewhere |= mask
    could: list[Hand] = []
    for seat in range(n):
        if seat == me:
            could.append(observation.hand)
            continue
        mask = (unseen & ~known_elsewhere) | shown[seat]
        for suit in voids[seat]:
            mask &= ~SUIT_MASKS[suit]
        could.append(mask | shown[seat] if left[seat] else 0)
    known = tuple(observation.hand if s == me else shown[s] for s in range(n))
    return DealView(me, tuple(could), known, tuple(tuple(sorted(v)) for v in voids),
                    tuple(left))
