"""The scores count up only once the last trick has left the table (issue 40, item 16)."""

from __future__ import annotations

from game.client.table.animation import Counter
from game.core.events import DealScored, TrickWon
from tests.client_support import make_app, settle, start


def test_the_scores_wait_for_the_last_trick_to_be_swept() -> None:
    app = make_app(speed="normal", ai_pause=0.6)
    try:
        table = start(app, "blackout", seed=5, level="random")
        settle(app, table)
        table.animator.tweens.finish_all()
        table.animator.score_counters = [Counter(-5.0) for _ in table.shown.scores]
        trick = tuple((s, c) for s, c in zip(range(4), (0, 1, 2, 3), strict=True))
        swept = table.animator.animate_event(TrickWon(0, trick), table.shown, 0.0)
        end = table.animator.animate_event(DealScored(None), table.shown, swept)  # type: ignore[arg-type]
        assert end > swept
        table.animator.tweens.tick(swept - 0.01)
        assert all(c.value == -5.0 for c in table.animator.score_counters)  # the trick is still there
        table.animator.tweens.tick(end - swept + 0.02)
        assert [c.value for c in table.animator.score_counters] == [float(v) for v in table.shown.scores]
    finally:
        app.thinker.close()
