"""Packaging: the PyInstaller spec, the icons, the Linux menu entry and installer, the NSIS
script, and the frozen app's launcher (log file, error window instead of a silent death).

Fast checks only: PyInstaller itself is never run here (``build/smoke.sh`` builds and runs
the real thing).  The spec is executed with stand-ins for PyInstaller's classes, so the test
sees exactly what the spec would hand to PyInstaller.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import re
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any, ClassVar

import pytest

from game import launcher

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "installer.spec"
DESKTOP = ROOT / "build" / "linux" / "trickbid.desktop"
INSTALL_SH = ROOT / "build" / "linux" / "install.sh"
NSIS = ROOT / "build" / "windows" / "trickbid.nsi"


# --------------------------------------------------------------------------- the spec
class Recorder:
    """Stands in for one of PyInstaller's spec classes: keeps its arguments."""

    made: ClassVar[list[Recorder]] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        self.pure, self.scripts, self.binaries = [], ["script"], [("lib.so", "x", "BINARY")]
        self.datas = kwargs.get("datas", [])
        Recorder.made.append(self)


def stub(kind: str) -> type[Recorder]:
    return type(kind, (Recorder,), {})


def run_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform: str = "linux",
             spec_args: tuple[str, ...] = ()) -> dict[str, list[Recorder]]:
    Recorder.made = []
    monkeypatch.setattr(sys, "argv", [str(SPEC), *spec_args])
    monkeypatch.setattr(sys, "platform", platform)
    namespace: dict[str, Any] = {
        "SPECPATH": str(ROOT), "SPEC": str(SPEC), "workpath": str(tmp_path / "work"),
        "DISTPATH": str(tmp_path / "dist"), "os": os,
    }
    for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        namespace[kind] = stub(kind)
    (tmp_path / "work").mkdir()
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)  # noqa: S102
    made: dict[str, list[Recorder]] = {}
    for obj in Recorder.made:
        made.setdefault(type(obj).__name__, []).append(obj)
    return made


def test_the_spec_freezes_an_entry_script_that_imports_the_package(tmp_path, monkeypatch):
    made = run_spec(tmp_path, monkeypatch)
    (analysis,) = made["Analysis"]
    (script,) = analysis.args[0]
    assert Path(script) == ROOT / "build" / "entry.py"
    assert "from game.launcher import main" in Path(script).read_text(encoding="utf-8")
    assert str(ROOT) in analysis.kwargs["pathex"]


def test_the_spec_bundles_the_assets_but_not_the_asset_tools(tmp_path, monkeypatch):
    made = run_spec(tmp_path, monkeypatch)
    datas = {(Path(src).resolve(), dest) for src, dest in made["Analysis"][0].kwargs["datas"]}
    for folder in ("cards", "fonts", "sounds"):
        assert (ROOT / "assets" / folder, f"assets/{folder}") in datas
    assert (ROOT / "assets" / "icon.png", "assets") in datas
    assert (ROOT / "assets" / "CREDITS.md", "assets") in datas
    assert not any("tools" in src.parts for src, _ in datas)
    for src, _ in datas:
        assert src.exists(), src


def test_the_spec_bundles_the_licences(tmp_path, monkeypatch):
    made = run_spec(tmp_path, monkeypatch)
    datas = made["Analysis"][0].kwargs["datas"]
    (licences,) = [Path(src) for src, dest in datas if dest == "licenses"]
    names = {p.name for p in licences.iterdir()}
    assert {"THIRD-PARTY.md", "LGPL-2.1.txt", "LICENSE-python.txt"} <= names
    assert ("LICENSE-trickbid.txt" in names) == (ROOT / "LICENSE").is_file()
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (licences / "LGPL-2.1.txt").read_text()


def test_the_spec_excludes_nothing_the_game_imports(tmp_path, monkeypatch):
    made = run_spec(tmp_path, monkeypatch)
    excluded = set(made["Analysis"][0].kwargs["excludes"])
    imported: set[str] = set()
    for source in [*(ROOT / "game").rglob("*.py"), *(ROOT / "ai").rglob("*.py")]:
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imported.add(node.module)
    needed = {name for name in imported for e in excluded
              if name == e or name.startswith(e + ".")}
    # tkinter is the launcher's last-resort error window, deliberately left out of the bundle
    assert needed <= {"tkinter"}, f"excluded from the build but imported: {needed}"


