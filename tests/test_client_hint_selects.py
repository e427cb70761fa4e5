"""H makes the hinted card or call the keyboard's choice, so Enter does what the hint says
(issue 40, item 19)."""

from __future__ import annotations

import pygame

from game.core.actions import Kind
from game.practice.position_view import ai_view
from tests.client_support import frames, frames_until, key, make_app, settle, start


def _hinted(app, table):  # type: ignore[no-untyped-def]
    assert table.session.ask_hint()
    frames_until(app, lambda: table.session.hint is not None, 60.0)
    frames(app, 2)
    return table.session.hint[1].action


def test_the_hinted_call_becomes_the_panels_focus_and_enter_makes_it() -> None:
    app = make_app()
    try:
        table = start(app, "blackout", seed=11, level="random")
        settle(app, table)
        assert table.shown.phase == "bidding" and table.bid_panel is not None
        table.choice.panel_focus = -1
        action = _hinted(app, table)
        assert action.kind is Kind.BID
        keys = [b.key for b in table.bid_panel.buttons]
        assert table.choice.panel_focus == keys.index(action)
        key(pygame.K_RETURN)
        frames_until(app, lambda: table.choice.pending_bid is not None
                     or table.shown.observation.bids[0] >= 0, 5.0)
        assert table.choice.pending_bid == action or \
            table.shown.observation.bids[0] == action.number
    finally:
        app.thinker.close()


def test_the_hinted_card_becomes_the_selection() -> None:
    app = make_app()
    try:
        table = start(app, "blackout", seed=11, level="random")
        settle(app, table)
        while table.shown.phase == "bidding":
            key(pygame.K_0)
            frames(app, 60)
            settle(app, table)
        while len(table.playable_cards()) < 2:  # a choice to hint at
            key(pygame.K_RETURN)
            frames(app, 30)
            settle(app, table)
        cards = table.hand_cards()
        playable = table.playable_cards()
        # the hint's card is whatever the adviser says (it changed when hints took the
        # strongest level's worlds, issue 49): start the selection on another card
        view = table.session.view
        hinted = ai_view(table.session.game, view.observation,
                         tuple(view.legal_actions())).action
        table.choice.selected = min(i for i, c in enumerate(cards)
                                    if c in playable and c != hinted.card)
        chosen = cards[table.choice.selected]
        action = _hinted(app, table)
        assert action == hinted and action.kind is Kind.PLAY and action.card in playable
        assert action.card != chosen
        assert cards[table.choice.selected] == action.card
    finally:
        app.thinker.close()
