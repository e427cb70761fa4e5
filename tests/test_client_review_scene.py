"""The review scene (issue 21, defect 9 and the AI's view): the seats named as the table
named them, the player's calls beside the AI's, and V showing what each seat could know."""

from __future__ import annotations

import time

import pygame
import pytest

import game.client.history.review as game_i18n_review
import game.i18n as game_i18n
from game.client.history.review import ReviewScene
from game.i18n import set_language
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


def test_the_arrows_step_one_card_and_home_end_go_to_the_ends() -> None:
    """Issue 40, item 13: README and F1 say ← → step one card; the trick fills card by card
    and the card played leaves its hand; Home is the hands as dealt, End the last card."""
    app, review = open_review()
    try:
        r = review.review
        first = r.step(1).trick
        dealt = r.step(0).hands
        for shown in range(1, len(first) + 1):
            key(pygame.K_RIGHT)
            frames(app, 1)
            step = review.shown_step()
            assert r.position == 1 and step.trick == first[:shown]
            seat, card = first[shown - 1]
            assert not step.hands[seat] >> card & 1 and dealt[seat] >> card & 1
        key(pygame.K_RIGHT)
        frames(app, 1)
        assert r.position == 2 and len(review.shown_step().trick) == 1
        key(pygame.K_LEFT)
        frames(app, 1)
        assert r.position == 1 and review.shown_step().trick == first
        key(pygame.K_END)
        frames(app, 1)
        assert review.at_end() and review.shown_step() == r.step(r.last)
        key(pygame.K_HOME)
        frames(app, 1)
        assert r.position == 0 and review.shown_step().trick == ()
    finally:
        review.close()


def _record(players: int, cards: int, seed: int = 3) -> dict:
    from game.core import create_game
    from game.core.record import record_of
    from game.practice.callers import caller_for

    game = create_game("blackout", players=players)
    state = game.new_deal(seed=seed, dealer=0, deal_number=cards)
    callers = [caller_for(game, s, seed + s) for s in range(players)]
    while state.deal_result is None:
        seat = state.to_play
        state = state.apply(callers[seat].choose(state.observation(seat),
                                                 state.legal_actions()).action)
    return record_of(state)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_no_hand_runs_into_another_and_no_trick_card_covers_one(size) -> None:
    """Issue 40, item 7: at every table size from 3 to 7 players, with the largest hands
    (15 cards at 3 players), the hands keep apart, the trick's cards cover neither one
    another nor a hand, and each card's index stays in view."""
    from game.client.history.review_layout import INDEX_SHOWN, hand_area, seat_boxes, trick_slots
    from game.client.ui.assets import card_size

    app = make_app(size)
    scene = ReviewScene(app, finished_record("blackout", 3), seat=0, views=quick_views(2))
    try:
        table, u = scene.table, scene.u
        for players in range(3, 8):
            most = 15 if players == 3 else 52 // players
            for bottom in range(players):
                boxes = seat_boxes(table, players, bottom, most, u)
                areas = [hand_area(b, u) for b in boxes]
                for i, a in enumerate(areas):
                    assert table.contains(a), (players, i, a, table)
                    assert a.collidelist(areas[i + 1:]) < 0, (players, i, areas)
                slots = list(trick_slots(table, boxes, u).values())
                for i, s in enumerate(slots):
                    assert s.collidelist(slots[i + 1:]) < 0 and s.collidelist(areas) < 0
                for b in boxes:
                    w = card_size(b.height)[0]
                    step = (b.rect.width - w) / max(1, most - 1)
                    assert step >= INDEX_SHOWN * w - 1 or step >= 0.62 * w, (players, b)
    finally:
        scene.close()
        app.thinker.close()


def test_thirteen_card_hands_are_readable_in_a_small_window() -> None:
    """Issue 40, item 7: at 1024x640 the 13-card hands are drawn at least 90 px tall (they
    were about 60, with 6 px indices)."""
    app = make_app((1024, 640))
    scene = ReviewScene(app, _record(4, 13), seat=0, views=quick_views(2))
    app.stack.push(scene)
    try:
        frames(app, 1)
        assert min(b.height for b in scene.seat_boxes()) >= 90
    finally:
        scene.close()


def test_french_says_vous_pouvez_and_ce_que_pouvait_savoir_ouest() -> None:
    """Issue 48, item 18: «Vous (2 cartes) peut avoir» and «Ce que Ouest» were drawn."""
    app, review = open_review(names=None)
    set_language("fr")
    try:
        review.view_seat = 1
        lines = [line for line, _colour in review.view_lines(1)]
        mine = [line for line in lines if line.startswith("Vous (")]
        assert mine and all(" pouvez avoir" in line for line in mine), lines
        surface = pygame.Surface(app.size)
        said: list[str] = []
        real = game_i18n._
        try:
            game_i18n_review._ = lambda text: said.append(real(text)) or real(text)
            review.draw_side(surface)
            review.view_seat = 0
            review.draw_side(surface)
        finally:
            game_i18n_review._ = real
        assert any(s.startswith("Ce que pouvait savoir {name}") for s in said), said
        assert "Ce que vous pouviez savoir" in said, said
    finally:
        review.close()
        set_language("en")
