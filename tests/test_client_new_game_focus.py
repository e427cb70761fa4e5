"""The New game form keeps the keyboard's place (issue 48, item 13: Enter on Advanced…
moved the focus to the first advanced row, "Most cards in a hand")."""

from __future__ import annotations

import pygame

from game.client.screens.new_game import NewGameScene
from tests.client_support import frames, key, make_app


def test_advanced_and_fewer_options_keep_the_focus_on_their_button() -> None:
    app = make_app()
    scene = NewGameScene(app)
    app.stack.push(scene)
    frames(app, 1)
    form = scene.form
    advanced = next(i for i, b in enumerate(form.actions) if b.label == "Advanced…")
    form.focus = len(form.rows) + advanced
    key(pygame.K_RETURN)
    frames(app, 1)
    assert scene.advanced
    assert form.focus >= len(form.rows), "the focus went to a row"
    assert form.actions[form.focus - len(form.rows)].label == "Fewer options"
    key(pygame.K_RETURN)
    frames(app, 1)
    assert not scene.advanced
    assert form.actions[form.focus - len(form.rows)].label == "Advanced…"
