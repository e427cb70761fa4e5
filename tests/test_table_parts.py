"""The table's parts (issue 36, item 5): keys and clicks become intents against the
picture on the screen, and the painter draws a snapshot without changing the scene."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from game.client.table.input import DOUBLE_CLICK, DRAG_START, TableInput, drop_zone, key_intent
from game.client.table.intents import (
    AskHint,
    ClaimRest,
    ClickCall,
    ClickCard,
    Confirm,
    DropCard,
    MoveChoice,
    OpenMenu,
    ShowLastTrick,
    ShowScores,
    TakeBack,
    TypeDigit,
)
from game.client.ui import keys
from game.client.ui.bidding import BidPanel
from game.client.ui.widgets import Button
from game.core.actions import PASS, bid
from tests.client_support import frames, make_app, settle, start


@pytest.fixture(scope="module")
def table() -> Any:
    app = make_app()
    table = start(app, "partnership-blackout", seed=5, level="random")
    settle(app, table)
    frames(app)  # drawn: the snapshot's hand is where the player sees it
    return table


def with_panel(snap: Any) -> Any:
    rect = pygame.Rect(300, 200, 200, 120)
    buttons = [Button(pygame.Rect(310, 210, 80, 40), "3", key=bid(3)),
               Button(pygame.Rect(400, 210, 80, 40), "Pass", key=PASS, enabled=False)]
    return dataclasses.replace(snap, panel=BidPanel("Your bid", rect, buttons))


def no_panel(snap: Any) -> Any:
    return dataclasses.replace(snap, panel=None)


@pytest.mark.parametrize(("k", "intent"), [
    (pygame.K_ESCAPE, OpenMenu()), (pygame.K_h, AskHint()), (pygame.K_s, ShowScores()),
    (pygame.K_l, ShowLastTrick(held=True)), (pygame.K_u, TakeBack()), (pygame.K_c, ClaimRest()),
    (pygame.K_LEFT, MoveChoice(-1)), (pygame.K_RIGHT, MoveChoice(1)),
    (pygame.K_RETURN, Confirm()), (pygame.K_KP_ENTER, Confirm()), (pygame.K_SPACE, Confirm()),
    (pygame.K_UP, None), (pygame.K_7, None), (pygame.K_x, None),
])
def test_keys_at_the_players_hand(table: Any, k: int, intent: Any) -> None:
    assert key_intent(k, no_panel(table.snapshot())) == intent


@pytest.mark.parametrize(("k", "intent"), [
    (pygame.K_UP, MoveChoice(-1, panel=True)), (pygame.K_DOWN, MoveChoice(1, panel=True)),
    (pygame.K_LEFT, MoveChoice(-1, panel=True)), (pygame.K_RIGHT, MoveChoice(1, panel=True)),
    (pygame.K_7, TypeDigit(7)), (pygame.K_KP0, TypeDigit(0)),
    (pygame.K_RETURN, Confirm(panel=True)), (pygame.K_SPACE, Confirm(panel=True)),
    (pygame.K_ESCAPE, OpenMenu()), (pygame.K_u, TakeBack()), (pygame.K_h, AskHint()),
])
def test_keys_with_the_call_panel_up(table: Any, k: int, intent: Any) -> None:
    assert key_intent(k, with_panel(table.snapshot())) == intent


def test_every_table_key_of_the_help_means_something(table: Any) -> None:
    """The help lists exactly what the keys do: each bound key is an intent where it
    applies (the panel's keys with the panel up)."""
    snap = table.snapshot()
    for binding in keys.bindings_of("table"):
        if binding.keys == (pygame.K_t,):
            continue  # the quick messages' key: the chat part reads it (test_client_table_chat)
        for k in binding.keys:
            at = with_panel(snap) if binding.command in ("digit", "move_panel") else \
                no_panel(snap)
            assert key_intent(k, at) is not None, (binding.label, k)


def down(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def up(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def move(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def test_a_click_a_double_click_and_a_slow_second_click_on_a_card(table: Any) -> None:
    snap = no_panel(table.snapshot())
    card, rect = snap.hand[-1], snap.hand_rects[-1]
    mouse = TableInput()
    assert mouse.read(down(rect.center), snap, 10.0) is None and mouse.press is not None
    assert mouse.read(up(rect.center), snap, 10.1) == ClickCard(card, double=False)
    mouse.read(down(rect.center), snap, 10.2)
    assert mouse.read(up(rect.center), snap, 10.05 + DOUBLE_CLICK) == ClickCard(card, double=True)
    mouse.read(down(rect.center), snap, 20.0)
    assert mouse.read(up(rect.center), snap, 20.0 + 2 * DOUBLE_CLICK) == ClickCard(card)


def test_a_card_dragged_to_the_middle_is_played_and_elsewhere_goes_back(table: Any) -> None:
    snap = no_panel(table.snapshot())
    card, rect = snap.hand[0], snap.hand_rects[0]
    middle = drop_zone(snap.layout).center
    mouse = TableInput()
    mouse.read(down(rect.center), snap, 1.0)
    nudge = (rect.centerx, rect.centery - DRAG_START + 2)
    mouse.read(move(nudge), snap, 1.0)
    assert mouse.dragged is None  # a few pixels are still a click
    mouse.read(move(middle), snap, 1.1)
    assert mouse.dragged == (card, middle)
    assert mouse.read(up(middle), snap, 1.2) == DropCard(card)
    mouse.read(down(rect.center), snap, 2.0)
    mouse.read(move((5, 5)), snap, 2.1)
    assert mouse.read(up((5, 5)), snap, 2.2) is None
    assert mouse.press is None and mouse.dragged is None


def test_the_tables_buttons_and_the_call_panel(table: Any) -> None:
    snap = with_panel(table.snapshot())
    mouse = TableInput()
    by_key = {b.key: b for b in snap.buttons.buttons}
    assert mouse.read(down(by_key["hint"].rect.center), snap, 0.0) == AskHint()
    assert mouse.read(down(by_key["menu"].rect.center), snap, 0.0) == OpenMenu()
    assert mouse.read(down(by_key["last_trick"].rect.center), snap, 0.0) == ShowLastTrick()
    three, passing = snap.panel.buttons
    assert mouse.read(down(three.rect.center), snap, 0.0) == ClickCall(bid(3))
    # greyed calls are clicked too: the referee says which rule refuses them
    assert mouse.read(down(passing.rect.center), snap, 0.0) == ClickCall(PASS)
    assert not mouse.acts(down(by_key["hint"].rect.center), snap.buttons)
    assert mouse.acts(down(three.rect.center), snap.buttons)
    undo = by_key.get("undo")
    if undo is not None:
        undo.enabled = False
        assert mouse.read(down(undo.rect.center), snap, 0.0) is None
        undo.enabled = True


def test_only_keys_that_act_catch_the_picture_up(table: Any) -> None:
    mouse = TableInput()
    for k, acts in ((pygame.K_h, False), (pygame.K_s, False), (pygame.K_l, False),
                    (pygame.K_ESCAPE, False), (pygame.K_RETURN, True), (pygame.K_u, True),
                    (pygame.K_LEFT, True)):
        event = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        assert mouse.acts(event, table.buttons) is acts, k


def state_of(table: Any) -> Any:
    """What the scene holds that a painter could change."""
    anim, choice = table.animator, table.choice
    return (repr(vars(choice)), anim.shown.version, len(anim.sprites),
            sorted(anim.bubbles.items()), anim.trick_counts, anim.deal_visible,
            [c.value for c in anim.score_counters], table.line.current, table.calls.key,
            [(b.key, b.enabled, b.picked, b.hover) for b in table.buttons.buttons],
            vars(table.input).copy(), table.activity.now)


def test_the_painter_draws_a_snapshot_and_changes_nothing(table: Any) -> None:
    snap = table.snapshot()
    before = state_of(table)
    first = pygame.Surface(snap.layout.size)
    second = pygame.Surface(snap.layout.size)
    table.painter.paint(first, snap)
    table.painter.paint(second, snap)
    assert state_of(table) == before
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    with pytest.raises(dataclasses.FrozenInstanceError):
        snap.selected = 3  # type: ignore[misc]
