"""Protocol 2: a finished deal's result travels to a seat once, and the host keeps nothing per
finished deal, so a long match costs the table neither bigger lines nor more memory."""

from __future__ import annotations

import asyncio
import json
import random
import tracemalloc

import pytest

from game.core import create_game
from game.core.actions import DEAL, Kind
from game.net.bot import play_bot
from game.net.codec import DecodeError, Decoder, encode_view
from game.net.wire import unpack
from game.table.messages import DealRecord
from game.table.referee import Referee
from tests.net_support import bots, client, open_host, run


def _updates(lines: list[bytes]) -> list[dict]:
    return [m["view"] for m in (unpack(line, 1 << 20) for line in lines if line.endswith(b"\n"))
            if m["t"] == "update"]


def test_each_result_reaches_a_seat_once_and_every_view_read_has_them_all():
    host = open_host("partnership-blackout", deals=4)
    lines: list[bytes] = []
    clients = [client(host, tap=lines.append)] + [client(host) for _ in range(3)]
    summaries = run(bots(host, 4, clients=clients), 120)
    assert host.wait_closed(10)
    views = _updates(lines)
    assert views[0]["results_from"] == 0 and views[0]["results"] == []
    assert sum(len(v["results"]) for v in views) == 4  # each deal's result, once
    assert all(len(v["results"]) <= 1 for v in views)
    assert [v["results_from"] for v in views if v["results"]] == [0, 1, 2, 3]
    assert {s["deals"] for s in summaries} == {4}  # each client's last view has all four
    assert summaries[0]["totals"] == list(host.state.scores)


def test_a_view_line_stays_the_same_size_however_long_the_match():
    """The same position of the next deal: its line is no longer for the deals before it."""
    state = create_game("partnership-blackout").new_match(seed=5)
    rng = random.Random(2)
    first_deal_starts: dict[int, int] = {}
    while len(state.results) < 12:
        if state.phase.value == "scored":
            state = state.apply(DEAL)
            view = Referee(state).view(0)
            line = json.dumps(encode_view(view, len(view.results)))
            first_deal_starts[len(state.results)] = len(line)
            continue
        seat, legal = next(iter(state.actors().items()))
        action = rng.choice([a for a in legal if a.kind is not Kind.WAIT])
        state = state.apply(action, seat if seat != state.to_play else None)
    sizes = list(first_deal_starts.values())
    assert max(sizes) - min(sizes) < 200, sizes
    whole = len(json.dumps(encode_view(Referee(state).view(0))))
    assert whole > max(sizes) + 2000  # the whole history, as a first view carries it


def test_the_decoder_appends_results_and_refuses_them_out_of_step():
    state = create_game("blackout").new_match(seed=3)
    rng = random.Random(1)
    while len(state.results) < 2:
        if state.phase.value == "scored":
            state = state.apply(DEAL)
            continue
        seat, legal = next(iter(state.actors().items()))
        state = state.apply(rng.choice([a for a in legal if a.kind is not Kind.WAIT]),
                            seat if seat != state.to_play else None)
    view = Referee(state).view(1)
    decoder = Decoder()
    assert decoder.view(encode_view(view)) == view  # the whole history
    assert decoder.view(encode_view(view, 2)) == view  # nothing new: still all of it
    wire = encode_view(view, 1)
    with pytest.raises(DecodeError, match="results_from: 1, but 2"):
        decoder.view(wire)
    with pytest.raises(DecodeError, match="results_from"):
        decoder.view({k: v for k, v in encode_view(view).items() if k != "results_from"})
    with pytest.raises(DecodeError, match="outside"):
        decoder.view({**encode_view(view), "results_from": -1})
    assert Decoder().view(encode_view(view)) == view  # a new connection starts from 0


def _play(referee: Referee, deals: int, rng: random.Random) -> list[DealRecord]:
    sent: list[DealRecord] = []
    while len(referee.state.results) < deals:
        state = referee.state
        actors = state.actors()
        if not actors:
            out = referee.act(0, DEAL)
        else:
            seat, legal = next(iter(actors.items()))
            out = referee.act(seat, rng.choice([a for a in legal if a.kind is not Kind.WAIT]))
        sent += [m for s, m in out if s == 0 and isinstance(m, DealRecord)]
    return sent


def test_a_seat_sitting_down_gets_the_records_every_seat_was_sent():
    referee = Referee(create_game("partnership-blackout").new_match(seed=8))
    sent = _play(referee, 5, random.Random(3))
    assert len(sent) == 5
    assert [m for _, m in referee.deal_records(2)] == sent


def test_the_referee_keeps_nothing_per_finished_deal():
    """Between deal 4 and deal 16 the referee (and its state) grows by the state's own log
    and results alone: about 4 KiB a deal of Partnership Blackout (protocol 1 kept every
    deal's record and the deal's states besides: 12 KiB a deal)."""
    referee = Referee(create_game("partnership-blackout").new_match(seed=4))
    rng = random.Random(5)
    tracemalloc.start()
    try:
        _play(referee, 4, rng)
        at_four = tracemalloc.get_traced_memory()[0]
        _play(referee, 16, rng)
        at_sixteen = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert (at_sixteen - at_four) / 12 < 6 * 1024


def test_a_seat_coming_back_is_sent_the_whole_history_once():
    host = open_host("blackout", takeover_after=0.2)
    token = "ab" * 16
    two_done = asyncio.Event()

    def watch(update, when):
        if len(update.view.results) >= 2:
            two_done.set()

    async def scenario():
        first = client(host, token=token, seat=0)
        others = [client(host) for _ in range(host.state.players - 1)]
        for c in [first, *others]:
            await c.connect()
        playing = [asyncio.ensure_future(play_bot(c, "easy", i)) for i, c in enumerate(others)]
        mine = asyncio.ensure_future(play_bot(first, "easy", 9, on_update=watch))
        await asyncio.wait_for(two_done.wait(), 90)
        mine.cancel()
        await first.close()
        lines: list[bytes] = []
        back = client(host, token=token, tap=lines.append)
        assert (await back.connect()).seat == 0
        records = []
        async for message in back.messages():
            if isinstance(message, DealRecord):
                records.append(message.deal_number)
            if len(_updates(lines)) >= 1 and len(records) >= 2:
                break
        host.close("host_left")
        await asyncio.gather(*playing, return_exceptions=True)
        await back.close()
        return _updates(lines)[0], records

    view, records = run(scenario(), 120)
    assert view["results_from"] == 0 and len(view["results"]) >= 2
    assert records[:2] == [1, 2]
    assert host.wait_closed(10)
