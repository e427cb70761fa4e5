"""The table code in the window (issue 46): the Join screen's code field takes only the
code's own letters — a Cyrillic look-alike, a full-width letter, an accent, a 0 or an O
is not typed at all, so a friend cannot send a code that only looks right — and the host's
open table says, in the player's language, when someone is trying codes to get in."""

from __future__ import annotations

import asyncio
import json
import time

import pygame
import pytest

from game.client.friends.host_screen import HostScreen
from game.client.friends.hosting import Hosting
from game.client.friends.join_screen import JoinScreen
from game.client.matches.session import HUMAN, MatchSetup
from game.i18n import set_language
from game.i18n.net_words import host_notice_text
from game.net.seats import SeatPlan
from game.net.version import program_version
from game.net.wire import PROTOCOL
from game.table.thinking import Thinker
from tests.client_support import frames, key, make_app
from tests.net_support import run

LOOPBACK = "127.0.0.1"


def typed(value: str) -> None:
    for char in value:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=char,
                                             scancode=0))


def test_the_code_field_takes_only_the_codes_letters() -> None:
    app = make_app((1024, 640))
    try:
        app.stack.clear_to(JoinScreen(app))
        frames(app, 1)
        join = app.stack.top
        assert isinstance(join, JoinScreen)
        typed("127.0.0.1:47390")
        key(pygame.K_TAB)
        typed("ТЕС\uff34Ä\u0301 0O1I-k7qmZW")
        frames(app, 1)
        assert join.fields == {"address": "127.0.0.1:47390", "code": "K7QM"}
    finally:
        app.thinker.close()


async def guess(port: int, code: str, program: str) -> None:
    """20 wrong codes, each from its own address: the table's budget for a minute."""
    wrong = "ZZZZ" if code != "ZZZZ" else "YYYY"
    for n in range(20):
        reader, writer = await asyncio.open_connection(
            LOOPBACK, port, local_addr=(f"127.0.1.{n + 2}", 0))
        writer.write(json.dumps({"t": "hello", "protocol": PROTOCOL, "program": program,
                                 "code": wrong, "token": "0" * 32, "seat": None,
                                 "name": "x"}).encode() + b"\n")
        await reader.read()
        writer.close()


@pytest.fixture
def english_afterwards():
    yield
    set_language("en")


def test_the_open_table_says_when_someone_is_guessing(monkeypatch, english_afterwards) -> None:
    monkeypatch.setattr(HostScreen, "listen_on", LOOPBACK)
    monkeypatch.setattr(HostScreen, "announce_to", (LOOPBACK, 9))
    app = make_app((1024, 640), language="ru")
    app.last_setup = MatchSetup("blackout", {"players": 3}, (HUMAN, "easy", "easy"))
    try:
        app.stack.clear_to(HostScreen(app))
        frames(app, 1)
        host = app.stack.top
        assert isinstance(host, HostScreen)
        host.open_table()
        hosting = host.hosting
        assert hosting is not None and hosting.guessing() is None
        quiet = pygame.image.tobytes(app.screen, "RGB")

        run(guess(hosting.port, hosting.code, program_version()), timeout=30)
        notice = hosting.guessing()
        assert notice is not None and notice.code == "guessing"
        frames(app, 1)
        assert pygame.image.tobytes(app.screen, "RGB") != quiet
        words = host_notice_text(notice.code, notice.for_seconds)
        assert "2" in words and "guessing" not in words and words.isprintable()
    finally:
        app.matches.friends.leave()
        app.thinker.close()


def test_the_hosts_own_table_says_it_during_the_match(english_afterwards) -> None:
    set_language("fr")
    hosting = Hosting("blackout", {}, [SeatPlan("person"), SeatPlan("computer", "easy"),
                                       SeatPlan("computer", "easy")],
                      seed=6, address=LOOPBACK, program="test-1", takeover_level="easy",
                      announce_to=(LOOPBACK, 9))
    thinker = Thinker()
    try:
        hosting.open()
        session = hosting.start(thinker)
        run(guess(hosting.port, hosting.code, "test-1"), timeout=30)
        words = host_notice_text("guessing", 120)
        deadline = time.monotonic() + 10
        told: list[str] = []
        while words not in told:
            assert time.monotonic() < deadline, told
            session.poll()
            told += [said.text for said in session.said]
            session.said.clear()
            time.sleep(0.02)
        time.sleep(0.6)  # the relay looks again: said once
        session.poll()
        assert words not in [said.text for said in session.said]
        assert "min" in words and "Someone" not in words
    finally:
        hosting.close()
        thinker.close()