def test_the_default_build_is_one_folder_stripped_without_upx(tmp_path, monkeypatch):
    made = run_spec(tmp_path, monkeypatch, "linux")
    (exe,) = made["EXE"]
    (collect,) = made["COLLECT"]
    assert exe.kwargs["name"] == "trickbid" and exe.kwargs["exclude_binaries"] is True
    assert collect.kwargs["name"] == "trickbid"
    assert exe.kwargs["strip"] is True and collect.kwargs["strip"] is True
    assert exe.kwargs["upx"] is False and collect.kwargs["upx"] is False
    assert "BUNDLE" not in made


def test_the_onefile_variant_packs_everything_into_one_executable(tmp_path, monkeypatch):
    made = run_spec(tmp_path, monkeypatch, "linux", ("--onefile",))
    (exe,) = made["EXE"]
    assert exe.kwargs["name"] == "trickbid-onefile"
    assert "COLLECT" not in made
    assert ("lib.so", "x", "BINARY") in exe.args[2]  # the binaries go inside the executable


def test_windows_builds_have_no_console_and_an_ico_icon(tmp_path, monkeypatch):
    made = run_spec(tmp_path, monkeypatch, "win32")
    (exe,) = made["EXE"]
    assert exe.kwargs["console"] is False
    assert exe.kwargs["icon"].endswith(".ico") and Path(exe.kwargs["icon"]).is_file()
    assert exe.kwargs["strip"] is False


def test_macos_builds_an_app_bundle_with_an_icns_icon(tmp_path, monkeypatch):
    made = run_spec(tmp_path, monkeypatch, "darwin")
    (bundle,) = made["BUNDLE"]
    assert bundle.kwargs["name"] == "Trickbid.app"
    assert bundle.kwargs["icon"].endswith(".icns") and Path(bundle.kwargs["icon"]).is_file()
    assert made["EXE"][0].kwargs["console"] is False
    assert made["EXE"][0].kwargs["strip"] is False


def test_the_version_file_carries_the_project_version(tmp_path, monkeypatch):
    made = run_spec(tmp_path, monkeypatch)
    (version_file,) = [Path(src) for src, dest in made["Analysis"][0].kwargs["datas"]
                       if Path(src).name == "trickbid-version.txt"]
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'version = "{version_file.read_text().strip()}"' in text


# -------------------------------------------------------------------------- the icons
def load_icons_module() -> Any:
    """``build/icons.py`` (``build/`` is a folder of recipes, not a package)."""
    spec = importlib.util.spec_from_file_location("trickbid_icons", ROOT / "build" / "icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_ico_file_lists_each_png_with_its_offset():
    icons = load_icons_module()
    pngs = {16: b"\x89PNG-16", 256: b"\x89PNG-256-longer"}
    data = icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 2)
    for index, size in enumerate(sorted(pngs)):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data,
                                                                      6 + 16 * index)
        assert (w, h) == ((size, size) if size < 256 else (0, 0))  # 0 means 256
        assert (planes, bits) == (1, 32)
        assert data[offset:offset + length] == pngs[size]


def test_the_icns_file_has_a_correct_total_length_and_typed_entries():
    icons = load_icons_module()
    data = icons.icns_bytes({128: b"\x89PNG-a", 256: b"\x89PNG-bb"})
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    assert data[8:12] == b"ic07" and struct.unpack(">I", data[12:16])[0] == 8 + 6
    assert b"ic08" in data


def test_make_icons_writes_the_theme_sizes(tmp_path):
    made = load_icons_module().make_icons(tmp_path)
    for size in (16, 48, 256):
        png = made["hicolor"] / f"{size}x{size}" / "apps" / "trickbid.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", png.read_bytes()[16:24])
        assert (width, height) == (size, size)


