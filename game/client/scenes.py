"""Scenes on a stack: the top scene gets the input and draws last (arcade's ``View``).

A scene below an overlay (score sheet, pause menu) keeps drawing but gets no input and no
updates unless it asks for them with ``update_below``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.client.app import App


class Scene:
    """Base scene: override what you need."""

    opaque = True
    """False for overlays: the scene below is drawn first."""
    update_below = False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed, or uncovered again."""

    def exit(self) -> None:
        """Popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def settings_changed(self) -> None:
        """The player changed the settings: what a scene derived from ``app.settings`` is
        stale. Scenes read the settings from the app, never keep a copy of their own."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event."""

    def back(self) -> None:
        """Leave for the scene beneath (Esc, or a Back button).

        The rule for every scene: Esc goes back or closes, it never commits (deals on,
        plays, quits); a step that cannot be taken back asks first
        (``game.client.confirm``)."""
        self.app.stack.pop()

    def escaped(self, event: pygame.event.Event) -> bool:
        """Go back on Esc; True when the event was that."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene."""

    def wake_in(self) -> float | None:
        """Seconds until this scene's picture changes by itself (``frame_pacing``):
        ``0.0`` while something moves or an answer it awaits may come (every frame is drawn),
        the time to a change it scheduled (a message that fades), ``None`` when only input
        changes it (the default: the loop then sleeps until input)."""
        return None

    def name(self) -> str:
        return type(self).__name__


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def handle(self, event: pygame.event.Event) -> None:
        if self.top is not None:
            self.top.handle(event)

    def update(self, dt: float) -> None:
        if not self.scenes:
            return
        for scene in self.scenes[:-1]:
            if scene.update_below:
                scene.update(dt)
        self.scenes[-1].update(dt)

    def wake_in(self) -> float | None:
        """The soonest change by itself of the scenes that are updated (the top one and
        those with ``update_below``); ``None``: only input changes the picture."""
        if not self.scenes:
            return None
        updated = [s for s in self.scenes[:-1] if s.update_below] + [self.scenes[-1]]
        times = [t for t in (s.wake_in() for s in updated) if t is not None]
        return min(times, default=None)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.scenes:
            return
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(surface)
