"""A resize mid-auction rebuilds the call panel for the new size at once, even while
something moves on the table (issue 40, item 4)."""

from __future__ import annotations

from game.client.table.animation import Counter
from game.client.ui.bidding import build_panel
from tests.client_support import make_app, resize_window, settle, start


def test_a_resize_mid_auction_gives_the_panel_the_new_sizes_labels() -> None:
    app = make_app((1024, 640))
    try:
        table = start(app, "bazar-belote", seed=3, level="random")
        settle(app, table)
        assert table.bid_panel is not None
        small = [b.label_px() for b in table.bid_panel.buttons]
        table.animator.tweens.animate(Counter(0), 5.0, value=1.0)  # something still moves
        resize_window(app, (1920, 1080))
        assert table.animator.tweens.busy and table.bid_panel is not None
        state = table.shown
        legal = tuple(a for a in state.legal_actions() if a.kind.name != "WAIT")
        fresh = build_panel(state, legal, table.layout, table.settings.four_colour,
                            table.panel_notes(),
                            keep_clear=table.layout.side_plates())
        now = [(b.rect.size, b.label_px()) for b in table.bid_panel.buttons]
        assert now == [(b.rect.size, b.label_px()) for b in fresh.buttons]
        assert [px for _size, px in now] != small
    finally:
        app.thinker.close()
