"""Scenes on a stack: the top scene gets the input and draws last (arcade's ``View``), and
what a scene may ask of the program.

A scene below an overlay (score sheet, pause menu) keeps drawing but gets no input and no
updates unless it asks for them with ``update_below``.

A scene never holds the app: it gets a ``SceneHost``, the program as scenes see it — the
services they use (``SceneServices``: settings, sounds, storage, the background thinker,
the notice line ``Notices``, and the matches: ``MatchService``) and the ``Navigator`` that
changes scenes (push, pop, the main menu, quit).  The app is the host; the table gets even
less (``table.services``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.client.friends.hosting import Hosting
    from game.client.matches.session import MatchSession, MatchSetup
    from game.client.notices import Notices
    from game.client.settings import Settings
    from game.client.ui.sound import Sounds
    from game.storage import Storage
    from game.table.thinking import Thinker


class MatchService(Protocol):
    """The matches at this screen, as scenes ask for them (``matches.service.Matches``)."""

    last_setup: MatchSetup | None
    """The match started last this run (the new-game form opens on it)."""

    def start(self, setup: MatchSetup, same_seed: bool = True) -> Scene: ...

    def play_networked(self, session: MatchSession, hosting: Hosting | None) -> Scene: ...

    def can_resume(self) -> bool: ...

    def hosts_table(self) -> bool:
        """This screen hosts the table with friends being played."""
        ...

    def resume(self) -> None: ...

    def resume_game(self) -> str | None:
        """The game of the unfinished match Resume would open, or None."""
        ...

    def saver_for(self, setup: MatchSetup,
                  with_friends: bool = False) -> Callable[..., None] | None: ...

    def computer_pace(self, window: bool) -> float: ...


class SceneServices(Protocol):
    """What scenes use of the program, and nothing more."""

    sounds: Sounds
    thinker: Thinker
    """The one background executor (hints, practice feedback, a lobby's connection)."""
    notices: Notices
    """The notice for the player on the menus and the table (a save that failed, say)."""
    autoplay: int
    autoplay_hold: float

    @property
    def matches(self) -> MatchService:
        """Start, resume and leave matches (``matches.service.Matches``)."""
        ...

    @property
    def storage(self) -> Storage | None:
        """The player's saves, history and statistics (None: a run that keeps nothing)."""
        ...

    @property
    def settings(self) -> Settings: ...

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def fullscreen(self) -> bool: ...

    def pointer(self) -> tuple[int, int]:
        """Where the mouse is, on the scenes' canvas."""
        ...

    def save_settings(self, settings: object, persist: bool = True) -> None: ...

    def keep(self, **changes: object) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def practice_storage(self) -> Storage:
        """Where practice progress is kept (this run's alone when nothing is kept)."""
        ...


class Navigator(Protocol):
    """Changes of scene."""

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> None: ...

    def main_menu(self) -> None: ...

    def request_quit(self, ask: bool = False) -> None: ...

    def finish_autoplay(self) -> None: ...


class SceneHost(SceneServices, Navigator, Protocol):
    """The program as a scene sees it: its services and its navigator."""


class Scene:
    """Base scene: override what you need."""

    opaque = True
    """False for overlays: the scene below is drawn first."""
    update_below = False

    def __init__(self, host: SceneHost) -> None:
        self.host = host

    def enter(self) -> None:
        """Pushed, or uncovered again."""

    def exit(self) -> None:
        """Popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def settings_changed(self) -> None:
        """The player changed the settings: what a scene derived from ``host.settings`` is
        stale. Scenes read the settings from the host, never keep a copy of their own."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event."""

    def back(self) -> None:
        """Leave for the scene beneath (Esc, or a Back button).

        The rule for every scene: Esc goes back or closes, it never commits (deals on,
        plays, quits); a step that cannot be taken back asks first
        (``game.client.screens.confirm``)."""
        self.host.pop()

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

    def shown_facts(self) -> dict[str, object]:
        """What this scene shows, as data, for the scripted test of real windows
        (``scene_report``): its name and what a script needs to act on it."""
        return {"scene": self.name()}

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
