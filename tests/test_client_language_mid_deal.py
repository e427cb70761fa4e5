"""The language changed mid-deal (Esc → Settings) changes every word at the table (issue
48, item 10: hy → fr left the message line, and the call bubbles, in Armenian under the
new score sheet)."""

from __future__ import annotations

import time

from game.client.screens.menus import PauseMenu
from game.client.screens.settings import SettingsScene
from game.i18n import set_language
from tests.client_support import frames, make_app, settle, start


def armenian(words: str) -> bool:
    return any("\u0530" <= ch <= "\u058f" for ch in words)


def test_changing_the_language_mid_deal_leaves_no_old_words_at_the_table() -> None:
    app = make_app((1024, 640), language="hy", speed="normal")
    try:
        table = start(app, "blackout", seed=5, level="easy",
                      options={"deal_sequence": "descending", "max_cards": 3})
        settle(app, table)
        table.session.apply(table.session.legal()[0], 0)
        for _ in range(500):  # the computers answer on their own thread: wait for their calls
            frames(app, 1)
            if table.message is not None and table.snapshot().bubbles:
                break
            time.sleep(0.01)
        before = table.snapshot()
        said = table.message
        assert said is not None and armenian(said[0])
        assert any(armenian(words) for words in before.bubbles.values()), before.bubbles
        app.stack.push(PauseMenu(app, table))
        app.stack.push(SettingsScene(app))
        frames(app, 1)
        app.save_settings(app.settings.with_(language="fr"))
        app.stack.pop()
        app.stack.pop()
        frames(app, 1)
        after = table.snapshot()
        assert after.bubbles, "the bubbles faded: the test saw nothing"
        assert not any(armenian(words) for words in after.bubbles.values()), after.bubbles
        assert table.message is None or not armenian(table.message[0]), table.message
    finally:
        set_language("en")
        app.thinker.close()
