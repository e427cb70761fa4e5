"""Helpers of the network tests: a host on loopback and bot clients, every wait bounded."""

from __future__ import annotations

import asyncio
from typing import Any

from game.core import create_game
from game.net.bot import play_bot
from game.net.client import TableClient
from game.net.seats import SeatPlan
from game.net.server import HostSettings, NetHost

PROGRAM = "test-1"
CODE = "TEST"
LOOPBACK = "127.0.0.1"


ONE_FRIEND = [SeatPlan("computer", "easy"), SeatPlan("open"), SeatPlan("computer", "easy")]
"""Three Blackout seats: two computers and seat 1 open for a friend."""


def open_host(game_id: str, seats: list[SeatPlan] | None = None, seed: int = 7,
              players: int | None = None, **settings: Any) -> NetHost:
    """A host of ``game_id`` on loopback, listening (all seats open unless ``seats``;
    ``players`` for a game that seats a choice of them)."""
    game = create_game(game_id) if players is None else create_game(game_id, players=players)
    plan = seats if seats is not None else [SeatPlan("open")] * game.players
    defaults: dict[str, Any] = {"program": PROGRAM, "address": LOOPBACK, "code": CODE,
                                "level": "easy"}
    defaults.update(settings)
    host = NetHost(game.new_match(seed=seed), plan, HostSettings(**defaults))
    host.open()
    return host


def client(host: NetHost, **kwargs: Any) -> TableClient:
    kwargs.setdefault("code", CODE)
    kwargs.setdefault("program", PROGRAM)
    return TableClient(LOOPBACK, host.port, **kwargs)


async def bots(host: NetHost, count: int, level: str = "easy",
               clients: list[TableClient] | None = None) -> list[dict[str, Any]]:
    """``count`` bot clients (or ``clients``) seated and played to the table's end."""
    cs = clients if clients is not None else [client(host) for _ in range(count)]
    for c in cs:
        await c.connect()
    return list(await asyncio.gather(*(play_bot(c, level, i) for i, c in enumerate(cs))))


def run(coro: Any, timeout: float = 60.0) -> Any:
    """Run ``coro`` with a hard timeout (a hung table fails the test, never the suite)."""
    return asyncio.run(asyncio.wait_for(coro, timeout))
