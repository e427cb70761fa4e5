"""The Practice, Progress and Review scenes render headless and take scripted input through
the real event queue (clicks on the call panel, keys for play-out, review and stepping)."""

from __future__ import annotations

import time

import pygame
import pytest

from game.client.history.review import ReviewScene
from game.client.practice.menu import PracticeMenu
from game.client.practice.progress import ProgressScene
from game.client.practice.scene import PracticeScene
from game.i18n import number
from game.practice.progress import Progress
from game.storage import Storage
from tests.client_support import click, distinct_colours, frames, key, make_app
from tests.game_floors import GAME_IDS as REGISTERED
from tests.rules_helpers import quick_views

GAMES = list(REGISTERED)


def wait_for(app, done, limit: float = 30.0) -> None:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        frames(app)
        if done():
            return
        time.sleep(0.005)
    raise AssertionError("the scene never got there")


def practice(app, game_id, drill="deal", seed=5):
    progress = Progress(Storage.in_memory().practice)
    scene = PracticeScene(app, game_id, drill, seed=seed, progress=progress, worlds=12)
    app.stack.push(scene)
    wait_for(app, lambda: scene.phase == "calling")
    frames(app, 2)
    return scene


@pytest.mark.parametrize("game_id", GAMES)
def test_a_practice_deal_is_called_by_click_then_played_out_and_reviewed(game_id):
    app = make_app()
    scene = practice(app, game_id)
    assert distinct_colours(app.screen) > 10
    legal = scene.situation.legal
    button = next(b for b in scene.bid_panel.buttons if b.enabled)
    assert button.key in legal
    click(button.rect.center)
    wait_for(app, lambda: scene.phase == "feedback")
    fb = scene.feedback
    assert fb.call == button.key and fb.worlds == 12
    assert scene.progress.summary(game_id)[0].attempts == 1
    frames(app, 2)
    assert distinct_colours(app.screen) > 10
    key(pygame.K_p)
    wait_for(app, lambda: scene.phase == "played" or scene.playout.waiting)
    if scene.phase == "playing":  # the player's first card, by a click on the hand
        legal = {a.card for a in scene.playout.state.legal_actions()}
        frames(app, 2)
        card, rect = next((c, r) for c, r in reversed(scene.hand_cards) if c in legal)
        visible = rect.move(0, 0)
        visible.width = min(rect.width, 20)  # the uncovered left edge of an overlapped card
        click(visible.center)
        frames(app, 2)
        assert scene.playout.state.played >> card & 1 or scene.playout.state.deal_result
        key(pygame.K_a)  # the AI plays the rest of the player's cards
    wait_for(app, lambda: scene.phase == "played")
    assert scene.verdict and scene.playout_state.deal_result is not None
    key(pygame.K_r)
    frames(app, 2)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    start = review.review.step()
    players = len(review.review.dealt)
    for _ in range(3 * players):  # ← → step one card (README, F1): three whole tricks
        key(pygame.K_RIGHT)
    frames(app, 2)
    assert review.review.position == 3
    assert review.shown_step().trick == scene.playout_state.past_tricks[2]
    for _ in range(3 * players):
        key(pygame.K_LEFT)
    frames(app, 2)
    assert review.review.step() == start
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is scene
    key(pygame.K_n)
    wait_for(app, lambda: scene.phase == "calling" and scene.feedback is None)
    key(pygame.K_ESCAPE)
    frames(app)


def test_an_illegal_call_click_shows_the_rule():
    app = make_app()
    scene = practice(app, "blackout", "hook", seed=2)
    forbidden = scene.situation.state.forbidden_bid()
    greyed = next(b for b in scene.bid_panel.buttons if b.key.number == forbidden)
    assert not greyed.enabled
    click(greyed.rect.center)
    frames(app, 2)
    assert scene.phase == "calling" and "hook" in scene.message


def test_digits_and_enter_make_a_blackout_bid():
    app = make_app()
    scene = practice(app, "blackout", "zero", seed=3)
    key(pygame.K_0)
    key(pygame.K_RETURN)
    wait_for(app, lambda: scene.phase == "feedback")
    assert scene.feedback.call.number == 0


def test_the_keypad_digits_and_its_enter_bid_as_the_number_row_does():
    app = make_app()
    scene = practice(app, "blackout", "zero", seed=3)
    key(pygame.K_KP1)
    frames(app, 1)
    assert scene.digits == "1"
    key(pygame.K_BACKSPACE)
    key(pygame.K_KP0)
    key(pygame.K_KP_ENTER)
    wait_for(app, lambda: scene.phase == "feedback")
    assert scene.feedback.call.number == 0


