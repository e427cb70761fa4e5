"""How long the statistics screen takes to open over a large history, and what memory it
costs (issue 39: it once read and decoded every match on the UI thread, on every visit).

Builds ``--matches`` real matches in a temporary data folder (``--distinct`` 13-deal
Blackout matches of 4 players played to their end by the core, each filed many times
under its own id and date, as a long-time player's history would be), then, in this one
process, starts the app on that folder and times ``StatisticsScene(app)`` plus its first
drawn frame and the resident memory it added (/proc), then a second visit (``enter``),
the Python heap's peak during one more opening (tracemalloc, timed apart: it slows
everything), and opening the newest match's review.

    SDL_VIDEODRIVER=dummy python bench/statistics_open.py --matches 10000
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.core import create_game
from game.core.record import record_of
from game.storage import open_storage
from game.storage.history import entry_of_state, insert_entry, record_uid

SEATS = ["human", "hard", "hard", "hard"]


def finished_match(seed: int) -> object:
    rng = random.Random(seed)
    state = create_game("blackout", players=4, max_cards=13).new_match(seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def build(folder: Path, matches: int, distinct: int) -> None:
    states = [finished_match(seed) for seed in range(distinct)]
    storage = open_storage(folder, env={})
    with storage.database.transaction() as conn:
        for i in range(matches):
            state = states[i % distinct]
            record = record_of(state)
            when = f"20{20 + i // 100_000 % 10}-{1 + i // 8000 % 12:02d}-{1 + i // 300 % 28:02d}" \
                   f"T{i // 60 % 24:02d}:{i % 60:02d}:00Z"
            uid = record_uid({**record, "copy": i}, SEATS)
            insert_entry(conn, entry_of_state(state, SEATS, when, record, uid))
    storage.close()


def rss_kb() -> int:
    with open("/proc/self/statm", encoding="ascii") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--distinct", type=int, default=25)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        start = time.perf_counter()
        build(folder, args.matches, args.distinct)
        size = (folder / "trickbid.sqlite3").stat().st_size
        print(f"built {args.matches} matches ({args.distinct} distinct 13-deal Blackout"
              f" matches) in {time.perf_counter() - start:.1f} s, file {size / 2**20:.1f} MB")
        os.environ["TRICKBID_DATA_DIR"] = str(folder)

        from game.client.app import App
        from game.client.history.statistics import StatisticsScene

        app = App((1280, 800), persistent=True)
        app.main_menu()
        app.frame(0.016)
        rss = rss_kb()
        start = time.perf_counter()
        scene = StatisticsScene(app)
        app.stack.push(scene)
        app.frame(0.016)
        opened = time.perf_counter() - start
        added = rss_kb() - rss
        print(f"statistics open + first frame: {opened * 1000:8.1f} ms   resident"
              f" +{added / 1024:6.1f} MB")
        start = time.perf_counter()
        scene.enter()
        app.frame(0.016)
        print(f"second visit (enter + frame):  {(time.perf_counter() - start) * 1000:8.1f} ms")
        tracemalloc.start()
        StatisticsScene(app).draw(app.screen)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        print(f"heap peak of one more opening (tracemalloc, slower): {peak / 1024:8.0f} KB")
        start = time.perf_counter()
        scene.review()
        app.frame(0.016)
        print(f"open the newest match's review: {(time.perf_counter() - start) * 1000:7.1f} ms"
              f" ({type(app.stack.top).__name__})")
        app.thinker.close()
        app.storage.close()


if __name__ == "__main__":
    main()
