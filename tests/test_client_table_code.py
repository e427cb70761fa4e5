"""The table code in the window (issue 46): the Join screen's code field takes only the
code's own letters — a Cyrillic look-alike, a full-width letter, an accent, a 0 or an O
is not typed at all, so a friend cannot send a code that only looks right — and the host's
open table says, in the player's language, when someone is trying codes to get in."""

from __future__ import annotations

import asyncio
import json

import pygame
import pytest

from game.client.friends import HostScreen, JoinScreen
from game.client.match import HUMAN, MatchSetup
from game.i18n import set_language
from game.i18n.net_words import host_notice_text
from game.net.version import program_version
from game.net.wire import PROTOCOL
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

        async def guess() -> None:
            wrong = "ZZZZ" if hosting.code != "ZZZZ" else "YYYY"
            for n in range(20):
                reader, writer = await asyncio.open_connection(
                    LOOPBACK, hosting.port, local_addr=(f"127.0.1.{n + 2}", 0))
                writer.write(json.dumps({"t": "hello", "protocol": PROTOCOL,
                                         "program": program_version(), "code": wrong,
                                         "token": "0" * 32, "seat": None,
                                         "name": "x"}).encode() + b"\n")
                await reader.read()
                writer.close()
        run(guess(), timeout=30)
        notice = hosting.guessing()
        assert notice is not None and notice.code == "guessing"
        frames(app, 1)
        assert pygame.image.tobytes(app.screen, "RGB") != quiet
        words = host_notice_text(notice.code, notice.for_seconds)
        assert "2" in words and "guessing" not in words and words.isprintable()
    finally:
        app.leave_network()
        app.thinker.close()