# ------------------------------------------------------------------ Linux menu entry
def read_desktop(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_the_desktop_file_is_a_valid_application_entry():
    text = DESKTOP.read_text(encoding="utf-8")
    for line in text.splitlines():
        assert line == line.rstrip(), f"trailing space: {line!r}"
        assert line.startswith("[") or re.fullmatch(r"[A-Za-z0-9-]+=\S.*", line), line
    entry = read_desktop(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Trickbid"
    assert entry["Exec"] == "trickbid" and entry["Icon"] == "trickbid"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["Version"] in ("1.0", "1.1", "1.2", "1.3", "1.4")


def test_every_build_script_is_valid_shell():
    scripts = sorted((ROOT / "build").glob("*.sh")) + [INSTALL_SH]
    assert len(scripts) >= 8
    for script in scripts:
        result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True,
                                check=False)
        assert result.returncode == 0, f"{script.name}: {result.stderr}"


def fake_unpacked_archive(tmp_path: Path) -> Path:
    archive = tmp_path / "trickbid-0.0-linux"
    (archive / "trickbid").mkdir(parents=True)
    program = archive / "trickbid" / "trickbid"
    program.write_text("#!/bin/sh\necho played\n")
    program.chmod(0o755)
    (archive / "install.sh").write_bytes(INSTALL_SH.read_bytes())
    (archive / "trickbid.desktop").write_bytes(DESKTOP.read_bytes())
    icon = archive / "icons" / "hicolor" / "48x48" / "apps" / "trickbid.png"
    icon.parent.mkdir(parents=True)
    icon.write_bytes(b"\x89PNG fake")
    return archive


def test_install_sh_installs_for_the_user_and_uninstalls_but_keeps_the_data(tmp_path):
    archive = fake_unpacked_archive(tmp_path)
    home = tmp_path / "home"
    saves = home / ".local" / "share" / "trickbid" / "trickbid.sqlite3"
    saves.parent.mkdir(parents=True)
    saves.write_text("the player's games")
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    subprocess.run(["sh", str(archive / "install.sh")], env=env, check=True,
                   capture_output=True)
    program = home / ".local" / "lib" / "trickbid" / "trickbid"
    entry = read_desktop(home / ".local" / "share" / "applications" / "trickbid.desktop")
    assert entry["Exec"] == f'"{program}"'  # the full path: ~/.local/bin may not be on PATH
    played = subprocess.run([str(home / ".local" / "bin" / "trickbid")], capture_output=True,
                            text=True, check=True)
    assert played.stdout == "played\n"
    assert (home / ".local/share/icons/hicolor/48x48/apps/trickbid.png").is_file()

    uninstaller = home / ".local" / "lib" / "trickbid" / "uninstall.sh"
    result = subprocess.run(["sh", str(uninstaller), "--uninstall"], env=env, check=True,
                            capture_output=True, text=True)
    assert "settings and saved games are still in" in result.stdout
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*")
                  if p.is_file() and not p.name.endswith(".cache"))
    assert left == [".local/share/trickbid/trickbid.sqlite3"]


def test_install_sh_refuses_an_unknown_option(tmp_path):
    archive = fake_unpacked_archive(tmp_path)
    result = subprocess.run(["sh", str(archive / "install.sh"), "--frobnicate"],
                            env={"HOME": str(tmp_path), "PATH": os.environ.get("PATH", "")},
                            capture_output=True, text=True, check=False)
    assert result.returncode == 2 and "unknown option '--frobnicate'" in result.stderr


# -------------------------------------------------------------------------- Windows
def test_the_nsis_script_installs_per_user_with_shortcuts_and_an_uninstaller():
    text = NSIS.read_text(encoding="utf-8")
    assert "RequestExecutionLevel user" in text
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP_NAME}"' in text
    assert 'WriteUninstaller "$INSTDIR\\uninstall.exe"' in text
    shortcuts = re.findall(r'CreateShortCut "([^"]+)"', text)
    assert any(s.startswith("$SMPROGRAMS") for s in shortcuts)
    assert any(s.startswith("$DESKTOP") for s in shortcuts)
    uninstall = text[text.index('Section "un.'):]
    for shortcut in shortcuts:  # every shortcut made is removed again
        assert f'Delete "{shortcut}"' in uninstall


def test_the_nsis_script_registers_in_add_remove_programs():
    text = NSIS.read_text(encoding="utf-8")
    key = "Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Trickbid"
    assert key in text
    for value in ("DisplayName", "UninstallString", "DisplayIcon", "DisplayVersion",
                  "InstallLocation", "EstimatedSize"):
        assert re.search(rf'WriteReg(Str|DWORD) HKCU "\$\{{UNINSTALL_KEY\}}" "{value}"', text)
    assert 'DeleteRegKey HKCU "${UNINSTALL_KEY}"' in text


# ------------------------------------------------------------------------ the launcher
class Shown:
    def __init__(self, accept: bool = True) -> None:
        self.accept = accept
        self.calls: list[tuple[str, str]] = []

    def __call__(self, title: str, message: str) -> bool:
        self.calls.append((title, message))
        return self.accept


def crash(args: list[str]) -> int:
    raise RuntimeError("the table fell over")


def test_a_fatal_error_is_logged_and_shown_not_a_silent_exit(tmp_path):
    shown = Shown()
    code = launcher.run(["--game", "blackout"], entry=crash, data_dir=tmp_path,
                        presenters=[shown])
    assert code == 1
    log_text = (tmp_path / "trickbid.log").read_text(encoding="utf-8")
    assert "Traceback" in log_text and "RuntimeError: the table fell over" in log_text
    assert "args=['--game', 'blackout']" in log_text
    ((title, message),) = shown.calls
    assert title == launcher.ERROR_TITLE
    assert "RuntimeError: the table fell over" in message
    assert str(tmp_path / "trickbid.log") in message  # the person is told where the log is


