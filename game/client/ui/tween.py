"""Tweens on an injected clock (pgzero's ``animate`` without its global clock).

A ``Tweens`` set advances only through ``tick(dt)``: the table ticks it each frame with
the frame time, tests tick it by hand.  A tween moves named float attributes of any object
from their current values to targets, with a named easing, after an optional delay, and
calls ``on_finish`` once.  Nothing here imports pygame.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


def linear(t: float) -> float:
    return t


def accelerate(t: float) -> float:
    return t * t


def decelerate(t: float) -> float:
    return 1.0 - (1.0 - t) * (1.0 - t)


def accel_decel(t: float) -> float:
    return t * t * (3.0 - 2.0 * t)


def out_back(t: float) -> float:
    """Overshoot a little, then settle: a card landing."""
    c = 1.4
    u = t - 1.0
    return 1.0 + (c + 1.0) * u * u * u + c * u * u


def out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2.0)


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": linear,
    "accelerate": accelerate,
    "decelerate": decelerate,
    "accel_decel": accel_decel,
    "out_back": out_back,
    "out_sine": out_sine,
}


@dataclass
class Tween:
    target: Any
    targets: dict[str, float]
    duration: float
    easing: Callable[[float], float]
    delay: float = 0.0
    on_start: Callable[[], None] | None = None
    on_finish: Callable[[], None] | None = None
    elapsed: float = 0.0
    started: bool = False
    done: bool = False
    starts: dict[str, float] = field(default_factory=dict)

    def _start(self) -> None:
        self.started = True
        self.starts = {name: float(getattr(self.target, name)) for name in self.targets}
        if self.on_start is not None:
            self.on_start()

    def advance(self, dt: float) -> float:
        """Advance by ``dt`` seconds; returns the time left over once finished."""
        if self.done:
            return dt
        if self.delay > 0.0:
            used = min(self.delay, dt)
            self.delay -= used
            dt -= used
            if self.delay > 0.0:
                return 0.0
        if not self.started:
            self._start()
        self.elapsed += dt
        t = 1.0 if self.duration <= 0.0 else min(1.0, self.elapsed / self.duration)
        k = self.easing(t)
        for name, end in self.targets.items():
            start = self.starts[name]
            setattr(self.target, name, start + (end - start) * k)
        if t >= 1.0:
            self.done = True
            if self.on_finish is not None:
                self.on_finish()
            return max(0.0, self.elapsed - self.duration)
        return 0.0

    def finish(self) -> None:
        """Jump to the end (the player skipped the animation)."""
        if not self.done:
            self.delay = 0.0
            self.advance(self.duration + 1.0)


class Tweens:
    """The running tweens of one scene; advanced only by ``tick``."""

    def __init__(self) -> None:
        self.items: list[Tween] = []
        self.time = 0.0

    def animate(
        self,
        target: Any,
        duration: float,
        tween: str = "accel_decel",
        delay: float = 0.0,
        on_start: Callable[[], None] | None = None,
        on_finish: Callable[[], None] | None = None,
        **targets: float,
    ) -> Tween:
        if tween not in EASINGS:
            raise ValueError(f"unknown tween {tween!r}: choose from {', '.join(EASINGS)}")
        item = Tween(
            target, dict(targets), max(0.0, duration), EASINGS[tween], max(0.0, delay),
            on_start, on_finish,
        )
        self.items.append(item)
        return item

    def tick(self, dt: float) -> None:
        self.time += dt
        # Callbacks may add tweens: iterate over a snapshot, keep the newcomers.
        for item in list(self.items):
            item.advance(dt)
        self.items = [i for i in self.items if not i.done]

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def finish_all(self) -> None:
        """Complete every tween, including those their callbacks start."""
        for _ in range(1000):
            if not self.items:
                return
            for item in list(self.items):
                item.finish()
            self.items = [i for i in self.items if not i.done]
