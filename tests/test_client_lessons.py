"""The lessons' screens (issue 50): the menu entry, a lesson walked at the table, progress
kept and resumed, the first-start offer, readable labels at 1024x640 in every language."""

from __future__ import annotations

import pygame
import pytest

from game.client.lessons.free_deal import free_deal_setup
from game.client.lessons.lesson_menu import LessonMenu
from game.client.lessons.lesson_scene import LessonScene
from game.client.screens.confirm import ConfirmDialog
from game.client.screens.menus import MainMenu
from game.client.screens.new_game import NewGameScene
from game.client.ui.widgets import MIN_LABEL_PX
from game.i18n import LANGUAGES, set_language
from game.practice.lessons import course_of
from tests.client_support import frames, make_app
from tests.game_floors import GAME_IDS


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    app = make_app()
    yield app
    set_language("en")


def walk(scene: LessonScene) -> int:
    """Follow the coach to the end through the scene's own handlers; the wrong tries."""
    wrong = 0
    while not scene.coach.finished:
        if scene.coach.step.reads_only:
            scene.go_on()
            continue
        expected = scene.coach.expected()
        state = scene.coach.state
        if state.phase.value == "play":
            hand_cards = [card for _rect, card in scene.card_rects]
            other = [c for c in hand_cards if all(a.card != c for a in expected)]
            if other:  # a click on a card the coach does not want: explained, no move
                index = scene.coach.index
                rect = next(r for r, c in scene.card_rects if c == other[0])
                scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center,
                                                button=1))
                assert scene.verdict is not None and not scene.verdict.right
                assert scene.coach.index == index and scene.said()
                wrong += 1
            rect = next(r for r, c in scene.card_rects if c == expected[0].card)
            scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
        else:
            button = next(b for b in scene.buttons.buttons
                          if b.data.get("action") == str(expected[0]))
            assert button.on_click is not None
            button.on_click()
        assert scene.verdict is not None and scene.verdict.right
        surface = pygame.Surface(scene.host.size)
        scene.draw(surface)  # the next step is drawn (the card rectangles follow the hand)
    return wrong


def test_the_main_menu_opens_the_lessons(app) -> None:  # type: ignore[no-untyped-def]
    menu = MainMenu(app)
    labels = [label for label, _fn, _on in menu.entries()]
    assert "Learn to play" in labels
    menu.lessons()
    assert isinstance(app.stack.top, LessonMenu)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_lesson_is_walked_at_the_table_and_kept_as_done(app, game_id: str) -> None:  # type: ignore[no-untyped-def]
    for lesson in course_of(game_id).lessons:
        scene = LessonScene(app, game_id, lesson.key)
        app.stack.push(scene)
        frames(app, 1)
        walk(scene)
        frames(app, 1)
        labels = [b.label for b in scene.buttons.buttons]
        assert "Free deal" in labels
        app.stack.pop()
    assert app.practice_storage().lessons.done(game_id) == {x.key for x in
                                                            course_of(game_id).lessons}


def test_a_lesson_left_halfway_resumes_from_the_menu(app) -> None:  # type: ignore[no-untyped-def]
    game_id = GAME_IDS[0]
    scene = LessonScene(app, game_id, "trick")
    app.stack.push(scene)
    frames(app, 1)
    scene.go_on()
    next(b for b in scene.buttons.buttons if b.data.get("action") == "bid 1").on_click()  # type: ignore[misc]
    assert scene.coach.index == 2
    scene.back()
    menu = LessonMenu(app)
    app.stack.push(menu)
    menu.open(game_id, "trick")
    resumed = app.stack.top
    assert isinstance(resumed, LessonScene) and resumed.coach.index == 2
    assert any("3" in note for _r, note, _d in menu.notes if note)


def test_a_wrong_call_is_explained_with_the_rules_reason(app) -> None:  # type: ignore[no-untyped-def]
    scene = LessonScene(app, GAME_IDS[0], "bidding", at=1)  # the hook bars the dealer's 1
    barred = next(b for b in scene.buttons.buttons if b.data.get("action") == "bid 1")
    barred.on_click()  # type: ignore[misc]
    assert scene.verdict is not None and scene.verdict.refused
    assert "hook" in scene.said()[0][0]
    assert scene.coach.index == 1


