"""The score sheet (issue 21, defects 3, 11 and 18): every deal reachable by scrolling, the
chosen deal explained from the result's figures, Esc never deals, buttons in one row, and
"Replay this match" deals the same cards again."""

from __future__ import annotations

import itertools
import random

import pygame

from game.client.matches.session import HUMAN, MatchSetup
from game.client.screens.menus import PauseMenu
from game.client.table.score_sheet import ScoreSheet
from game.core import create_game
from tests.client_support import act, frames, frames_until, key, make_app, show, start
from tests.rules_helpers import play_randomly


def until_scored(state, rng: random.Random, deals: int = 1):
    """Random legal actions until ``deals`` deals have been scored (the sheet's moment)."""
    done = 0
    while True:
        legal = state.legal_actions()
        if not legal:
            return state
        if state.deal_result is not None and str(legal[0]) == "deal":
            done += 1
            if done >= deals:
                return state
        state = state.apply(rng.choice(legal))


def sheet_on(app, game_id: str, state, players: int = 4) -> tuple[ScoreSheet, object]:
    table = start(app, game_id, players=players, seed=5)
    show(table, state)
    table.sheet_shown_for = table.session.version  # the sheet is pushed by hand here
    sheet = ScoreSheet(app, table)
    app.stack.push(sheet)
    frames(app, 1)
    return sheet, table


def test_a_13_deal_blackout_sheet_at_1024x640_scrolls_to_deal_1_and_opens_on_the_last():
    app = make_app((1024, 640))
    state = play_randomly(create_game("blackout", players=4).new_match(seed=5),
                          random.Random(2))
    assert len(state.results) == 13
    sheet, _table = sheet_on(app, "blackout", state)
    rows = sheet.visible_rows()
    assert rows.stop == 13 and rows.start > 0  # the latest deal shows; not every row fits
    key(pygame.K_HOME)
    frames(app, 1)
    assert sheet.visible_rows().start == 0 and sheet.chosen == 0
    key(pygame.K_END)
    frames(app, 1)
    assert sheet.visible_rows().stop == 13
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    frames(app, 1)
    assert sheet.visible_rows().stop == 10  # the wheel scrolls three deals back
    assert sheet.explanation()[0] == "Deal 13:"


def test_esc_on_the_sheet_opens_the_pause_menu_and_enter_deals_the_next_hand():
    app = make_app()
    table = app.matches.start(MatchSetup("blackout", {"players": 4}, (HUMAN,) * 4, seed=5))
    session, rng = table.session, random.Random(4)
    while session.view.phase != "scored":  # the referee's own deal, played to its end
        seat = session.view.to_play
        act(session, rng.choice(session.views[seat].legal_actions()), seat)
    frames_until(app, lambda: isinstance(app.stack.top, ScoreSheet))
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert isinstance(app.stack.top, PauseMenu)
    assert table.session.view.deal_number == 1  # nothing was dealt
    key(pygame.K_ESCAPE)  # the pause menu closes: back on the sheet
    frames(app, 2)
    assert isinstance(app.stack.top, ScoreSheet)
    key(pygame.K_RETURN)
    frames_until(app, lambda: table.session.view.deal_number == 2)


def test_the_belote_sheet_explains_card_points_combinations_and_the_contract():
    app = make_app()
    state = until_scored(create_game("bazar-belote").new_match(seed=5), random.Random(2))
    res = state.deal_result
    sheet, _table = sheet_on(app, "bazar-belote", state)
    lines = sheet.explanation()
    details = dict(res.details)
    cards = [int(p) for p in details["card_points"].split("/")]
    portion = [int(p) for p in details["card_portion"].split("/")]
    assert sum(cards) == 162
    text = "\n".join(lines)
    for big, small in zip(cards, portion, strict=True):
        assert f"card points {big} → {small}" in text
    verdict = "made" if details["result"] == "made" else "failed"
    assert lines[1].endswith(verdict)
    assert "took the last trick" in text
    assert "Card points count in tens" in lines[-1]


def test_the_partnership_sheet_shows_overtricks_and_whether_they_count():
    app = make_app()
    game = create_game("partnership-blackout", overtricks="per_trick",
                       auction_winner_only=False)
    rng = random.Random(1)
    for _ in range(200):
        state = until_scored(game.new_match(seed=rng.randrange(10**6)), rng)
        res = state.deal_result
        team = next((t for t in (0, 1) if res.made[t] and res.contracts[t].kind.value
                     == "number" and res.tricks[t] + res.tricks[t + 2]
                     > res.contracts[t].number), None)
        if team is not None:
            break
    else:
        raise AssertionError("no deal with overtricks in 200 random deals")
    sheet, _table = sheet_on(app, "partnership-blackout", state)
    extra = res.tricks[team] + res.tricks[team + 2] - res.contracts[team].number
    line = sheet.explanation()[1 + team]
    word = "overtrick" if extra == 1 else "overtricks"
    assert f"({extra} {word}: +1 each)" in line and f"{res.points[team]:+d}" in line


def test_the_buttons_share_one_row_and_do_not_overlap():
    app = make_app((1024, 640))
    state = play_randomly(create_game("blackout", players=4).new_match(seed=5),
                          random.Random(2))
    sheet, _table = sheet_on(app, "blackout", state)
    rects = [b.rect for b in sheet.buttons.buttons]
    assert len(rects) == 4 and len({r.y for r in rects}) == 1
    assert all(a.right < b.left for a, b in itertools.pairwise(rects))
    assert all(sheet.rect.contains(r) for r in rects)


def test_replay_this_match_deals_the_same_cards_with_the_same_options():
    app = make_app()
    table = start(app, "blackout", players=5, seed=4321, options={"max_cards": 6})
    first = table.session.view
    assert first.match_seed is None  # the seed, from which every deal follows, is not told
    game = create_game("blackout", players=5, max_cards=6)
    over = play_randomly(game.new_match(seed=4321), random.Random(3))
    show(table, over)
    assert table.shown.match_seed == 4321  # told once the match is over
    sheet = ScoreSheet(app, table)
    sheet.replay_match()
    again = app.stack.top.session.view
    assert again.hand == first.hand and again.game.options == first.game.options


def test_r_reviews_the_chosen_deal_of_the_match() -> None:
    from game.client.history.review import ReviewScene

    app = make_app()
    state = until_scored(create_game("blackout", players=4).new_match(seed=5),
                         random.Random(4), deals=3)
    sheet, _table = sheet_on(app, "blackout", state)
    key(pygame.K_HOME)
    frames(app, 1)
    key(pygame.K_r)
    frames(app, 1)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.review.deal == 1 and review.deals == 3
    review.close()
    assert app.stack.top is sheet


def test_a_match_number_is_shown_only_when_a_player_can_type_it() -> None:
    """A match played alone shows its number at the end ("Match #123456", to play it
    again); a table with friends deals from a 256-bit seed, which no bar can show."""
    from game.client.table.game_text import match_number_text
    from game.core.dealing import WIDE_SEED

    assert match_number_text(None) is None
    assert match_number_text(123456) == "Match #123456"
    assert match_number_text(WIDE_SEED + 5) is None
