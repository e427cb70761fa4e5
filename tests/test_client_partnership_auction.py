"""Partnership Blackout at the table when only the auction's winner scores
(partnership-blackout 10): the table says who plays for what and who defends, and the
score sheet shows the defenders' 0 as a defence."""

from __future__ import annotations

import random

from game.client.partnership import text as game_text
from game.client.table.score_sheet import ScoreSheet
from game.core import create_game
from game.table.view import seat_view
from tests.client_support import make_app, start
from tests.rules_helpers import play_randomly, run

NAMES = ("You", "West", "North", "East")


def deal(*calls: str, **options):
    g = create_game("partnership-blackout", **options)
    return run(g.new_deal(seed=21, dealer=3), *calls)


def shown(*calls: str, **options):
    """The table as seat 0 sees it after ``calls`` (what the table's words are given)."""
    return seat_view(deal(*calls, **options), 0, 0)


def test_the_table_names_the_declarers_and_the_defenders() -> None:
    s = shown("5", "zero", "4")
    assert game_text.declarers_text(s, NAMES) == (
        "You & North play for 9 tricks · West & East defend")
    assert game_text.auction_summary(s, NAMES) == game_text.declarers_text(s, NAMES)
    assert game_text.contract_lines(s, NAMES) == ["Team A: 9 tricks", "Team B: defends"]
    s = shown("pass", "zero")
    assert game_text.declarers_text(s, NAMES) == (
        "West & East play Zero: not one trick · You & North defend")
    s = shown("1", "board", "2")
    assert game_text.declarers_text(s, NAMES).startswith("West & East play for every trick")


def test_with_both_contracts_scored_the_table_shows_both() -> None:
    s = shown("5", "zero", "4", auction_winner_only=False)
    assert game_text.declarers_text(s, NAMES) == ""
    assert game_text.contract_lines(s, NAMES) == ["Team A: 9 tricks", "Team B: Zero"]


def test_the_score_sheet_shows_the_defence_and_whether_it_set_the_contract() -> None:
    app = make_app()
    table = start(app, "partnership-blackout", seed=3)
    sheet = ScoreSheet(app, table)
    seen = set()
    for calls, seed in ((("12", "1", "12"), 1), (("1", "1", "1", "1"), 2)):
        s = play_randomly(deal(*calls), random.Random(seed))
        res = s.deal_result
        winner = s.auction_winner
        label, _colour = sheet.cell(res, 1 - winner)
        declared = res.made[winner]
        seen.add(declared)
        assert res.points[1 - winner] == 0 and res.made[1 - winner] is None
        took = s.team_tricks[1 - winner]
        if declared:
            assert label == f"defended · took {took}"
        else:
            assert label == f"defended, set them · took {took}"
        own, _colour = sheet.cell(res, winner)
        assert own.endswith(f"took {s.team_tricks[winner]}") and "defended" not in own
    assert seen == {True, False}  # both a made and a set contract were shown
