"""The main screens in English, Russian, French and Armenian at the smallest window, 1024×640.

Every label drawn through the client's ``text`` is recorded, and every card the practice
screens draw: no label may leave the window, overlap another one or run under a card, in any
language (Russian, French and Armenian run longer than English).  The frames are saved as
PNGs into the test's temporary folder for looking at.
"""

from __future__ import annotations

import importlib
import itertools
import sys
from pathlib import Path

import pytest

from tests import client_support as cs
from tests.rules_helpers import quick_views

import pygame  # isort: skip

from game import i18n  # isort: skip
from game.client.practice import paint as practice_paint  # isort: skip
from game.client.ui import widgets  # isort: skip

SIZE = (1024, 640)


class Labels:
    """Wraps ``widgets.text`` in every client module that imported it, recording each
    label drawn on the window and where."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[str, pygame.Rect]] = []
        self.cards: list[pygame.Rect] = []
        self.screen_size = SIZE
        original = widgets.text
        original_cards = practice_paint.draw_cards

        def recording(surface, content, size, colour=widgets.INK, **where):
            rect = original(surface, content, size, colour, **where)
            if surface.get_size() == self.screen_size and content.strip():
                self.drawn.append((content, rect.clip(surface.get_clip())))
            return rect

        def recording_cards(surface, cards, rect, height, *args, **kwargs):
            rects = original_cards(surface, cards, rect, height, *args, **kwargs)
            if surface.get_size() == self.screen_size:
                self.cards += [r.clip(surface.get_clip()) for r in rects]
            return rects

        # every scene module is imported first, so each one's ``text`` is patched
        for scene in ("screens.menus", "screens.new_game", "practice.menu", "practice.scene",
                      "screens.rules", "table.score_sheet", "screens.settings", "history.review",
                      "practice.progress"):
            importlib.import_module(f"game.client.{scene}")

        for name, module in list(sys.modules.items()):
            if name.startswith("game.client") and getattr(module, "text", None) is original:
                monkeypatch.setattr(module, "text", recording)
            if name.startswith("game.client") and \
                    getattr(module, "draw_cards", None) is original_cards:
                monkeypatch.setattr(module, "draw_cards", recording_cards)

    def clear(self) -> None:
        self.drawn.clear()
        self.cards.clear()

    def problems(self) -> list[str]:
        window = pygame.Rect((0, 0), self.screen_size)
        out = [f"{c!r} leaves the window at {r}" for c, r in self.drawn
               if not window.contains(r)]
        for (a, ra), (b, rb) in itertools.combinations(self.drawn, 2):
            common = ra.clip(rb)
            if common.width > 2 and common.height > 2 and a != b:
                out.append(f"{a!r} {ra} overlaps {b!r} {rb}")
        for (a, ra), card in itertools.product(self.drawn, self.cards):
            common = ra.clip(card)
            if common.width > 2 and common.height > 2:
                out.append(f"{a!r} {ra} runs under a card at {card}")
        return out


def finish_a_deal(app, table) -> None:
    """Play the human's cards and bids until the score sheet comes up."""
    for _frame in range(4000):
        cs.frames(app)
        top = app.stack.top
        if type(top).__name__ == "ScoreSheet":
            return
        if top is table and table.accepting() and table.session.is_human(table.shown.to_play):
            if table.bid_panel is not None:
                table.calls.choose(next(b for b in table.bid_panel.buttons if b.enabled),
                                   table.shown)
                table.send_pending_bid()
            elif table.shown.phase == "play":
                table.choose_card(next(iter(table.playable_cards())))
    raise AssertionError("the deal never ended")


