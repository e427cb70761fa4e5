"""Exact search of the last tricks, with a transposition table.

Each seat plays for its own value (``PlayGoals.values``): max-n for Blackout, each for
himself (``solve_each``); for two teams with opposite values (``PlayGoals.zero_sum``) it is
minimax, searched with alpha-beta (``solve_teams``).  Cards of one hand that no live card separates are
equivalent, so only one of each run is searched.  The table keys a position by the hands,
the seat to play, the trick in progress and the tricks taken.
"""

from __future__ import annotations

from ai.tricks.goals import PlayGoals
from ai.tricks.simulator import Sim
from game.core.cards import SUIT_MASKS, Hand


def distinct_cards(mine: Hand, live: Hand) -> list[int]:
    """One card per run of ``mine`` not separated by another live card (the lowest of
    each run, by suit and rank).  Steps from one card of ``mine`` to the next, not rank
    by rank: the exact search asks at every node."""
    if not mine & (mine - 1):
        return [mine.bit_length() - 1] if mine else []
    out = []
    for suit_mask in SUIT_MASKS:
        m = mine & suit_mask
        if not m:
            continue
        others = live & suit_mask & ~mine
        below = 0  # the ranks up to the last card of mine seen
        while m:
            low = m & -m
            if not below or others & (low - 1) & ~below:
                out.append(low.bit_length() - 1)
            below = (low << 1) - 1
            m ^= low
    return out


def last_trick_values(sim: Sim, goals: PlayGoals) -> list[float]:
    """The values of the deal once only the last trick is left (``in_last_trick``): every
    seat still to play holds one card and no choice remains, so the trick's winner is
    counted without playing the cards (no search node, table key or legal cards; in a
    two-trick endgame that is half the nodes).  ``goals.values`` reads the tricks taken
    alone (``PlayGoals.values``); ``sim`` is left as it was."""
    best, best_seat = sim.best, sim.best_seat
    seat, hands, trump, n = sim.turn, sim.hands, sim.trump, sim.n
    for _ in range(sim.cards_left):
        card = hands[seat].bit_length() - 1
        if best < 0 or (card > best if card // 13 == best // 13 else card // 13 == trump):
            best, best_seat = card, seat
        seat = (seat + 1) % n
    if best_seat < 0:  # the deal is over
        return goals.values(sim)
    sim.tricks[best_seat] += 1
    values = goals.values(sim)
    sim.tricks[best_seat] -= 1
    return values


def in_last_trick(sim: Sim) -> bool:
    """True when every card left belongs to the current trick (or none is left)."""
    return sim.cards_left + len(sim.trick) <= sim.n


def solve_each(sim: Sim, goals: PlayGoals, table: dict[object, list[float]]) -> list[float]:
    """Every seat's value of ``sim`` under best play by all (the position is restored)."""
    if in_last_trick(sim):
        return last_trick_values(sim, goals)
    key = None
    if not sim.trick:  # positions transpose at trick boundaries; mid-trick keys cost more
        key = (tuple(sim.hands), sim.turn, tuple(sim.tricks))
        hit = table.get(key)
        if hit is not None:
            return hit
    seat = sim.turn
    live = sum(sim.hands)  # the hands are disjoint: their sum is their union
    for _, c in sim.trick:
        live |= 1 << c
    best: list[float] | None = None
    top_value = goals.top_value(seat)
    for card in distinct_cards(sim.legal_mask(), live):
        sim.play(card)
        values = solve_each(sim, goals, table)
        sim.undo()
        if best is None or values[seat] > best[seat]:
            best = values
            if values[seat] >= top_value:
                break
    assert best is not None
    if key is not None:
        table[key] = best
    return best


EXACT, LOWER, UPPER = 0, 1, 2


def solve_teams(
    sim: Sim, goals: PlayGoals, alpha: float, beta: float,
    table: dict[object, tuple[int, float]],
) -> float:
    """Team 0's value of ``sim`` under best play, for two teams with opposite values
    (seats 0 and 2 maximise, 1 and 3 minimise): alpha-beta with a bounded table."""
    if in_last_trick(sim):
        return last_trick_values(sim, goals)[0]
    key = None
    if not sim.trick:
        key = (tuple(sim.hands), sim.turn, tuple(sim.tricks))
        hit = table.get(key)
        if hit is not None:
            flag, stored = hit
            if flag == EXACT:
                return stored
            if flag == LOWER and stored >= beta:
                return stored
            if flag == UPPER and stored <= alpha:
                return stored
    a0, b0 = alpha, beta
    maximize = sim.turn % 2 == 0
    live = sum(sim.hands)  # the hands are disjoint: their sum is their union
    for _, c in sim.trick:
        live |= 1 << c
    best = float("-inf") if maximize else float("inf")
    for card in distinct_cards(sim.legal_mask(), live):
        sim.play(card)
        v = solve_teams(sim, goals, alpha, beta, table)
        sim.undo()
        if maximize:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    if key is not None:
        table[key] = (UPPER if best <= a0 else LOWER if best >= b0 else EXACT, best)
    return best
