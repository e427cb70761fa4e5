"""The hint line says the choice once, then why, in the player's language (issue 21, 7).

"Hint: 0 — bid 0" and "8♦ — 8♦" said the choice twice; "(8♣ by seat 0)" leaked a seat
number.  The hint is the choice, a dash, and the reason worded from the catalogs.
"""

from __future__ import annotations

import re
import time

import pygame
import pytest

from game import i18n
from game.core.actions import Kind
from game.i18n.terms import action_text, call_text
from tests.client_support import frames, key, make_app, settle, start


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def _hint(app, table) -> str:
    table.session.hint = None
    key(pygame.K_h)
    deadline = time.monotonic() + 60.0  # the hint searches on a thread a busy machine starves
    while time.monotonic() < deadline:
        frames(app)
        time.sleep(0.001)
        if table.session.hint is not None and table.message is not None:
            break
    assert table.session.hint is not None and table.message is not None
    return str(table.message[0])


@pytest.mark.parametrize(("game_id", "language"), [("blackout", "fr"),
                                                   ("bazar-belote", "ru"),
                                                   ("partnership-blackout", "en")])
def test_the_hint_says_its_choice_once_and_no_internal_words(game_id: str,
                                                             language: str) -> None:
    app = make_app()
    table = start(app, game_id, seed=11, level="easy")
    i18n.set_language(language)
    seen = set()
    for _ in range(8):
        settle(app, table)
        if app.stack.top is not table or table.shown.phase not in ("bidding", "play"):
            break
        line = _hint(app, table)
        _seat, suggestion = table.session.hint
        action = suggestion.action
        choice = action_text(action) if action.kind is Kind.PLAY else call_text(action)
        head, dash, why = line.partition(" — ")
        assert dash and why, line
        assert head.endswith(choice), line
        assert choice not in why.split(";")[0].split(" "), line  # not said twice
        assert not re.search(r"seat \d|Number\(|bazar-belote|-0[.,]0\b|\b[a-z]+_[a-z]+\b",
                             line), line
        if language != "en":
            assert not re.search(r"\b(the|your|should|trick|tricks|points|team)\b", line), line
        seen.add(table.shown.phase)
        legal = table.session.legal()
        table.session.apply(action if action in legal else legal[0])
        frames(app, 3)
    assert seen
