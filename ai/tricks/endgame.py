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
    """One card per run of ``mine`` not separated by another live card."""
    if not mine & (mine - 1):
        return [mine.bit_length() - 1] if mine else []
    out = []
    for suit_mask in SUIT_MASKS:
        m = mine & suit_mask
        if not m:
            continue
        others = live & suit_mask & ~mine
        prev_run = False
        c = (m & -m).bit_length() - 1
        top = m.bit_length() - 1
        while c <= top:
            if m >> c & 1:
                if not prev_run:
                    out.append(c)
                prev_run = True
            elif others >> c & 1:
                prev_run = False
            c += 1
    return out


def solve_each(sim: Sim, goals: PlayGoals, table: dict[object, list[float]]) -> list[float]:
    """Every seat's value of ``sim`` under best play by all (the position is restored)."""
    if sim.cards_left == 0:
        return goals.values(sim)
    key = None
    if not sim.trick:  # positions transpose at trick boundaries; mid-trick keys cost more
        key = (tuple(sim.hands), sim.turn, tuple(sim.tricks))
        hit = table.get(key)
        if hit is not None:
            return hit
    seat = sim.turn
    live = 0
    for h in sim.hands:
        live |= h
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
    if sim.cards_left == 0:
        return goals.values(sim)[0]
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
    live = 0
    for h in sim.hands:
        live |= h
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
