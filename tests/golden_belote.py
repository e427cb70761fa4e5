"""Writes the Bazar Belote golden records ``tests/golden/belote_*.json``.

Run ``python -m tests.golden_belote`` only when a rule change is meant to change them;
``tests/test_records.py`` replays every golden record and compares it with ``expected``.
The play comes from seeded random players, so a rerun writes the same files.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from game.core import create_game
from game.core.actions import Kind
from game.core.belote.calls import BeloteKind
from game.core.record import record_of, summary_of

GOLDEN = Path(__file__).parent / "golden"

EXAMPLE_11_HANDS = [
    ["QD", "KD", "AD", "7C", "9C", "JH", "8H", "KS"],
    ["7S", "8S", "9S", "10S", "JC", "KC", "7H", "9H"],
    ["JS", "QS", "AS", "8C", "10C", "QH", "7D", "9D"],
    ["10H", "KH", "AH", "QC", "AC", "8D", "10D", "JD"],
]
CAPOT_HANDS = [
    ["JH", "9H", "AH", "10H", "KH", "QH", "8H", "7H"],
    ["AS", "10S", "KS", "QS", "AD", "10D", "KD", "QD"],
    ["JS", "9S", "8S", "7S", "JD", "9D", "8D", "7D"],
    ["AC", "10C", "KC", "QC", "JC", "9C", "8C", "7C"],
]


def sensible_random(state: Any, rng: random.Random) -> Any:
    """Passes often and bids low, contras out of turn now and then, plays at random."""
    seats = [p for p in state.contra_seats() if p != state.to_play]
    if seats and rng.random() < 0.1:
        return state.apply("contra", seat=rng.choice(seats))
    legal = state.legal_actions()
    if state.phase == "bidding" and legal[0].kind is Kind.PASS:
        if rng.random() < 0.7:
            return state.apply(legal[0])
        return state.apply(rng.choice(legal[: min(len(legal), 9)]))
    return state.apply(rng.choice(legal))


def play_out(state: Any, rng: random.Random) -> Any:
    while not state.is_over:
        state = sensible_random(state, rng)
    return state


def classic_match() -> Any:
    """The first seed whose match has a thrown-in deal, an out-of-turn Contra, a contract
    made and one failed, so the record exercises the whole auction."""
    for seed in range(1, 500):
        state = play_out(create_game("bazar-belote").new_match(seed=seed), random.Random(seed))
        actions = [f"{a} @{s}" if s is not None else str(a) for s, a in state.log]
        made = {m for r in state.results for m in r.made if m is not None}
        if (any(r.thrown_in for r in state.results) and any("@" in a for a in actions)
                and made == {True, False}):
            return state
    raise RuntimeError("no seed gives the wanted match")


def manual_deal() -> Any:
    """Example 11's hands, manual declarations, Contra/Recontra scored each side."""
    g = create_game("bazar-belote", declarations="manual", contra_scoring="multiply_each_side")
    state = g.new_deal(hands=EXAMPLE_11_HANDS, dealer=3)
    for text in ("bid 8 H", "contra", "pass", "recontra"):
        state = state.apply(text)
    rng = random.Random(11)
    while not state.is_over:
        legal = state.legal_actions()
        state = state.apply(legal[0] if legal[0].kind in (BeloteKind.ANNOUNCE, BeloteKind.SHOW)
                            else rng.choice(legal))
    return state


def capot_deal() -> Any:
    """A Capot over the partner's bid, contra'd out of turn, recontra'd, and made."""
    state = create_game("bazar-belote").new_deal(hands=CAPOT_HANDS, dealer=3)
    for text, seat in (("bid 9 H", None), ("pass", None), ("capot H", None), ("contra", 1),
                       ("recontra", None)):
        state = state.apply(text, seat=seat)
    return play_out(state, random.Random(3))


def write(name: str, state: Any) -> None:
    record = record_of(state)
    record["expected"] = summary_of(state)
    path = GOLDEN / f"belote_{name}.json"
    path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> None:
    write("match_classic", classic_match())
    write("deal_manual_each_side", manual_deal())
    write("deal_capot_recontra", capot_deal())


if __name__ == "__main__":
    main()
