"""``bench/vs_openspiel.py`` maps our cards and bids to OpenSpiel's Oh Hell action ids; a
wrong map would make the cross-check blame the rules, so the map is checked here (without
OpenSpiel, which lives only in the benchmark's own environment)."""

from __future__ import annotations

import sys
from types import ModuleType

import pytest

from game.core.actions import PLAYS, bid
from game.core.cards import parse_card
from tests.bench_support import bench_script


def _script() -> ModuleType:
    return bench_script("vs_openspiel")


@pytest.mark.parametrize(
    ("card", "os_id"),
    [("2C", 0), ("2D", 1), ("2S", 2), ("2H", 3), ("3C", 4), ("10S", 34), ("AC", 48),
     ("AH", 51)],
)
def test_cards_take_openspiels_ids_rank_times_four_plus_suit_clubs_diamonds_spades_hearts(
    card: str, os_id: int
) -> None:
    assert _script().os_card(parse_card(card)) == os_id


def test_every_card_and_bid_maps_one_to_one_and_back() -> None:
    v = _script()
    ids = [v.os_action(a) for a in PLAYS]
    assert sorted(ids) == list(range(52))
    assert all(v.our_action(i) == a for i, a in zip(ids, PLAYS, strict=True))
    assert [v.os_action(bid(n)) for n in range(13)] == list(range(52, 65))
    assert all(v.our_action(52 + n) == bid(n) for n in range(13))


def test_a_table_the_two_games_cannot_share_is_refused_by_name() -> None:
    v = _script()
    v.check_size(4, 12)
    with pytest.raises(ValueError, match="--cards must be 1 to 12 at 4 players.*trump"):
        v.check_size(4, 13)
    with pytest.raises(ValueError, match="--players must be 3 to 7"):
        v.check_size(8, 5)
    assert "pyspiel" not in sys.modules  # loading the script does not need OpenSpiel
