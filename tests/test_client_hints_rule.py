"""The hints rule at a table with friends (issue 48, defect 9): the host screen opens on
the rule chosen last, and the help does not list H where the host allows no hints."""

from __future__ import annotations

import pygame

from game.client.friends.host_screen import HostScreen
from game.client.matches.session import MatchSession
from game.client.screens.help import HelpScene
from game.client.ui import keys
from game.i18n import set_language
from game.net.client import NetSeat
from game.net.seats import SeatPlan
from tests.client_support import frames, key, make_app
from tests.net_support import client, open_host


def test_the_host_screen_opens_on_the_hints_rule_chosen_last() -> None:
    app = make_app((1024, 640))
    try:
        screen = HostScreen(app)
        assert screen.hints is True
        screen.set_hints(False)
        again = HostScreen(app)
        assert again.hints is False and app.settings.host_hints is False
        again.exit()
        screen.exit()
    finally:
        app.thinker.close()


def listed_commands(help_scene: HelpScene) -> list[str]:
    return [b.command for b in keys.bindings_of("table") if b.command not in help_scene.without]


def test_the_help_leaves_out_h_at_a_table_without_hints() -> None:
    set_language("en")
    host = open_host("blackout", [SeatPlan("open"), SeatPlan("computer", "easy"),
                                  SeatPlan("computer", "easy")], seed=5, players=3,
                     start_when_full=False, hints=False)
    seat = NetSeat(client(host))
    app = make_app()
    try:
        assert seat.connect(10).hints is False
        host.start()
        session = MatchSession.joined({0: seat}, app.thinker, timeout=10, hints=False)
        app.matches.play_networked(session, None)
        frames(app, 2)
        key(pygame.K_F1)
        frames(app, 1)
        shown = app.stack.top
        assert isinstance(shown, HelpScene) and "hint" not in listed_commands(shown)
        shown.draw(app.screen)  # drawn without the row
        key(pygame.K_ESCAPE)
        frames(app, 1)
        app.matches.friends.leave()
        app.main_menu()
        key(pygame.K_F1)  # away from that table: H is listed again
        frames(app, 1)
        assert isinstance(app.stack.top, HelpScene) and "hint" in listed_commands(app.stack.top)
    finally:
        app.matches.friends.leave()
        seat.close()
        host.close("host_left")
        app.thinker.close()
