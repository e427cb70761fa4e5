"""The session's one window: opened once, resized by the system, full screen by F11.

pygame 2 resizes the display surface by itself when the system resizes a RESIZABLE
window.  Calling ``set_mode`` again, as the app once did on each resize and F11, makes a
new window on X11 (a new window id each time, placed 20 px lower at each F11 round trip
under openbox), and with maximise + F11 the window manager and the game answered each
other's resizes twice a second (issue 21, defect 2).  ``display.toggle_fullscreen`` is no
better: on X11 it re-creates the window too unless the window is already the desktop's
size.  So ``set_mode`` is called once, at start, and F11 switches that same window with
SDL's desktop full screen (``pygame.Window.set_fullscreen(desktop=True)`` and
``set_windowed``, which gives the windowed size and place back).  pygame-ce marks
``Window.from_display_module`` deprecated; should a later pygame-ce drop it, F11 falls
back to ``set_mode`` with the window's size and place put back.

Scenes are laid out for ``size``: the window's size, but never less than ``MIN_SIZE``.
A smaller window shows the ``MIN_SIZE`` picture scaled down to fit (``canvas`` is drawn
on, ``present`` puts it in the window) and mouse positions are mapped back
(``to_canvas``), so nothing is cut off and the window itself is never forced bigger.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import tempfile
import threading
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence

import pygame

from game.client.ui.layout import MIN_SIZE
from game.storage.settings import POSITION_MAX, WINDOW_MAX, WINDOW_MIN

Size = tuple[int, int]
Position = tuple[int, int]
WINDOW_FLOOR = (640, 400)
"""The smallest window the system is asked to allow (the picture is scaled below
``MIN_SIZE``; the command line takes 640x400 too)."""


FRAME_ALLOWANCE = (16, 80)
"""Pixels of a screen a window's frame and the desktop's panels take (SDL tells the
desktop's size, not what a window may use): a window asked for the whole screen, 1920x1080
on a 1920x1080 screen, had its bottom buttons pushed off it by the title bar (issue 48,
item 16).  Full screen uses the whole screen."""


def sane_geometry(size: Size, position: Position | None,
                  screens: Sequence[Size]) -> tuple[Size, Position | None]:
    """A saved window made to fit: no larger than the largest screen less its frame's
    room (``FRAME_ALLOWANCE``), placed on it.

    ``screens``: the desktops' sizes (none known: the saved values as they are).  A
    position that would put any part of the window off that screen is moved in; the
    system places a window without a position.
    """
    if not screens:
        return size, position
    sw, sh = max(screens, key=lambda s: s[0] * s[1])
    w = min(size[0], max(WINDOW_FLOOR[0], sw - FRAME_ALLOWANCE[0]))
    h = min(size[1], max(WINDOW_FLOOR[1], sh - FRAME_ALLOWANCE[1]))
    if position is None:
        return (w, h), None
    x = min(max(position[0], 0), sw - w)
    y = min(max(position[1], 0), sh - h)
    return (w, h), (x, y)


NO_DISPLAY = (
    "trickbid: no display found, so the game window cannot open. Start Trickbid from a"
    " desktop session (on Linux DISPLAY or WAYLAND_DISPLAY is set there). To run without"
    " a screen (a demo, screenshots, tests), ask for the invisible window explicitly:"
    " SDL_VIDEODRIVER=dummy trickbid --autoplay N [--screenshot DIR]."
)
INVISIBLE_DRIVERS = ("offscreen", "dummy")
"""SDL's video drivers that show nothing: used only when asked for by name."""


def dress(icon: Callable[[], pygame.Surface]) -> None:
    """The window's icon (``icon``: none when its file is missing), title and key repeat."""
    try:
        pygame.display.set_icon(icon())
    except (pygame.error, FileNotFoundError):
        pass
    pygame.display.set_caption("Trickbid")
    pygame.key.set_repeat(300, 60)


def display_problem(environ: Mapping[str, str] | None = None) -> str | None:
    """``NO_DISPLAY`` when SDL found no screen and fell back to an invisible window by
    itself (the game then ran forever, unseen); None when there is a display or the
    invisible driver was asked for (``SDL_VIDEODRIVER=dummy``, as the README says).
    Starts pygame's display module to ask SDL."""
    env = os.environ if environ is None else environ
    if env.get("SDL_VIDEODRIVER", "").strip():
        return None  # chosen by name: the player (or a test) knows what it gets
    with quiet_native_errors() as said:
        try:
            pygame.display.init()
            problem = pygame.display.get_driver() in INVISIBLE_DRIVERS
        except pygame.error:
            problem = True
    if problem:
        pygame.display.quit()
        return NO_DISPLAY
    if said:
        sys.stderr.write(said[0])  # a display opened: what the drivers said may matter
    return None


@contextlib.contextmanager
def quiet_native_errors() -> Iterator[list[str]]:
    """Hold back what native code writes to the process's stderr (file descriptor 2) while
    SDL looks for a screen: without one, the Wayland driver prints "Error: XDG_RUNTIME_DIR
    is invalid or not set" first, which a person takes for the real error (issue 48, item
    20).  The list yielded gets the text held back, for the caller to show when it
    matters; where descriptor 2 cannot be redirected, nothing is held back."""
    said: list[str] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):
        yield said
        return
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), 2)
        try:
            yield said
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            held.seek(0)
            text = held.read().decode("utf-8", "replace")
            if text:
                said.append(text)


