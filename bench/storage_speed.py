"""Storage costs on this machine: opening, the autosave after every action, moving a
finished match to the history, and the statistics queries over a large history.

The autosave runs on the UI thread after each action, so its median and p95 must stay far
below a frame (16 ms).  Statistics are measured over ``--matches`` stored matches.

    python bench/storage_speed.py --matches 1000
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import create_game
from game.core.record import record_of
from game.storage import open_storage
from game.storage.history import entry_of_state


def ms(samples: list[float]) -> str:
    samples = sorted(samples)
    p95 = samples[min(len(samples) - 1, int(0.95 * len(samples)))]
    return f"median {statistics.median(samples) * 1000:7.2f} ms   p95 {p95 * 1000:7.2f} ms"


def finished_match(seed: int) -> object:
    rng = random.Random(seed)
    state = create_game("blackout", players=4).new_match(seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        opens = []
        for _ in range(5):
            start = time.perf_counter()
            storage = open_storage(folder, env={})
            opens.append(time.perf_counter() - start)
            storage.close()
        print(f"open (existing file)         {ms(opens)}")

        storage = open_storage(folder, env={})
        rng = random.Random(1)
        state = create_game("blackout", players=4).new_match(seed=1)
        saves = []
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
            start = time.perf_counter()
            storage.saves.save_state(state)
            saves.append(time.perf_counter() - start)
        print(f"autosave per action          {ms(saves)}   ({len(saves)} actions,"
              f" last record {len(str(storage.saves.record('autosave')))} chars)")

        template = finished_match(2)
        record = record_of(template)  # type: ignore[arg-type]
        moves = []
        for i in range(args.matches):
            seats = ["human", ("easy", "medium", "hard", "expert")[i % 4], "hard", "hard"]
            # one template match filed under distinct ids (as distinct matches would be)
            entry = entry_of_state(template, seats, "2026-11-30T00:00:00Z", record)
            start = time.perf_counter()
            storage.history.add(entry, ["autosave"])
            moves.append(time.perf_counter() - start)
        print(f"match to history             {ms(moves)}   ({args.matches} matches,"
              f" {len(template.results)} deals each)")  # type: ignore[attr-defined]

        queries = []
        for _ in range(10):
            start = time.perf_counter()
            storage.statistics.by_game_and_level()
            storage.statistics.by_game()
            storage.statistics.recent_matches(20)
            queries.append(time.perf_counter() - start)
        print(f"statistics screen queries    {ms(queries)}")
        storage.close()
        size = (Path(folder) / "trickbid.sqlite3").stat().st_size
        print(f"database size                {size / 1024 / 1024:7.2f} MiB")


if __name__ == "__main__":
    main()
