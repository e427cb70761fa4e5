"""Bazar Belote's call panel keeps its shape and place through the auction (issue 48,
item 17: it began at the lowest level still open and followed the bubbles present, so it
changed between the first round and the second)."""

from __future__ import annotations

from game.core.actions import Kind
from tests.client_support import frames, make_app, settle, start


def test_the_call_panel_is_the_same_at_each_of_the_players_calls() -> None:
    app = make_app((1024, 640))
    try:
        table = start(app, "bazar-belote", seed=21, level="easy")
        shapes = []
        for _ in range(3):
            settle(app, table)
            if table.shown.phase != "bidding" or table.bid_panel is None:
                break
            frames(app, 2)
            panel = table.bid_panel
            shapes.append((panel.rect.copy(), [(b.key, b.rect.copy()) for b in panel.buttons]))
            table.session.apply(next(a for a in table.session.legal()
                                     if a.kind is Kind.PASS), 0)
        assert len(shapes) >= 2, "the auction ended before the player's second call"
        assert all(shape == shapes[0] for shape in shapes), [s[0] for s in shapes]
    finally:
        app.thinker.close()