@pytest.mark.parametrize("code", ["en", "ru", "fr", "hy"])
def test_main_screens_hold_the_language_without_overlap(code: str, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from game.client.practice.menu import PracticeMenu
    from game.client.practice.scene import PracticeScene
    from game.client.screens.new_game import NewGameScene
    from game.client.screens.rules import RulesScene
    from game.client.screens.settings import SettingsScene

    labels = Labels(monkeypatch)
    app = cs.make_app(SIZE)
    try:
        app.save_settings(app.settings.with_(language=code))
        assert i18n.language() == code
        shots: list[str] = []

        def look(name: str) -> None:
            labels.clear()
            cs.frames(app, 2)
            labels.clear()
            cs.frames(app, 1)
            assert labels.drawn, name
            assert labels.problems() == [], (code, name)
            pygame.image.save(app.screen, str(tmp_path / f"{code}-{name}.png"))
            shots.append(name)

        app.main_menu()
        look("menu")
        app.stack.push(SettingsScene(app))
        look("settings")
        app.stack.pop()
        new = NewGameScene(app)
        app.stack.push(new)
        for game_id in ("blackout", "partnership-blackout", "bazar-belote"):
            new.set_game(game_id)
            new.advanced = False
            new.toggle_advanced()
            look(f"new-game-{game_id}")
        app.stack.pop()
        app.stack.push(RulesScene(app, "bazar-belote"))
        look("rules")
        app.stack.pop()
        app.stack.push(PracticeMenu(app))
        look("practice-menu")
        app.stack.push(PracticeScene(app, "bazar-belote", "opening", seed=3))
        for _frame in range(600):
            cs.frames(app)
            if app.stack.top.phase == "calling":
                break
        look("practice-call")
        for game_id, players in (("blackout", 7), ("partnership-blackout", 4),
                                 ("bazar-belote", 4)):
            table = cs.start(app, game_id, players=players, seed=7, level="random")
            cs.settle(app, table)
            look(f"table-{game_id}")
        finish_a_deal(app, cs.start(app, "blackout", players=4, seed=3, level="random"))
        look("score-sheet")
        assert len(list(tmp_path.glob(f"{code}-*.png"))) == len(shots) == 12
    finally:
        app.save_settings(app.settings.with_(language="en"))
        app.thinker.close()


def test_language_changes_in_settings_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pick Русский in the settings: the settings screen and the menu below it are in
    Russian on the next frame, without a restart."""
    from game.client.screens.menus import MainMenu
    from game.client.screens.settings import SettingsScene

    labels = Labels(monkeypatch)
    app = cs.make_app(SIZE, language="en")
    try:
        app.main_menu()
        scene = SettingsScene(app)
        app.stack.push(scene)
        row = scene.form.rows[0]
        assert row.label == "Language" and row.show(row.value) == "English"
        cs.click(row.button.rect.center)
        cs.frames(app, 2)
        assert i18n.language() == "ru" and app.settings.language == "ru"
        assert app.stack.top.form.rows[0].label == "Язык"
        assert "Настройки" in [c for c, _r in labels.drawn]
        app.stack.pop()
        menu = app.stack.top
        assert isinstance(menu, MainMenu)
        assert menu.buttons.buttons[0].label == "Новая игра"
    finally:
        app.save_settings(app.settings.with_(language="en"))
        app.thinker.close()


@pytest.mark.parametrize("code", ["en", "ru", "fr", "hy"])
def test_practice_feedback_progress_and_review_hold_the_language(
        code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The teacher's verdict and chart, the progress chart and a reviewed card: the longest
    texts of the practice screens, at 1024×640 in each language."""
    from game.client.history.review import ReviewScene
    from game.client.practice.progress import ProgressScene
    from game.client.practice.scene import PracticeScene
    from game.practice.progress import Progress
    from game.storage import Storage
    from tests.test_practice_engine import finished_record
    from tests.test_practice_scenes import wait_for

    labels = Labels(monkeypatch)
    app = cs.make_app(SIZE)
    try:
        app.save_settings(app.settings.with_(language=code))

        def look(name: str) -> None:
            labels.clear()
            cs.frames(app, 2)
            labels.clear()
            cs.frames(app, 1)
            assert labels.drawn, name
            assert labels.problems() == [], (code, name)
            pygame.image.save(app.screen, str(tmp_path / f"{code}-{name}.png"))

        app.main_menu()
        for game_id, drill in (("bazar-belote", "contra"), ("blackout", "hook")):
            progress = Progress(Storage.in_memory().practice)
            scene = PracticeScene(app, game_id, drill, seed=5, progress=progress, worlds=12)
            app.stack.push(scene)
            wait_for(app, lambda s=scene: s.phase == "calling")
            cs.click(next(b for b in scene.bid_panel.buttons if b.enabled).rect.center)
            wait_for(app, lambda s=scene: s.phase == "feedback", limit=120)
            look(f"feedback-{game_id}")
            app.stack.pop()
        for call, best, loss in (("bid 1", "bid 2", 3.0), ("bid 0", "bid 0", 0.0)):
            progress.history.add("blackout", "zero", call, best, loss)
        app.stack.push(ProgressScene(app, progress))
        look("progress")
        app.stack.pop()
        review = ReviewScene(app, finished_record("bazar-belote", 3), seat=0, views=quick_views(6))
        app.stack.push(review)
        cards = [t for t, _ in review.review.seat_cards()]
        wait_for(app, lambda: all(t in review.analyses for t in cards), limit=120)
        cs.key(pygame.K_RIGHT)
        cs.key(pygame.K_RIGHT)
        look("review")
    finally:
        app.save_settings(app.settings.with_(language="en"))
        app.thinker.close()


def test_settings_list_armenian_in_its_own_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings → Language offers every catalog, each named in its own language; choosing
    Հայերեն turns the settings and the menu below them Armenian at once."""
    from game.client.screens.menus import MainMenu
    from game.client.screens.settings import SettingsScene

    Labels(monkeypatch)
    app = cs.make_app(SIZE, language="fr")
    try:
        app.main_menu()
        app.stack.push(SettingsScene(app))
        row = app.stack.top.form.rows[0]
        assert [row.show(v) for v in row.values] == ["English", "Русский", "Français", "Հայերեն"]
        cs.click(row.button.rect.center)  # fr → hy, the next in the list
        cs.frames(app, 2)
        assert i18n.language() == "hy" and app.settings.language == "hy"
        assert app.stack.top.form.rows[0].label == "Լեզու"
        app.stack.pop()
        menu = app.stack.top
        assert isinstance(menu, MainMenu)
        assert menu.buttons.buttons[0].label == "Նոր խաղ"
    finally:
        app.save_settings(app.settings.with_(language="en"))
        app.thinker.close()


@pytest.mark.parametrize("code", ["en", "ru", "fr", "hy"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_review_of_big_tables_and_the_menus_notice_hold_the_language(
        code: str, size: tuple[int, int], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 40, items 6 and 7: the deal review at 7 players and with 13-card hands, mid
    trick, and the main menu with a second window's notice: no word leaves the window,
    overlaps another or runs under a hand, in each language and at both sizes."""
    from game.client.history.review import ReviewScene
    from game.storage import Notice
    from tests.test_client_review_scene import _record

    labels = Labels(monkeypatch)
    labels.screen_size = size
    app = cs.make_app(size)
    try:
        app.save_settings(app.settings.with_(language=code))

        def look(name: str) -> None:
            labels.clear()
            cs.frames(app, 1)
            assert labels.drawn, name
            assert labels.problems() == [], (code, size, name)
            pygame.image.save(app.screen, str(tmp_path / f"{code}-{size[0]}-{name}.png"))

        app.notices.tell(Notice("second_window", "Trickbid is already open in another "
                                        "window with your saved data (/home/a/.local/share/"
                                        "trickbid). This window plays on a copy and saves "
                                        "nothing: no saved games, settings or history. Close "
                                        "it and play in the other window to keep your games."))
        app.main_menu()
        look("menu-notice")
        app.notices.clear()
        for players, cards in ((7, 7), (4, 13)):
            review = ReviewScene(app, _record(players, cards), seat=0, views=quick_views(2))
            app.stack.push(review)
            for _step in range(players + 2):  # the first trick, and two cards of the next
                review.forward()
            look(f"review-{players}p{cards}")
            review.close()
    finally:
        app.save_settings(app.settings.with_(language="en"))
        app.thinker.close()
