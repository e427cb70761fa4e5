"""Bazar Belote's card analysis for the review: sampled worlds, each legal card played on.

Until the AI package has a Belote model, the review weighs a card the way the practice
teacher weighs a call: the unseen cards are dealt consistently with what the seat saw
(cards played, voids shown by failing to follow, combinations shown and not yet played),
then each legal card is played and the deal finished by the plain policy
(``game.practice.belote_sim``).  The value is the seat's team's card points at the end.
"""

from __future__ import annotations

import random
from typing import Any

from ai.sampling import Constraints, sample_hands
from game.core.actions import Action, Kind
from game.core.belote_play import trick_winner
from game.core.belote_rules import LAST_TRICK_BONUS, mask_points
from game.core.cards import DECK_32, card_label
from game.practice.belote_sim import finish


def _team_points(obs: Any) -> tuple[int, int]:
    pts = [0, 0]
    for i, trick in enumerate(obs.past_tricks):
        team = trick_winner(trick, obs.trump)[0] % 2
        mask = 0
        for _, c in trick:
            mask |= 1 << c
        pts[team] += mask_points(mask, obs.trump) + (LAST_TRICK_BONUS if i == 7 else 0)
    return pts[0], pts[1]


def analyse_belote_card(obs: Any, legal: tuple[Action, ...], samples: int, seed: int
                        ) -> tuple[list[tuple[Action, float]], str]:
    seat = obs.seat
    team = seat % 2
    plays = [a for a in legal if a.kind is Kind.PLAY]
    played_by = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    for trick in obs.past_tricks + (obs.trick,):
        if not trick:
            continue
        led = trick[0][1] // 13
        for s, c in trick:
            played_by[s] |= 1 << c
            if c // 13 != led:
                voids[s] |= 1 << led
    shown = [0, 0, 0, 0]
    for s, combos in enumerate(obs.shown):
        for combo in combos:
            shown[s] |= combo.cards & ~played_by[s]
    known = 0
    for s in range(4):
        if s != seat:
            known |= shown[s]
    counts = tuple(8 - played_by[s].bit_count() - (shown[s].bit_count() if s != seat else 0)
                   for s in range(4))
    hidden = DECK_32 & ~obs.hand & ~obs.played & ~known
    cons = Constraints(seat, obs.hand, hidden, counts, tuple(voids), 0, tuple(played_by))
    rng = random.Random(f"trickbid/review/belote/{seed}/{seat}/{len(obs.past_tricks)}")
    base_cards = _team_points(obs)
    tricks = [0, 0]
    for i, t in enumerate(obs.tricks):
        tricks[i % 2] += t
    totals = dict.fromkeys(plays, 0.0)
    for _ in range(samples):
        hands = sample_hands(cons, rng)
        for s in range(4):
            if s != seat:
                hands[s] |= shown[s]
        for a in plays:
            h = list(hands)
            h[seat] ^= 1 << a.card
            trick = list(obs.trick) + [(seat, a.card)]
            turn = (seat + 1) % 4
            cards, _ = finish(h, obs.trump, trick, turn, obs.played | 1 << a.card,
                              base_cards, (tricks[0], tricks[1]), len(obs.past_tricks))
            totals[a] += cards[team] - cards[1 - team]
    evals = sorted(((a, totals[a] / samples) for a in plays), key=lambda e: (-e[1], e[0]))
    best, value = evals[0]
    reason = (f"{card_label(best.card)}: your team ends about {value:+.0f} card points "
              f"ahead over {samples} sampled deals")
    return evals, reason
