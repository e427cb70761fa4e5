"""A fingerprint of the AI's decisions on fixed seeds, to show a refactor changed none.

Plays deals of every game with agents of each level through the public API only
(``create_agent``, ``choose`` for every seat of ``state.actors()``) with no deadline, so the decisions depend on
the seeds alone, and asks the practice teacher for its numbers on a few fixed situations.  Prints one line per game and level: how many decisions were made and a
digest of every decision (action, reason, evaluations).  Run it before and after a change:
equal digests mean the same decisions.

    python bench/ai_decisions.py [--deals N] [--verbose]
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import create_agent
from game.core import create_game
from game.core.actions import WAIT

INF = float("inf")
GAMES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("blackout", {"players": 4}),
    ("blackout", {"players": 5}),
    ("partnership-blackout", {}),
    ("bazar-belote", {}),
)
LEVELS = ("random", "easy", "medium", "hard")


def _number(k: int) -> int:
    """Deal numbers with hands of several sizes (Blackout's hand size follows the number)."""
    return 3 + 2 * (k % 4)


def _line(d: Any) -> str:
    evals = ",".join(f"{a}={v:.9g}" for a, v in d.evaluations)
    return f"{d.action}|{d.reason}|{evals}"


def play(game_id: str, options: dict[str, Any], level: str, deals: int) -> list[str]:
    """Every decision of ``deals`` deals played by four agents of ``level``."""
    game = create_game(game_id, **options)
    out: list[str] = []
    for k in range(deals):
        state = game.new_deal(seed=1000 + k, dealer=k % game.players, deal_number=_number(k))
        agents = [create_agent(level, game, s, seed=31 * k + s) for s in range(game.players)]
        while state.phase in ("bidding", "play"):
            actors = state.actors()
            for seat in actors:  # out-of-turn seats first, the seat to play last
                d = agents[seat].choose(state.observation(seat), actors[seat], INF)
                if seat != state.to_play:
                    out.append(f"contra {seat}: " + ("-" if d.action == WAIT else _line(d)))
                else:
                    out.append(f"{seat}: {_line(d)}")
                if d.action != WAIT:
                    state = state.apply(d.action, seat)
                    break
        out.append(f"result {state.deal_result.points}")
    return out


def teacher(game_id: str, situations: int) -> list[str]:
    """The practice teacher's feedback on the first call of a few drill situations, and
    the review's analysis of a card."""
    from game.practice.feedback import feedback_for
    from game.practice.situations import PracticeStream

    out: list[str] = []
    stream = PracticeStream(game_id, "deal", seed=5)
    for _ in range(situations):
        sit = stream.next()
        fb = feedback_for(sit, sit.legal[0], worlds=40)
        values = ",".join(f"{v.action}={v.expected:.9g}/{v.success}" for v in fb.values)
        out.append(f"{fb.best}|{fb.reason}|{fb.worlds}|{values}|{fb.extra}|{fb.suit_points}")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3, help="deals per game and level")
    parser.add_argument("--verbose", action="store_true", help="print every decision")
    args = parser.parse_args()
    total = 0
    seen: set[str] = set()
    for game_id, options in GAMES:
        name = game_id + "".join(f" {k}={v}" for k, v in options.items())
        runs = [(level, play(game_id, options, level, args.deals)) for level in LEVELS]
        if game_id not in seen:
            seen.add(game_id)
            runs.append(("teacher", teacher(game_id, 3)))
        for label, lines in runs:
            decisions = sum(1 for line in lines if not line.startswith("result"))
            total += decisions
            digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
            print(f"{name:26} {label:8} {decisions:5} decisions  {digest}")
            if args.verbose:
                for line in lines:
                    print("   ", line)
    print(f"total {total} decisions")


if __name__ == "__main__":
    main()
