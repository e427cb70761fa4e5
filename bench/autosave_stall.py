"""The table's frame time while another program holds the saved data's write lock.

A child process opens the player's database and holds ``BEGIN IMMEDIATE`` (as an import,
a backup tool or a stuck second program would).  Meanwhile the real app (headless) plays a
Blackout match with a human seat that always makes its first legal move, autosaving after
every action through the app's own call site; every frame is timed.  Then the lock is let
go and one more action shows the pending autosave reaching the file.  ``--old N`` also
times N direct, waiting saves (``saves.save_state``, the call the frame loop used to make)
under the same lock, for comparison.

    python bench/autosave_stall.py [--actions 14] [--old 2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HOLDER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("holding", flush=True)
sys.stdin.readline()
conn.execute("ROLLBACK")
"""


def ms(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (f"median {statistics.median(ordered) * 1000:7.2f} ms   p95 {p95 * 1000:7.2f} ms"
            f"   max {ordered[-1] * 1000:7.2f} ms   ({len(ordered)} samples)")


def play(app: object, table: object, actions: int, until_saved: bool = False) -> list[float]:
    """Frames until the human seat made ``actions`` moves (or, ``until_saved``, until no
    autosave is pending); each frame's duration."""
    from game.core.phase import Phase

    times: list[float] = []
    sent = 0
    deadline = time.monotonic() + 120
    saver = app.storage.autosaver  # type: ignore[attr-defined]
    while time.monotonic() < deadline:
        if (saver.pending == []) if until_saved else sent >= actions:
            break
        start = time.perf_counter()
        app.frame(1 / 60)  # type: ignore[attr-defined]
        times.append(time.perf_counter() - start)
        top = app.stack.top  # type: ignore[attr-defined]
        if top is not table and hasattr(top, "between_deals"):
            top.close()  # the score sheet between deals: "Next deal"
            continue
        state = table.shown  # type: ignore[attr-defined]
        if table.accepting() and table.session.is_human(state.to_play) and (  # type: ignore[attr-defined]
            state.phase != Phase.BIDDING or table.bid_panel is not None  # type: ignore[attr-defined]
        ):
            legal = table.session.legal()  # type: ignore[attr-defined]
            if legal:
                table.send(legal[0], state.to_play)  # type: ignore[attr-defined]
                sent += 1
        time.sleep(0.001)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--actions", type=int, default=14, help="human actions to play")
    parser.add_argument("--old", type=int, default=2, help="waiting saves to time")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="trickbid-bench-")
    os.environ.update(TRICKBID_DATA_DIR=folder, SDL_VIDEODRIVER="dummy",
                      SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    from game.client.app import App
    from game.client.matches.session import HUMAN, MatchSetup
    from game.storage.location import DATABASE_NAME
    app = App((1280, 800), persistent=True)
    app.save_settings(app.settings.with_(speed="instant", ai_pause=0.0, sound=False,
                                         change_bid_seconds=0.0), persist=False)
    storage = app.storage
    assert storage is not None and storage.persistent
    seats = (HUMAN, "random", "random", "random")
    options = {"players": 4, "deal_sequence": "descending"}  # 13 cards in the first deal
    from tests.client_support import record_truth

    truth = record_truth(app)  # the referee's states, as its host hands them to the autosave

    table = app.matches.start(MatchSetup("blackout", options, seats, seed=16))
    play(app, table, 1)  # the first frames load fonts and cards: not counted
    free = play(app, table, args.actions)
    print(f"the file free ({args.actions} human actions and the computers' between them):")
    print(f"  frame time                   {ms(free)}")

    table = app.matches.start(MatchSetup("blackout", options, seats, seed=17))
    play(app, table, 1)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(Path(folder) / DATABASE_NAME)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdin is not None
    assert holder.stdout.readline() == "holding\n"
    said: list[str] = []
    show = table.line.say

    def say(message: str, *rest: object) -> None:
        said.append(message)
        show(message, *rest)  # type: ignore[arg-type]

    table.line.say = say  # type: ignore[method-assign]
    held = play(app, table, args.actions)
    print("while another process holds the write lock (the same):")
    print(f"  frame time                   {ms(held)}")
    print(f"  autosaves pending at the end {len(storage.autosaver.pending)}")
    busy = [m for m in said if "saved data" in m]
    print(f"  the table said               {busy!r}")
    if args.old:
        waits, failures = [], set()
        for _ in range(args.old):
            start = time.perf_counter()
            try:
                storage.saves.save_state(truth[-1], seats=seats)
            except Exception as exc:  # noqa: BLE001 - expected: the lock is held
                failures.add(type(exc).__name__)
            waits.append(time.perf_counter() - start)
        print(f"  the old waiting save         {ms(waits)}   (raised: {sorted(failures)})")

    holder.stdin.write("\n")
    holder.stdin.close()
    holder.wait(30)
    after = play(app, table, 0, until_saved=True)
    saved = storage.saves.load_state()
    print(f"after the lock is let go: {len(storage.autosaver.pending)} pending after"
          f" {len(after)} frame(s); the file's autosave is the table's state:"
          f" {saved == truth[-1]}")
    app.thinker.close()
    storage.close()


if __name__ == "__main__":
    main()
