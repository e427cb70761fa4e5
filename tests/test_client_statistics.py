"""The statistics screen and the match history (issue 21 features): the record by game and
level from the stored history, rows that open the review of the match's deals, and
"Replay this match" from a row."""

from __future__ import annotations

import random

import pygame

from game.client.history.review import ReviewScene
from game.client.history.statistics import StatisticsScene
from game.client.screens.menus import MainMenu
from game.client.table.scene import TableScene
from game.core import create_game
from tests.client_support import click, frames, key, make_app
from tests.rules_helpers import play_randomly

SEATS = ("human", "easy", "easy", "easy")


def filed(app, game_id: str, seed: int, seats=SEATS, **options):
    """A match played to its end at random and filed in the app's history."""
    game = create_game(game_id, **options)
    state = play_randomly(game.new_match(seed=seed), random.Random(seed))
    app.storage.finish_match(state, list(seats))
    return state


def test_the_screen_counts_matches_wins_best_scores_and_exact_bids() -> None:
    app = make_app()
    finals = [filed(app, "blackout", seed, players=4) for seed in (1, 2, 3)]
    filed(app, "bazar-belote", 4)
    scene = StatisticsScene(app)
    lines = [line for line, _c, _b in scene.game_lines("blackout")]
    won = sum(0 in s.winners for s in finals)
    assert lines[0] == "Blackout"
    assert lines[1] == f"3 matches · won {won} of 3 ({round(won / 3 * 100)}%)"
    assert f"Best score: {max(s.scores[0] for s in finals)}" in lines
    exact = sum(r.made[0] for s in finals for r in s.results)
    deals = sum(len(s.results) for s in finals)
    assert f"Exact bids: {exact} of {deals} ({round(exact / deals * 100)}%)" in lines
    assert any(line.startswith("Easy: 3 matches") for line in lines)
    assert [row.game_id for row in scene.rows] == ["bazar-belote"] + ["blackout"] * 3


def test_a_history_row_opens_the_review_of_its_deals() -> None:
    app = make_app()
    final = filed(app, "blackout", 5, players=4)
    scene = StatisticsScene(app)
    app.stack.push(scene)
    frames(app, 1)
    key(pygame.K_RETURN)
    frames(app, 1)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.review.deal == len(final.results) and review.deals == len(final.results)
    key(pygame.K_PAGEUP)
    frames(app, 1)
    assert review.review.deal == len(final.results) - 1
    later = next(b for b in review.buttons.buttons if b.label == "Deal ▶ (PgDn)")
    click(later.rect.center)
    frames(app, 1)
    assert review.review.deal == len(final.results)
    assert review.seat_names()[0] == "You"
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert app.stack.top is scene


def test_replay_from_the_history_deals_the_same_cards() -> None:
    app = make_app()
    final = filed(app, "partnership-blackout", 8)
    scene = StatisticsScene(app)
    app.stack.push(scene)
    frames(app, 1)
    replay = next(b for b in scene.buttons.buttons if b.label.startswith("Replay"))
    click(replay.rect.center)
    frames(app, 1)
    table = app.stack.top
    assert isinstance(table, TableScene)
    first = create_game("partnership-blackout").new_match(seed=final.match_seed)
    assert table.session.view.hand == first.hands[table.session.viewer]


def test_the_main_menu_opens_the_statistics_and_esc_comes_back() -> None:
    app = make_app()
    app.main_menu()
    frames(app, 1)
    menu = app.stack.top
    entry = next(b for b in menu.buttons.buttons if b.label == "Statistics")
    click(entry.rect.center)
    frames(app, 1)
    assert isinstance(app.stack.top, StatisticsScene)
    assert app.stack.top.rows == []
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert isinstance(app.stack.top, MainMenu)


def test_a_match_with_take_backs_is_filed_with_its_count_and_shown_marked() -> None:
    """Issue 40, item 15: the autosaver files a finished match with its count of
    take-backs; the history row says "moves taken back" (in the player's language), and
    a match without any says nothing of it."""
    from game.i18n import set_language

    app = make_app()
    clean = play_randomly(create_game("blackout", players=4).new_match(seed=1),
                          random.Random(1))
    undone = play_randomly(create_game("blackout", players=4).new_match(seed=2),
                           random.Random(2))
    assert app.storage.autosaver.finished(clean, list(SEATS)) is None
    assert app.storage.autosaver.finished(undone, list(SEATS), 2) is None
    entries = app.storage.history.entries()
    assert sorted(e.taken_back for e in entries) == [0, 2]
    scene = StatisticsScene(app)
    marks = {row.taken_back: scene.row_text(row)[1] for row in scene.rows}
    assert set(marks) == {0, 2}
    assert marks[2].endswith(" · moves taken back")
    assert "taken back" not in marks[0]
    set_language("ru")
    try:
        assert scene.row_text(next(r for r in scene.rows if r.taken_back))[1].endswith(
            " · ходы отменялись")
    finally:
        set_language("en")
