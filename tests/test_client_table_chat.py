"""At a table with friends (issue 37): a quick message said at one seat shows by that seat
at the other's table, in the reader's language; a dropped seat's plate counts down to the
computer; T and the phrase menu work from the keyboard and Esc closes it first."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from game.client.friends.hosting import Hosting
from game.client.friends.lobby import Lobby
from game.client.matches.session import MatchSession
from game.client.table.chat import BUBBLE_SECONDS, TableChat
from game.client.table.scene import TableScene
from game.i18n import set_language
from game.i18n.net_words import phrase_text, phrase_words
from game.net.protocol import PHRASES, Say, SeatState
from game.net.seats import SeatPlan
from tests.client_support import frames, frames_until, key, make_app, start
from tests.test_table_leaks import leaks

LOOPBACK = "127.0.0.1"


def until(check: Any, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.01)


class Table:
    """A hosted table of three (the host's seat 0, Ann's seat 1, a computer), the host
    at its window and Ann's session polled by hand."""

    def __init__(self, language: str = "en") -> None:
        self.app = make_app((1024, 640), language=language)
        self.hosting = Hosting("blackout", {"players": 3},
                               [SeatPlan("person", name="Marc"), SeatPlan("open"),
                                SeatPlan("computer", "easy")],
                               seed=5, address=LOOPBACK, announce_to=(LOOPBACK, 9))
        self.hosting.open()
        self.friend = Lobby(self.app.thinker, LOOPBACK, self.hosting.port, self.hosting.code,
                            name="Ann")
        until(lambda: (self.friend.poll(), self.friend.seat)[1] == 1)
        self.table = self.app.matches.play_networked(self.hosting.start(self.app.thinker),
                                             self.hosting)
        until(lambda: (self.friend.poll(), self.friend.ready)[1])
        self.theirs: MatchSession = self.friend.session()

    def close(self) -> None:
        self.theirs.close()
        self.app.matches.friends.leave()
        self.app.thinker.close()


@pytest.fixture
def table() -> Any:
    t = Table()
    yield t
    t.close()


def test_every_phrase_of_the_protocol_has_words_in_every_language() -> None:
    english = phrase_words()
    assert tuple(english) == PHRASES
    for language in ("ru", "fr", "hy"):
        set_language(language)
        try:
            for phrase in PHRASES:
                assert phrase_text(phrase) not in ("", english[phrase]), (language, phrase)
        finally:
            set_language("en")


def test_a_quick_message_from_one_seat_shows_at_the_others_table(table: Table) -> None:
    app, scene = table.app, table.table
    assert isinstance(scene, TableScene) and scene.chat.active
    table.theirs.say("good_luck")
    frames_until(app, lambda: 1 in scene.chat.bubbles)
    assert scene.chat.bubbles[1][0] == "good_luck"
    frames(app, 1)  # drawn by Ann's plate (the picture is painted without error)
    assert leaks(scene, {0}) == []  # the relay holds neither the host nor its state
    # the host answers from the keyboard: T opens the phrases, 9 is the last one
    key(pygame.K_t)
    frames(app, 1)
    assert scene.chat.menu_open
    key(pygame.K_9)
    frames(app, 1)
    assert not scene.chat.menu_open
    until(lambda: (table.theirs.poll(), any(s.seat == 0 for s in table.theirs.quick))[1])
    assert Say("bye", 0) in table.theirs.quick
    # the bubble fades after its seconds on the table's clock
    frames(app, round(BUBBLE_SECONDS * 10) + 2, dt=0.1)
    assert 1 not in scene.chat.bubbles


def test_the_phrase_menu_by_mouse_and_esc_closes_it_before_the_game_menu(table: Table) -> None:
    app, scene = table.app, table.table
    frames(app, 2)
    chat = scene.chat
    assert chat.button is not None
    click_at(chat.button.rect.center)
    frames(app, 1)
    assert chat.menu_open
    key(pygame.K_ESCAPE)  # the menu closes; the game menu does not open
    frames(app, 1)
    assert not chat.menu_open and app.stack.top is scene
    click_at(chat.button.rect.center)
    frames(app, 1)
    click_at(chat.phrase_buttons[PHRASES.index("thanks")].rect.center)
    frames(app, 1)
    until(lambda: (table.theirs.poll(), Say("thanks", 0) in table.theirs.quick)[1])


