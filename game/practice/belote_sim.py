"""A fast Bazar Belote play-out for the practice teacher: bitmask hands, a plain policy.

The teacher needs thousands of play-outs per feedback; the core's immutable states are
right for the game and too slow for that.  ``play_out`` plays a whole deal with the core's
own pure play rule (``legal_plays``, ``trick_winner``) and a plain policy — win the trick
cheaply when the partner is not already winning it, give the partner points when he is,
lead a master trump or an ace — and returns what scoring needs: card points, tricks, the
combinations each team scores and Belote (bazar-belote 16–19, 26).  ``tests`` check its
points against the core on the same deals.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.belote_combinations import belote_holder, best_holder, best_split
from game.core.belote_play import legal_plays, trick_winner
from game.core.belote_rules import LAST_TRICK_BONUS, card_points, strength
from game.core.belote_scoring import DealFigures, score_deal
from game.core.cards import SUIT_MASKS, Card, Hand, iter_cards


@dataclass(frozen=True, slots=True)
class PlayedDeal:
    """One play-out's figures by team (team 0 = seats 0 and 2)."""

    cards: tuple[int, int]
    tricks: tuple[int, int]
    combinations: tuple[int, int]
    belote: tuple[int, int]

    def raw(self, team: int) -> int:
        """bazar-belote 26: cards + scored combinations + Belote."""
        return self.cards[team] + self.combinations[team] + self.belote[team]

    def score(self, team: int, number: int, capot: bool, multiplier: int,
              options: object) -> tuple[int, bool]:
        """(team 0's points minus team 1's, made) had ``team`` held this contract."""
        f = DealFigures(team=team, number=number, capot=capot, multiplier=multiplier,
                        cards=self.cards, tricks=self.tricks,
                        combinations=self.combinations, belote=self.belote)
        s = score_deal(f, options)  # type: ignore[arg-type]
        return s.points[0] - s.points[1], s.made


def combination_points(hands: list[Hand], trump: int, eldest: int) -> tuple[int, int]:
    """bazar-belote 18 with automatic declarations: the team of the single best combination
    scores all of its combinations."""
    splits = [best_split(h, trump) for h in hands]
    best = best_holder([s[0] if s else None for s in splits], eldest, trump)
    points = [0, 0]
    if best is not None:
        team = best % 2
        points[team] = sum(c.value for s in (team, team + 2) for c in splits[s])
    return points[0], points[1]


def _cheapest(cards: list[Card], trump: int) -> Card:
    return min(cards, key=lambda c: (card_points(c, trump), strength(c, trump), c))


def choose(hand: Hand, trick: list[tuple[int, Card]], trump: int, seat: int,
           played: Hand) -> Card:
    """The plain policy's card for ``seat``; ``played`` is every card gone so far."""
    mask, _ = legal_plays(hand, tuple(trick), trump)
    cards = list(iter_cards(mask))
    if len(cards) == 1:
        return cards[0]
    if not trick:
        trumps = [c for c in cards if c // 13 == trump]
        if trumps:
            top = max(trumps, key=lambda c: strength(c, trump))
            out = SUIT_MASKS[trump] & ~played & ~hand
            # draw the opponents' trumps with the master
            if out and not any(strength(c, trump) > strength(top, trump)
                               for c in iter_cards(out)):
                return top
        aces = [c for c in cards if c // 13 != trump and strength(c, -1) == 8]
        if aces:
            return aces[0]
        return _cheapest(cards, trump)
    win_seat, _ = trick_winner(tuple(trick), trump)
    last = len(trick) == 3
    if win_seat == (seat + 2) % 4:
        # the partner holds the trick: give him points, never a trump
        side = [c for c in cards if c // 13 != trump] or cards
        return max(side, key=lambda c: (card_points(c, trump), -strength(c, trump)))
    winners = [c for c in cards
               if trick_winner((*trick, (seat, c)), trump)[0] == seat]
    if winners:
        if last:
            return max(winners, key=lambda c: (card_points(c, trump), -strength(c, trump)))
        return max(winners, key=lambda c: (strength(c, trump) if c // 13 != trump
                                           else -strength(c, trump), card_points(c, trump)))
    return _cheapest(cards, trump)


def play_out(hands: list[Hand], trump: int, eldest: int) -> PlayedDeal:
    """Play the whole deal from ``hands`` (8 cards each) with ``trump``, ``eldest`` leading
    (bazar-belote 21)."""
    combos = combination_points(hands, trump, eldest)
    holder = belote_holder(hands, trump)
    belote = [0, 0]
    if holder is not None:
        belote[holder % 2] = 20
    cards, tricks = finish(list(hands), trump, [], eldest, 0, (0, 0), (0, 0), 0)
    return PlayedDeal(cards, tricks, combos, (belote[0], belote[1]))


def finish(
    hands: list[Hand], trump: int, trick: list[tuple[int, Card]], turn: int, played: Hand,
    cards: tuple[int, int], tricks: tuple[int, int], done: int,
) -> tuple[tuple[int, int], tuple[int, int]]:
    """Play on from a position (``trick`` in progress, ``turn`` to play, ``done`` tricks
    finished, ``cards``/``tricks`` taken so far by team) to the end of the deal; the final
    card points (last trick's 10 included) and tricks by team.  ``hands`` is changed."""
    pts = list(cards)
    won = list(tricks)
    trick = list(trick)
    seat = turn
    while done < 8:
        while len(trick) < 4:
            c = choose(hands[seat], trick, trump, seat, played)
            hands[seat] ^= 1 << c
            played |= 1 << c
            trick.append((seat, c))
            seat = (seat + 1) % 4
        seat, _ = trick_winner(tuple(trick), trump)
        team = seat % 2
        won[team] += 1
        pts[team] += sum(card_points(c, trump) for _, c in trick)
        done += 1
        if done == 8:
            pts[team] += LAST_TRICK_BONUS
        trick = []
    return (pts[0], pts[1]), (won[0], won[1])


def deal_hidden(hand: Hand, seat: int, hidden: list[Card], counts: tuple[int, ...],
                rng: random.Random) -> list[Hand]:
    """Deal ``hidden`` at random to the other seats, ``counts[s]`` cards each."""
    cards = list(hidden)
    rng.shuffle(cards)
    hands = [0, 0, 0, 0]
    hands[seat] = hand
    i = 0
    for s in range(4):
        if s == seat:
            continue
        for c in cards[i:i + counts[s]]:
            hands[s] |= 1 << c
        i += counts[s]
    return hands