def test_the_free_deal_is_easy_computers_with_the_default_options() -> None:
    for game_id in GAME_IDS:
        setup = free_deal_setup(course_of(game_id).free_deal)
        assert setup.options == {} and setup.seats[0] == "human"
        assert set(setup.seats[1:]) == {"easy"}


def test_a_run_that_keeps_nothing_is_never_asked(app) -> None:  # type: ignore[no-untyped-def]
    form = NewGameScene(app)
    app.stack.push(form)
    form.start()
    assert type(app.stack.top).__name__ == "TableScene"


def test_the_lessons_are_offered_once_at_a_first_start(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TRICKBID_DATA_DIR", str(tmp_path))
    app = make_app(persistent=True)
    assert app.storage is not None and app.storage.persistent
    form = NewGameScene(app)
    app.stack.push(form)
    form.start()
    offer = app.stack.top
    assert isinstance(offer, ConfirmDialog)
    offer.confirm()
    assert isinstance(app.stack.top, LessonMenu)
    app.stack.pop()
    form.start()  # offered once: this time the match starts
    assert type(app.stack.top).__name__ == "TableScene"
    app.storage.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_is_readable_at_1024x640(app, language: str) -> None:  # type: ignore[no-untyped-def]
    set_language(language)
    menu = LessonMenu(app)
    small = [(b.label, b.label_px()) for b in menu.buttons.buttons
             if b.label_px() < MIN_LABEL_PX]
    for game_id in GAME_IDS:
        for lesson in course_of(game_id).lessons:
            for at in range(len(lesson.steps)):
                scene = LessonScene(app, game_id, lesson.key, at)
                small += [(b.label, b.label_px()) for b in scene.buttons.buttons
                          if b.label_px() < MIN_LABEL_PX]
    assert small == []


def test_the_menus_free_deal_starts_a_table_with_easy_computers(app) -> None:  # type: ignore[no-untyped-def]
    menu = LessonMenu(app)
    app.stack.push(menu)
    button = next(b for b in menu.buttons.buttons if b.data.get("free_deal"))
    button.on_click()  # type: ignore[misc]
    table = app.stack.top
    assert type(table).__name__ == "TableScene"
    assert table.session.setup.seats[1:] == ("easy",) * (len(table.session.setup.seats) - 1)
    assert table.session.hints_allowed


def test_the_table_shows_the_games_own_words_of_the_deal(app) -> None:  # type: ignore[no-untyped-def]
    scene = LessonScene(app, GAME_IDS[1], "auction", at=3)
    assert any("8" in line for line in scene.facts())  # the contract: 8 tricks


def test_the_free_deal_asks_before_it_replaces_an_unfinished_match(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(app.matches, "resume_game", lambda: GAME_IDS[2])
    menu = LessonMenu(app)
    app.stack.push(menu)
    next(b for b in menu.buttons.buttons if b.data.get("free_deal")).on_click()  # type: ignore[misc]
    assert isinstance(app.stack.top, ConfirmDialog)  # nothing was replaced yet


def test_a_lesson_is_taken_with_the_keyboard_alone(app) -> None:  # type: ignore[no-untyped-def]
    scene = LessonScene(app, GAME_IDS[0], "trick")
    app.stack.push(scene)
    surface = pygame.Surface(app.size)

    def press(k: int) -> None:
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        scene.draw(surface)

    scene.draw(surface)
    press(pygame.K_RETURN)  # a step that is only read: Enter goes on
    assert scene.coach.index == 1
    while scene.keyed()[scene.focus].data.get("action") != "bid 1":  # type: ignore[attr-defined]
        press(pygame.K_RIGHT)
    press(pygame.K_RETURN)
    assert scene.coach.index == 2 and scene.verdict is not None and scene.verdict.right
    while scene.keyed()[scene.focus] != scene.coach.expected()[0].card:
        press(pygame.K_RIGHT)
    press(pygame.K_SPACE)
    assert scene.coach.index == 3
