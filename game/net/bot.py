"""A seat whose moves a computer makes, over the network: ``trickbid join --bot LEVEL``.

It plays exactly as a person's screen would: it reads each ``Update``, and when its view
offers actions it asks the AI (in a worker thread, so the connection keeps reading) and
sends the choice with the view's version; between deals it asks for the next deal.  The
summary it returns is what ``trickbid join`` prints as one JSON line.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from game.core.actions import DEAL
from game.core.phase import Phase
from game.net.client import TableClient
from game.net.protocol import Closing, ProtocolComplaint
from game.table.computers import make_agent
from game.table.messages import Act, Refusal, Refused, Update

RETRY_AFTER = 0.25
"""Seconds before a move the host dropped as too fast is sent again."""
MIN_GAP = 1 / 25
"""Seconds between two lines of ours at least: under the host's rate (30 a second), so a
computer playing flat out is not taken for a flood."""


async def play_bot(client: TableClient, level: str, seed: int = 0,
                   on_update: Callable[[Update, float], None] | None = None,
                   on_act: Callable[[int, float], None] | None = None,
                   think_inline: bool = False, pause: float = 0.0) -> dict[str, Any]:
    """Play ``client``'s seat (already connected) until the table closes; the summary.

    ``on_update(update, arrival)`` and ``on_act(version, sent)`` see every update and act
    with ``time.perf_counter()`` stamps (the soak bench's latency); ``pause`` seconds pass
    before each move (a table paced like people's, not flat out)."""
    agent: Any = None
    view = None
    acted = -1
    refused = 0
    last: Act | None = None
    sent_at = -1.0
    ended = ""
    loop = asyncio.get_running_loop()
    async for message in client.messages():
        match message:
            case Closing():
                ended = message.why
                break
            case Refused():
                refused += message.why is not Refusal.STALE
                continue
            case ProtocolComplaint(why="too_fast"):
                # faster than the host takes lines (a computer can be): the line was
                # dropped, so send the move again a little later if the position is the same
                await asyncio.sleep(RETRY_AFTER)
                if last is not None and view is not None and last.version == view.version:
                    _send(client, last, on_act)
                continue
            case Update():
                pass
            case _:
                continue
        if on_update is not None:
            on_update(message, time.perf_counter())
        view = message.view
        if view.version <= acted:
            continue
        if view.phase is Phase.SCORED:
            acted = view.version
            last = Act(DEAL, view.version)
            await asyncio.sleep(max(0.0, sent_at + MIN_GAP - time.monotonic()))
            sent_at = time.monotonic()
            _send(client, last, on_act)
            continue
        legal = view.legal_actions()
        if not legal:
            continue
        if agent is None:
            agent = make_agent(level, view.game, view.seat, seed)
        acted = view.version
        if pause:
            await asyncio.sleep(pause)
        if think_inline:
            decision = agent.choose(view.observation, legal)
        else:
            decision = await loop.run_in_executor(None, agent.choose, view.observation, legal)
        last = Act(decision.action, view.version)
        await asyncio.sleep(max(0.0, sent_at + MIN_GAP - time.monotonic()))
        sent_at = time.monotonic()
        _send(client, last, on_act)
    return {
        "seat": client.seat,
        "deals": 0 if view is None else len(view.results),
        "totals": None if view is None else list(view.scores),
        "ended": ended or "connection_lost",
        "refused": refused,
        **verdict_fields(client),
    }


def verdict_fields(client: TableClient) -> dict[str, Any]:
    """The summary's word on the deals (``fairness``): ``verified`` true only when the
    host's reveal checked out; else false with the reason code (``REASONS``)."""
    verdict = client.witness.verdict
    return {"verified": verdict.verified, "verified_reason": verdict.reason}


def _send(client: TableClient, act: Act, on_act: Callable[[int, float], None] | None) -> None:
    if on_act is not None:
        on_act(act.version, time.perf_counter())
    client.send(act)
