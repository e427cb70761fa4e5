"""LAN soak: T tables on one host process, N bot clients each, D deals, all on loopback.

A child process hosts the T tables (``NetHost``, every seat open) and reports its memory
(resident set, from ``/proc/self/statm``) every ``--sample`` seconds, then each table's
final scores.  This process runs the T×N bot clients on one asyncio loop (their moves are
chosen inline: the lowest level by default, so the figures are the table's and the
network's, not the AI's).  For every move it takes the time from the act being sent to
the update it caused (the next version) arriving at each client of the table, and prints
p50/p95/max over all of them, the desyncs (a client whose final version, scores or deal
count differ from the host's), the host's memory over time and the machine's load.

    python bench/lan_soak.py [--tables 8] [--clients 4] [--deals 3] [--game ID]
                             [--level random] [--seed 1] [--pause SECONDS]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PROGRAM = "soak"
CODE = "SAKE"  # (a code of the code alphabet: no O)


# ------------------------------------------------------------------ the host process
def serve(tables: int, game_id: str, players: int | None, deals: int, seed: int,
          sample: float) -> None:
    from game.core import create_game
    from game.net.seats import SeatPlan
    from game.net.server import HostSettings, NetHost

    options = {"players": players} if players else {}
    hosts = []
    for t in range(tables):
        game = create_game(game_id, **options)
        host = NetHost(game.new_match(seed=seed + t), [SeatPlan("open")] * game.players,
                       HostSettings(program=PROGRAM, address="127.0.0.1", code=CODE,
                                    deals=deals))
        host.open()
        hosts.append(host)
    page = os.sysconf("SC_PAGE_SIZE")
    start = time.monotonic()
    print(json.dumps({"ports": [h.port for h in hosts]}), flush=True)
    while not all(h.wait_closed(0) for h in hosts):
        with open("/proc/self/statm", encoding="ascii") as statm:
            rss = int(statm.read().split()[1]) * page
        print(json.dumps({"t": round(time.monotonic() - start, 1), "rss": rss}), flush=True)
        time.sleep(sample)
    print(json.dumps({"final": [{"version": h._referee.version, "scores": list(h.state.scores),
                                 "deals": len(h.state.results), "ended": h.ended}
                                for h in hosts]}), flush=True)


# ------------------------------------------------------------------ the clients
async def play_tables(ports: list[int], clients: int, level: str,
                      pause: float) -> dict[str, Any]:
    from game.net.bot import play_bot
    from game.net.client import TableClient

    sent: list[dict[int, float]] = [{} for _ in ports]
    arrived: list[list[tuple[int, float]]] = [[] for _ in ports]
    finals: list[list[dict[str, Any]]] = []

    async def table(t: int, port: int) -> list[dict[str, Any]]:
        cs = [TableClient("127.0.0.1", port, CODE, PROGRAM) for _ in range(clients)]
        for c in cs:
            await c.connect()
        last: list[Any] = [None] * clients

        def acted(version: int, when: float) -> None:
            sent[t].setdefault(version, when)

        def updater(i: int) -> Any:
            def on_update(update: Any, when: float) -> None:
                arrived[t].append((update.view.version, when))
                last[i] = update.view
            return on_update

        summaries = await asyncio.gather(*(
            play_bot(c, level, i, on_update=updater(i), on_act=acted, think_inline=True,
                     pause=pause)
            for i, c in enumerate(cs)))
        for summary, view in zip(summaries, last, strict=True):
            summary["version"] = None if view is None else view.version
        return list(summaries)

    finals = list(await asyncio.gather(*(table(t, p) for t, p in enumerate(ports))))
    latencies = []
    for t in range(len(ports)):
        for version, when in arrived[t]:
            start = sent[t].get(version - 1)
            if start is not None:
                latencies.append(when - start)
    return {"latencies": latencies, "finals": finals}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--game", default="partnership-blackout")
    parser.add_argument("--players", type=int)
    parser.add_argument("--level", default="random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sample", type=float, default=1.0)
    parser.add_argument("--pause", type=float, default=0.0,
                        help="seconds each bot waits before its move (0: flat out)")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.serve:
        serve(opts.tables, opts.game, opts.players, opts.deals, opts.seed, opts.sample)
        return
    child = subprocess.Popen(
        [sys.executable, __file__, "--serve", "--tables", str(opts.tables), "--game", opts.game,
         "--deals", str(opts.deals), "--seed", str(opts.seed), "--sample", str(opts.sample)]
        + (["--players", str(opts.players)] if opts.players else []),
        stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert child.stdout is not None
    ports = json.loads(child.stdout.readline())["ports"]
    memory: list[tuple[float, int]] = []
    final: list[dict[str, Any]] = []

    def read_child() -> None:
        assert child.stdout is not None
        for line in child.stdout:
            data = json.loads(line)
            if "rss" in data:
                memory.append((data["t"], data["rss"]))
            elif "final" in data:
                final.extend(data["final"])

    reader = threading.Thread(target=read_child, daemon=True)
    reader.start()
    load_before = os.getloadavg()[0]
    began = time.perf_counter()
    result = asyncio.run(play_tables(ports, opts.clients, opts.level, opts.pause))
    took = time.perf_counter() - began
    child.wait(60)
    reader.join(10)
    lat = result["latencies"]
    desyncs = 0
    for host_final, clients in zip(final, result["finals"], strict=True):
        for summary in clients:
            if (summary["totals"] != host_final["scores"] or summary["deals"] != host_final["deals"]
                    or summary["version"] != host_final["version"]):
                desyncs += 1
    moves = sum(f["version"] for f in final)
    print(f"{opts.tables} tables x {opts.clients} clients, {opts.game}, {opts.deals} deals, "
          f"level {opts.level}, pause {opts.pause:g} s: {moves} moves in {took:.1f} s, {len(lat)} arrivals")
    print(f"action -> arrival at every client: p50 {pct(lat, 0.5) * 1000:.1f} ms, "
          f"p95 {pct(lat, 0.95) * 1000:.1f} ms, max {max(lat) * 1000:.1f} ms")
    print(f"desyncs: {desyncs} (clients whose final version, totals or deals differ "
          f"from their host's)")
    mib = [rss / 2**20 for _, rss in memory]
    series = ", ".join(f"{t:.0f}s {rss / 2**20:.1f}" for t, rss in memory[::max(1, len(memory)
                                                                                    // 8)])
    print(f"host memory (MiB RSS): first {mib[0]:.1f}, max {max(mib):.1f}, last {mib[-1]:.1f} "
          f"[{series}]")
    print(f"load average (1 min, the machine is shared): {load_before:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