def test_when_a_window_fails_the_next_one_is_tried(tmp_path):
    def broken(title: str, message: str) -> bool:
        raise OSError("no display")

    refusing, shown = Shown(accept=False), Shown()
    assert launcher.run([], entry=crash, data_dir=tmp_path,
                        presenters=[broken, refusing, shown]) == 1
    assert len(refusing.calls) == 1 and len(shown.calls) == 1
    assert "no display" in (tmp_path / "trickbid.log").read_text(encoding="utf-8")


def test_without_any_window_the_error_still_reaches_stderr(tmp_path, capsys):
    assert launcher.run([], entry=crash, data_dir=tmp_path, presenters=[]) == 1
    assert "the table fell over" in capsys.readouterr().err


def test_a_clean_run_logs_its_start_and_exit_code(tmp_path):
    shown = Shown()
    assert launcher.run(["--x"], entry=lambda args: 0, data_dir=tmp_path,
                        presenters=[shown]) == 0
    log_text = (tmp_path / "trickbid.log").read_text(encoding="utf-8")
    assert "start: trickbid" in log_text and "exit 0" in log_text
    assert shown.calls == []


def test_a_usage_error_exits_with_its_code_and_no_error_window(tmp_path):
    def usage_error(args: list[str]) -> int:
        raise SystemExit(2)

    shown = Shown()
    assert launcher.run(["--bad"], entry=usage_error, data_dir=tmp_path,
                        presenters=[shown]) == 2
    assert shown.calls == []


def test_the_forced_crash_switch_exercises_the_error_path(tmp_path, monkeypatch):
    monkeypatch.setenv(launcher.FORCE_CRASH_ENV, "1")
    called, shown = [], Shown()
    code = launcher.run([], entry=lambda args: called.append(args) or 0, data_dir=tmp_path,
                        presenters=[shown])
    assert code == 1 and called == [] and "forced crash" in shown.calls[0][1]


def test_a_missing_stdout_goes_to_the_log(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)  # a windowed app on Windows

    def chatty(args: list[str]) -> int:
        print("dealing the cards")
        return 0

    assert launcher.run([], entry=chatty, data_dir=tmp_path, presenters=[]) == 0
    assert "dealing the cards" in (tmp_path / "trickbid.log").read_text(encoding="utf-8")


def test_an_unwritable_data_directory_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the data directory should be")
    shown = Shown()
    assert launcher.run([], entry=crash, data_dir=blocker / "data", presenters=[shown]) == 1
    assert "could not be written" in shown.calls[0][1]


def test_headless_runs_open_no_error_windows(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert launcher.show_with_pygame("t", "m") is False
    assert launcher.show_with_tkinter("t", "m") is False
    if sys.platform.startswith("linux"):
        assert launcher.show_with_system_dialog("t", "m") is False


def test_the_error_page_renders_and_wraps_long_messages():
    import pygame

    surface = pygame.Surface((640, 360))
    message = "word " * 200
    launcher.draw_error(surface, launcher.ERROR_TITLE, message)
    assert surface.get_at((10, 2))[:3] == (200, 70, 60)  # the red band
    body_colours = {surface.get_at((x, y))[:3] for x in range(24, 600, 3)
                    for y in range(70, 200, 2)}
    assert len(body_colours) > 2  # text was drawn over the background
    lines = launcher.wrap_text(message, 300, lambda s: len(s) * 10)
    assert all(len(line) * 10 <= 300 for line in lines) and len(lines) > 10


def test_the_first_frame_marker_stamps_the_first_flip_only(tmp_path):
    import pygame

    pygame.display.init()
    pygame.display.set_mode((64, 48))
    original = pygame.display.flip
    marker = tmp_path / "first-frame"
    launcher.install_first_frame_marker(marker)
    assert not marker.exists()
    pygame.display.flip()
    assert float(marker.read_text()) > 0
    assert pygame.display.flip is original  # restored: no cost on later frames


def test_a_dying_thread_leaves_its_traceback_in_the_log(tmp_path):
    import threading

    hook_before = threading.excepthook

    def worker_dies(args: list[str]) -> int:
        def think() -> None:
            raise ValueError("the AI lost its cards")

        thread = threading.Thread(target=think, name="ai-worker")
        thread.start()
        thread.join()
        return 0

    assert launcher.run([], entry=worker_dies, data_dir=tmp_path, presenters=[]) == 0
    log_text = (tmp_path / "trickbid.log").read_text(encoding="utf-8")
    assert "uncaught error in thread ai-worker" in log_text
    assert "ValueError: the AI lost its cards" in log_text
    assert threading.excepthook is hook_before  # the host's hook is back
