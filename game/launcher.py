"""The entry point of the standalone (PyInstaller) app: a log file and no silent deaths.

A frozen game is started by a double-click: there is no terminal to read a traceback in (on
Windows, ``sys.stdout`` is even ``None``).  So before the client starts, this module

- opens a log file in the user data directory (``trickbid.log``, rotated at 1 MB), and
  routes ``print``/warnings and a missing stdout/stderr into it;
- runs ``game.__main__.main`` (the window, or a tool such as ``replay``);
- if anything escapes, writes the traceback to the log and shows a readable error window
  naming the log file, then exits with status 1.
- in the frozen app, a crash below Python (a segfault in a native library) still leaves its
  stack in ``trickbid-faults.log`` beside the log (``faulthandler``).

The error window is tried in order: a small pygame window (pygame is always bundled), the
platform's own dialog (Windows ``MessageBoxW``, macOS ``osascript``, Linux ``zenity``/
``kdialog``/``xmessage``), then tkinter when Python has it.  Headless runs (no display, the
dummy video driver) skip the windows; the message always goes to the log and to stderr.

``TRICKBID_FIRST_FRAME_FILE=PATH`` makes the launcher write the wall-clock time of the first
``pygame.display.flip`` into PATH: ``bench/startup.py`` measures start-up with it.
``TRICKBID_FORCE_CRASH=1`` raises at start, so ``build/smoke.sh`` can check that a built app
logs and reports a fatal error.
"""

from __future__ import annotations

import ctypes
import faulthandler
import io
import logging
import logging.handlers
import os
import platform
import shutil
import subprocess
import sys
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from importlib.metadata import version
from pathlib import Path
from types import ModuleType
from typing import Any

from game.__main__ import main as game_main
from game.storage.location import data_dir as storage_data_dir

LOG_NAME = "trickbid.log"
FAULT_LOG_NAME = "trickbid-faults.log"
LOG_BYTES = 1_000_000
FIRST_FRAME_ENV = "TRICKBID_FIRST_FRAME_FILE"
FORCE_CRASH_ENV = "TRICKBID_FORCE_CRASH"
ERROR_TITLE = "Trickbid could not continue"

log = logging.getLogger("trickbid")

Presenter = Callable[[str, str], bool]
"""Shows ``(title, message)`` to the person; True if it was shown."""


# ---------------------------------------------------------------------------- the log
def log_path(data_dir: Path | None = None) -> Path:
    """``trickbid.log`` in the user data directory (the one settings and saves use)."""
    if data_dir is None:
        data_dir = storage_data_dir()
    return data_dir / LOG_NAME


class _LogStream(io.TextIOBase):
    """A stand-in for a missing ``sys.stdout``/``sys.stderr``: lines go to the log."""

    def __init__(self, level: int) -> None:
        self.level = level
        self._pending = ""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self._pending += text
        *lines, self._pending = self._pending.split("\n")
        for line in lines:
            if line.strip():
                log.log(self.level, "%s", line)
        return len(text)


def setup_logging(path: Path) -> Path | None:
    """Log to ``path`` (created with its folder); returns the path, or None if unwritable.

    Streams that are ``None`` (a windowed app on Windows) are replaced by the log, so a stray
    ``print`` or ``argparse`` message neither crashes the game nor vanishes.
    """
    log.setLevel(logging.INFO)
    written: Path | None = path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=2, encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler(sys.stderr) if sys.stderr else logging.NullHandler()
        written = None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    close_log()
    handler._trickbid = True  # type: ignore[attr-defined]
    log.addHandler(handler)
    if sys.stdout is None:
        sys.stdout = _LogStream(logging.INFO)
    if sys.stderr is None:
        sys.stderr = _LogStream(logging.WARNING)
    logging.captureWarnings(True)
    if threading.excepthook is not _log_thread_error:
        _previous_thread_hook.append(threading.excepthook)
        threading.excepthook = _log_thread_error
    return written


_previous_thread_hook: list[Callable[[threading.ExceptHookArgs], object]] = []


def _log_thread_error(args: threading.ExceptHookArgs) -> None:
    """A thread that dies (the AI worker, say) leaves its traceback in the log."""
    if args.exc_value is not None:
        name = args.thread.name if args.thread else "?"
        log.error("uncaught error in thread %s\n%s", name,
                  "".join(traceback.format_exception(args.exc_value)))


# ----------------------------------------------------------------------- error windows
def _headless() -> bool:
    if os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen"):
        return True
    if sys.platform.startswith("linux"):
        return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return False