def quit_on_terminate(quit_now: Callable[[], None]) -> Callable[[], None]:
    """A system shutdown (SIGTERM) ends the session at once, without the quit question:
    everything is autosaved after each action, and a second signal was needed before.

    SDL turns SIGTERM into the same QUIT event as closing the window (which asks first
    during a match), so Python's own handler replaces SDL's here, after the display has
    started.  Only the main thread may set a handler; elsewhere SDL's stays.  Returns
    what puts the signal back as it was (the frame loop calls it when it ends, so a
    process that goes on without the loop, a test run, is not kept alive by it).
    """

    sigterm = getattr(signal, "SIGTERM", None)
    if threading.current_thread() is not threading.main_thread() or sigterm is None:
        return lambda: None

    def on_terminate(_signum: int, _frame: object) -> None:
        quit_now()

    try:
        previous = signal.signal(sigterm, on_terminate)
    except (ValueError, OSError):
        return lambda: None

    def restore() -> None:
        with contextlib.suppress(ValueError, OSError, TypeError):
            signal.signal(sigterm, previous if previous is not None else signal.SIG_DFL)

    return restore


class GameWindow:
    """The window (``pygame.display``) and the picture drawn for it."""
    def __init__(self, size: Size, fullscreen: bool = False,
                 position: Position | None = None) -> None:
        screens = self.screens()
        if screens and size != sane_geometry(size, None, screens)[0]:
            fitted = sane_geometry(size, None, screens)[0]

            print(f"trickbid: the window is limited to the screen, {fitted[0]}x{fitted[1]}",
                  file=sys.stderr)
        size, position = sane_geometry(size, position, screens)
        self.windowed_size: Size = size
        """The window's size when last windowed (kept for the next start)."""
        self.windowed_position: Position | None = position
        self._canvas: pygame.Surface | None = None
        self._set_mode(size, fullscreen=False)
        self._handle = self._display_window()
        if self._handle is not None:
            self._handle.minimum_size = WINDOW_FLOOR
        if position is not None and self.positioned():
            pygame.display.set_window_position(position)
        if fullscreen:
            self.toggle_fullscreen()

    # ------------------------------------------------------------ the system
    @staticmethod
    def screens() -> list[Size]:
        """The desktops' sizes; none under the dummy driver, which has no real screen."""
        if pygame.display.get_driver() == "dummy":
            return []
        return [(int(w), int(h)) for w, h in pygame.display.get_desktop_sizes()]

    @staticmethod
    def positioned() -> bool:
        """Whether the system has window positions to read and set."""
        return pygame.display.get_driver() not in ("dummy", "wayland")

    @staticmethod
    def _display_window() -> pygame.Window | None:
        """pygame's handle on the window ``set_mode`` opened (None: this pygame has none)."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None

    @staticmethod
    def _set_mode(size: Size, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @property
    def fullscreen(self) -> bool:
        return bool(pygame.display.is_fullscreen())

    def kept_place(self) -> tuple[Size, Position | None]:
        """The windowed size and place to keep for the next start, fitted to the
        settings' ranges (a window the system made tiny is kept at the smallest size)."""
        self.remember()
        w, h = self.windowed_size
        size = (min(max(w, WINDOW_MIN[0]), WINDOW_MAX[0]),
                min(max(h, WINDOW_MIN[1]), WINDOW_MAX[1]))
        position = self.windowed_position
        if position is not None:
            position = (min(max(position[0], -POSITION_MAX), POSITION_MAX),
                        min(max(position[1], -POSITION_MAX), POSITION_MAX))
        return size, position

    def remember(self) -> None:
        """Note the windowed size and place (for leaving full screen, and the next start)."""
        if self.fullscreen:
            return
        self.windowed_size = self.surface().get_size()
        if self.positioned():
            self.windowed_position = pygame.display.get_window_position()

    def toggle_fullscreen(self) -> None:
        """Full screen ↔ windowed, in the same window."""
        leaving = self.fullscreen
        self.remember()
        if self._handle is not None:
            if leaving:
                self._handle.set_windowed()
            else:
                self._handle.set_fullscreen(desktop=True)
            return
        self._set_mode(self.windowed_size, fullscreen=not leaving)  # a pygame without it
        if leaving and self.windowed_position is not None and self.positioned():
            pygame.display.set_window_position(self.windowed_position)

    # ------------------------------------------------------------ the picture
    @staticmethod
    def surface() -> pygame.Surface:
        surface = pygame.display.get_surface()
        if surface is None:  # pragma: no cover - the window is opened in __init__
            raise RuntimeError("the game window is not open")
        return surface

    @property
    def size(self) -> Size:
        """The size scenes are laid out for: the window's, at least ``MIN_SIZE``."""
        w, h = self.surface().get_size()
        return max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])

    def canvas(self) -> pygame.Surface:
        """What a frame is drawn on: the window itself unless it is below ``MIN_SIZE``."""
        surface = self.surface()
        size = self.size
        if surface.get_size() == size:
            self._canvas = None
            return surface
        if self._canvas is None or self._canvas.get_size() != size:
            self._canvas = pygame.Surface(size).convert()
        return self._canvas

    def _fit(self) -> tuple[float, Position]:
        """Scale and offset of the canvas inside a window smaller than it."""
        sw, sh = self.surface().get_size()
        cw, ch = self.size
        scale = min(sw / cw, sh / ch)
        return scale, ((sw - round(cw * scale)) // 2, (sh - round(ch * scale)) // 2)

    def present(self) -> None:
        """Put a scaled-down canvas into the window (nothing to do at full size)."""
        if self._canvas is None:
            return
        scale, (x, y) = self._fit()
        cw, ch = self._canvas.get_size()
        surface = self.surface()
        surface.fill((0, 0, 0))
        small = pygame.transform.smoothscale(
            self._canvas, (max(1, round(cw * scale)), max(1, round(ch * scale))))
        surface.blit(small, (x, y))

    def to_canvas(self, pos: Position) -> Position:
        """A window position as the scenes see it (scaled when the canvas is)."""
        if self._canvas is None:
            return pos
        scale, (x, y) = self._fit()
        return round((pos[0] - x) / scale), round((pos[1] - y) / scale)
