"""The notice line and the services the scenes receive (issue 47, item 2): a failure is
told by a code worded from the catalogs in the player's language, never by an exception's
text; the matches' services (``Autosaves``, ``FriendsTable``, ``Matches``) and the
settings in use each work alone, with fakes beside them."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import pytest

from game import i18n
from game.client.matches.autosave import RETRY_SECONDS, Autosaves
from game.client.matches.service import OUT_OF_TURN_WINDOW, Matches
from game.client.matches.session import HUMAN, MatchSetup
from game.client.matches.with_friends import FriendsTable
from game.client.notices import WINDOW_CODES, Notices
from game.client.screens.menu_scene import MenuScene
from game.client.settings import MemorySettingsStore, Settings
from game.client.settings_in_use import SettingsInUse
from game.i18n.notices import NOTICES
from game.storage import Notice, StorageError
from tests.client_support import frames, make_app

SECRET = "disk I/O error at /home/someone/.local/share/trickbid/trickbid.sqlite"
"""An exception's own English text: it must never reach the screen."""


@pytest.fixture(autouse=True)
def english_after() -> Any:
    yield
    i18n.set_language("en")


def worded(code: str, language: str) -> str:
    i18n.set_language(language)
    try:
        return i18n._(NOTICES[code])
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------ the notice line
def test_a_failure_is_a_code_worded_in_each_language_never_the_exceptions_text() -> None:
    notices = Notices()
    notices.failed("match_not_filed", StorageError(SECRET))
    texts = set()
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        text = notices.text()
        assert text == worded("match_not_filed", language)
        i18n.set_language(language)
        assert SECRET not in text and "I/O" not in text
        texts.add(text)
    assert len(texts) == len(i18n.LANGUAGES)  # translated: a different text in each


def test_every_code_of_the_window_has_words_in_every_language() -> None:
    for code in WINDOW_CODES:
        english = worded(code, "en")
        for language in i18n.LANGUAGES:
            if language != "en":
                assert worded(code, language) != english, (code, language)


def test_an_unknown_code_is_refused_by_name_and_take_hands_the_words_on_once() -> None:
    notices = Notices()
    with pytest.raises(ValueError, match="nonsense"):
        notices.failed("nonsense")
    notices.failed("resume_failed")
    assert notices.take() == worded("resume_failed", "en")
    assert notices.current is None and notices.text() == ""


def test_the_storages_own_notice_keeps_its_message_in_english_and_its_code_elsewhere() -> None:
    notices = Notices()
    notices.tell(Notice("save_busy", "The file is busy (another program)."))
    assert notices.text() == "The file is busy (another program)."
    i18n.set_language("fr")
    assert notices.text() == worded("save_busy", "fr")


