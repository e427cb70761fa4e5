"""Each game's figures of a scored deal are typed data on the result (issue 41): the score
sheet reads them, never text parsed back, and a result without them is an error, not zeros;
the text pairs of records and stored history stay exactly what they were."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.client.belote.score_lines import deal_lines
from game.client.partnership.score_lines import declarers
from game.core import create_game
from game.core.belote.figures import BeloteFigures
from game.core.blackout.figures import BlackoutFigures
from game.core.partnership.figures import PartnershipFigures

FIGURES = {"blackout": BlackoutFigures, "partnership-blackout": PartnershipFigures,
           "bazar-belote": BeloteFigures}


def scored_results(game_id: str, deals: int, seed: int):
    """The results of ``deals`` random deals of ``game_id``."""
    rng = random.Random(seed)
    state = create_game(game_id).new_match(seed=seed)
    while len(state.results) < deals and not state.is_over:
        legal = state.legal_actions()
        state = state.apply(rng.choice(legal))
    return state, state.results


@pytest.mark.parametrize("game_id", sorted(FIGURES))
def test_a_played_deal_carries_its_games_figures_and_their_text_pairs(game_id):
    state, results = scored_results(game_id, 6, 3)
    assert len(results) == 6 or state.is_over
    assert any(not r.thrown_in for r in results)
    for result in results:
        if result.thrown_in:
            assert result.figures is None and result.details == ()
            continue
        assert type(result.figures) is FIGURES[game_id]
        assert result.details == result.figures.details()
        assert result.as_json()["details"] == dict(result.figures.details())


def test_belote_figures_add_up_and_their_text_is_the_records_old_form():
    _state, results = scored_results("bazar-belote", 8, 11)
    for result in results:
        f = result.figures
        if f is None:
            continue
        assert isinstance(f, BeloteFigures)
        assert sum(f.card_points) == 162
        assert f.raw == tuple(c + k + b for c, k, b in zip(f.card_points, f.combinations,
                                                          f.belote, strict=True))
        assert f.made is result.made[f.contract.team]
        text = dict(result.details)
        assert text["card_points"] == f"{f.card_points[0]}/{f.card_points[1]}"
        assert text["result"] == ("made" if f.made else "failed")
        assert text["contract"] == str(f.contract)


def test_the_belote_sheet_refuses_a_result_without_figures_rather_than_read_zeros():
    state, results = scored_results("bazar-belote", 3, 5)
    played = next(r for r in results if not r.thrown_in)
    bare = dataclasses.replace(played, figures=None)
    names = ("A", "B", "C", "D")
    f = played.figures
    assert isinstance(f, BeloteFigures)
    text = "\n".join(deal_lines(state, played, names))
    assert f"card points {f.card_points[0]} → {f.card_portion[0]}" in text
    with pytest.raises(TypeError, match="no Bazar Belote figures"):
        deal_lines(state, bare, names)


def test_partnership_declarers_come_from_the_figures_auction_winner():
    state, results = scored_results("partnership-blackout", 4, 7)
    assert state.game.options.auction_winner_only
    for result in results:
        if result.thrown_in:
            assert declarers(state, result) is None
            continue
        assert isinstance(result.figures, PartnershipFigures)
        assert declarers(state, result) == result.figures.auction_winner
        with pytest.raises(TypeError):
            declarers(state, dataclasses.replace(result, figures=None))
