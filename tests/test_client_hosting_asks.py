"""Hosting replaces the one match kept to resume: it asks first, as New game does
(issue 48, defect 2)."""

from __future__ import annotations

import pygame

from game.client.friends.host_screen import HostScreen
from game.client.matches.session import HUMAN, MatchSetup
from game.client.screens.confirm import ConfirmDialog
from game.i18n import set_language
from tests.client_support import frames, key, make_app, start


def test_hosting_over_an_unfinished_match_asks_first() -> None:
    set_language("en")
    app = make_app((1024, 640))
    screen: HostScreen | None = None
    try:
        start(app, "blackout", players=3)
        frames(app, 2)
        app.main_menu()  # the offline match is left for Resume
        assert app.matches.can_resume()
        app.matches.last_setup = MatchSetup("blackout", {"players": 3}, (HUMAN, "easy", "easy"))
        screen = HostScreen(app)
        app.push(screen)
        frames(app, 1)
        screen.start()  # Open the table
        asked = app.stack.top
        assert isinstance(asked, ConfirmDialog) and screen.hosting is None
        assert asked.question == "You have an unfinished Blackout."
        key(pygame.K_ESCAPE)  # changes nothing
        frames(app, 1)
        assert app.stack.top is screen and screen.hosting is None
        assert app.matches.last_table is not None
        screen.start()
        app.stack.top.confirm()  # type: ignore[union-attr]  # Start new (it is lost)
        frames(app, 1)
        assert screen.hosting is not None and screen.hosting.listening
    finally:
        if screen is not None and screen.hosting is not None:
            screen.hosting.close()
        app.matches.friends.leave()
        app.thinker.close()


def test_hosting_with_nothing_unfinished_opens_at_once() -> None:
    set_language("en")
    app = make_app((1024, 640))
    screen: HostScreen | None = None
    try:
        app.matches.last_setup = MatchSetup("blackout", {"players": 3}, (HUMAN, "easy", "easy"))
        screen = HostScreen(app)
        app.stack.clear_to(screen)
        frames(app, 1)
        screen.start()
        assert screen.hosting is not None and screen.hosting.listening
    finally:
        if screen is not None and screen.hosting is not None:
            screen.hosting.close()
        app.thinker.close()
