"""What a flood of spoofed table announcements costs the Join screen (issue 46, fault 6:
272,000 datagrams in 12 s made 38,728 fake tables and a worst frame of 1,057 ms).

Feeds ``--datagrams`` spoofed announcements (each from a made-up address and port, as
bytes through ``read_announcement``, as the listener reads them) into the Join screen's
``TableFinder`` in windows of ``--per-window`` (the listener's quarter-second windows),
with two real hosts announcing among them, and after each window asks for the list as
the screen does each frame.  Prints one JSON line: the tables kept, whether the real hosts
stayed listed, the mean cost of one datagram (read and heard) and the worst and median
time of one screen's ``tables()``.

    python bench/discovery_flood.py --datagrams 272000
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.client.friends.table_finder import TableFinder
from game.net.discovery import announcement, read_announcement
from game.net.protocol import SeatState

SEATS = (SeatState("open"), SeatState("person"), SeatState("open"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--datagrams", type=int, default=272_000)
    parser.add_argument("--per-window", type=int, default=5_600,
                        help="datagrams a quarter-second window reads (272k in 12 s)")
    parser.add_argument("--seed", type=int, default=46)
    opts = parser.parse_args()
    rng = random.Random(opts.seed)
    real = [(announcement("blackout", 47390, SEATS, name), address)
            for name, address in (("Ann", "192.168.1.20"), ("Bob", "192.168.1.31"))]
    finder = TableFinder(port=0)
    now = 0.0
    for data, address in real:  # listed before the flood
        finder.heard([read_announcement(data, address)] * 2, now)
    reading = 0.0
    frames: list[float] = []
    left = opts.datagrams
    while left > 0:
        batch = [(announcement("blackout", rng.randrange(1, 65536), SEATS, f"fake{left - i}"),
                  f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(256)}")
                 for i in range(min(opts.per_window, left))]
        batch += real
        left -= opts.per_window
        now += 0.25
        started = time.perf_counter()
        found = [t for t in (read_announcement(d, a) for d, a in batch) if t is not None]
        finder.heard(found, now)
        reading += time.perf_counter() - started
        started = time.perf_counter()
        shown = finder.tables(now)
        frames.append(time.perf_counter() - started)
    hosts = {t.host for t in shown}
    print(json.dumps({
        "datagrams": opts.datagrams,
        "tables_kept": len(shown),
        "real_hosts_listed": sorted(hosts & {"Ann", "Bob"}),
        "us_per_datagram": round(reading / opts.datagrams * 1e6, 2),
        "tables_call_ms_worst": round(max(frames) * 1e3, 3),
        "tables_call_ms_median": round(statistics.median(frames) * 1e3, 3),
    }))


if __name__ == "__main__":
    main()
