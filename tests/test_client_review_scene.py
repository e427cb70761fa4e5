"""The review scene (issue 21, defect 9 and the AI's view): the seats named as the table
named them, the player's calls beside the AI's, and V showing what each seat could know."""

from __future__ import annotations

import time

import pygame

from game.client.review_scene import ReviewScene
from tests.client_support import frames, key, make_app
from tests.rules_helpers import quick_views
from tests.test_practice_engine import finished_record

NAMES = ("Anna", "Boris", "Chloé", "David")


def open_review(game_id: str = "partnership-blackout", names=NAMES) -> tuple:
    app = make_app()
    review = ReviewScene(app, finished_record(game_id, 3), seat=0, views=quick_views(6),
                         names=names)
    app.stack.push(review)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and len(review.call_analyses) < len(
            review.review.seat_calls()):
        frames(app)
        time.sleep(0.005)
    frames(app, 1)
    return app, review


def test_the_review_names_the_seats_as_the_table_did_and_reviews_each_call() -> None:
    _app, review = open_review()
    try:
        assert review.seat_names() == NAMES
        lines = [line for line, _colour in review.call_lines()]
        calls = review.review.seat_calls()
        mine = [line for line in lines if line.startswith("You: ")]
        assert len(mine) == len(calls) and all(" · AI: " in line for line in mine)
    finally:
        review.close()


def test_v_shows_each_other_seats_view_then_the_analysis_again() -> None:
    app, review = open_review()
    try:
        key(pygame.K_RIGHT)
        key(pygame.K_v)
        frames(app, 2)
        assert review.view_seat == 1
        lines = [line for line, _colour in review.view_lines(1)]
        assert any(line.startswith("Anna (") for line in lines)
        assert not any(line.startswith("Boris (") for line in lines)  # its own hand: known
        seen = []
        for _ in range(4):  # the other seats, then the player's own view, then the analysis
            key(pygame.K_v)
            frames(app, 1)
            seen.append(review.view_seat)
        assert seen == [2, 3, 0, None]
    finally:
        review.close()
