"""The application: the window, the main loop and the scene stack — nothing else.

What the scenes use of the program are services they receive through the ``SceneHost``
the app is (``scenes``): the matches (``matches.service.Matches``: start, resume, tables
with friends; their saves in ``matches.autosave.Autosaves``) and the notice line
(``notices.Notices``).  The command line is ``command_line``'s; ``main`` runs it.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pygame

from game.client.command_line import begin, prepared
from game.client.matches.autosave import Autosaves
from game.client.matches.service import Matches
from game.client.matches.with_friends import FriendsTable
from game.client.navigation import follow_tables, not_offered
from game.client.notices import Notices
from game.client.scene_report import SceneReport
from game.client.scenes import Scene, SceneStack
from game.client.screens.confirm import ConfirmDialog
from game.client.screens.help import HelpScene
from game.client.screens.menus import MainMenu
from game.client.screens.quit_question import quit_question
from game.client.settings import Settings, open_store
from game.client.settings_in_use import SettingsInUse
from game.client.ui import assets, keys
from game.client.ui.frame_pacing import Pacer
from game.client.ui.memory import Sweeper
from game.client.ui.screenshots import Screenshots
from game.client.ui.sound import Sounds
from game.client.ui.window import GameWindow, dress, quit_on_terminate
from game.storage import Storage
from game.table.thinking import Thinker

SECOND_WINDOW_OFFSET = 48
"""Pixels right and down from the kept place that a second window opens at."""


class App:
    def __init__(self, size: tuple[int, int] | None = None, autoplay: int = 0,
                 screenshot_dir: Path | None = None, fullscreen: bool = False,
                 persistent: bool | None = None) -> None:
        """``size``: the window's (default: as the player left it, fitted to the screen).
        ``persistent``: keep settings and saves in the player's storage (default: yes,
        except for autoplay demos, which keep nothing)."""
        # Only what the game uses: pygame.init() would also start the mixer, outside
        # Sounds, where a machine without sound prints the audio library's complaints.
        pygame.display.init()
        pygame.font.init()
        # The AI thinks in pure Python on the thinking thread: hand the GIL back to the UI
        # thread more often than the default 5 ms so a frame never waits long for it.
        sys.setswitchinterval(0.001)
        store, storage = open_store(autoplay == 0 if persistent is None else persistent)
        self._storage: Storage | None = storage
        self.notices = Notices()
        """A notice for the player (a save that failed, say), worded when shown."""
        self.prefs = SettingsInUse(store, self.notices)
        self.autoplay = autoplay
        self.autoplay_hold = 0.4
        self.screenshots = Screenshots(screenshot_dir)
        self.report = SceneReport()
        position = None if size else self.settings.window_position
        if position is not None and self.second_window():
            # not exactly over the first window, which opened at the same kept place
            position = (position[0] + SECOND_WINDOW_OFFSET, position[1] + SECOND_WINDOW_OFFSET)
        # a size asked for (--size) is a window of that size, whatever F11 left kept
        # (issue 48, item 16: --size 1280x800 opened full screen after F11 once)
        self.window = GameWindow(size or self.settings.window_size,
                                 fullscreen or (self.settings.fullscreen and not size),
                                 position)
        self.screen = self.window.canvas()
        """What scenes draw on this frame (the window, or its canvas when smaller)."""
        self._laid_out = self.size
        dress(assets.icon)
        self.sounds = Sounds(self.settings.sound, self.settings.volume)
        self.stack = SceneStack()
        self.sweeper = Sweeper()
        self.thinker = Thinker()
        """The one background executor: computers, hints, practice feedback."""
        self.running = True
        self.exit_code = 0
        self.pacer = Pacer()
        """When the loop runs and draws (tests give it their own clock and events)."""
        self.redraw_wanted = True
        """Draw at the next pass even if nothing moves (the first frame, a new size)."""
        self.frame_times: list[float] = []
        self.autosaves = Autosaves(self._storage, self.prefs, self.notices)
        self.matches = Matches(self, self.stack, self.sounds, self.autosaves,
                               FriendsTable(self._storage, self.notices), self.reopen_hosted)
        self._practice_storage: Storage | None = None
        if self.storage is not None and self.storage.notices:
            self.notices.tell(self.storage.notices[0])

    def second_window(self) -> bool:
        """Another Trickbid has the saved data: this one plays on a copy."""
        return self.storage is not None and any(
            n.code == "second_window" for n in self.storage.notices)

    @property
    def storage(self) -> Storage | None:
        """The player's saves, history and statistics (None: a run that keeps nothing)."""
        return self._storage

    @storage.setter
    def storage(self, storage: Storage | None) -> None:
        """Another storage (tests'): the services that save follow it."""
        self._storage = self.autosaves.storage = self.matches.friends.storage = storage

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes are laid out for: the window's now (at least ``MIN_SIZE``)."""
        return self.window.size

    @property
    def fullscreen(self) -> bool:
        return self.window.fullscreen

    @property
    def settings(self) -> Settings:
        return self.prefs.current

    def save_settings(self, settings: object, persist: bool = True) -> None:
        """Use ``settings`` now, everywhere (``SettingsInUse.use``)."""
        if self.prefs.use(settings, persist):  # the language: labels built ahead, again
            self.stack.resize(self.screen.get_size())
        self.sounds.enabled = self.settings.sound
        self.sounds.volume = self.settings.volume
        for services in self.matches.tables:
            services.settings = self.settings
        for scene in self.stack.scenes:
            scene.settings_changed()

    def keep(self, **changes: object) -> None:
        self.prefs.keep(**changes)

    def pointer(self) -> tuple[int, int]:
        """Where the mouse is, on the scenes' canvas."""
        return self.window.to_canvas(pygame.mouse.get_pos())

    def practice_storage(self) -> Storage:
        """Where practice progress is kept: the player's storage, or (a run that keeps
        nothing) one in memory for this run."""
        if self._practice_storage is None:
            self._practice_storage = self.storage or Storage.in_memory()
        return self._practice_storage

    def reopen_hosted(self, state: Any, seats: tuple[str, ...], table: Any) -> Scene | None:
        """The host screen of a saved match with friends, its table open again (Resume)."""
        # when resumed: the host screen loads the network's server (asyncio, ssl), which the
        # window's first frame does without (start-up)
        from game.client.friends.host_screen import HostScreen

        screen = HostScreen.resumed(self, state, seats, table)
        return screen if screen.hosting is not None else None

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()

    def main_menu(self) -> None:
        self.matches.keep_for_menu()  # a table with friends closes for everyone
        self.stack.clear_to(MainMenu(self))

    def navigate(self) -> None:
        """The tables' intents (``navigation``); what is shown, if asked (``scene_report``)."""
        follow_tables(self, self.stack, self.screenshots.moment)
        self.report.tell(self.stack)

    def toggle_fullscreen(self) -> None:
        """F11: full screen ↔ windowed, in the same window; kept for the next start."""
        self.window.toggle_fullscreen()
        self.keep(fullscreen=self.window.fullscreen)
        self.resize()
        for scene in self.stack.scenes:  # Settings shows the full-screen row's new value
            scene.settings_changed()

    def resize(self, size: tuple[int, int] | None = None) -> None:
        """The window changed size: lay every scene out again.  ``size`` (a resize
        event's) is not trusted: the window's own is used (an event may be stale)."""
        self.screen = self.window.canvas()
        self.redraw_wanted = True
        if self.size != self._laid_out:  # SDL reports a size change more than once
            self._laid_out = self.size
            self.stack.resize(self.size)

    def keep_window(self) -> None:
        """The windowed size and place, for the next start (``GameWindow.kept_place``)."""
        size, position = self.window.kept_place()
        if (size, position) != (self.settings.window_size, self.settings.window_position):
            self.keep(window_size=size, window_position=position)

    def handle_events(self, events: list[Any] | None = None) -> None:
        """Handle ``events`` (default: every event waiting in pygame's queue)."""
        for event in pygame.event.get() if events is None else events:
            if event.type == pygame.QUIT:
                self.request_quit()
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.resize()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif keys.is_help_key(event) and not isinstance(self.stack.top, HelpScene):
                top = self.stack.top
                self.stack.push(HelpScene(self, keys.SCENE_CLASSES.get(top.name(), "")
                                          if top is not None else "", not_offered(self.stack)))
            else:
                if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                  pygame.MOUSEBUTTONUP):  # scaled in a small window
                    event = pygame.event.Event(event.type, {
                        **event.dict, "pos": self.window.to_canvas(event.pos)})
                self.stack.handle(event)

    def frame(self, dt: float, events: list[Any] | None = None, draw: bool = True) -> bool:
        """One pass: input (``events``, default: pygame's queue), update by ``dt`` seconds,
        then, if ``draw`` or the update set something moving, draw, flip, screenshots.
        True when it drew."""
        notice = self.notices.current
        self.handle_events(events)
        self.navigate()
        self.stack.update(dt)
        self.navigate()
        self.matches.close_dropped()
        self.matches.friends.file_if_closed()
        self.autosaves.due()
        self.autosaves.retry(dt)
        if self.notices.current != notice:  # a save's trouble, told on the menu at once
            self.redraw_wanted = True
        if not (draw or self.redraw_wanted or self.screenshots.due
                or self.stack.wake_in() == 0.0):
            return False
        self.redraw_wanted = False
        self.screen = self.window.canvas()
        self.stack.draw(self.screen)
        self.window.present()
        pygame.display.flip()
        self.sweeper.tick(dt)  # after drawing: what is on screen now is never swept
        self.screenshots.save_due(self.screen)
        return True

    def wake_in(self) -> float | None:
        """Seconds until the picture or the app changes by itself (``frame_pacing``): the
        scenes' next change, or the next retry of a save that found the file busy."""
        times = [t for t in (self.stack.wake_in(), self.autosaves.wake_in()) if t is not None]
        return min(times, default=None)

    def run(self) -> int:
        """The main loop: full frame rate while something moves, asleep in the event
        queue while nothing does (``frame_pacing.Pacer``)."""
        restore = quit_on_terminate(self.quit)  # SIGTERM (a shutdown) quits at once
        while self.running and self.stack.top is not None:
            wake = self.wake_in()
            step = self.pacer.next_pass(wake)
            start = time.perf_counter()
            drew = self.frame(step.dt, step.events, draw=step.draw or wake == 0.0)
            if drew:
                self.pacer.drew()
                if wake == 0.0:  # frame times of moving pictures (the bench reads them)
                    self.frame_times.append(time.perf_counter() - start)
                    del self.frame_times[:-600]
        restore()
        self.matches.friends.leave()
        self.keep_window()
        self.matches.close_dropped(everything=True)
        self.autosaves.due()
        self.thinker.close()
        return self.exit_code

    def quit(self) -> None:
        """Quit now (the confirmed answer; ``request_quit`` asks first)."""
        self.running = False

    def request_quit(self, ask: bool = False) -> None:
        """Quit, after asking when a match is unfinished or ``ask`` (Esc on the main
        menu, ``quit_question``); asked already, a second close of the window quits."""
        top = self.stack.top
        question = None if isinstance(top, ConfirmDialog) and top.on_confirm == self.quit \
            else quit_question(self, self.quit, self.matches.unfinished(), ask,
                               self.prefs.store.waiting)
        if question is None:
            self.quit()
        else:
            self.stack.push(question)

    def finish_autoplay(self) -> None:
        self.running = False


def main(args: list[str] | None = None) -> int:
    opts = prepared(args)
    if isinstance(opts, int):
        return opts
    app = App(opts.size, autoplay=opts.autoplay,
              screenshot_dir=opts.screenshot, fullscreen=opts.fullscreen)
    if (refused := begin(app, opts)) is not None:
        app.thinker.close()
        return refused
    code = app.run()
    if opts.autoplay and app.screenshots.folder is not None:
        print(f"{len(app.screenshots.saved)} screenshots in {app.screenshots.folder}")
    return code
