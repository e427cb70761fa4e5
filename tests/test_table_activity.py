"""What the player is doing at the table (issue 36, item 5): the state machine's legal
changes, and a real table moving it through a deal."""

from __future__ import annotations

import pygame
import pytest

from game.client.table.activity import (
    AWAITING,
    LEGAL,
    Activity,
    IllegalChange,
    PlayerActivity,
    activity_of,
)
from game.core.actions import Kind
from game.core.phase import Phase
from tests.client_support import frames, frames_until, key, make_app, settle, start

A = Activity


def at(now: Activity) -> PlayerActivity:
    machine = PlayerActivity()
    machine.now = now
    return machine


@pytest.mark.parametrize("start_at", list(Activity))
def test_every_change_is_legal_or_refused_by_name(start_at: Activity) -> None:
    for to in Activity:
        machine = at(start_at)
        if to is start_at or to in LEGAL[start_at]:
            machine.go(to)
            assert machine.now is to
        else:
            with pytest.raises(IllegalChange, match=f"from {start_at.value} to {to.value}"):
                machine.go(to)
            assert machine.now is start_at  # a refused change changes nothing


@pytest.mark.parametrize(("start_at", "to"), [
    (A.CALLING, A.CLAIMING),      # a claim is for the play, never the auction
    (A.WATCHING, A.CLAIMING),     # nor while the others act
    (A.MATCH_OVER, A.CALLING),    # nothing is called once the match is over
    (A.MATCH_OVER, A.WATCHING),
    (A.CALLING, A.PLAYING),       # a call sent goes through watching (the referee answers)
    (A.PLAYING, A.DEAL_OVER),     # the last card flies and the trick is swept first
    (A.PAUSED, A.PLAYING),        # back from the menu: watching until the picture settles
    (A.CLAIMING, A.CALLING),
])
def test_changes_the_table_cannot_make(start_at: Activity, to: Activity) -> None:
    with pytest.raises(IllegalChange):
        at(start_at).go(to)


def test_a_whole_deal_of_changes() -> None:
    machine = PlayerActivity()
    for to in (A.CALLING, A.WATCHING, A.PLAYING, A.CLAIMING, A.PLAYING, A.WATCHING,
               A.PLAYING, A.TAKING_BACK, A.PLAYING, A.PAUSED, A.WATCHING, A.DEAL_OVER,
               A.WATCHING, A.CALLING):
        machine.go(to)
    assert machine.now is A.CALLING


def test_a_request_waits_for_its_answer_and_the_menu_for_its_close() -> None:
    machine = at(A.PLAYING)
    assert machine.asked(A.CLAIMING)
    machine.settle(A.WATCHING)  # frames pass: the verdict is not in
    assert machine.now is A.CLAIMING
    machine.answered()
    assert machine.now is A.WATCHING
    machine.settle(A.PLAYING)
    assert machine.now is A.PLAYING
    machine.pause()
    machine.settle(A.WATCHING)
    assert machine.now is A.PAUSED  # the table does not move under the menu
    machine.resume()
    assert machine.now is A.WATCHING
    machine.resume()  # a table pushed or uncovered without a menu: nothing to resume
    assert machine.now is A.WATCHING


def test_a_request_that_may_not_be_asked_now_is_refused_and_changes_nothing() -> None:
    machine = at(A.CALLING)
    assert not machine.asked(A.CLAIMING)
    assert machine.now is A.CALLING
    assert machine.asked(A.TAKING_BACK)  # a call may be taken back
    assert machine.now is A.TAKING_BACK and machine.now in AWAITING


def test_a_jump_of_the_picture_starts_again_from_watching() -> None:
    for start_at in Activity:
        machine = at(start_at)
        machine.jumped()
        assert machine.now is (A.PAUSED if start_at is A.PAUSED else A.WATCHING)


def test_the_settled_activity_of_a_position() -> None:
    assert activity_of(True, False, False, False) is A.MATCH_OVER
    assert activity_of(False, True, False, False) is A.DEAL_OVER
    assert activity_of(False, False, True, False) is A.CALLING
    assert activity_of(False, False, False, True) is A.PLAYING
    assert activity_of(False, False, False, False) is A.WATCHING


def test_a_table_moves_the_player_through_calling_playing_claiming_and_the_menu() -> None:
    app = make_app()
    table = start(app, "partnership-blackout", seed=3, level="random")
    for _ in range(20):
        settle(app, table)
        assert app.stack.top is table
        view = table.shown
        if view.phase is not Phase.BIDDING:
            break
        assert table.activity.now is A.CALLING and table.bid_panel is not None
        table.send(next(a for a in view.legal_actions() if a.kind is not Kind.WAIT), 0)
        frames(app)
        assert table.activity.now is A.WATCHING  # sent: the referee answers, cards move
    assert table.shown.phase is Phase.PLAY and table.activity.now is A.PLAYING
    assert any(b.key == "claim" for b in table.buttons.buttons)
    key(pygame.K_ESCAPE)
    frames(app)
    assert table.activity.now is A.PAUSED and app.stack.top is not table
    key(pygame.K_ESCAPE)  # the menu closes: the table settles again
    frames_until(app, lambda: table.activity.now is A.PLAYING)
    key(pygame.K_c)
    frames(app)
    assert table.message is not None and "claim" in table.message[0]
    frames_until(app, lambda: table.activity.now is not A.CLAIMING)  # the verdict came