# ------------------------------------------------- through the window, on the screen
def test_a_saved_match_that_cannot_be_read_is_told_on_the_menu_by_code_in_each_language(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``StorageError`` carrying an English text (as ``load_state`` raises it) was shown as
    that text (``self.notice = str(exc)``): the menu now draws the code's words."""
    app = make_app()
    assert app.storage is not None

    def damaged() -> Any:
        raise StorageError(SECRET)

    monkeypatch.setattr(app.storage.saves, "load_state", damaged)
    drawn: list[str] = []
    original = MenuScene.draw_notice

    def recording(self: MenuScene, surface: Any, notice: str, top: int) -> None:
        drawn.append(notice)
        original(self, surface, notice, top)

    monkeypatch.setattr(MenuScene, "draw_notice", recording)
    app.main_menu()
    app.matches.resume()
    for language in i18n.LANGUAGES:
        app.save_settings(app.settings.with_(language=language), persist=False)
        drawn.clear()
        frames(app, 1)
        assert drawn == [worded("resume_failed", language)], language
        assert all(SECRET not in text for text in drawn)
    app.thinker.close()


# ------------------------------------------------------------- each service alone
@dataclass
class FakeAutosaver:
    fail: bool = False
    pending: list[Any] = field(default_factory=list)
    retried: int = 0

    def changed(self, *args: Any) -> Notice | None:
        if self.fail:
            raise StorageError(SECRET)
        return None

    def finished(self, *args: Any) -> Notice | None:
        return None

    def retry(self) -> Notice | None:
        self.retried += 1
        return Notice("save_pending", "still pending")


def autosaves(saver: FakeAutosaver) -> tuple[Autosaves, Notices]:
    notices = Notices()
    storage: Any = SimpleNamespace(autosaver=saver)
    settings = SettingsInUse(MemorySettingsStore(Settings()), notices)
    return Autosaves(storage, settings, notices), notices


def test_autosaves_save_on_the_windows_thread_and_tell_a_failure_by_its_code() -> None:
    saves, notices = autosaves(FakeAutosaver(fail=True))
    setup = MatchSetup("bazar-belote", {}, (HUMAN, "easy", "easy", "easy"))
    save = saves.saver_for(setup)
    assert save is not None
    save(SimpleNamespace(phase=None))
    assert notices.current is None  # queued for the window's thread, not done on the host's
    saves.due()
    assert notices.current is not None and notices.current.code == "save_failed"
    assert SECRET not in notices.text()
    assert saves.saver_for(MatchSetup("bazar-belote", {}, ("easy",) * 4)) is None  # no human


def test_autosaves_retry_a_busy_file_every_few_seconds_and_say_when() -> None:
    saver = FakeAutosaver(pending=["a save"])
    saves, notices = autosaves(saver)
    assert saves.wake_in() == RETRY_SECONDS
    saves.retry(RETRY_SECONDS / 2)
    assert saver.retried == 0 and saves.wake_in() == pytest.approx(RETRY_SECONDS / 2)
    saves.retry(RETRY_SECONDS / 2)
    assert saver.retried == 1 and notices.current is not None
    assert notices.current.code == "save_pending"
    saver.pending.clear()
    assert saves.wake_in() is None


def test_friends_table_files_a_closed_joined_match_once_and_a_failure_by_its_code() -> None:
    class Refusing:
        calls = 0

        def file_joined_match(self, *args: Any, **kwargs: Any) -> None:
            Refusing.calls += 1
            raise StorageError(SECRET)

    notices = Notices()
    table = FriendsTable(Refusing(), notices)  # type: ignore[arg-type]
    view = SimpleNamespace(players=4, version=3, results=[])
    session: Any = SimpleNamespace(closed_over=False, ended=True, view=view, humans={0},
                                   seat_states=[], deal_records=[], deals_verdict=None, unreadable=False,
                                   close=lambda: None)
    table.play(session, None)
    table.file_if_closed()
    table.file_if_closed()
    assert Refusing.calls == 1
    assert notices.current is not None and notices.current.code == "match_not_filed"
    assert SECRET not in notices.text()
    table.leave()
    assert table.current is None


def test_matches_pace_the_computers_from_the_settings_and_keep_a_window_for_contra() -> None:
    settings = Settings().with_(ai_pause=0.5, speed="normal")
    host: Any = SimpleNamespace(settings=settings)
    matches = Matches(host, None, None, None, None, lambda *a: None)  # type: ignore[arg-type]
    pace = 0.5 * min(1.0, settings.speed_factor)
    assert matches.computer_pace(False) == pytest.approx(pace)
    assert matches.computer_pace(True) == pytest.approx(max(pace, OUT_OF_TURN_WINDOW))
    host.settings = settings.with_(ai_pause=0.0)
    assert matches.computer_pace(True) == 0.0  # no pause asked: none kept for Contra


def test_settings_that_cannot_be_kept_apply_now_and_are_told_by_code() -> None:
    class Refusing(MemorySettingsStore):
        def keep(self, **changes: Any) -> None:
            raise StorageError(SECRET)

    notices = Notices()
    settings = SettingsInUse(Refusing(Settings()), notices)
    settings.keep(fullscreen=True)
    assert settings.current.fullscreen
    assert notices.current is not None and notices.current.code == "settings_not_kept"
    assert SECRET not in notices.text()


# ------------------------------------------------------ the statistics screen, too
@pytest.mark.parametrize("where", ["statistics", "entry"])
def test_a_history_the_storage_cannot_read_is_said_in_words_never_its_error(
        monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    """The statistics screen showed ``str(exc)`` for a history it could not read, and
    "cannot be opened: <the error>" for a row: now the player's words in each language."""
    from game.client.history.statistics import StatisticsScene

    app = make_app()
    assert app.storage is not None
    app.storage.finish_match(_finished_match(), ("human", "easy", "easy", "easy"))

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise StorageError(SECRET)

    if where == "statistics":
        monkeypatch.setattr(app.storage.statistics, "by_game_and_level", broken)
    else:
        monkeypatch.setattr(app.storage.history, "entry", broken)
    for language in i18n.LANGUAGES:
        app.save_settings(app.settings.with_(language=language), persist=False)
        scene = StatisticsScene(app)
        app.stack.clear_to(scene)
        frames(app, 1)
        if where == "statistics":
            shown = scene.problem
            assert shown == i18n._("Your match history could not be read.")
        else:
            scene.review()
            shown = scene.message
            assert shown == i18n._("This match cannot be opened: {why}").format(
                why=i18n._("its record could not be read"))
        assert SECRET not in shown and "I/O" not in shown
    app.thinker.close()


def _finished_match() -> Any:
    import random

    from game.core import create_game

    rng = random.Random(3)
    state = create_game("blackout", players=4, max_cards=2).new_match(seed=3)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state
