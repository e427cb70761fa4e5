"""Quiet when nothing moves (issue 40, item 20): the main loop draws only while something
moves, on an injected clock and event queue (no real time, no timed test)."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.client.table.score_sheet import ScoreSheet
from game.client.ui.frame_pacing import FPS, IDLE_WAKE, MAX_FRAME_DT, Pacer, late_repeats
from tests.client_support import frames, make_app, settle, start


class FakeTime:
    """A clock that moves only when the loop sleeps (or a frame is said to take time)."""

    def __init__(self) -> None:
        self.t = 100.0
        self.slept = 0.0

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.t += seconds
        self.slept += seconds


class Script:
    """An event queue that hands out events at given clock times."""

    def __init__(self, clock: FakeTime, timed: list[tuple[float, Any]]) -> None:
        self.clock = clock
        self.timed = sorted(timed, key=lambda item: item[0])
        self.looks = 0

    def get(self) -> list[Any]:
        self.looks += 1
        due = [e for t, e in self.timed if t <= self.clock.t]
        self.timed = [(t, e) for t, e in self.timed if t > self.clock.t]
        return due


def counting_draws(app: Any, clock: FakeTime, until: float) -> list[float]:
    """The clock times of the frames drawn before ``until``."""
    drawn: list[float] = []
    real = app.stack.draw

    def draw(surface: pygame.Surface) -> None:
        if clock.t < until:
            drawn.append(clock.t)
        real(surface)

    app.stack.draw = draw
    return drawn


def test_nothing_moving_means_a_sleep_until_input_and_no_frame() -> None:
    clock = FakeTime()
    pacer = Pacer(Script(clock, []), now=clock.now, sleep=clock.sleep)
    step = pacer.next_pass(None)
    assert step.events == [] and not step.draw
    assert abs(step.dt - IDLE_WAKE) < 1e-9  # slept the whole while, in the queue
    assert abs(clock.slept - IDLE_WAKE) < 1e-9


def test_input_wakes_the_loop_and_is_drawn() -> None:
    clock = FakeTime()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN)
    pacer = Pacer(Script(clock, [(100.3, key)]), now=clock.now, sleep=clock.sleep)
    step = pacer.next_pass(None)
    assert step.events == [key] and step.draw
    assert 0.3 <= clock.t - 100.0 < 0.3 + 1 / 30 + 1e-9  # answered within the idle look


def test_a_scheduled_change_is_drawn_when_it_falls_due() -> None:
    clock = FakeTime()
    pacer = Pacer(Script(clock, []), now=clock.now, sleep=clock.sleep)
    step = pacer.next_pass(0.4)
    assert step.draw and abs(clock.t - 100.4) < 1e-9


def test_something_moving_runs_at_the_frame_rate_with_short_steps() -> None:
    clock = FakeTime()
    pacer = Pacer(Script(clock, []), now=clock.now, sleep=clock.sleep)
    for _ in range(10):
        step = pacer.next_pass(0.0)
        assert step.draw and step.dt <= MAX_FRAME_DT
    assert abs(clock.t - 100.0 - 10 / FPS) < 1e-6
    clock.t += 5.0  # a frame that took long: the animation does not jump
    assert pacer.next_pass(0.0).dt == MAX_FRAME_DT


def run_for(app: Any, seconds: float, clock: FakeTime) -> list[float]:
    """Run the real main loop for ``seconds`` of the fake clock, then close the window;
    the times of the frames drawn before the window was closed."""
    quit_at = clock.t + seconds
    app.pacer = Pacer(Script(clock, [(quit_at, pygame.event.Event(pygame.QUIT))]),
                      now=clock.now, sleep=clock.sleep)
    drawn = counting_draws(app, clock, quit_at)
    assert app.run() == 0
    return drawn


def test_the_main_menu_left_alone_draws_once_in_a_minute() -> None:
    app = make_app()
    app.main_menu()
    clock = FakeTime()
    drawn = run_for(app, 60.0, clock)
    assert len(drawn) == 1  # the first frame; then nothing until the window closes
    assert clock.slept >= 59.0


def test_the_table_waiting_for_the_player_does_not_draw() -> None:
    app = make_app(speed="normal")
    table = start(app, "blackout", players=4, seed=5)
    settle(app, table)
    for _ in range(600):  # let the messages of the deal fade (10 s of frames)
        if table.wake_in() is None:
            break
        frames(app, 1)
    assert table.wake_in() is None, "the table waiting for the player still asks for frames"
    app.redraw_wanted = False
    app.matches.unfinished = lambda: False  # close without the quit question
    drawn = run_for(app, 30.0, FakeTime())
    assert drawn == []


def test_an_animation_is_drawn_every_frame() -> None:
    app = make_app(speed="slow")
    table = start(app, "blackout", players=4, seed=5)
    app.matches.unfinished = lambda: False
    assert table.wake_in() == 0.0 or table.session.steps  # the deal is about to fly out
    drawn = run_for(app, 0.5, FakeTime())
    assert len(drawn) >= 0.5 * FPS - 2  # every frame of the dealing, none skipped


def test_the_score_sheet_rests_until_input() -> None:
    app = make_app()
    table = start(app, "blackout", players=4, seed=5, human=False)
    for _ in range(5000):
        frames(app, 1)
        time.sleep(0.0005)  # the computers think on a thread
        if isinstance(app.stack.top, ScoreSheet):
            break
    assert isinstance(app.stack.top, ScoreSheet)
    assert app.stack.wake_in() is None
    assert table is not app.stack.top


def test_a_pass_with_nothing_moving_draws_only_what_changed() -> None:
    """An update-only pass (the loop woke for its errands) draws nothing, unless a save's
    trouble came up meanwhile: the menu shows it at once."""
    app = make_app()
    app.main_menu()
    assert app.frame(0.0)  # the first frame is always drawn
    assert not app.frame(1.0, events=[], draw=False)

    def trouble(dt: float) -> None:
        app.notices.failed("save_failed")

    app.autosaves.retry = trouble  # type: ignore[method-assign]
    assert app.frame(1.0, events=[], draw=False)
    assert not app.frame(1.0, events=[], draw=False)  # told once


def _key(kind: int, key: int) -> pygame.event.Event:
    return pygame.event.Event(kind, {"key": key})


def test_a_repeat_read_after_the_key_was_let_go_is_dropped() -> None:
    """pygame's repeat timer fires when the frame after a tap is slow; the tap's release
    then waits behind a second press, and one ↓ moved the focus two rows."""
    down: set[int] = set()
    up = {pygame.K_DOWN: False}
    tap = [_key(pygame.KEYDOWN, pygame.K_DOWN)]
    assert late_repeats(tap, down, lambda: up) == tap  # a tap read before its release
    late = [_key(pygame.KEYDOWN, pygame.K_DOWN), _key(pygame.KEYUP, pygame.K_DOWN)]
    assert [e.type for e in late_repeats(late, down, lambda: up)] == [pygame.KEYUP]
    again = [_key(pygame.KEYDOWN, pygame.K_DOWN), _key(pygame.KEYUP, pygame.K_DOWN)]
    assert late_repeats(again, down, lambda: up) == again  # a new tap counts


def test_a_held_key_still_repeats() -> None:
    down: set[int] = set()
    held = {pygame.K_RIGHT: True}
    presses = [_key(pygame.KEYDOWN, pygame.K_RIGHT) for _ in range(3)]
    assert late_repeats(presses, down, lambda: held) == presses