def test_a_dropped_seat_shows_a_countdown_that_goes_down(table: Table) -> None:
    app, scene = table.app, table.table
    frames_until(app, lambda: len(scene.chat.status.states) == 3
                 and scene.chat.status.states[1].kind == "person")
    assert scene.session.names[1] == "Ann"  # the friend's own name on the plate
    until(lambda: (table.theirs.poll(), table.theirs.names[0])[1] == "Marc")  # the host's
    table.theirs.close()  # Ann's window goes
    frames_until(app, lambda: 1 in scene.chat.status.countdowns(scene.animator.tweens.time))
    first = scene.chat.status.countdowns(scene.animator.tweens.time)[1]
    assert 50 <= first <= 60
    assert scene.wake_in() is not None  # the count is drawn without input
    # two seconds of the table's own clock: the count goes down by two (the host's word
    # of the same moment may arrive too, saying the same)
    scene.chat.status.update(scene.chat.status.states, scene.animator.tweens.time)
    start_at = scene.animator.tweens.time
    before = scene.chat.status.countdowns(start_at)[1]
    assert scene.chat.status.countdowns(start_at + 2.0)[1] == before - 2
    frames(app, 1)  # painted on the plate


def test_the_countdown_counts_from_the_tables_clock() -> None:
    from game.client.friends.seat_status import SeatStatus

    status = SeatStatus()
    status.update((SeatState("person", "Ann"), SeatState("lost", "Bob", takeover_in=42)),
                  now=10.0)
    assert status.countdowns(10.0) == {1: 42}
    assert status.countdowns(13.5) == {1: 39}
    assert status.countdowns(100.0) == {1: 0}
    assert 0 < (status.wake_in(10.3) or 0) <= 0.7
    status.update((SeatState("person", "Ann"), SeatState("computer", "Bob", "easy")), 14.0)
    assert status.countdowns(15.0) == {} and status.wake_in(15.0) is None


def test_a_table_of_this_screens_own_has_no_quick_messages() -> None:
    app = make_app((1024, 640))
    try:
        scene = start(app, "blackout", players=3, seed=2)
        frames(app, 2)
        assert not scene.chat.active
        key(pygame.K_t)
        frames(app, 1)
        assert not scene.chat.menu_open
        assert isinstance(scene.chat, TableChat)
    finally:
        app.thinker.close()


def click_at(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_what_arrives_while_the_player_thinks_is_drawn_at_the_next_pass(table: Table) -> None:
    app, scene = table.app, table.table
    frames(app, 2)
    chat = scene.chat
    table.theirs.say("oops")
    until(lambda: (scene.session.poll(), bool(scene.session.quick))[1])
    chat.update(scene.animator.tweens.time)  # an update-only pass took it ...
    assert chat.fresh and chat.wake_in(scene.animator.tweens.time) == 0.0  # ... so the next draws
    frames(app, 1)
    assert not chat.fresh and 0 < (chat.wake_in(scene.animator.tweens.time) or 0) <= BUBBLE_SECONDS


def test_the_seat_token_is_this_machines_for_one_table_whatever_address_reaches_it(
        tmp_path: Any) -> None:
    from game.client.friends.seat_token import table_token

    first = table_token("192.168.1.20", 40123, "abcd", tmp_path)
    assert first == table_token("127.0.0.1", 40123, "ABCD", tmp_path)  # the same table
    assert len(first) == 32 and all(c in "0123456789abcdef" for c in first)
    assert first != table_token("192.168.1.20", 40123, "ABCE", tmp_path)  # another table
    assert first != table_token("192.168.1.20", 40123, "ABCD", tmp_path / "other")
