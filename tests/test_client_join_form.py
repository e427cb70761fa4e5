"""The Join form as people type in it (issue 48, defect 7): Enter in the address goes on
to the code, Enter in the code joins; a bad address is shown with the game's own port."""

from __future__ import annotations

import pygame

from game.client.friends.join_screen import JoinScreen
from game.i18n import set_language
from game.net.server import DEFAULT_PORT
from game.net.version import program_version
from tests.client_support import frames, frames_until, key, make_app
from tests.net_support import ONE_FRIEND, open_host
from tests.test_client_friends import typed


def test_enter_in_the_fields_goes_on_and_joins() -> None:
    host = open_host("blackout", ONE_FRIEND, seed=8, players=3, program=program_version(),
                     code="ABCD", start_when_full=False)
    app = make_app((1024, 640))
    join = JoinScreen(app)
    try:
        app.stack.clear_to(join)
        frames(app, 1)
        typed(f"127.0.0.1:{host.port}")
        key(pygame.K_RETURN)  # Enter in the address: on to the code
        frames(app, 1)
        assert join.typing == "code" and join.focused_key() == "code" and join.lobby is None
        typed("abcd")
        key(pygame.K_RETURN)  # Enter in the code: join
        frames(app, 2)
        assert join.lobby is not None, join.trouble
        frames_until(app, lambda: host.seat_states()[1].kind == "person")
    finally:
        join.exit()
        app.matches.friends.leave()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()


def test_a_bad_address_is_shown_with_the_games_port() -> None:
    set_language("en")
    app = make_app((1024, 640))
    try:
        join = JoinScreen(app)
        app.stack.clear_to(join)
        join.fields = {"address": "192.168.1.20", "code": "ABCD"}
        join.join()
        assert f"192.168.1.20:{DEFAULT_PORT}" in join.trouble and "5000" not in join.trouble
        join.exit()
    finally:
        app.thinker.close()


def test_the_join_list_says_who_partners_whom_when_joined_by_another_name() -> None:
    """The table heard on the typed port is the one joined, though typed by another of
    the host's names: its game says who partners whom (issue 48, defect 5)."""
    from game.client.friends.table_finder import FoundTable

    set_language("en")
    host = open_host("partnership-blackout", None, seed=8, program=program_version(),
                     code="ABCD", start_when_full=False)
    app = make_app((1024, 640))
    join = JoinScreen(app)
    try:
        app.stack.clear_to(join)
        join.found = [FoundTable("192.168.7.7", host.port, "partnership-blackout", "den", 4, 4)]
        join.fields = {"address": f"127.0.0.1:{host.port}", "code": "ABCD"}
        join.join()
        frames_until(app, lambda: join.lobby is not None and join.lobby.seat >= 0
                     and len(join.lobby.seats) == 4)
        frames(app, 1)
        labels = [b.label for b in join.buttons.buttons]
        assert labels[0] == "Seat 1 · You · partner of seat 3"
        assert labels[2] == "Seat 3 · Open: choose it to sit here · your partner"
    finally:
        join.exit()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()


def test_new_game_says_which_seat_is_your_partner() -> None:
    from game.client.matches.session import HUMAN, MatchSetup
    from game.client.screens.new_game import NewGameScene

    set_language("en")
    app = make_app((1024, 640))
    try:
        app.matches.last_setup = MatchSetup("bazar-belote", {}, (HUMAN, "easy", "easy", "easy"))
        labels = [r.label for r in NewGameScene(app).form.rows]
        assert "Seat 3 · your partner" in labels
    finally:
        app.thinker.close()


def test_a_table_heard_while_the_code_is_typed_does_not_take_the_focus() -> None:
    """The list grows above the fields as announcements arrive: the focus stays on the
    code field, so Enter still joins (seen in the two-window test under load)."""
    from game.client.friends.table_finder import FoundTable

    set_language("en")
    app = make_app((1024, 640))
    join = JoinScreen(app)
    try:
        app.stack.clear_to(join)
        frames(app, 1)
        typed("127.0.0.1:47390")
        key(pygame.K_RETURN)
        frames(app, 1)
        assert join.focused_key() == "code"
        join.found = [FoundTable("192.168.7.7", 47390, "blackout", "den", 2, 3)]
        join.resize(app.size)  # a table heard
        assert join.focused_key() == "code" and join.buttons.buttons[0].key == "table"
    finally:
        join.exit()
        app.thinker.close()


def test_a_table_typed_by_an_address_never_announced_says_who_partners_whom() -> None:
    """Nothing heard on the network: the host's welcome names its game, so the seats
    still say who partners whom (issue 48, defect 5)."""
    set_language("en")
    host = open_host("partnership-blackout", None, seed=8, program=program_version(),
                     code="ABCD", start_when_full=False)
    app = make_app((1024, 640))
    join = JoinScreen(app)
    try:
        app.stack.clear_to(join)
        join.found = []
        join.fields = {"address": f"127.0.0.1:{host.port}", "code": "ABCD"}
        join.join()
        frames_until(app, lambda: join.lobby is not None and join.lobby.seat >= 0
                     and len(join.lobby.seats) == 4)
        frames(app, 1)
        labels = [b.label for b in join.buttons.buttons]
        assert labels[0] == "Seat 1 · You · partner of seat 3"
        assert labels[2] == "Seat 3 · Open: choose it to sit here · your partner"
    finally:
        join.exit()
        host.close()
        assert host.wait_closed(10)
        app.thinker.close()
