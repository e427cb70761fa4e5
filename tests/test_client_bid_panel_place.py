"""The bidding panel never covers another seat's call bubble: while the player bids, the
calls said so far are what the player reads (issue 21 play-through: at seven players the
panel covered the side seats' bubbles, and Bazar Belote's tall panel at 1024×640 covered
North's, West's and East's)."""

from __future__ import annotations

import random

import pytest

from game.core import create_game
from game.core.phase import Phase
from game.i18n import set_language
from tests.client_support import frames, make_app, show, start

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
LANGUAGES = ["en", "ru", "fr", "hy"]
TABLES = [("blackout", 4), ("blackout", 7), ("partnership-blackout", 4), ("bazar-belote", 4)]


def widest_bidding_turn(game_id: str, players: int):
    """Random play through a match; the bidding turn of seat 0 with the most calls."""
    options = {"players": players} if game_id == "blackout" else {}
    state = create_game(game_id, **options).new_match(seed=11)
    rng = random.Random(3)
    best, most = None, 0
    for _step in range(4000):
        legal = state.legal_actions()
        if not legal:
            break
        if state.phase is Phase.BIDDING and state.to_play == 0 and len(legal) > most:
            best, most = state, len(legal)
        state = state.apply(rng.choice(legal))
    assert best is not None
    return best


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game_id", "players"), TABLES, ids=str)
def test_the_bid_panel_leaves_every_call_bubble_in_view(game_id, players, lang, size) -> None:
    state = widest_bidding_turn(game_id, players)
    app = make_app(size, language=lang)
    try:
        table = start(app, game_id, players=players, seed=11)
        show(table, state)
        # Every other seat's call on show, as when the player bids last.
        table.animator.bubbles = {seat: (lambda: "Pass", 1e9) for seat in range(players) if seat != 0}
        table.update_panel()
        frames(app, 1)
        panel = table.bid_panel
        assert panel is not None
        for spot in table.layout.seats:
            if spot.seat != table.session.viewer:
                assert not panel.rect.colliderect(spot.bubble), (
                    f"the panel {panel.rect} covers seat {spot.seat}'s call at {spot.bubble}")
        assert table.layout.play_area.contains(panel.rect)
        for b in panel.buttons:
            assert panel.rect.contains(b.rect), f"{b.label!r} leaves the panel"
    finally:
        set_language("en")
        app.thinker.close()
