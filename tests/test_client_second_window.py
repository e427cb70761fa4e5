"""A second Trickbid on the same saved data (issue 40, item 6): its notice is readable and
fits, and its window does not open exactly over the first one."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.client.app import SECOND_WINDOW_OFFSET, App
from game.client.ui.widgets import MIN_LABEL_PX
from game.storage import open_storage
from tests.client_support import frames
from tests.test_storage_lock import other_window


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "ru", "fr", "hy"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_second_window_says_it_saves_nothing_readably_and_off_the_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str,
        size: tuple[int, int]) -> None:
    first = open_storage(tmp_path, env={})
    first.change_settings(window_size=size, window_position=(100, 80), language=language)
    first.close()
    monkeypatch.setenv("TRICKBID_DATA_DIR", str(tmp_path))
    with other_window(tmp_path):
        app = App(persistent=True)
        try:
            assert app.second_window()
            assert app.window.windowed_position == (100 + SECOND_WINDOW_OFFSET,
                                                    80 + SECOND_WINDOW_OFFSET)
            app.main_menu()
            frames(app, 1)
            menu = app.stack.top
            box = menu.notice_box
            assert box is not None and menu.notice_px >= MIN_LABEL_PX + 2
            assert app.screen.get_rect().contains(box)
            quit_button = menu.buttons.buttons[-1].rect
            assert box.top >= quit_button.bottom  # under the buttons, not over them
        finally:
            app.thinker.close()
            app.storage.close()
