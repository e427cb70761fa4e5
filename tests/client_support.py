"""Helpers for the client tests: a headless app, frames, and input through the real queue."""

from __future__ import annotations

import os
import tempfile
import time

# The tests' saves and settings go to a scratch folder, never the player's own.
os.environ.setdefault("TRICKBID_DATA_DIR", tempfile.mkdtemp(prefix="trickbid-client-tests-"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from typing import Any

import pygame

from game.client.app import App
from game.client.matches.session import HUMAN, MatchSetup
from game.client.table.scene import TableScene

DT = 1 / 60


def make_app(size: tuple[int, int] = (1024, 640), persistent: bool = False,
             **settings: Any) -> App:
    """An app at the speeds tests want; nothing is kept unless ``persistent``."""
    app = App(size, persistent=persistent)
    base = {"speed": "instant", "ai_pause": 0.0, "sound": False}
    base.update(settings)
    app.save_settings(app.settings.with_(**base))
    return app


def start(app: App, game_id: str, players: int = 4, seed: int = 7, level: str = "random",
          options: dict[str, Any] | None = None, human: bool = True) -> TableScene:
    seats = tuple(HUMAN if (s == 0 and human) else level for s in range(players))
    opts: dict[str, Any] = dict(options or {})
    if game_id == "blackout":
        opts["players"] = players
    return app.matches.start(MatchSetup(game_id, opts, seats, seed=seed))


def frames(app: App, n: int = 1, dt: float = DT) -> None:
    for _ in range(n):
        app.frame(dt)


def click(pos: tuple[int, int], button: int = 1) -> None:
    """A mouse click, posted to pygame's event queue (handled at the next frame)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def resize_window(app: App, size: tuple[int, int]) -> None:
    """What the system does when the player resizes the window: the window (under the
    dummy driver, remade by the test as a window manager would resize it) takes the new
    size and a resize event arrives; then a frame."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    frames(app, 1)


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def settle(app: App, table: TableScene, seconds: float = 60.0) -> None:
    """Run frames until the human is to act or the deal is over (computers play meanwhile).

    Bounded by wall-clock time, not frames: the computers think on a thread that a busy
    machine may starve for a while, and each idle frame yields it the interpreter."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        frames(app)
        time.sleep(0.0005)
        top = app.stack.top
        if top is not table:
            return
        state = table.shown
        human = table.accepting() and table.session.is_human(state.to_play)
        if human and (state.phase != "bidding" or table.bid_panel is not None):
            return
    raise AssertionError("the table never came back to the human")


def record_truth(app: App) -> list[Any]:
    """The true states of the matches ``app`` starts from now on, as the referee saves them
    (one per move), for tests to check against: the table itself never sees them."""
    states: list[Any] = []
    original = app.matches.saver_for

    def saver_for(setup: MatchSetup, with_friends: bool = False) -> Any:
        save = original(setup, with_friends=with_friends)

        def changed(state: Any, taken_back: int = 0) -> None:
            states.append(state)
            if save is not None:
                save(state, taken_back)

        return changed

    app.matches.saver_for = saver_for  # type: ignore[method-assign]
    return states


def frames_until(app: App, done: Any, seconds: float = 10.0) -> None:
    """Run frames until ``done()`` (the referee answers on its own thread: wait by the
    clock, not by a count of frames)."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError("the table never got there")
        frames(app)
        time.sleep(0.0005)


def show(table: TableScene, state: Any) -> Any:
    """Put the table at ``state`` as the referee would show it to the table's seat (its
    view, and the records of the deals it has finished): for tests that need a position
    far into a match without playing to it."""
    from game.table.referee import finished_deals
    from game.table.view import seat_view

    session = table.session
    session.settle()  # the real match waits for a person: no update comes after this
    session.steps.clear()
    view = seat_view(state, session.viewer, session.version)
    session.views[session.viewer] = view
    session.deal_records = {r.deal_number: r.record for r in finished_deals(state)}
    table.animator.jump(view)
    table.activity.jumped()
    return view


def act(session: Any, action: Any = None, seat: int | None = None,
        timeout: float = 10.0) -> Any:
    """Send ``action`` (default: the first legal one) for ``seat`` (default: the seat to
    play) and wait for the referee's answer; the session's new view of that seat."""
    seat = session.view.to_play if seat is None else seat
    view = session.views[seat]
    if action is None:
        action = view.legal_actions()[0]
    before = session.version
    session.apply(action, seat)
    deadline = time.monotonic() + timeout
    while session.version == before:
        if time.monotonic() > deadline:
            raise AssertionError(f"the referee never answered {action}")
        session.poll()
        if session.version != before:  # answered (what came with it, a table's closing
            break  # words or the deals' verdict, is not a refusal)
        if session.said:
            raise AssertionError(f"{action} was refused: {session.said[-1].text}")
        time.sleep(0.001)
    return session.views[seat]


def distinct_colours(surface: pygame.Surface, step: int = 16) -> int:
    w, h = surface.get_size()
    seen = set()
    for x in range(0, w, step):
        for y in range(0, h, step):
            seen.add(tuple(surface.get_at((x, y)))[:3])
    return len(seen)