def wrap_text(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` (by ``measure``), keeping newlines."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and measure(candidate) > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def _pygame() -> ModuleType:
    """pygame, imported only when a window is wanted: a missing or broken pygame must not
    stop the launcher from logging the error and trying the other windows."""
    import pygame

    return pygame


def draw_error(surface: object, title: str, message: str) -> None:
    """Paint the error page on a pygame surface (kept apart so a test can render it)."""
    pygame = _pygame()

    assert isinstance(surface, pygame.Surface)
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        # the client's (pygame's) fonts, only for the error page
        from game.client.ui.assets import asset_path

        def load(size: int, bold: bool = False) -> Any:  # a pygame.font.Font
            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            return pygame.font.Font(str(asset_path("fonts", name)), size)

        head, body = load(22, True), load(16)
    except Exception:  # noqa: BLE001 - the assets may be what is broken: built-in font
        head, body = pygame.font.Font(None, 30), pygame.font.Font(None, 22)
    w, h = surface.get_size()
    surface.fill((40, 44, 52))
    pygame.draw.rect(surface, (200, 70, 60), (0, 0, w, 6))
    y = 24
    surface.blit(head.render(title, True, (240, 240, 240)), (24, y))
    y += head.get_linesize() + 12
    for line in wrap_text(message, w - 48, lambda s: body.size(s)[0]):
        if y > h - 60:
            break
        surface.blit(body.render(line, True, (220, 220, 220)), (24, y))
        y += body.get_linesize()
    hint = body.render("Press any key or click to close.", True, (150, 160, 170))
    surface.blit(hint, (24, h - 24 - hint.get_height()))


def show_with_pygame(title: str, message: str) -> bool:
    if _headless():
        return False
    try:
        pygame = _pygame()
        pygame.display.quit()  # whatever the game left open
        pygame.display.init()
        screen = pygame.display.set_mode((640, 360))
        pygame.display.set_caption(title)
        deadline = time.monotonic() + 600  # never hang a session forever
        while time.monotonic() < deadline:
            draw_error(screen, title, message)
            pygame.display.flip()
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    pygame.display.quit()
                    return True
            pygame.time.wait(50)
        pygame.display.quit()
        return True
    except Exception:
        log.exception("the pygame error window failed")
        return False


def show_with_system_dialog(title: str, message: str) -> bool:
    if sys.platform == "win32":
        try:
            ctypes.windll.user32.MessageBoxW(None, message, title, 0x10)  # MB_ICONERROR
            return True
        except Exception:  # noqa: BLE001 - then try the next window
            return False
    if sys.platform == "darwin":
        text = message.replace("\\", "\\\\").replace('"', '\\"')
        name = title.replace('"', "'")
        command = ["osascript", "-e",
                   f'display alert "{name}" message "{text}" as critical']
    elif _headless():
        return False
    elif shutil.which("zenity"):
        command = ["zenity", "--error", f"--title={title}", "--no-markup", f"--text={message}"]
    elif shutil.which("kdialog"):
        command = ["kdialog", "--title", title, "--error", message]
    elif shutil.which("xmessage"):
        command = ["xmessage", "-center", f"{title}\n\n{message}"]
    else:
        return False
    try:
        return subprocess.run(command, check=False, timeout=600).returncode in (0, 1)
    except (OSError, subprocess.SubprocessError):
        return False


def show_with_tkinter(title: str, message: str) -> bool:
    if _headless():
        return False
    try:
        # optional (not every Python has Tk): imported for the last resort only
        from tkinter import Tk, messagebox

        root = Tk()
        root.withdraw()
        messagebox.showerror(title, message, parent=root)
        root.destroy()
        return True
    except Exception:  # noqa: BLE001 - no Tk here: the message is in the log
        return False


PRESENTERS: tuple[Presenter, ...] = (show_with_pygame, show_with_system_dialog,
                                     show_with_tkinter)


def error_message(exc: BaseException, log_file: Path | None) -> str:
    """What the person reads: the error in one line, where the details are, what to send."""
    where = (f"The details are in the log file:\n{log_file}" if log_file
             else "The log file could not be written; the details went to the terminal.")
    return (f"Something went wrong and the game has to close.\n\n"
            f"{type(exc).__name__}: {exc}\n\n{where}\n\n"
            f"Please attach the log file if you report this problem.")


def report_fatal(exc: BaseException, log_file: Path | None,
                 presenters: Sequence[Presenter] = PRESENTERS) -> bool:
    """Log ``exc`` with its traceback, print it, show it; True if a window showed it."""
    log.error("fatal error\n%s", "".join(traceback.format_exception(exc)))
    message = error_message(exc, log_file)
    if sys.stderr is not None and not isinstance(sys.stderr, _LogStream):
        print(f"{ERROR_TITLE}\n{message}", file=sys.stderr)
    for present in presenters:
        try:
            if present(ERROR_TITLE, message):
                return True
        except Exception:
            log.exception("error window %s failed", getattr(present, "__name__", present))
    return False


def enable_fault_log(path: Path) -> None:
    """A crash below Python (a segfault in SDL, say) leaves its stack in ``path``.

    Only in the frozen app: a test run or a terminal keeps Python's own fault handler.
    """
    try:
        too_big = path.is_file() and path.stat().st_size > LOG_BYTES // 10
        stream = path.open("w" if too_big else "a", encoding="utf-8")
    except OSError:
        return
    stream.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} start\n")
    stream.flush()
    faulthandler.enable(file=stream)
    _fault_streams.append(stream)  # keep it open for the life of the process


_fault_streams: list[io.TextIOBase] = []


# ----------------------------------------------------------------- first frame marker
def install_first_frame_marker(path: Path) -> None:
    """Write ``time.time()`` into ``path`` at the first ``pygame.display.flip``/``update``."""
    pygame = _pygame()

    display: Any = pygame.display  # patched in place: the client looks these up per call
    originals = {"flip": display.flip, "update": display.update}

    def restore_and_mark() -> None:
        display.flip = originals["flip"]
        display.update = originals["update"]
        path.write_text(f"{time.time():.6f}\n", encoding="ascii")

    def flip() -> None:
        originals["flip"]()
        restore_and_mark()

    def update(*args: object) -> None:
        originals["update"](*args)
        restore_and_mark()

    display.flip = flip
    display.update = update


# --------------------------------------------------------------------------- main
def run(argv: list[str] | None = None, entry: Callable[[list[str]], int] | None = None,
        data_dir: Path | None = None, presenters: Sequence[Presenter] = PRESENTERS) -> int:
    """Start the game (or ``entry``) with logging and a fatal-error window; the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner in the log/terminal
    try:
        path: Path | None = log_path(data_dir)
    except Exception:  # noqa: BLE001 - platformdirs missing, odd environment: still start
        path = None
    log_file = setup_logging(path) if path is not None else None
    frozen = getattr(sys, "frozen", False)
    log.info("start: trickbid %s, Python %s, %s, frozen=%s, args=%s", _version(),
             platform.python_version(), platform.platform(), frozen, args)
    if frozen and log_file is not None:
        enable_fault_log(log_file.with_name(FAULT_LOG_NAME))
    try:
        if os.environ.get(FORCE_CRASH_ENV):
            raise RuntimeError(f"forced crash ({FORCE_CRASH_ENV} is set)")
        marker = os.environ.get(FIRST_FRAME_ENV)
        if marker:
            install_first_frame_marker(Path(marker))
        code = (entry or _game_main)(args)
    except SystemExit as stop:  # argparse's usage errors, --help: not a crash
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    except KeyboardInterrupt:
        code = 130
    except BaseException as exc:  # noqa: BLE001 - the point: no silent deaths
        report_fatal(exc, log_file, presenters)
        code = 1
    log.info("exit %s", code)
    close_log()
    return code


def close_log() -> None:
    """Flush and detach the log file (only ours: the host's logging stays untouched)."""
    for handler in [h for h in log.handlers if getattr(h, "_trickbid", False)]:
        log.removeHandler(handler)
        handler.close()
    if threading.excepthook is _log_thread_error and _previous_thread_hook:
        threading.excepthook = _previous_thread_hook.pop()
        logging.captureWarnings(False)


def _game_main(args: list[str]) -> int:
    return game_main(args)


def _version() -> str:
    bundle = getattr(sys, "_MEIPASS", None)  # written by installer.spec
    if bundle and (Path(bundle) / "trickbid-version.txt").is_file():
        return (Path(bundle) / "trickbid-version.txt").read_text(encoding="ascii").strip()
    try:
        return version("trickbid")
    except Exception:  # noqa: BLE001 - only for the log line
        return "unknown"


def main() -> int:
    return run()


if __name__ == "__main__":
    sys.exit(main())
