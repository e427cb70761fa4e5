"""When the main loop runs its next pass, and whether that pass draws (issue 40, item 20).

A card game left open all evening should cost almost nothing.  The loop asks the scenes how
soon their picture changes by itself (``Scene.wake_in``): ``0`` while something moves or
an answer is awaited, a number of seconds for a change they have scheduled (a message that
fades), ``None`` when only input changes them.  While something moves the loop runs at
``FPS`` and draws every pass; otherwise it sleeps in the event queue until input arrives
or the next change is due (at most ``IDLE_WAKE`` seconds, for the app's own errands), and
a pass draws only when input came, something moved, a scheduled change fell due, or the
update started something moving.

The clock, the sleep and the event queue are injected, so tests drive the loop without
real time or a window.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

FPS = 60
IDLE_POLL = 1 / 30
"""Seconds between two looks at the event queue while nothing moves (input is answered
within two frames)."""
LIVELY = 1.0
"""For this long after the last input the queue is looked at every frame (a mouse moving
over buttons is followed at full rate)."""
IDLE_WAKE = 1.0
"""The longest sleep while nothing moves: an update-only pass (no drawing unless it starts
something) so a background answer or an autosave retry is never left waiting long."""
MAX_FRAME_DT = 0.1
"""The longest step an animation advances in one frame: a hitch shows as a slower frame,
never as a jump.  After a rest the whole time slept is passed on (nothing was moving)."""


class EventQueue(Protocol):
    """pygame's event queue, as the loop uses it."""
    def get(self) -> list[Any]:
        """Every waiting event, at once (without waiting)."""
        ...


class PygameEvents:
    """``pygame.event.get``.  The loop sleeps between looks itself: pygame-ce's
    ``event.wait(timeout)`` looks every millisecond, which costs 2% of a core by itself.

    A key's repeated press is dropped when the key is up by the time it is read
    (``late_repeats``): pygame repeats a held key from a timer of its own, which fires when
    a frame after the press takes longer than the repeat's delay — on a slow or busy
    machine one tap of ↓ moved the focus two rows (seen under load by the two-window test)."""

    def __init__(self, pressed: Callable[[], Any] = pygame.key.get_pressed) -> None:
        self._pressed = pressed
        self._down: set[int] = set()

    def get(self) -> list[Any]:
        return late_repeats(list(pygame.event.get()), self._down, self._pressed)


def late_repeats(events: list[Any], down: set[int], pressed: Callable[[], Any]) -> list[Any]:
    """``events`` less each repeated press of a key that is no longer held: a second
    ``KEYDOWN`` of a key with no ``KEYUP`` between (``down``: the keys pressed and not yet
    seen released, kept from one call to the next) counts only while ``pressed()`` says the
    key is still down."""
    kept = []
    for event in events:
        if event.type == pygame.KEYDOWN:
            if event.key in down and not pressed()[event.key]:
                continue
            down.add(event.key)
        elif event.type == pygame.KEYUP:
            down.discard(event.key)
        kept.append(event)
    return kept


@dataclass
class Pass:
    """One pass of the main loop: the input, the seconds to advance by, and whether to draw
    (``draw`` may still become True after the update: ``Pacer.draws_after``)."""

    events: list[Any]
    dt: float
    draw: bool


class Pacer:
    """Paces the main loop: full frame rate while a scene moves, asleep while none does."""
    def __init__(self, events: EventQueue | None = None,
                 now: Callable[[], float] = time.perf_counter,
                 sleep: Callable[[float], None] = time.sleep, fps: int = FPS) -> None:
        self.events = events if events is not None else PygameEvents()
        self.now = now
        self.sleep = sleep
        self.frame = 1.0 / fps
        self.last = now()
        self.last_input = self.last
        self.draws = 0
        """Passes that drew (the bench and the tests read it)."""

    def next_pass(self, wake_in: float | None) -> Pass:
        """Wait for the next pass. ``wake_in``: the scenes' (and the app's) next change by
        themselves, in seconds (``0``: something moves; ``None``: none is scheduled)."""
        if wake_in is not None and wake_in <= 0.0:
            left = self.last + self.frame - self.now()
            if left > 0:
                self.sleep(left)
            events = self.events.get()
            moment = self.now()
            if events:
                self.last_input = moment
            dt, self.last = min(moment - self.last, MAX_FRAME_DT), moment
            return Pass(events, dt, True)
        timeout = IDLE_WAKE if wake_in is None else min(wake_in, IDLE_WAKE)
        deadline = self.now() + timeout
        while True:
            events = self.events.get()
            moment = self.now()
            if events or moment >= deadline:
                break
            poll = self.frame if moment - self.last_input < LIVELY else IDLE_POLL
            self.sleep(min(poll, deadline - moment))
        if events:
            self.last_input = moment
        dt, self.last = moment - self.last, moment
        due = wake_in is not None and wake_in <= IDLE_WAKE and dt >= wake_in - 0.001
        return Pass(events, dt, bool(events) or due)

    def drew(self) -> None:
        self.draws += 1
