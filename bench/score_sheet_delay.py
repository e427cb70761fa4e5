"""How long the score sheet takes to appear after the last card (issue 21, defect 21).

Runs the real app headless in real time (60 frames a second, normal speed, the default
computer pause) with a person in seat 0 played by this script the way an impatient player
plays: at each of its turns it asks for a hint (H) and plays a legal card at once, without
waiting for the hint.  It prints, per deal, the seconds from the last card's play to the
score sheet on screen, and the longest wait for a computer's card.

    python bench/score_sheet_delay.py [--game blackout] [--deals 3] [--level expert] [--no-hint]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.client.app import App
from game.client.matches.session import HUMAN, MatchSetup


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="blackout")
    p.add_argument("--deals", type=int, default=3)
    p.add_argument("--level", default="expert")
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--no-hint", action="store_true", help="never ask for a hint")
    args = p.parse_args(argv)

    app = App((1280, 800), persistent=False)
    app.save_settings(app.settings.with_(sound=False), persist=False)
    options = {"players": 4, "deal_sequence": "descending", "max_cards": 6} \
        if args.game == "blackout" else {}
    seats = (HUMAN,) + (args.level,) * 3
    table = app.matches.start(MatchSetup(args.game, options, seats, seed=args.seed))
    session = table.session
    sheet_waits: list[float] = []
    ai_waits: list[float] = []
    last_card_at: float | None = None
    my_last_at: float | None = None
    my_waits: list[float] = []
    ai_turn_since: float | None = None
    deals = 0
    seen_version = -1
    frame_ms: list[float] = []
    clock = time.perf_counter()
    while deals < args.deals:
        # as App.run: the animation clock advances by the real time, at most 0.1 s a frame
        began = time.perf_counter()
        app.frame(min(began - clock, 0.1))
        clock = began
        frame_ms.append((time.perf_counter() - began) * 1000)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - began)))
        now = time.perf_counter()
        top = app.stack.top
        if top is not table:
            if type(top).__name__ == "ScoreSheet":
                if last_card_at is not None:
                    sheet_waits.append(now - last_card_at)
                    last_card_at = None
                if my_last_at is not None:
                    my_waits.append(now - my_last_at)
                    my_last_at = None
                deals += 1
                app.stack.pop()
                if session.view.phase == "over":
                    break
                table.next_deal()
            continue
        state = session.view
        if state.phase in ("bidding", "play") and state.to_play != 0:  # a computer's turn
            if ai_turn_since is None or seen_version != session.version:
                if ai_turn_since is not None:
                    ai_waits.append(now - ai_turn_since)
                ai_turn_since, seen_version = now, session.version
            continue
        if ai_turn_since is not None:
            ai_waits.append(now - ai_turn_since)
            ai_turn_since = None
        if state.to_play == 0 and table.accepting():
            if not args.no_hint:
                table.ask_hint()
            legal = session.legal()
            session.apply(legal[len(legal) // 2])
            if state.phase == "play" and state.hand.bit_count() == 1:  # its last card
                my_last_at = now
        if session.view.phase in ("scored", "over") and last_card_at is None \
                and session.view.deal_number > deals:  # this deal's end, not the last's
            last_card_at = now
    app.thinker.close()
    for i, (wait, mine) in enumerate(zip(sheet_waits, my_waits, strict=False), 1):
        print(f"deal {i}: score sheet {wait:.2f} s after the last card, "
              f"{mine:.2f} s after the player's last card")
    frame_ms.sort()
    print(f"frames: {len(frame_ms)}, p95 {frame_ms[int(0.95 * len(frame_ms))]:.1f} ms, "
          f"max {frame_ms[-1]:.1f} ms")
    if ai_waits:
        print(f"computer cards: {len(ai_waits)}, longest wait {max(ai_waits):.2f} s "
              f"(it includes the {app.settings.ai_pause:.1f} s pause)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
