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