def test_the_menu_opens_a_drill_and_progress_renders_a_chart():
    app = make_app()
    menu = PracticeMenu(app)
    app.stack.push(menu)
    frames(app, 2)
    assert distinct_colours(app.screen) > 5
    hook = next(b for b in menu.buttons.buttons if b.label == "Dealer's bid with the hook")
    click(hook.rect.center)
    frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, PracticeScene) and scene.drill.name == "hook"
    scene.back()
    progress = Progress(Storage.in_memory().practice)
    for call, best, loss in (("bid 1", "bid 2", 3.0), ("bid 2", "bid 2", 0.0),
                             ("bid 0", "bid 0", 0.0)):
        progress.history.add("blackout", "zero", call, best, loss)
    app.stack.push(ProgressScene(app, progress))
    frames(app, 2)
    assert distinct_colours(app.screen) > 8
    series = progress.series("blackout", "zero")
    assert [round(p.exact_rate, 2) for p in series] == [0.0, 0.5, 0.67]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_practice_renders_at_other_sizes(size):
    app = make_app(size)
    practice(app, "bazar-belote", "opening", seed=1)
    assert app.screen.get_size() == size
    assert distinct_colours(app.screen) > 10


def test_the_main_menu_opens_practice_and_the_score_sheet_opens_the_review():
    from game.client.screens.menus import MainMenu
    from game.client.table.score_sheet import ScoreSheet
    from tests.client_support import start

    app = make_app()
    app.main_menu()
    frames(app, 2)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    entry = next(b for b in menu.buttons.buttons if b.label == "Practice bidding")
    click(entry.rect.center)
    frames(app, 2)
    assert isinstance(app.stack.top, PracticeMenu)
    table = start(app, "blackout", players=3, seed=4, level="random", human=False)
    wait_for(app, lambda: isinstance(app.stack.top, ScoreSheet))
    sheet = app.stack.top
    button = next(b for b in sheet.buttons.buttons if b.label.startswith("Review deal"))
    click(button.rect.center)
    frames(app, 2)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.review.final.deal_result == table.shown.deal_result
    assert distinct_colours(app.screen) > 10
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is sheet


def test_the_review_analyses_every_card_and_sums_what_they_gave_up():
    from tests.test_practice_engine import finished_record

    app = make_app()
    review = ReviewScene(app, finished_record("partnership-blackout", 3), seat=1, views=quick_views(6))
    app.stack.push(review)
    cards = [t for t, _ in review.review.seat_cards()]
    wait_for(app, lambda: all(t in review.analyses for t in cards), limit=120)
    key(pygame.K_END)
    frames(app, 2)
    assert review.review.position == review.review.last
    loss, differed = review.total_loss()
    assert loss == pytest.approx(sum(review.analyses[t].loss for t in cards))
    assert 0 <= differed <= len(cards)
    key(pygame.K_HOME)
    frames(app, 2)
    assert review.review.position == 0


def test_practice_results_go_to_the_apps_storage_or_stay_in_the_session():
    from game.client.practice.scene import practice_progress

    app = make_app()  # keeps nothing: storage None
    first = practice_progress(app)
    first.history.add("blackout", "zero", "bid 0", "bid 0", 0.0)
    assert practice_progress(app).summary()[0].attempts == 1  # the same history all session
    kept = make_app(persistent=True)
    assert kept.storage is not None
    assert practice_progress(kept).history is kept.storage.practice


def test_the_review_of_a_practice_deal_gives_the_feedbacks_cost_and_its_number() -> None:
    """Issue 40, item 10: the drill's call costs the same in the review as in the feedback
    (one analysis, not a second search over other worlds), and the review names the deal
    as practice does ("deal #926635598", not its place in a match)."""
    from game.client.practice.scene import drill_call_analysis
    from game.core.record import record_of
    from game.practice import PracticeStream, feedback_for
    from game.practice.playout import PlayOut

    app = make_app()
    seen_costs: list[float] = []
    for game_id, drill in (("blackout", "deal"), ("bazar-belote", "opening")):
        situation = PracticeStream(game_id, drill, seed=11).next()
        first = feedback_for(situation, situation.legal[0], worlds=8)
        call = first.values[-1].action  # the worst call the teacher weighed: a cost to show
        feedback = feedback_for(situation, call, worlds=8)
        record = record_of(PlayOut(situation, call).run())
        known = drill_call_analysis(record, situation, feedback)
        assert len(known) == 1
        (nth, analysis), = known.items()
        assert analysis.cost == pytest.approx(feedback.loss)
        name = f"deal #{situation.deal_id}"
        review = ReviewScene(app, record, seat=0, views=quick_views(2), known_calls=known,
                             deal_name=name)
        app.stack.push(review)
        frames(app, 1)
        try:
            assert review.call_analyses[nth] is analysis  # not asked again
            line = next(text for text, _c in review.call_lines() if text.startswith("You: "))
            if analysis.cost >= 0.05:
                assert number(analysis.cost, ".1f") in line
            seen_costs.append(analysis.cost)
        finally:
            review.close()
    assert any(cost >= 0.05 for cost in seen_costs), seen_costs  # a cost was compared
