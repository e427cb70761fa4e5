"""Hidden cards stay hidden (issue 36): nothing reachable from the table scene holds the live
state, the referee, or another seat's view — in every game, mid-deal — and each feature
(the last-trick overlay, the hint, the claim) reads only the seat's own view."""

from __future__ import annotations

import gc
import types
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.client.table.last_trick import deck_suits, played_by_suit
from game.core import create_game
from game.core.actions import Kind
from game.core.observation import Observation
from game.core.phase import Phase
from game.core.state import TrickState
from game.table.host import TableHost
from game.table.referee import Referee
from game.table.view import SeatView, seat_view
from tests.client_support import click, frames, frames_until, key, make_app, settle, start
from tests.game_floors import GAME_IDS as REGISTERED

GAMES = REGISTERED
SKIPPED = (type, types.ModuleType, types.CodeType, types.BuiltinFunctionType,
           types.FrameType, pygame.Surface, str, bytes, int, float, bool, type(None))


PARTS = {"TableAnimator", "TablePainter", "TableInput", "PlayerActivity", "PlayerChoice",
         "MessageLine", "TableSnapshot", "TableServices", "MatchSession", "Tweens"}
"""The table scene's parts: the leak walk must reach each."""


def reachable(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` through the data it holds: attributes,
    containers, bound methods' objects and closures' cells — not through modules,
    classes or a function's globals (the program's code, not the table's data)."""
    seen = {id(root)}
    todo = [root]
    while todo:
        obj = todo.pop()
        yield obj
        if isinstance(obj, types.FunctionType):
            nxt: list[object] = [c.cell_contents for c in obj.__closure__ or ()
                                 if c.cell_contents is not None]
            nxt += list(obj.__defaults__ or ())
        elif isinstance(obj, types.MethodType):
            nxt = [obj.__self__, obj.__func__]
        else:
            nxt = list(gc.get_referents(obj))
        for child in nxt:
            if isinstance(child, SKIPPED) or id(child) in seen:
                continue
            seen.add(id(child))
            todo.append(child)


def leaks(root: object, seats: set[int]) -> list[str]:
    """What the screen of ``seats`` may not hold, found among the objects it can reach."""
    found = []
    for obj in reachable(root):
        if isinstance(obj, (TrickState, Referee, TableHost)):
            found.append(f"a {type(obj).__name__}")
        elif isinstance(obj, SeatView) and obj.seat not in seats:
            found.append(f"seat {obj.seat}'s view")
        elif isinstance(obj, Observation) and obj.seat not in seats:
            found.append(f"seat {obj.seat}'s observation")
    return found


def mid_deal_table(game_id: str, seed: int) -> tuple[Any, Any]:
    """A table at the player's card with at least one trick played."""
    app = make_app()
    table = start(app, game_id, seed=seed, level="random")
    for _ in range(200):
        settle(app, table)
        if app.stack.top is not table:  # a deal scored (or thrown in): on to the next
            key(pygame.K_RETURN)
            frames_until(app, lambda: app.stack.top is table)
            continue
        view = table.shown
        if view.phase is Phase.PLAY and view.past_tricks:
            break
        legal = [a for a in table.session.legal() if a.kind is not Kind.WAIT]
        if view.phase is Phase.BIDDING:
            click(next(b for b in table.bid_panel.buttons if b.enabled).rect.center)
            frames(app, 2)
            key(pygame.K_RETURN)
        else:
            table.send(legal[0], 0)
        frames_until(app, lambda: not table.session.awaiting)
    else:
        raise AssertionError("the play never began")
    frames(app, 2)
    return app, table


@pytest.mark.parametrize("seed", [2, 9])
@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_reachable_from_the_table_holds_the_state_or_another_seats_view(
        game_id: str, seed: int) -> None:
    app, table = mid_deal_table(game_id, seed)
    try:
        assert leaks(table, {0}) == []
        assert not any(obj is app for obj in reachable(table))  # the table holds no app
        # the walk goes through every part the table owns (and the picture last drawn)
        walked = {type(obj).__name__ for obj in reachable(table)}
        assert walked >= PARTS, PARTS - walked
        table.show_last_trick()  # the overlay and the score sheet, over the table
        frames(app, 1)
        table.show_scores()
        frames(app, 1)
        assert leaks(table, {0}) == []
    finally:
        app.thinker.close()


def test_nor_while_the_computers_think() -> None:
    """A computer's question holds its observation: it waits on the host's own executor,
    which the screen cannot reach, whatever moment the walk happens at."""
    import time

    app = make_app()
    table = start(app, "partnership-blackout", seed=5, level="medium")
    try:
        walked = 0
        end = time.monotonic() + 3.0
        while time.monotonic() < end and app.stack.top is table:
            frames(app)
            assert leaks(table, {0}) == []
            walked += 1
            view = table.shown
            if table.accepting() and view.to_play == 0:
                legal = table.session.legal()
                table.send(legal[-1], 0)
        assert walked > 10
    finally:
        app.thinker.close()


def test_the_walk_finds_a_state_or_another_seats_view_when_there_is_one() -> None:
    """The check itself: it would see a leak."""
    state = create_game("blackout").new_match(seed=3)

    class Holder:
        def __init__(self, held: object) -> None:
            self.held = [held]

    assert leaks(Holder(state), {0}) == ["a BlackoutState"]
    assert leaks(Holder(seat_view(state, 1, 0)), {0}) == ["seat 1's view",
                                                           "seat 1's observation"]
    assert leaks(Holder(lambda: state), {0}) == ["a BlackoutState"]
    assert leaks(Holder(seat_view(state, 0, 0)), {0}) == []


@pytest.mark.parametrize("seed", range(1, 40))
def test_the_played_so_far_rows_do_not_depend_on_the_hidden_hands(seed: int) -> None:
    """In a 1-card deal the rows were the suits dealt: 179 of 200 overlays showed fewer
    than four, telling the player which suits nobody held."""
    state = create_game("blackout", players=4).new_match(seed=seed)
    view = seat_view(state, 0, 0)
    assert sorted(deck_suits(view)) == [0, 1, 2, 3]
    assert all(cards == [] for cards in played_by_suit(view).values())


def test_the_hint_is_worked_out_from_the_players_own_observation() -> None:
    app, table = mid_deal_table("blackout", 4)
    try:
        seen: list[object] = []
        original = table.session.thinker.submit

        def submit(job: Any, *args: Any) -> Any:
            seen.extend(args)
            return original(job, *args)

        table.session.thinker.submit = submit  # type: ignore[method-assign]
        assert table.session.ask_hint()
        assert seen and isinstance(seen[0], Observation) and seen[0].seat == 0
        assert seen[0] == table.shown.observation
        frames_until(app, lambda: table.session.hint is not None, 60.0)
    finally:
        app.thinker.close()
