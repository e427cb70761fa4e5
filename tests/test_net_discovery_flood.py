"""Spoofed announcements cannot freeze the Join screen (issue 46, fault 6): the list of
tables heard keeps a bounded number (in all and from one address), the tables that keep
announcing stay through a flood of one-off fakes, and each datagram costs the same however
much junk came before — the list is sorted only when the screen asks and it changed, never
per datagram."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.client.friends.table_finder import TableFinder
from game.net import discovery
from game.net.discovery import MAX_TABLES, PER_SENDER, TableList, announcement, read_announcement
from game.net.protocol import SeatState
from game.net.wire import PROTOCOL


def table(address: str, port: int, host: str = "den") -> dict[str, Any]:
    data = announcement("blackout", port, (SeatState("open"), SeatState("person")), host)
    found = read_announcement(data, address)
    assert found is not None
    return found


def junk(rng: random.Random, n: int) -> list[dict[str, Any]]:
    """``n`` spoofed announcements, each from a made-up address and port."""
    return [table(f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(256)}",
                  rng.randrange(1, 65536), f"fake{i}") for i in range(n)]


def test_a_flood_of_spoofed_tables_keeps_the_list_bounded() -> None:
    tables = TableList()
    for i, fake in enumerate(junk(random.Random(6), 20_000)):
        tables.heard(fake, now=i * 1e-5)
    assert len(tables) == MAX_TABLES
    assert len(tables.tables(now=0.5)) == MAX_TABLES
    assert len(tables._by_sender) <= MAX_TABLES and len(tables._once) <= MAX_TABLES


def test_one_address_keeps_at_most_a_few_tables() -> None:
    tables = TableList()
    for port in range(1, 5000):
        tables.heard(table("10.0.0.9", port), now=port * 1e-4)
    kept = tables.tables(now=1.0)
    assert [t["port"] for t in kept] == list(range(4999 - PER_SENDER + 1, 5000))


def test_the_tables_that_keep_announcing_stay_through_the_flood() -> None:
    """(A host first heard in the middle of a flood can be crowded out by it: it is then
    joined by its typed address, as where discovery is blocked.)"""
    tables = TableList()
    rng = random.Random(8)
    real = [table("192.168.1.20", 47390, "Ann"), table("192.168.1.31", 47390, "Bob")]
    now = 0.0
    for t in real:  # listed before the flood: heard twice
        tables.heard(t, now=-2.0)
    for burst in range(20):  # the hosts announce between bursts of 2,000 fakes
        for t in real:
            tables.heard(t, now)
        for fake in junk(rng, 2000):
            now += 1e-4
            tables.heard(fake, now)
        assert {t["host"] for t in tables.tables(now)} >= {"Ann", "Bob"}, burst
    assert len(tables) == MAX_TABLES


def test_tables_not_heard_lately_are_forgotten() -> None:
    tables = TableList(forget_after=7.0)
    tables.heard(table("192.168.1.20", 47390, "Ann"), now=0.0)
    tables.heard(table("192.168.1.31", 47390, "Bob"), now=5.0)
    assert [t["host"] for t in tables.tables(now=6.0)] == ["Ann", "Bob"]
    assert [t["host"] for t in tables.tables(now=7.5)] == ["Bob"]
    assert tables.tables(now=20.0) == [] and len(tables) == 0


def test_each_datagram_costs_the_same_and_the_list_is_sorted_only_when_asked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The work, counted: hearing never sorts or walks the list (a sort per datagram was
    fault 6's frozen frames); the screen's ``tables()`` sorts at most ``MAX_TABLES``
    entries, once per change, and not again while nothing changed."""
    sorts: list[int] = []

    def counted(items: Any, **kwargs: Any) -> list[Any]:
        out = sorted(items, **kwargs)
        sorts.append(len(out))
        return out

    monkeypatch.setattr(discovery, "sorted", counted, raising=False)
    tables = TableList()
    fakes = junk(random.Random(3), 20_000)
    for i, fake in enumerate(fakes):
        tables.heard(fake, now=i * 1e-5)
    assert sorts == []  # 20,000 datagrams heard: no sort
    tables.tables(now=0.3)
    tables.tables(now=0.3)
    assert sorts == [MAX_TABLES]  # one sort of the kept few, not one per call
    for fake in tables.tables(now=0.3):  # the same announcements again: nothing new
        tables.heard(fake, now=0.31)
    tables.tables(now=0.32)
    assert sorts == [MAX_TABLES]


def test_the_finder_hands_the_screen_a_bounded_list_made_once_per_change() -> None:
    finder = TableFinder(port=0)
    finder.heard(junk(random.Random(4), 5000), now=1.0)
    first = finder.tables(now=1.0)
    assert len(first) == MAX_TABLES
    again = finder.tables(now=1.0)
    assert again == first and all(a is b for a, b in zip(again, first, strict=True))


def test_an_announcement_whose_names_are_not_printable_is_ignored() -> None:
    for host in ("\x1b[2Jden", "a\udc80b", "line\nbreak"):
        data = json.dumps({"trickbid": PROTOCOL, "game": "blackout", "port": 4000,
                           "host": host, "free": 1, "seats": 2}).encode()
        assert read_announcement(data, "10.0.0.5") is None
