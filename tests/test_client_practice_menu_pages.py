"""Practice's menu lays out any number of games readably (issue 47, the toy-game rehearsal:
a fourth game column put French and Armenian drill words under the readable size at
1024×640 and 1280×800).  Games are given to the menu as a tuple, repeating registered ones,
so the test needs no fourth game."""

from __future__ import annotations

import pygame
import pytest

from game.client.games import VIEWS
from game.client.practice.menu import PracticeMenu
from game.client.ui.widgets import MIN_LABEL_PX
from game.i18n import set_language
from tests.client_support import frames, make_app

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
LANGUAGES = ["en", "ru", "fr", "hy"]


@pytest.mark.parametrize("count", [4, 5])
@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_of_many_games_is_readable_and_every_game_is_shown(
        lang: str, size: tuple[int, int], count: int, written) -> None:
    registered = list(VIEWS)
    games = tuple(registered[i % len(registered)] for i in range(count))
    app = make_app(size, language=lang)
    try:
        menu = PracticeMenu(app, games)
        app.stack.push(menu)
        shown: list[str] = []
        bounds = pygame.Rect((0, 0), size)
        for _page in range(menu.pages):
            written.clear()
            frames(app, 1)
            small = [(words, px) for words, px in written if px < MIN_LABEL_PX]
            assert not small, (menu.page, small)
            for b in menu.buttons.buttons:
                assert bounds.contains(b.rect), b.label
                assert b.label_px() >= MIN_LABEL_PX, b.label
            columns = [rect for _game, rect in menu.columns]
            for rect in columns:
                assert bounds.contains(rect), rect
            assert not any(a.colliderect(b) for i, a in enumerate(columns)
                           for b in columns[i + 1:])
            shown += [game for game, _rect in menu.columns]
            menu.next_page()
        assert shown == list(games)
        assert menu.page == 0  # the last page turns back to the first
    finally:
        set_language("en")
        app.thinker.close()


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_three_games_fit_on_one_page_with_no_page_button(size: tuple[int, int]) -> None:
    """Today's three games keep their one-row picture (whatever else is registered)."""
    three = tuple(VIEWS)[:3]
    app = make_app(size, language="en")
    try:
        menu = PracticeMenu(app, three)
        assert menu.pages == 1
        assert [game for game, _rect in menu.columns] == list(three)
        assert "Next ▶" not in [b.label for b in menu.buttons.buttons]
    finally:
        app.thinker.close()
