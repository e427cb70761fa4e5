"""The teacher for Bazar Belote: each trump suit played out, every call scored from it.

In every sampled world (the unseen 24 cards dealt at random, weighted by how well each
seat's hand explains the suit it bid) the deal is played out once per trump suit
(``game.practice.belote_sim``).  One play-out per suit serves every contract in that suit —
any level, either team, Contra or not — because scoring (bazar-belote 26–31) reads only
the card points, tricks, combinations and Belote, which the contract does not change in
this policy.  A call's value is the team's expected margin (its points minus the
opponents'); Pass is valued as the standing contract played as it stands (or a throw-in,
0, when no bid stands).
"""

from __future__ import annotations

import random
from typing import Any

from game.core.actions import Action, Kind
from game.core.belote_rules import FIRST_BID
from game.core.cards import DECK_32, SUIT_SYMBOLS, iter_cards
from game.practice.belote_sim import PlayedDeal, deal_hidden, play_out
from game.practice.drills import trump_suits
from game.practice.feedback import CallValue

LEVELS = tuple(range(FIRST_BID, 17))
"""The levels whose success chance is reported per suit (8..16), then Capot."""


def _bid_suits(obs: Any) -> dict[int, int]:
    """The suit each other seat last bid (the evidence about its hand)."""
    out: dict[int, int] = {}
    for s, a in obs.calls:
        if s != obs.seat and a.kind in (Kind.BID, Kind.CAPOT):
            out[s] = a.suit
    return out


def belote_feedback(situation: Any, call: Action, worlds: int, seed: int) -> Any:
    obs = situation.observation
    legal: tuple[Action, ...] = situation.legal
    seat = obs.seat
    team = seat % 2
    sign = 1 if team == 0 else -1
    options = situation.game.options
    eldest = (obs.dealer + 1) % 4
    rng = random.Random(f"trickbid/practice/feedback/bazar-belote/{seed}/{seat}")
    hidden = list(iter_cards(DECK_32 & ~obs.hand))
    bid_suits = _bid_suits(obs)
    plays: list[tuple[float, list[PlayedDeal]]] = []
    for _ in range(worlds):
        hands = deal_hidden(obs.hand, seat, hidden, (8, 8, 8, 8), rng)
        weight = 1.0
        for s, suit in bid_suits.items():
            if suit not in trump_suits(hands[s]):
                weight *= 0.25
        plays.append((weight, [play_out(hands, suit, eldest) for suit in range(4)]))
    total = sum(w for w, _ in plays)
    contract = obs.contract

    def value(bid_team: int, number: int, suit: int, capot: bool, mult: int
              ) -> tuple[float, float]:
        margin = made = 0.0
        for w, deals in plays:
            m, ok = deals[suit].score(bid_team, number, capot, mult, options)
            margin += w * sign * m
            made += w * ok
        return margin / total, made / total

    values: list[CallValue] = []
    for a in legal:
        if a.kind is Kind.BID:
            v, p = value(team, a.number, a.suit, False, 1)
            values.append(CallValue(a, v, success=p))
        elif a.kind is Kind.CAPOT:
            v, p = value(team, 0, a.suit, True, 1)
            values.append(CallValue(a, v, success=p))
        elif contract is None:  # Pass with no bid standing
            values.append(CallValue(a, 0.0, note="if everyone passes, the deal is thrown in"))
        else:
            mult = contract.multiplier
            if a.kind is Kind.CONTRA:
                mult = 2
            elif a.kind is Kind.RECONTRA:
                mult = 4
            v, p = value(contract.team, contract.number, contract.suit, contract.capot, mult)
            mine = contract.team == team
            values.append(CallValue(
                a, v, success=p if mine else None,
                note=f"{contract} played{' doubled' if mult == 2 else ''}"
                + ("" if mine else f"; it is made {p:.0%} of the time"),
            ))
    values.sort(key=lambda cv: (-cv.expected, cv.action))
    best = values[0]
    suit_points = []
    extra = []
    for suit in range(4):
        chances = []
        for n in LEVELS:
            chances.append(sum(w for w, d in plays if d[suit].raw(team) >= 10 * n) / total)
        chances.append(sum(w for w, d in plays if d[suit].tricks[team] == 8) / total)
        suit_points.append((suit, tuple(chances)))
        mean = sum(w * d[suit].raw(team) for w, d in plays) / total
        extra.append((SUIT_SYMBOLS[suit], f"{mean:.0f}"))
    best_suit = max(range(4), key=lambda s: float(extra[s][1]))
    shown = best.action.suit if best.action.suit >= 0 else best_suit
    points = f"with {SUIT_SYMBOLS[shown]} as trump your team scores about {extra[shown][1]} points"
    margin = f"expected margin {best.expected:+.1f} over {worlds} simulated deals"
    if best.success is not None and best.action.kind in (Kind.BID, Kind.CAPOT):
        reason = f"{best.action.label()}: {points}, made {best.success:.0%} of the time; {margin}"
    else:
        reason = f"{best.action.label()}: {best.note}; {margin}; your best trump: {points}"
    return best.action, reason, tuple(values), tuple(extra), tuple(suit_points)
